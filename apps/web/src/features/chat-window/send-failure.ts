import { MSG } from '@conecta/contract';

import { NetworkError } from '@/lib/http';

const W = MSG.chatWindow;

function detail(error: unknown): string {
  if (error instanceof NetworkError) return W.networkError;
  if (error instanceof Error && error.message) return error.message;
  return MSG.common.internal;
}

/**
 * 'Erro ao enviar mensagem: ' plus the server's pt-BR message. No status code ('Erro
 * 502') in what a person reads; a refusal without a message says the generic sentence.
 */
export function textSendFailure(error: unknown): string {
  return W.sendError(detail(error));
}

/** 'Erro ao enviar áudio: ' plus the message. */
export function audioSendFailure(error: unknown): string {
  return W.audioError(detail(error));
}

/** 'Erro ao enviar arquivo: ' plus the message. */
export function fileSendFailure(error: unknown): string {
  return MSG.attachments.fileError(detail(error));
}

/** Failures the spec keeps out of sight are logged with a timestamp. */
export function logChatError(what: string, error: unknown): void {
  console.error(`[${new Date().toISOString()}] ${what}`, error);
}

/** 'Erro ao enviar mensagem: ' plus why the template did not go (not approved, a variable...). */
export const templateSendFailure = textSendFailure;
