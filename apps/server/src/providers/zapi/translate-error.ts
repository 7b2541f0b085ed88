import { MSG } from '@conecta/contract';

const P = MSG.provider;

/** Z-API's English error texts, said in pt-BR for the person who will read them. */
const KNOWN: Array<[RegExp, string]> = [
  [/not connected/i, P.notConnected],
  [/client-token is not configured/i, P.clientTokenMissing],
  [/client-token .* not allowed/i, P.clientTokenRefused],
  [/subscribe to this instance again/i, P.subscriptionEnded],
  [/restore the session/i, P.restoreSession],
  [/instance not found|invalid (instance|token)/i, P.badInstance],
];

export function translateProviderError(status: number, message: string | undefined): string {
  if (message) {
    for (const [pattern, text] of KNOWN) if (pattern.test(message)) return text;
  }
  if (status === 429) return P.rateLimited;
  if (status >= 500) return P.unstable;
  return message ? P.refusedWith(message) : P.refused;
}
