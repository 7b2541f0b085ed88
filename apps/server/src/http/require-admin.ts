import { MSG } from '@conecta/contract';
import type { FastifyRequest } from 'fastify';

import { AppError } from '../lib/errors.ts';
import type { AuthGuard } from './authenticate.ts';

/** The role comes from the session's user row, never from anything the client sends. */
export function createAdminGuard(requireAuth: AuthGuard) {
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireAuth(request);
    if (request.auth.role !== 'ADMIN') throw new AppError('FORBIDDEN', MSG.adminRules.accessDenied);
  };
}
