/**
 * pt-BR texts of a clinic's several WhatsApp numbers (issue 48): the board's chip and filter, the
 * reports' filter.
 */
export const NUMBERS_MSG = {
  clinicNumbers: {
    filterLabel: 'Número do WhatsApp',
    all: 'Todos os números',
    /** The chip on a card and in the chat's header: which of the clinic's numbers it is on. */
    chipTitle: (label: string) => `Conversa no número ${label}`,
    removed: 'Número removido',
    /** A `numberId` that is not a number's id at all (the reports' filter; the board says its own). */
    filterInvalid: 'Número do WhatsApp inválido: escolha um dos números da clínica.',
    /** A well-formed `numberId` that is none of this clinic's numbers (another clinic's, or removed). */
    notFound: 'Número do WhatsApp não encontrado nesta clínica.',
    /**
     * Over the board while one of the clinic's other numbers is down (the main one has the red
     * outage banner): its chats stay, nothing goes out through it.
     */
    otherDown: (names: string[]) =>
      names.length === 1
        ? `O número ${names[0]} está desconectado: as conversas dele continuam aqui, mas nenhuma mensagem sai por ele até que seja conectado de novo no painel do provedor.`
        : `Os números ${names.slice(0, -1).join(', ')} e ${names[names.length - 1]} estão desconectados: as conversas deles continuam aqui, mas nenhuma mensagem sai por eles até que sejam conectados de novo no painel do provedor.`,
    /** Under that line, one per number down: since when, in the member's time zone. */
    downSince: (name: string, when: string) => `${name}: desde ${when}`,
    /** Opens and closes that number's 'Enquanto esteve desconectado' under the line. */
    showGap: 'Quem escreveu',
    hideGap: 'Ocultar',
  },
} as const;
