import { MSG } from '@conecta/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from '../lib/errors.ts';
import type { AuthContext, AuthService } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/** Reads `Authorization: Bearer <jwt>`; the SSE stream may pass `?token=` instead. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/** A preHandler that requires a live session and puts it on `request.auth`. */
export function createAuthGuard(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('auth', null as unknown as AuthContext);
  return async function requireAuth(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', MSG.common.missingToken);
    request.auth = await auth.authenticate(token);
  };
}
export type AuthGuard = ReturnType<typeof createAuthGuard>;

/**
 * After `requireAuth`: the clinic's Responsável only (members, routines). An Atendente gets a
 * 403 with a sentence that says why.
 */
export async function requireResponsavel(request: FastifyRequest): Promise<void> {
  if (request.auth.clinicRole !== 'RESPONSAVEL')
    throw new AppError('FORBIDDEN', MSG.team.forbidden);
}
