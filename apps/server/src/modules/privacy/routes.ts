import {
  zAccessLogQuery,
  zAccessLogResponse,
  zChatIdParam,
  zEraseRequest,
  zExportRecordRequest,
  zPatientExportQuery,
  zPatientExportResponse,
  zMessageResponse,
  zRetentionPreviewQuery,
  zRetentionPreviewResponse,
  zRetentionRequest,
  zRetentionResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { type AuthGuard, requireResponsavel } from '../../http/authenticate.ts';
import type { AccessLogService } from './access-log-service.ts';
import type { ErasureService } from './erasure-service.ts';
import type { PatientExportService } from './patient-export-service.ts';
import type { RetentionService } from './retention-service.ts';

const tags = ['Privacidade'];

export function privacyRoutes(
  app: FastifyInstance,
  deps: {
    access: AccessLogService;
    erasure: ErasureService;
    patientExport: PatientExportService;
    retention: RetentionService;
    requireAuth: AuthGuard;
  },
) {
  const { access, erasure, patientExport, retention } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Who read which patient is the clinic's Responsável's to read (LGPD, issue 21).
  const responsavel = { preValidation: [deps.requireAuth, requireResponsavel] };

  api.get(
    '/dashboard/privacy/access-log',
    {
      ...responsavel,
      schema: {
        tags,
        summary: 'Quem abriu conversas, arquivos e exportações, do mais recente ao mais antigo',
        querystring: zAccessLogQuery,
        response: { 200: zAccessLogResponse },
      },
    },
    (request) => access.list(request.auth, request.query),
  );

  api.get(
    '/dashboard/privacy/access-log.csv',
    {
      ...responsavel,
      schema: {
        tags,
        summary: 'Os acessos filtrados em CSV (até 10.000 linhas); a exportação fica registrada',
        querystring: zAccessLogQuery,
        response: {
          200: {
            description: 'CSV em UTF-8',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const csv = await access.csv(request.auth, request.query, request.ip);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="acessos.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  // Any member exports the board or a day's appointments; the browser says it did.
  api.post(
    '/dashboard/privacy/exports',
    {
      preValidation: deps.requireAuth,
      schema: {
        tags,
        summary: 'Registra uma exportação em CSV feita no navegador (quadro ou consultas)',
        body: zExportRecordRequest,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    (request) => access.exported(request.auth, request.body, request.ip),
  );

  api.post(
    '/dashboard/chats/:chatId/erase',
    {
      ...responsavel,
      schema: {
        tags,
        summary:
          'Apaga os dados de um paciente (conversa, mensagens, arquivos, tarefas, consultas)',
        params: zChatIdParam,
        body: zEraseRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) =>
      erasure.erase(request.auth, request.params.chatId, request.body.confirmPhone, request.ip),
  );

  api.get(
    '/dashboard/settings/retention',
    {
      ...responsavel,
      schema: {
        tags,
        summary: 'Em quantos meses sem atividade uma conversa é apagada (null: nunca)',
        response: { 200: zRetentionResponse },
      },
    },
    (request) => retention.get(request.auth.clinicId),
  );

  api.put(
    '/dashboard/settings/retention',
    {
      ...responsavel,
      schema: {
        tags,
        summary: 'Liga (6 a 120 meses) ou desliga a retenção; o agendador aplica uma vez por dia',
        body: zRetentionRequest,
        response: { 200: zRetentionResponse },
      },
    },
    (request) => retention.set(request.auth.clinicId, request.body),
  );

  api.get(
    '/dashboard/settings/retention/preview',
    {
      ...responsavel,
      schema: {
        tags,
        summary: 'Quantas conversas um valor apagaria agora, antes de salvá-lo',
        querystring: zRetentionPreviewQuery,
        response: { 200: zRetentionPreviewResponse },
      },
    },
    (request) => retention.preview(request.auth.clinicId, request.query.months),
  );

  api.post(
    '/dashboard/chats/:chatId/export',
    {
      ...responsavel,
      schema: {
        tags,
        summary: 'Um link de minutos que baixa o ZIP com os dados do paciente (LGPD, art. 18)',
        params: zChatIdParam,
        response: { 200: zPatientExportResponse },
      },
    },
    (request) => patientExport.link(request.auth, request.params.chatId),
  );

  // A download is a plain navigation, which cannot send the token: the link is signed instead.
  api.get(
    '/dashboard/privacy/patient-export',
    {
      schema: {
        tags,
        summary: 'O ZIP com os dados do paciente, escrito enquanto baixa (link assinado)',
        querystring: zPatientExportQuery,
        response: {
          200: {
            description:
              'ZIP: mensagens.json, conversa.html, midia/, etiquetas, tarefas, rotina, consultas, manifesto',
            content: {
              'application/zip': {
                schema: z.unknown().meta({ type: 'string', format: 'binary' }),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await patientExport.open(request.query, request.ip);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .type('application/zip')
        .send(file.stream);
    },
  );
}
