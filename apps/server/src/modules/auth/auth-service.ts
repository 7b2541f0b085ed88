import { type ClinicRoleValue, DEFAULT_TIME_ZONE, MSG, SESSION } from '@conecta/contract';

import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { signupCodeMail } from '../../mail/templates.ts';
import { type CodeChallenges, invalidCode } from './code-challenges.ts';
import { codesRepo } from './codes-repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { RATE_RULES } from './rate-rules.ts';
import type { TokenSigner } from './session-token.ts';
import { sessionsRepo } from './sessions-repo.ts';
import { type UserRow, usersRepo } from './users-repo.ts';
import { instancesRepo } from '../instances/index.ts';
import { membershipsRepo } from '../memberships/index.ts';
import { describeError } from '../../lib/describe-error.ts';
import type { RequestMeta } from '../../http/request-meta.ts';

export interface AuthContext {
  /** The person signed in: sessions, profile, who sent or did what. */
  userId: string;
  /** Their name, as the team sees it ('Enviado por Ana', 'Ana está nesta conversa'). */
  name: string;
  sessionId: string;
  /** The platform role (ADMIN manages provider instances). */
  role: UserRow['role'];
  /** The clinic whose work this person sees and changes. */
  clinicId: string;
  clinicRole: ClinicRoleValue;
  /**
   * A call of the public API made with a clinic's key (modules/api-keys): the person above is
   * the one the key acts through (who made it, or a Responsável once they left), and the audit
   * and access log say which key it was.
   */
  apiKey?: { id: string; name: string } | undefined;
}

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  signer: TokenSigner;
  codes: CodeChallenges;
  log: FastifyBaseLogger;
}

const unauthorized = () => new AppError('UNAUTHORIZED', MSG.common.unauthorized);

