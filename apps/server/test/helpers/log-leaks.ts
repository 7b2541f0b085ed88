/**
 * Shapes of a credential that must never reach a log line, whoever's it is. The exact secrets of
 * one run are checked by test/security/log-secrets.test.ts; these catch the rest of the suite.
 */
export const LEAK_PATTERNS: Array<[string, RegExp]> = [
  ['JWT', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['bearer token', /Bearer\s+(?!\[redacted\])[\w.-]{8,}/i],
  ['webhook secret in a path', /\/webhooks\/zapi\/(?!\[redacted\])[\w-]{16,}/],
  ['invitation token in a path', /\/auth\/invitations\/(?!\[redacted\]|accept\b|:token)[\w-]{16,}/],
  // A request line's URL is the route's pattern: a phone number there names a patient.
  ['phone number in a logged URL', /"url":"[^"]*\d{8,}/],
  ['provider token in a path', /\/token\/(?!\[redacted\])[^/\s"]{4,}\//],
  ['credential in a query', /[?&](?:token|sig|code|password|secret)=(?!\[redacted\])[^&\s"]+/i],
  [
    'credential in a logged field',
    /"(?:password|newPassword|currentPassword|token|seuToken|clientToken|authorization)"\s*:\s*"(?!\[redacted\])[^"]+"/i,
  ],
  ['confirmation code in a logged field', /"code"\s*:\s*"\d{6}"/],
  // Drizzle's error text quotes a failed query's parameters (secrets, patients' messages).
  ['query parameters', /\bparams: /],
];

export interface Leak {
  file: string;
  what: string;
  excerpt: string;
}

/** Every leak in `text`, with a short excerpt around it (the secret itself cut short). */
export function findLeaks(file: string, text: string): Leak[] {
  const leaks: Leak[] = [];
  for (const line of text.split('\n')) {
    for (const [what, pattern] of LEAK_PATTERNS) {
      const m = pattern.exec(line);
      if (!m) continue;
      const start = Math.max(0, m.index - 60);
      const excerpt = `${line.slice(start, m.index)}${m[0].slice(0, 12)}…`;
      leaks.push({ file, what, excerpt });
    }
  }
  return leaks;
}
