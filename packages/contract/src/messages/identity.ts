/**
 * pt-BR texts of a patient's identity (issue 48): the notes the system writes in a chat when Meta
 * announces a changed number or BSUID, or when twin chats of one patient are merged.
 */
export const IDENTITY_MSG = {
  identity: {
    numberChanged: (phone: string) =>
      `Aviso automático: o paciente mudou de número no WhatsApp e agora escreve de ${phone}. As mensagens continuam nesta conversa.`,
    twinsMerged: (without: string, withNine: string) =>
      `Aviso automático: as conversas de ${without} e ${withNine} eram do mesmo paciente (o nono dígito) e foram unidas aqui, com as mensagens, etiquetas, tarefas e consultas das duas.`,
    userIdChanged:
      'Aviso automático: o WhatsApp mudou o identificador deste paciente. As mensagens continuam nesta conversa.',
  },
} as const;
