import type { FastifyInstance } from 'fastify';

import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createAuthGuard } from '../http/authenticate.ts';
import { registerWebApp } from '../http/web-app.ts';
import type { BackgroundWork } from '../lib/background.ts';
import type { Clock } from '../lib/clock.ts';
import { createRateLimiter } from '../lib/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountRoutes } from '../modules/account/index.ts';
import {
  RATE_RULES,
  authRoutes,
  createAuthService,
  createCodeChallenges,
  createPasswordResetService,
  createProfileService,
  createTokenSigner,
  profileRoutes,
} from '../modules/auth/index.ts';

/**
 * Sign-up, sign-in, the password reset, the profile and the account's page: the routes a person
 * uses before and around the board. Returns what the rest of the app needs of them: the auth
 * service, its guard and the rate limiter (the team's invitations are limited too).
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    webDist: string;
    /** Mails sent after the answer (reset links, security notices); shutdown waits for them. */
    background: BackgroundWork;
  },
) {
  const { config, db, clock, mailer, background } = deps;
  const limiter = createRateLimiter(db, clock);
  // Ended windows are deleted now and then; the longest rule's window is kept whole.
  const longestWindowMs = Math.max(...Object.values(RATE_RULES).map((r) => r.windowMs));
  // The background loop (wiring/background-loops.ts) deletes ended windows every ten minutes.
  const purgeLimits = () => limiter.purgeExpired(longestWindowMs);
  const codes = createCodeChallenges({ db, clock, secret: config.jwtSecret });
  const auth = createAuthService({
    db,
    clock,
    mailer,
    limiter,
    signer: createTokenSigner(config.jwtSecret),
    codes,
    log: app.log,
  });
  const requireAuth = createAuthGuard(app, auth);
  const sendApp = await registerWebApp(app, deps.webDist);
  const passwordReset = createPasswordResetService({
    db,
    clock,
    mailer,
    limiter,
    background,
    publicUrl: config.publicUrl,
  });
  authRoutes(app, { auth, passwordReset, requireAuth });
  profileRoutes(app, {
    profile: createProfileService({ db, clock, mailer, limiter, codes, background, log: app.log }),
    requireAuth,
  });
  accountRoutes(app, {
    auth,
    requireAuth,
    sendApp,
    demoMode: config.demoMode,
    mailToLog: mailer.toLog,
  });
  return { auth, requireAuth, limiter, purgeLimits };
}
