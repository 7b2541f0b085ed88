import { type ApiScope, MSG } from '@conecta/contract';
import type { FastifyRequest } from 'fastify';

import { bearerToken } from '../../http/authenticate.ts';
import { AppError } from '../../lib/errors.ts';
import type { ApiKeysService } from './api-keys-service.ts';

/**
 * The public API's guard: `Authorization: Bearer cck_...` with a live key that has `scope`.
 * It puts the clinic's context on `request.auth`, as a session's guard does, so the routes call
 * the same services with it.
 */
export function createApiKeyGuard(keys: ApiKeysService) {
  return (scope: ApiScope) =>
    async function requireApiKey(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', MSG.apiKeys.keyInvalid);
      request.auth = await keys.authenticate(token, scope);
    };
}
export type ApiKeyGuard = ReturnType<typeof createApiKeyGuard>;
