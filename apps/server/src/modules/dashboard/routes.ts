import { MSG, zDashboardQuery, zDashboardResponse, zPublicConfigResponse } from '@conecta/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
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

export function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  const { auth, requireAuth, sendApp } = deps;

  // `/dashboard` is both an SPA route and an API call: browsers navigating get the app.
  app.get('/dashboard', async (request, reply) => {
    if (wantsHtml(request)) return sendApp(reply);
    reply.header('Vary', 'Accept').header('Cache-Control', 'no-store');
    await requireAuth(request);
    const query = validate(zDashboardQuery, request.query);
    if (query.userId && query.userId !== request.auth.userId) {
      throw new AppError(403, 'FORBIDDEN', MSG.common.forbidden);
    }
    const user = await auth.getUser(request.auth.userId);
    return zDashboardResponse.parse({
      success: true,
      user: { ...user, createdAt: user.createdAt.toISOString() },
      demoMode: deps.demoMode,
    });
  });

  app.get('/api/public-config', async () =>
    zPublicConfigResponse.parse({ demoMode: deps.demoMode, mailToLog: deps.mailToLog }),
  );
}
