/**
 * A phone a program gives the public API, as the digits a chat is keyed by, or null when it is
 * not a number WhatsApp could reach. The country code is required: a Brazilian number written
 * without it ('11 98765-4321') would read as another country's (1 is the United States), so
 * one that looks national is refused with a hint rather than sent abroad.
 */
export function internationalPhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15 || digits.startsWith('0')) return null;
  // Brazil: 55, a real DDD (no zero) and 8 or 9 digits.
  if (digits.startsWith('55')) return /^55[1-9][1-9]\d{8,9}$/.test(digits) ? digits : null;
  // A DDD and a mobile or landline with no '+' and no 55: a Brazilian number without its country.
  if (!trimmed.startsWith('+') && /^[1-9][1-9]9?\d{8}$/.test(digits)) return null;
  return digits;
}
