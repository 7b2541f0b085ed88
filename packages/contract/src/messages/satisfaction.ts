/** The satisfaction question after a visit, in `MSG.satisfaction`; the issue gives its start. */
export const SATISFACTION_MSG = {
  question: (professional: string) =>
    `De 0 a 10, quanto você recomendaria o atendimento com ${professional} a um amigo ou familiar? Responda só com o número.`,
  settingsInvalid: 'Configuração da pesquisa de satisfação inválida: de 1 a 72 horas depois.',
  settingsSaved: 'Pesquisa de satisfação salva',
  settingsTitle: 'Pesquisa de satisfação',
  enabledLabel: 'Perguntar a nota de 0 a 10 depois da consulta marcada como Compareceu',
  hoursLabel: 'Horas depois',
  hint: 'Sai no horário de funcionamento, no máximo uma vez por paciente a cada 30 dias. Nota de 0 a 6 leva a conversa para Atendimento Humanizado.',
  save: 'Salvar pesquisa',
  saveFailed: 'Não foi possível salvar a pesquisa de satisfação',
  readOnly: 'Só o Responsável da clínica liga ou desliga a pesquisa.',
  lowScoreToast: (name: string, score: number) =>
    `${name} deu nota ${score} ao atendimento: ligue para entender o que houve`,
} as const;
