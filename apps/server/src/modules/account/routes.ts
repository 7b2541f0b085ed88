import { MSG, zDashboardQuery, zDashboardResponse, zPublicConfigResponse } from '@conecta/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import { describedOnly } from '../../http/route-schemas.ts';
import { wantsHtml } from '../../http/web-app.ts';
import { AppError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import type { AuthService } from '../auth/auth-service.ts';

interface Deps {
  auth: AuthService;
  requireAuth: AuthGuard;
  sendApp: (reply: FastifyReply) => FastifyReply;
  demoMode: boolean;
  mailToLog: boolean;
}

/** The signed-in account (`GET /dashboard` for the API) and what the sign-in page needs first. */
export function accountRoutes(app: FastifyInstance, deps: Deps) {
  const { auth, requireAuth, sendApp } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // `/dashboard` is both an SPA route and an API call: browsers navigating get the app, so the
  // query is checked inside, after the session, and only for the API call.
  api.get(
    '/dashboard',
    {
      ...describedOnly,
      schema: {
        tags: ['Conta'],
        summary: 'A conta da sessão (um navegador que pede HTML recebe o app)',
        querystring: zDashboardQuery,
        response: { 200: zDashboardResponse },
      },
    },
    async (request, reply) => {
      if (wantsHtml(request)) return sendApp(reply);
      reply.header('Vary', 'Accept').header('Cache-Control', 'no-store');
      await requireAuth(request);
      const query = validate(zDashboardQuery, request.query);
      if (query.userId && query.userId !== request.auth.userId) {
        throw new AppError('FORBIDDEN', MSG.common.forbidden);
      }
      const [user, clinic] = await Promise.all([
        auth.getUser(request.auth.userId),
        auth.clinicSummary(request.auth),
      ]);
      return {
        success: true as const,
        user: { ...user, createdAt: user.createdAt.toISOString() },
        demoMode: deps.demoMode,
        clinic,
      };
    },
  );

  api.get(
    '/api/public-config',
    {
      schema: {
        tags: ['Conta'],
        summary: 'O que a tela de entrada precisa saber antes de uma sessão',
        response: { 200: zPublicConfigResponse },
      },
    },
    () => ({ demoMode: deps.demoMode, mailToLog: deps.mailToLog }),
  );
}
