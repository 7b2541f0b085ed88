/** Brazilian numbers: 55, a two-digit area code, 8 or 9 digits. */
const BR_PHONE = /^55(\d{2})(\d{4,5})(\d{4})$/;
/** Digits with the usual separators; group ids ('…-group') and newsletters are not phones. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
/** Shorter than this, a number is a service code ('123'), not an international phone. */
const INTERNATIONAL_MIN_DIGITS = 8;

/** Whether a text is a phone number written with or without separators. */
export function isPhoneLike(text: string): boolean {
  return PHONE_LIKE.test(text.trim()) && /\d/.test(text);
}

/**
 * The one way a phone is shown everywhere (board, chat window, admin): '5511987654321' reads
 * '+55 (11) 98765-4321' and '551132654321' '+55 (11) 3265-4321'; other international numbers get a
 * '+' before their digits; group and newsletter ids and short codes stay as they came; '' stays ''.
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!isPhoneLike(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  const match = BR_PHONE.exec(digits);
  if (match) {
    const [, area, first, last] = match;
    return `+55 (${area}) ${first}-${last}`;
  }
  return digits.length >= INTERNATIONAL_MIN_DIGITS ? `+${digits}` : trimmed;
}

/**
 * A Cloud API business-scoped user id (BSUID, `BR.1502576394655843`; a parent one reads
 * `US.ENT.…`): the key of a username user's chat whose number Meta withholds. Never printed
 * where a phone is expected: the '@username' or the name stands in for it (issue 48).
 */
export function isBsuid(text: string): boolean {
  return /^[A-Z]{2}\.(ENT\.)?[A-Za-z0-9]{1,128}$/.test(text);
}

/**
 * What a 'Telefone' cell (a CSV, the privacy screens) shows for a chat: the phone as stored, or,
 * for a chat keyed by a BSUID, the '@username' or else the name, never the BSUID.
 */
export function phoneCell(
  phone: string,
  stand: { username?: string | null | undefined; name?: string | null | undefined },
): string {
  if (!isBsuid(phone)) return phone;
  return stand.username ? `@${stand.username}` : (stand.name?.trim() ?? '');
}
