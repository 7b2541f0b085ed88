/**
 * The words with which a patient asks for no more automatic messages. The whole message counts,
 * not a word inside it ('pode parar de ligar?' is a question for staff), with case, accents,
 * spaces and closing punctuation ignored.
 */
export const STOP_WORDS = ['PARAR', 'SAIR', 'CANCELAR', 'DESCADASTRAR'] as const;

/** A clinic's own list: at most this many words, each this long at most. */
export const STOP_WORDS_MAX = 20;
export const STOP_WORD_MAX_LENGTH = 30;

/** How a message and a stop word are compared: no accents, case, edge spaces or final '.!'. */
export const normaliseStopWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .trim()
    .replace(/[\s.!]+$/u, '')
    .replace(/\s+/gu, ' ')
    .toUpperCase();

const DEFAULT_STOP = new Set<string>(STOP_WORDS);

/**
 * Whether a patient's message, as a whole, is one of the stop words: the clinic's own list when
 * it has one, the defaults otherwise.
 */
export function isOptOut(
  text: string | null | undefined,
  words: readonly string[] | null = null,
): boolean {
  if (typeof text !== 'string') return false;
  const said = normaliseStopWord(text);
  if (said === '') return false;
  return words ? words.some((w) => normaliseStopWord(w) === said) : DEFAULT_STOP.has(said);
}

/** Whether a message is short enough to be a stop word at all (no need to read the list). */
export const mayBeStopWord = (text: string) => text.trim().length <= STOP_WORD_MAX_LENGTH + 5;
