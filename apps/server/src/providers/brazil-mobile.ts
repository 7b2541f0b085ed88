/**
 * Brazilian mobile numbers reach us with and without the ninth digit (55 11 9xxxx-xxxx and
 * 55 11 xxxx-xxxx: older WhatsApp accounts, gateways that strip it). One patient is one chat:
 * the chat's key is the number with the nine (issue 48, docs/decisions.md "O nono dígito").
 *
 * Only a 12-digit number of Brazil whose DDD is a real one (11 to 99, no zero) and whose local
 * number starts with 6 to 9 is a mobile missing its nine; fixed lines (2 to 5) and every other
 * number are left as they are.
 */
const WITHOUT_NINE = /^55([1-9][1-9])([6-9]\d{7})$/;

export function foldBrazilMobile(digits: string): string {
  const m = WITHOUT_NINE.exec(digits);
  return m ? `55${m[1]}9${m[2]}` : digits;
}

/** The same number without the nine, for a folded Brazilian mobile; else null. */
export function withoutNinthDigit(digits: string): string | null {
  const m = /^55([1-9][1-9])9([6-9]\d{7})$/.exec(digits);
  return m ? `55${m[1]}${m[2]}` : null;
}

/** The SQL pattern of a chat key that foldBrazilMobile would change (twins to merge). */
export const WITHOUT_NINE_SQL = '^55[1-9][1-9][6-9][0-9]{7}$';
