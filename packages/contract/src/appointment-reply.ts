/**
 * How a patient's answer to an appointment reminder reads: 'confirmed' ('1', 'sim',
 * 'confirmo', '👍'...), 'reschedule' ('2', 'não', 'remarcar', 'não vou poder', 'cancela'...) or
 * 'unknown', which staff read themselves. A clear wish to move the appointment wins over a polite
 * 'sim' in the same message ('sim, mas preciso remarcar'); a message that says both 1 and 2, or
 * nothing the reader knows, stays 'unknown': a wrong 'Confirmada' costs the clinic a no-show.
 */
export type AppointmentReply = 'confirmed' | 'reschedule' | 'unknown';

/** Lower case, no accents, emoji kept, punctuation as spaces, one space between words. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[.,;:!?¿¡()"'`´~^*_\-–—/\\]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

// Whole messages that are an answer and nothing else.
const CONFIRM_WHOLE = new Set([
  '1',
  's',
  'ss',
  'sim',
  'simm',
  'siim',
  'ok',
  'okay',
  'okk',
  'pode ser',
  'certo',
  'combinado',
  'beleza',
  'blz',
  'confirmar',
  '👍',
  '👍🏻',
  '👍🏼',
  '👍🏽',
  '👍🏾',
  '👍🏿',
  '✅',
  '👌',
  '✔',
  '✔️',
]);
const RESCHEDULE_WHOLE = new Set(['2', 'n', 'nao', 'naum', 'nop', 'não', '👎', '❌']);

// Words and phrases that carry the answer inside a longer message.
const CONFIRM_WORDS = [
  'sim',
  'ok',
  'okay',
  'confirmo',
  'confirmado',
  'confirmada',
  'confirmadissimo',
];
const CONFIRM_PHRASES = [
  'pode confirmar',
  'estarei la',
  'estarei presente',
  'vou sim',
  'vou comparecer',
  'irei sim',
  'pode ser',
  'esta confirmado',
  'esta confirmada',
  'confirmo presenca',
];
const RESCHEDULE_STEMS = ['remarc', 'desmarc', 'cancel', 'reagend'];
const RESCHEDULE_PHRASES = [
  'nao vou poder',
  'nao poderei',
  'nao vou conseguir',
  'nao consigo',
  'nao posso',
  'nao vou',
  'nao irei',
  'nao da',
  'nao confirmo',
  'outro horario',
  'outro dia',
  'outra data',
  'mudar o horario',
  'trocar o horario',
];

const hasPhrase = (text: string, phrases: string[]) =>
  phrases.some((p) => ` ${text} `.includes(` ${p} `));

export function readAppointmentReply(text: string | null | undefined): AppointmentReply {
  if (typeof text !== 'string') return 'unknown';
  const said = normalise(text);
  if (said === '') return 'unknown';
  if (CONFIRM_WHOLE.has(said)) return 'confirmed';
  if (RESCHEDULE_WHOLE.has(said)) return 'reschedule';
  const words = said.split(' ');
  // '1' or '2' as a word of its own ('opção 1', '2 por favor'); not inside '12' or '14h'.
  const one = words.includes('1');
  const two = words.includes('2');
  const strongNo =
    words.some((w) => RESCHEDULE_STEMS.some((s) => w.startsWith(s))) ||
    hasPhrase(said, RESCHEDULE_PHRASES);
  const yes =
    words.some((w) => CONFIRM_WORDS.includes(w)) || hasPhrase(said, CONFIRM_PHRASES) || one;
  if (one && two) return 'unknown';
  if (strongNo || (two && !yes)) return 'reschedule';
  if (yes && !two) return 'confirmed';
  return 'unknown';
}

/** Skin tones and the emoji presentation selector: '👍🏽' and '❤️' read as '👍' and '❤'. */
const EMOJI_DRESS = /\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF}|\u{FE0F}/gu;
const CONFIRM_REACTIONS = new Set(['👍', '❤', '🙏', '👌', '✅', '😍', '🥰']);
const RESCHEDULE_REACTIONS = new Set(['👎']);

/**
 * A reaction on the reminder read as an answer: 👍, ❤️, 🙏 (any skin tone) confirm as '1' does;
 * 👎 asks to reschedule as '2' does; any other emoji says nothing the clinic can act on.
 */
export function readReactionReply(emoji: string): AppointmentReply {
  const bare = emoji.replace(EMOJI_DRESS, '').trim();
  if (CONFIRM_REACTIONS.has(bare)) return 'confirmed';
  if (RESCHEDULE_REACTIONS.has(bare)) return 'reschedule';
  return 'unknown';
}
