/** The tags area's rules and answers, in `MSG.tagRules`: the server's refusals and the forms' checks. */
export const TAG_MSG = {
  nameRequiredTitle: 'Nome obrigatório',
  nameRequired: 'Digite um nome para a etiqueta.',
  nameShortTitle: 'Nome muito curto',
  nameShort: 'O nome da etiqueta deve ter no mínimo 2 caracteres.',
  nameLongTitle: 'Nome muito longo',
  nameLong: 'O nome da etiqueta deve ter no máximo 50 caracteres.',
  duplicateTitle: 'Etiqueta já existe',
  duplicate: 'Já existe uma etiqueta com esse nome.',
  colorInvalid: 'Cor inválida: escolha uma das cores da paleta.',
  notFound: 'Etiqueta não encontrada.',
  tagIdsInvalid: 'Lista de etiquetas inválida.',
  created: 'Etiqueta criada!',
  updated: 'Etiqueta atualizada!',
  removed: 'Etiqueta removida!',
  chatTagsSaved: 'Etiquetas da conversa atualizadas.',
} as const;
