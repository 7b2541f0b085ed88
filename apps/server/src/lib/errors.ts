import type { ErrorCode } from '@conecta/contract';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** A failure with a status and a pt-BR message for a person; services throw it, one handler maps it. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}
