import { createHmac, timingSafeEqual } from 'node:crypto';

/** Meta signs every webhook POST with the app secret: `X-Hub-Signature-256: sha256=<hex>`. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** More numbers than one POST would carry are not tried (each costs an HMAC and a lookup). */
const MAX_CANDIDATES = 20;

/**
 * The business numbers a raw webhook body names, found without parsing it: the body is not
 * trusted, nor handed to JSON.parse, before its signature is checked, and the secret to check it
 * with belongs to the number it names. A forged id only picks which secret the HMAC is tried
 * with; the check itself decides.
 */
export function candidatePhoneNumberIds(raw: Buffer): string[] {
  const ids = new Set<string>();
  const text = raw.toString('latin1');
  for (const m of text.matchAll(/"phone_number_id"\s*:\s*"(\d{1,32})"/g)) {
    ids.add(m[1]!);
    if (ids.size >= MAX_CANDIDATES) break;
  }
  return [...ids];
}

/**
 * The WhatsApp Business account ids a raw body may name (`entry[].id`): a change that is not about
 * one number (a template's review, `message_template_status_update`) carries only its account.
 * Every digits-only `"id"` is a candidate; only an account one of our numbers belongs to is kept.
 */
export function candidateAccountIds(raw: Buffer): string[] {
  const ids = new Set<string>();
  const text = raw.toString('latin1');
  for (const m of text.matchAll(/"id"\s*:\s*"(\d{1,32})"/g)) {
    ids.add(m[1]!);
    if (ids.size >= MAX_CANDIDATES) break;
  }
  return [...ids];
}

/**
 * Whether `header` is the HMAC-SHA256 of exactly these bytes with `appSecret`, compared in
 * constant time (a byte-by-byte comparison would tell an attacker how much of a guess is right).
 */
export function signatureMatches(raw: Buffer, header: string | undefined, appSecret: string) {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
