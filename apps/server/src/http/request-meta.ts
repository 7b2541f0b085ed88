import type { FastifyRequest } from 'fastify';

/** Where a request came from (address and browser), for the audit log and the attempt limits. */
export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
}

/** Where a sign-in or account change came from, for the audit log and the attempt limits. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
