import { MSG, accountEndpoints as endpoints, zDashboardQuery } from '@conecta/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { describedOnly } from '../../http/route-schemas.ts';
import { wantsHtml } from '../../http/web-app.ts';
import { AppError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import type { AuthService } from '../auth/index.ts';

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
  const route = createEndpointRouter(app, deps);

  // `/dashboard` is both an SPA route and an API call: browsers navigating get the app, so the
  // query is checked inside, after the session, and only for the API call.
  route(
    endpoints.dashboard,
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
    { ...describedOnly, checksSessionItself: true },
  );

  route(endpoints.publicConfig, () => ({ demoMode: deps.demoMode, mailToLog: deps.mailToLog }));
}
