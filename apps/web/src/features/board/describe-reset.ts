import { MSG, TOAST_MS } from '@conecta/contract';

import { failureToast } from '@/components/failure-toast';
import type { ToastInput } from '@/components/ui/use-toast';

const M = MSG.cardMenu;

/** 'Rotinas resetadas' / 'As rotinas do chat "{chat name}" foram resetadas com sucesso'. */
export function describeResetDone(chatName: string): ToastInput {
  return {
    title: M.resetDoneTitle,
    description: M.resetDoneDescription(chatName),
    duration: TOAST_MS.dashboard,
  };
}

/** No stored token: nothing is sent. */
export function describeResetNoToken(): ToastInput {
  return {
    variant: 'destructive',
    title: M.resetErrorTitle,
    description: M.resetNoToken,
    duration: TOAST_MS.dashboard,
  };
}

/**
 * 'Erro ao resetar rotinas' with the server's message or 'Ocorreu um erro desconhecido'; no
 * answer at all says 'Não foi possível resetar as rotinas'. Null for a 401 (the session ends).
 */
export function describeResetFailure(error: unknown): ToastInput | null {
  return failureToast(M.resetErrorTitle, error, TOAST_MS.dashboard, {
    network: M.resetErrorNetwork,
    unknown: M.resetErrorUnknown,
  });
}
