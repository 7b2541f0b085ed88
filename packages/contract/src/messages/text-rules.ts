import { TEXT_CONTENT_MAX, TEXT_TITLE_MAX } from '../constants.ts';

/** The texts area's rules and answers, in `MSG.textRules`: the server's refusals and the forms' checks. */
export const TEXT_MSG = {
  required: 'Título e conteúdo são obrigatórios',
  titleLong: `O título deve ter no máximo ${TEXT_TITLE_MAX} caracteres.`,
  contentLong: `O conteúdo deve ter no máximo ${TEXT_CONTENT_MAX} caracteres.`,
  notFound: 'Texto não encontrado.',
  created: 'Texto criado!',
  updated: 'Texto atualizado!',
  removed: 'Texto removido!',
  confirmDelete: 'Deseja realmente deletar este texto?',
} as const;
