/**
 * pt-BR texts of the team's internal notes in a chat ('Nota interna') and their mentions (issue
 * 54). The specification shows none of them; docs/decisions.md says what was decided.
 */
export const NOTE_MSG = {
  notes: {
    // The composer's switch between a message to the patient and a note for the team.
    modeLabel: 'Escrever',
    modeMessage: 'Mensagem',
    modeNote: 'Nota interna',
    teamOnly: 'Só a equipe vê',
    placeholder: 'Escreva uma nota para a equipe... Use @ para mencionar alguém',
    save: 'Salvar nota',
    saving: 'Salvando...',
    // On the note in the timeline.
    badge: 'Nota interna',
    by: (name: string) => `Nota de ${name}`,
    edited: '(editada)',
    edit: 'Editar nota',
    delete: 'Excluir nota',
    editSave: 'Salvar',
    editCancel: 'Cancelar',
    deleteConfirm: 'Excluir esta nota interna? A equipe deixará de vê-la.',
    deleteConfirmTitle: 'Excluir nota interna',
    deleteConfirmAction: 'Excluir',
    mentionsOf: (names: string) => `Menciona ${names}`,
    // The '@' list.
    mentionListLabel: 'Mencionar alguém da equipe',
    mentionNone: 'Ninguém da equipe com esse nome',
    // Toasts and rules.
    created: 'Nota interna salva',
    updated: 'Nota interna atualizada',
    deleted: 'Nota interna excluída',
    failed: 'Não foi possível salvar a nota interna',
    deleteFailed: 'Não foi possível excluir a nota interna',
    textEmpty: 'Escreva o texto da nota.',
    textLong: (max: number) => `A nota pode ter até ${max} caracteres.`,
    mentionsInvalid: 'Menções inválidas.',
    mentionNotMember: 'Só é possível mencionar quem faz parte da equipe.',
    notFound: 'Nota não encontrada.',
    notYours: 'Só quem escreveu a nota pode alterá-la.',
    deleteForbidden: 'Só quem escreveu a nota ou o Responsável pode excluí-la.',
    // Live and Web Push notice of a mention; the privacy-mode push stays generic.
    mentionedYou: (by: string, chat: string) => `${by} mencionou você em ${chat}`,
    mentionOpen: 'Abrir conversa',
    mentionsRead: 'Menções vistas',
    privateMentionBody: 'Você foi mencionado em uma nota interna',
    // The board's filter and the card's mark.
    mentionsFilter: 'Menções',
    mentionsFilterCount: (n: number) => `Menções (${n})`,
    cardMention: 'Você foi mencionado',
    // The board's search: a hit found in a note.
    searchHitNote: 'Nota interna',
    // The access log's detail of a reading of a chat's notes.
    accessDetail: 'Notas internas',
    // The patient's export: notes are the team's, never sent to the patient.
    exportTitle: 'Notas internas da equipe (não enviadas ao paciente)',
    exportItem: (when: string, author: string, text: string) => `${when} · ${author}: ${text}`,
  },
} as const;
