import { MSG } from '@conecta/contract';

import { describeFailure, type Failure } from '@/lib/error-text';

export type TextFailure = Failure;

/**
 * The inline alert of a failed save or delete (the texts dialog shows no toast); null for a 401
 * (the session ends).
 */
export function describeTextFailure(title: string, error: unknown): TextFailure | null {
  return describeFailure(title, error, { network: MSG.texts.networkError, unknown: '' });
}