export function createAuthService(deps: Deps) {
  const { db, clock, mailer, limiter, signer, codes } = deps;

  /** Answers false when the mail could not be handed to the SMTP server. */
  async function sendSignupCode(user: UserRow): Promise<boolean> {
    const { code } = await codes.issue(user.id, 'signup');
    try {
      await mailer.send(signupCodeMail(user.email, user.name, code));
      return true;
    } catch (err) {
      deps.log.error({ err: describeError(err) }, 'falha ao enviar e-mail de código');
      return false;
    }
  }

  async function startSession(user: UserRow, meta: RequestMeta) {
    const now = clock();
    // A login removed from its clinic starts again as the Responsável of a clinic of its own,
    // and this one answer says which team it left.
    let leftTeam: string | null = null;
    if (!(await membershipsRepo.membershipOf(db, user.id))) {
      leftTeam = await db.transaction(async (tx) => {
        await membershipsRepo.createFor(tx, user, now);
        return usersRepo.takeLeftTeam(tx, user.id);
      });
    }
    const session = await sessionsRepo.create(db, { userId: user.id, now, ...meta });
    const token = await signer.sign(user.id, session.id, now);
    return {
      success: true as const,
      id: user.id,
      name: user.name,
      token,
      ...(leftTeam !== null ? { leftTeam } : {}),
    };
  }

  /** Resolves a bearer token to its live session; an idle session is ended here. */
  async function authenticate(token: string): Promise<AuthContext> {
    const now = clock();
    const claims = await signer.verify(token, now);
    if (!claims) throw unauthorized();
    const session = await sessionsRepo.find(db, claims.sessionId, claims.userId);
    if (!session) throw unauthorized();
    const idleMs = now.getTime() - session.lastSeenAt.getTime();
    if (idleMs >= SESSION.inactivityMs) {
      await sessionsRepo.delete(db, session.id);
      throw unauthorized();
    }
    // No membership: the person was removed from the clinic (their sessions end with it).
    const member = await membershipsRepo.membershipOf(db, claims.userId);
    if (!member) throw unauthorized();
    // Written at most once a minute: enough for the 4-hour rule, cheap on every request.
    if (idleMs >= SESSION.activityThrottleMs) await sessionsRepo.touch(db, session.id, now);
    return {
      userId: member.userId,
      name: member.name,
      sessionId: session.id,
      role: member.platformRole,
      clinicId: member.clinicId,
      clinicRole: member.clinicRole,
    };
  }

  /**
   * Whether a session still stands (not ended, not idle), without counting the question as the
   * user's activity: an open event stream must not keep an idle session alive.
   */
  async function sessionAlive(userId: string, sessionId: string): Promise<boolean> {
    const session = await sessionsRepo.find(db, sessionId, userId);
    return !!session && clock().getTime() - session.lastSeenAt.getTime() < SESSION.inactivityMs;
  }

  return {
    sessionAlive,
    /** A session for a person whose identity another module proved (an accepted invitation). */
    startSession,
    async register(
      input: { name: string; email: string; password: string; timeZone?: string | undefined },
      meta: RequestMeta,
    ) {
      await limiter.consume([[RATE_RULES.registerIp, meta.ip]]);
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const user = await db.transaction(async (tx) => {
        const created = await usersRepo.insert(tx, {
          name: input.name,
          email: input.email,
          passwordHash,
          timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
          createdAt: now,
        });
        if (created) await membershipsRepo.createFor(tx, created, now);
        return created;
      });
      if (!user) throw new AppError('EMAIL_TAKEN', MSG.signup.emailTaken);
      const delivered = await sendSignupCode(user);
      const message = delivered ? MSG.signup.successDescription : MSG.signup.mailFailed;
      return { success: true as const, email: user.email, message };
    },

    async confirm(input: { email: string; code: string }, meta: RequestMeta) {
      await limiter.consume([
        [RATE_RULES.confirmIp, meta.ip],
        [RATE_RULES.confirmEmail, input.email],
      ]);
      const user = await usersRepo.findByEmail(db, input.email);
      if (!user) throw invalidCode();
      if (user.confirmed) throw new AppError('ALREADY_CONFIRMED', MSG.confirm.alreadyConfirmed);
      const code = await codes.verify(user.id, 'signup', input.code);
      await db.transaction(async (tx) => {
        await codesRepo.consume(tx, code.id, clock());
        await usersRepo.markConfirmed(tx, user.id, clock());
      });
      return startSession(user, meta);
    },

    async resendCode(input: { email: string }, meta: RequestMeta) {
      await limiter.consume([
        [RATE_RULES.resendIp, meta.ip],
        [RATE_RULES.resendEmail, input.email],
      ]);
      const user = await usersRepo.findByEmail(db, input.email);
      // The same answer whether or not the account exists or is confirmed.
      if (user && !user.confirmed) {
        await codes.assertCooledDown(user.id, 'signup');
        if (!(await sendSignupCode(user))) {
          throw new AppError('MAIL_FAILED', MSG.confirm.mailFailed);
        }
      }
      return { success: true as const, message: MSG.confirm.resentDescription };
    },

    async login(input: { email: string; password: string }, meta: RequestMeta) {
      // The attempt is counted before the password is checked, in one statement, so parallel
      // guesses cannot all slip under the limit; a right password gives it back, since per
      // e-mail only wrong passwords count (the staff signing in all day is not an attack).
      await limiter.consume([
        [RATE_RULES.loginIp, meta.ip],
        [RATE_RULES.loginEmail, input.email],
      ]);
      const user = await usersRepo.findByEmail(db, input.email);
      if (!user) throw new AppError('USER_NOT_FOUND', MSG.login.notFoundTitle);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError('WRONG_PASSWORD', MSG.login.wrongPasswordTitle);
      }
      await limiter.refund(RATE_RULES.loginEmail, input.email);
      return startSession(user, meta);
    },

    authenticate,

    async refresh(token: string) {
      const ctx = await authenticate(token);
      const now = clock();
      await sessionsRepo.touch(db, ctx.sessionId, now);
      return { success: true as const, token: await signer.sign(ctx.userId, ctx.sessionId, now) };
    },

    async logout(ctx: AuthContext) {
      await sessionsRepo.delete(db, ctx.sessionId);
      return { success: true as const, message: MSG.dashboard.loggedOutDescription };
    },

    async getUser(userId: string): Promise<UserRow> {
      const user = await usersRepo.findById(db, userId);
      if (!user) throw unauthorized();
      return user;
    },

    /** The clinic of a session, as the dashboard shows it. */
    async clinicSummary(ctx: Pick<AuthContext, 'clinicId' | 'clinicRole'>) {
      const [name, members, instance] = await Promise.all([
        membershipsRepo.name(db, ctx.clinicId),
        membershipsRepo.countMembers(db, ctx.clinicId),
        instancesRepo.findByClinic(db, ctx.clinicId),
      ]);
      // The web shows the Cloud API's screens ('Modelos do WhatsApp') only where they apply.
      const provider = instance?.provider ?? null;
      return { id: ctx.clinicId, name: name ?? '', role: ctx.clinicRole, members, provider };
    },

    /** The account's time zone, in which its scheduled dates are written and read. */
    async timeZoneOf(userId: string): Promise<string> {
      return (await usersRepo.findById(db, userId))?.timeZone ?? DEFAULT_TIME_ZONE;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
