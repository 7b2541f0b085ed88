import { MSG, TOAST_MS } from '@conecta/contract';

import type { ToastInput } from '@/components/ui/use-toast';
import { ApiError, NetworkError } from '@/lib/http';

const P = MSG.profile;

/**
 * The destructive toast of a failed Settings call (spec §8 "Profile"): 'Erro de conexão' when
 * the server was not reached, 'Código inválido' for a wrong code, otherwise `title` with the
 * server's sentence.
 */
export function describeProfileError(title: string, error: unknown): ToastInput {
  const base = { variant: 'destructive' as const, duration: TOAST_MS.dashboard };
  if (error instanceof NetworkError) {
    return { ...base, title: P.networkError, description: P.networkDescription };
  }
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_CODE') {
      return { ...base, title: P.invalidCode, description: error.message };
    }
    return { ...base, title, description: error.message || P.unknownError };
  }
  return { ...base, title, description: P.unknownError };
}
