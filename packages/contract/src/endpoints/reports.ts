import {
  zAgendaReport,
  zAnsweringReport,
  zAutomationReport,
  zFunnelReport,
  zReportQuery,
  zSatisfactionReport,
  zTeamReport,
} from '../schemas/reports.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Relatórios';
/** The number filter (issue 48), as every report takes it. */
export const REPORT_NUMBER_NOTE =
  'Com `numberId` (um dos números da clínica), só as conversas desse número; sem ele, todos os números. ' +
  'Número de outra clínica ou removido: 404.';
const description =
  'Período no fuso da clínica (o das suas horas de funcionamento; sem elas, o de quem consulta). ' +
  'A Atendente vê só as conversas atribuídas a ela e as respostas que ela deu. ' +
  REPORT_NUMBER_NOTE;

export const reportEndpoints = {
  answering: defineEndpoint({
    method: 'GET',
    path: '/api/reports/answering',
    access: 'session',
    group,
    summary: 'Tempo até a primeira resposta, conversas aguardando e mensagens por dia',
    description,
    query: zReportQuery,
    response: zAnsweringReport,
  }),
  funnel: defineEndpoint({
    method: 'GET',
    path: '/api/reports/funnel',
    access: 'session',
    group,
    summary: 'Conversas que entraram em cada coluna e movimentos entre colunas',
    description,
    query: zReportQuery,
    response: zFunnelReport,
  }),
  agenda: defineEndpoint({
    method: 'GET',
    path: '/api/reports/agenda',
    access: 'session',
    group,
    summary:
      'Lembretes e respostas, comparecimento e faltas, vagas preenchidas pela lista de espera',
    description,
    query: zReportQuery,
    response: zAgendaReport,
  }),
  team: defineEndpoint({
    method: 'GET',
    path: '/api/reports/team',
    access: 'session',
    group,
    summary: 'Conversas atribuídas, respondidas e mensagens enviadas por membro',
    description,
    query: zReportQuery,
    response: zTeamReport,
  }),
  automation: defineEndpoint({
    method: 'GET',
    path: '/api/reports/automation',
    access: 'session',
    group,
    summary:
      'Rotinas e mensagens agendadas: enviadas, respondidas em 48 h, pedidos para parar; conversas recuperadas da Repescagem',
    description,
    query: zReportQuery,
    response: zAutomationReport,
  }),
  satisfaction: defineEndpoint({
    method: 'GET',
    path: '/api/reports/satisfaction',
    // Clinic-wide figures by professional: the Atendente's reports cover only their own chats.
    access: 'responsavel',
    group,
    summary:
      'Pesquisa de satisfação por profissional: respostas, média e parcelas de notas 9–10 e 0–6',
    description:
      'Período no fuso da clínica (o das suas horas de funcionamento; sem elas, o de quem consulta), pela hora da resposta. Só o Responsável. ' +
      REPORT_NUMBER_NOTE,
    query: zReportQuery,
    response: zSatisfactionReport,
  }),
};
