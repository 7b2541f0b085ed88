/**
 * pt-BR texts of 'Mesclar conversas' (issue 48): the Responsável joins two chats of one patient,
 * sees what moves before confirming, and may undo it the same day. Also who wrote a note or sent
 * a message, when that is not a current member of the team.
 */
export const MERGE_MSG = {
  merge: {
    menuItem: 'Mesclar conversas',
    title: 'Mesclar conversas',
    intro: (kept: string) =>
      `Escolha a outra conversa do mesmo paciente. Tudo o que é dela passa para a conversa com ${kept}, que continua.`,
    searchLabel: 'Buscar conversa por nome ou telefone',
    searchPlaceholder: 'Nome ou telefone',
    results: 'Conversas encontradas',
    noResults: 'Nenhuma outra conversa com esse nome ou telefone.',
    pick: 'Escolher',
    back: 'Voltar',
    cancel: 'Cancelar',
    loadingPreview: 'Conferindo o que muda...',
    stays: (name: string) => `Continua: ${name}`,
    goes: (name: string) => `Deixa de existir, com tudo passando para a que continua: ${name}`,
    movesTitle: 'O que passa de uma para a outra',
    counts: {
      messages: 'Mensagens',
      tags: 'Etiquetas',
      tasks: 'Tarefas',
      appointments: 'Consultas',
      waitingList: 'Entradas na lista de espera',
      notes: 'Notas internas',
      identifiers: 'Telefones e identificadores do paciente',
    },
    identifiersKept:
      'Os telefones e identificadores das duas conversas ficam na que continua: o paciente é achado por qualquer um deles.',
    undoHint: 'Pode ser desfeito hoje, em "Desfazer mesclagem".',
    confirm: 'Mesclar',
    confirming: 'Mesclando...',
    merged: 'Conversas mescladas',
    failed: 'Não foi possível mesclar as conversas',
    note: (by: string, absorbed: string) =>
      `${by} mesclou aqui a conversa de ${absorbed}: mensagens, etiquetas, tarefas, consultas, lista de espera, notas e telefones passaram para esta conversa.`,
    // Undo.
    undo: 'Desfazer mesclagem',
    undoTitle: (absorbed: string) => `Desfazer a mesclagem com ${absorbed}`,
    undoBack: 'O que volta para a conversa separada',
    undoLaterStays:
      'O que chegou ou foi criado depois da mesclagem fica nesta conversa; só volta o que foi mesclado.',
    undoConfirm: 'Desfazer',
    undoing: 'Desfazendo...',
    undone: 'Mesclagem desfeita',
    undoFailed: 'Não foi possível desfazer a mesclagem',
    undoneNote: (by: string, absorbed: string) =>
      `${by} desfez a mesclagem: a conversa de ${absorbed} voltou a ser separada, com o que tinha antes.`,
    // Refusals.
    sameChat: 'Escolha outra conversa: uma conversa não pode ser mesclada com ela mesma.',
    otherInvalid: 'Escolha a conversa a mesclar.',
    erased: 'A conversa escolhida teve os dados do paciente apagados e não pode ser mesclada.',
    notPatient: 'Só conversas com pacientes podem ser mescladas; grupos e canais, não.',
    mergeNotFound: 'Mesclagem não encontrada.',
    undoExpired: 'A mesclagem só pode ser desfeita no mesmo dia em que foi feita.',
    alreadyUndone: 'Esta mesclagem já foi desfeita.',
    undoBlocked: 'Não é possível desfazer: o número da conversa separada já tem outra conversa.',
  },
  author: {
    // A note or message of someone no longer in the team: decided when read, on every screen.
    formerMember: 'Membro que saiu da equipe',
    system: 'Aviso automático',
  },
} as const;
