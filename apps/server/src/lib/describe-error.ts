import { isDatabaseUnavailable, pgErrorCode } from './db-errors.ts';

/** The SQL of a failed query, when drizzle wrapped the failure (its error carries `query`). */
function failedQuery(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') return query;
  }
  return undefined;
}

/** The driver's own message, under drizzle's wrapper. */
function driverMessage(err: unknown): string | undefined {
  const cause = (err as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : undefined;
}

/**
 * What a failed query was, without what it carried: the statement's opening words (its literals
 * cut), never its parameters (a webhook secret, a patient's message) nor the database's own text,
 * which may quote a value ('invalid input syntax for type uuid: "…"').
 */
function statementOf(query: string): string {
  const flat = query
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

/**
 * One line about a failure, safe for the log and for a stored `lastError`: a database failure is
 * named by its code and statement (and, for a lost connection, the driver's message, which holds
 * no data); anything else by its message.
 */
export function describeError(err: unknown): string {
  const query = failedQuery(err);
  if (query !== undefined) {
    const code = pgErrorCode(err);
    const lost = isDatabaseUnavailable(err) ? `: ${driverMessage(err) ?? 'conexão perdida'}` : '';
    return `falha no banco de dados${code ? ` (código ${code})` : ''} em "${statementOf(query)}"${lost}`;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * The logger's `err` serializer: a database failure loses its message (which quotes the
 * parameters), its parameters and the message line of its stack; other errors keep type,
 * message, code and stack as pino's own serializer would.
 */
export function serializeError(err: unknown): {
  type: string;
  message: string;
  stack: string;
  code?: string;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: describeError(err), stack: '' };
  const stackFrames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const code = pgErrorCode(err);
  return {
    type: err.name,
    message: describeError(err),
    ...(code ? { code } : {}),
    stack: stackFrames,
  };
}
