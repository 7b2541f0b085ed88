import { MSG } from '@conecta/contract';

import { ApiError, NetworkError } from '@/lib/http';

const W = MSG.chatWindow;

function detail(error: unknown): string {
  if (error instanceof NetworkError) return W.networkError;
  if (error instanceof Error && error.message) return error.message;
  return MSG.common.internal;
}

/** 'Erro ao enviar mensagem: ...'; a refused call reads 'Erro {status}: {message}'. */
export function textSendFailure(error: unknown): string {
  if (error instanceof ApiError) return W.sendError(W.httpError(error.status, error.message));
  return W.sendError(detail(error));
}

/** 'Erro ao enviar áudio: ' plus the message. */
export function audioSendFailure(error: unknown): string {
  return W.audioError(detail(error));
}

/** Failures the spec keeps out of sight are logged with a timestamp. */
export function logChatError(what: string, error: unknown): void {
  console.error(`[${new Date().toISOString()}] ${what}`, error);
}
