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
