/** The PostgreSQL error code of a failed query; drizzle wraps the driver's error in `cause`. */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Network failures and PostgreSQL's "shutting down / starting up / cannot connect" classes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// node-postgres reports a dropped or timed-out connection with a bare Error and no code.
const UNAVAILABLE_TEXT =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Query read timeout/;

/** Whether a failure means the database cannot be reached right now (a 503, not a 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    // Drizzle's wrapper quotes the query and its parameters in its message: only the driver's
    // own error is read, so a user's text can never pass for a lost connection.
    const wrapper = typeof e === 'object' && 'query' in e;
    if (!wrapper && typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  }
  return false;
}

export const isUniqueViolation = (err: unknown): boolean => pgErrorCode(err) === '23505';

/** Runs a write that a unique index may refuse; answers 'taken' instead of throwing then. */
export async function unlessTaken<T>(write: () => Promise<T>): Promise<T | 'taken'> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}
