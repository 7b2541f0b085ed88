/**
 * The words with which a patient asks for no more automatic messages. The whole message counts,
 * not a word inside it ('pode parar de ligar?' is a question for staff), with case, accents,
 * spaces and closing punctuation ignored.
 */
export const STOP_WORDS = ['PARAR', 'SAIR', 'CANCELAR', 'DESCADASTRAR'] as const;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .trim()
    .replace(/[\s.!]+$/u, '')
    .toUpperCase();

const STOP = new Set<string>(STOP_WORDS);

/** Whether a patient's message, as a whole, is one of the stop words. */
export function isOptOut(text: string | null | undefined): boolean {
  return typeof text === 'string' && STOP.has(normalise(text));
}
