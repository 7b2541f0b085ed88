/**
 * The raw material of malformed requests: strange strings, values of the wrong JSON type,
 * broken JSON texts, wrong content types and bad path segments.
 */

/**
 * Dates at the ends of the calendar, of the right form or nearly: 9999-12-31 as a day filter or a
 * time answered 500, and as a report's period froze the server (issue 47); years 0 to 99 are read
 * as 19xx by Date.UTC. The contract takes years 1900 to 9998 only.
 */
export const FAR_DATES: readonly string[] = [
  '9999-12-31',
  '0000-01-01',
  '1899-12-31',
  '10000-01-01',
  '9999-12-31T23:00',
  '9999-12-31T23:59:59-12:00',
];

/**
 * Strings that have broken servers: control characters, unpaired UTF-16 halves, direction marks,
 * far dates.
 */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'Ana\u0000Souza',
  '\ud800',
  'fim\udfff',
  '\u202eanA',
  'Ana\u200f\u200e',
  '\u200b\u200b',
  '\ufeffAna',
  '👩‍⚕️🦷💬',
  '🏳️‍🌈'.repeat(40),
  'e\u0301\u0301\u0301',
  '9'.repeat(400),
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../../etc/passwd',
  '%00',
  '${jndi:ldap://x/a}',
  '\r\nSet-Cookie: a=b',
  '\\u0000',
  'ناصر',
  '日本語テキスト',
  ...FAR_DATES,
];

/** Values of every JSON type, to put where another type belongs. */
export const ANY_VALUES: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  false,
  null,
  [],
  [1, 2],
  ['a'],
  {},
  { a: 1 },
  '',
  'texto',
];

export const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

/** Texts that are not JSON, or JSON no parser should be asked to trust. */
export const BAD_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'NaN',
  'undefined',
  '{"a":undefined}',
  '[1,2',
  '{"a":1}{"b":2}',
  '"sem fim',
  '{"a":"\\x"}',
  '{"a":"\\ud800"',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '// comentário\n{}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  'true false',
];

export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'text/html',
  'image/png',
  'application/octet-stream',
  'application/jsonx',
  'json',
  ';;;',
];

/** Path segments, already percent-encoded as a client would send them. */
export const BAD_SEGMENTS: readonly string[] = [
  'nao-e-id',
  '0',
  '-1',
  '1.5',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '9'.repeat(30),
  '9'.repeat(120),
  'x'.repeat(300),
  '%00',
  'a%00b',
  '%F0%9F%91%A9%E2%80%8D%E2%9A%95%EF%B8%8F',
  '%E2%80%AE123',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%%',
  '..%2F..%2Fetc%2Fpasswd',
  'a%2Fb',
  '%20',
  '%0D%0Ax',
  '%27%3B%20drop%20table%20users',
  '%3Cscript%3E',
];
