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

/** Network failures of the driver's socket. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
/**
 * PostgreSQL classes that mean "not reachable now" rather than "this request is wrong": connection
 * exceptions (08), operator intervention (57P: shutting down, starting up), insufficient resources
 * (53: disk full, out of memory, too many connections), the database itself gone (3D000) and the
 * server refusing our credentials (28), as when a password is rotated under a running server.
 */
const UNAVAILABLE_SQLSTATE = /^(?:08|57P|53|28)|^3D000$/;
// node-postgres reports a dropped or timed-out connection with a bare Error and no code; PGlite
// answers every call with "PGlite is closed" once its instance is gone.
const UNAVAILABLE_TEXT =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Query read timeout|PGlite is closed/;

/** Whether a failure means the database cannot be reached right now (a 503, not a 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || isSqlState(code, e)))
      return true;
    // Drizzle's wrapper quotes the query and its parameters in its message: only the driver's
    // own error is read, so a user's text can never pass for a lost connection.
    const wrapper = typeof e === 'object' && 'query' in e;
    if (!wrapper && typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  }
  return false;
}

/** A five-character SQLSTATE of an unavailable class, from a PostgreSQL error (it has `severity`). */
function isSqlState(code: string, e: unknown): boolean {
  return code.length === 5 && 'severity' in (e as object) && UNAVAILABLE_SQLSTATE.test(code);
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

/**
 * A statement PostgreSQL ended to break a cycle (deadlock, 40P01) or a serialization conflict
 * (40001): nothing it did is kept, and the same statement run again normally succeeds.
 */
export const isTransientConflict = (err: unknown): boolean => {
  const code = pgErrorCode(err);
  return code === '40P01' || code === '40001';
};

/**
 * Runs a write that stands alone (its own transaction) again when PostgreSQL broke it off as the
 * loser of a deadlock or a serialization conflict: `tries` in all, each after a short pause that
 * grows, so that the winner's transaction has committed by then.
 */
export async function retryTransient<T>(write: () => Promise<T>, tries = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt >= tries || !isTransientConflict(err)) throw err;
      // Real time, not the clinic's clock: this waits for a database lock, not for a due time.
      await new Promise((r) => setTimeout(r, 5 * 2 ** attempt));
    }
  }
}
