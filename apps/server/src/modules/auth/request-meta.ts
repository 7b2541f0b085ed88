import type { FastifyRequest } from 'fastify';

import type { RequestMeta } from './auth-service.ts';

/** Where a sign-in or account change came from, for the audit log and the attempt limits. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
