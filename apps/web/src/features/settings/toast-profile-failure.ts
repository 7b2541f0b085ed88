import { MSG, TOAST_MS } from '@conecta/contract';

import { toastFailure } from '@/components/failure-toast';
import { ApiError, NetworkError } from '@/lib/http';

const P = MSG.profile;

/** The title that names the failure: 'Erro de conexão' and 'Código inválido' outrank the call's. */
function failureTitle(title: string, error: unknown): string {
  if (error instanceof NetworkError) return P.networkError;
  if (error instanceof ApiError && error.code === 'INVALID_CODE') return P.invalidCode;
  return title;
}

/**
 * The destructive toast of a failed Settings call: 'Erro de conexão' when
 * the server was not reached, 'Código inválido' for a wrong code, otherwise `title` with the
 * server's sentence. Nothing for a 401: the session handler ends the session and says why.
 */
export function toastProfileFailure(title: string, error: unknown): void {
  toastFailure(failureTitle(title, error), error, TOAST_MS.dashboard, {
    network: P.networkDescription,
    unknown: P.unknownError,
  });
}
