import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAuthGuard } from './http/authenticate.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { loggerOptions } from './http/logger.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createTokenSigner } from './modules/auth/session-token.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  webDist: string;
  logger?: FastifyServerOptions['logger'];
}

/** Composition root: wires services and routes; never listens (tests call `inject`). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const clock = deps.clock ?? systemClock;
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });

  // The API speaks JSON only; any other body type answers 415 instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });

  const auth = createAuthService({
    db: database.db,
    clock,
    mailer,
    limiter: createRateLimiter(database.db, clock),
    signer: createTokenSigner(config.jwtSecret),
    secret: config.jwtSecret,
    log: app.log,
  });
  const requireAuth = createAuthGuard(app, auth);
  const sendApp = await registerWebApp(app, deps.webDist);

  authRoutes(app, { auth, requireAuth });
  dashboardRoutes(app, {
    auth,
    requireAuth,
    sendApp,
    demoMode: config.demoMode,
    mailToLog: mailer.toLog,
  });
  return app;
}
