import { MSG, TOAST_MS, columnTitle, type BackendColumn } from '@conecta/contract';

import type { ToastInput } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/http';

const B = MSG.board;
const base = { duration: TOAST_MS.dashboard } as const;

export function describeMoved(to: BackendColumn): ToastInput {
  return { ...base, title: B.movedTitle, description: B.movedDescription(columnTitle(to)) };
}

export function describeBlocked(reason: string): ToastInput {
  return { ...base, variant: 'destructive', title: B.blockedTitle, description: reason };
}

export function describeNoToken(): ToastInput {
  return {
    ...base,
    variant: 'destructive',
    title: B.authErrorTitle,
    description: B.authErrorDescription,
  };
}

/** The server refused or never answered: a reserved column (422) reads as a blocked move. */
export function describeMoveFailure(error: unknown): ToastInput {
  if (error instanceof ApiError && error.status === 422) return describeBlocked(error.message);
  return {
    ...base,
    variant: 'destructive',
    title: B.moveErrorTitle,
    description: error instanceof ApiError ? error.message : B.moveErrorDescription,
  };
}
