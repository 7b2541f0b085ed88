import { MSG } from '@conecta/contract';

import { ApiError } from '@/lib/http';

/**
 * What to show for a connection call that threw: the server's own message when it answered
 * with an error (for example 502 'Falha ao falar com o provedor do WhatsApp.'), and 'Erro de
 * conexão com o servidor' when no answer came at all.
 */
export function describeConnectionFailure(error: unknown): string {
  return error instanceof ApiError ? error.message : MSG.connection.serverUnreachable;
}
