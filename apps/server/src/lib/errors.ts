import { ERROR_STATUS, type ErrorCode } from '@conecta/contract';

export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * A failure with a code and a pt-BR message for a person; services throw it, one handler maps it.
 * The status comes from the code (`ERROR_STATUS` in the contract), never written at the throw.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
