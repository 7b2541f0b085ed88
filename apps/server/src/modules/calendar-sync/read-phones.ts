import { foldBrazilMobile, withoutNinthDigit } from '../../providers/brazil-mobile.ts';

/** Runs of digits with the separators people write: '+55 (11) 98765-4321', '11 8765.4321'. */
const WRITTEN_PHONE = /\+?\(?\d[\d\s().-]{7,22}\d/g;
/** The most phones read from one event (a description may list many numbers). */
const PHONES_MAX = 5;

/** A number as written, as the chat key it would be: 55, the DDD and the number with its nine. */
function asChatKey(written: string): string | null {
  let digits = written.replace(/\D/g, '');
  // The trunk prefix of a national call ('011 98765-4321', '0 11 ...').
  if (digits.startsWith('0') && (digits.length === 11 || digits.length === 12))
    digits = digits.slice(1);
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  if (!/^55[1-9][1-9]\d{8,9}$/.test(digits)) return null;
  return foldBrazilMobile(digits);
}

/**
 * The Brazilian phones written in an event's text (title, description, location), as chat keys
 * (the ninth digit folded in, issue 48), each with its spelling without the nine: the chat of a
 * patient may be keyed either way.
 */
export function readPhones(...texts: Array<string | undefined>): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const match of (text ?? '').slice(0, 5000).matchAll(WRITTEN_PHONE)) {
      const key = asChatKey(match[0]);
      if (key && !found.includes(key)) found.push(key);
      if (found.length >= PHONES_MAX) break;
    }
  }
  return found.flatMap((key) => {
    const bare = withoutNinthDigit(key);
    return bare ? [key, bare] : [key];
  });
}

/** The event's title without its phones and their separators: what is done ('Limpeza'). */
export function procedureOf(summary: string, max: number): string {
  return summary
    .replace(WRITTEN_PHONE, ' ')
    .replace(/\s*[-–—|·:]\s*$/u, '')
    .replace(/^\s*[-–—|·:]\s*/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
