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
