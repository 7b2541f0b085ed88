/** The board's rules and answers, in `MSG.chatRules`: the server's refusals of a chat request. */
export const CHAT_MSG = {
  chatInvalid: 'Conversa inválida.',
  columnRequired: 'Informe a coluna.',
  columnUnknown: 'Coluna desconhecida.',
  syncPositionRequired: 'Informe o ponto de sincronização.',
  syncPositionInvalid: 'Ponto de sincronização inválido.',
  searchRequired: 'Informe o que buscar.',
  searchShort: (min: number) => `Digite ao menos ${min} letras para buscar nas mensagens.`,
  searchLong: (max: number) => `A busca pode ter no máximo ${max} caracteres.`,
  /** The board's paged list (issue 51): a bad page size, page mark or filter. */
  pageSizeInvalid: 'Tamanho de página do quadro inválido.',
  pageCursorInvalid: 'Marca de página do quadro inválida.',
  pageColumnsInvalid: 'Lista de colunas inválida.',
  pageFilterInvalid: 'Filtro do quadro inválido.',
  /** Why a person may not move a chat into or out of a column only the system moves (spec: Column moves). */
  moveRefused: {
    intoFollowup: 'A coluna Repescagem é reservada para as rotinas automáticas.',
    outOfFollowup: 'Chats em Repescagem só saem pelas rotinas automáticas.',
    intoTask: 'A coluna Tarefa é gerenciada pelo sistema: crie uma tarefa para o chat.',
    outOfTask: 'Chats em Tarefa saem da coluna quando suas tarefas terminam.',
  },
} as const;
