/** The board's seven columns as people read them, by the name the API and database use. */
export const COLUMN_TITLES = {
  vip: 'Atendimento VIP',
  humanized: 'Atendimento Humanizado',
  inbox: 'Atendimento Inicial',
  followup: 'Repescagem',
  task: 'Tarefa',
  hot_lead: 'Lead Quente',
  cold_lead: 'Lead Frio',
} as const;
