import { ApiError, NetworkError } from './http';

type Fallbacks = { network: string; unknown: string };

/** The pt-BR sentence for a failed call: the server's message, the connection notice or `unknown`. */
export function errorText(error: unknown, fallbacks: Fallbacks): string {
  if (error instanceof ApiError) return error.message || fallbacks.unknown;
  if (error instanceof NetworkError) return fallbacks.network;
  return fallbacks.unknown;
}

/** A 401 on a session call: the signed-in layout ends the session and says why. */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export type Failure = { title: string; description: string };

/**
 * What a failed call tells the person: `title` with the server's message or a fallback. Null for
 * a 401, since the session handler already says why the session ended.
 */
export function describeFailure(
  title: string,
  error: unknown,
  fallbacks: Fallbacks,
): Failure | null {
  if (endsSession(error)) return null;
  return { title, description: errorText(error, fallbacks) };
}
