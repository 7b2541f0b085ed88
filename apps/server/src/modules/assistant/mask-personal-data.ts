/**
 * What never leaves the server for the assistant's provider: e-mail addresses, card numbers (13
 * to 19 digits, with or without spaces or dashes) and CPFs (11 digits, with or without the dots
 * and dash), each replaced by a label the model can still read as what it was. Cautious on
 * purpose: an 11-digit phone number written without spaces is masked as a CPF too.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const CARD = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;
const CPF = /(?<!\d)\d{3}\.?\d{3}\.?\d{3}[-.\s]?\d{2}(?!\d)/g;

export const MASKS = { email: '[e-mail]', card: '[cartão]', cpf: '[CPF]' } as const;

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, MASKS.email).replace(CARD, MASKS.card).replace(CPF, MASKS.cpf);
}
