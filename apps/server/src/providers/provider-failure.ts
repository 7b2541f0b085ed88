import { MSG } from '@conecta/contract';

import { AppError } from '../lib/errors.ts';
import { ProviderError } from './messaging-provider.ts';

/**
 * A provider's refusal as the member reads it: the provider's own pt-BR message when it gave one
 * (ProviderError), the generic one otherwise. Every module that calls a provider answers with it.
 */
export const providerFailure = (err: unknown): AppError =>
  err instanceof ProviderError
    ? new AppError('PROVIDER_ERROR', err.message)
    : new AppError('PROVIDER_ERROR', MSG.provider.failed);
