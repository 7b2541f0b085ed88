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
