import { type AuditAction, MSG } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { BackgroundWork } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import {
  emailChangeCodeMail,
  emailChangedNotice,
  passwordChangeCodeMail,
  passwordChangedNotice,
} from '../../mail/account-mails.ts';
import type { MailMessage, Mailer } from '../../mail/mailer.ts';
import { auditRepo } from '../audit/index.ts';
import type { AuthContext } from './auth-service.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import { type CodeChallenges, invalidCode } from './code-challenges.ts';
import { codesRepo, type CodePurpose } from './codes-repo.ts';
import { passwordResetsRepo } from './password-resets-repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { RATE_RULES } from './rate-rules.ts';
import { sessionsRepo } from './sessions-repo.ts';
import { type UserRow, usersRepo } from './users-repo.ts';
import { describeError } from '../../lib/describe-error.ts';

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  codes: CodeChallenges;
  background: BackgroundWork;
  log: FastifyBaseLogger;
}

const P = MSG.profile;
const unauthorized = () => new AppError('UNAUTHORIZED', MSG.common.unauthorized);

/** The signed-in user's own account: name, e-mail and password (with codes), time zone. */
export function createProfileService(deps: Deps) {
  const { db, clock, mailer, limiter, codes, background } = deps;

  async function currentUser(ctx: AuthContext): Promise<UserRow> {
    const user = await usersRepo.findById(db, ctx.userId);
    if (!user) throw unauthorized();
    return user;
  }

  /** Issues a code and mails it; when the mail cannot leave, the code is taken back (502). */
  async function mailCode(
    userId: string,
    purpose: CodePurpose,
    payload: Record<string, string>,
    mail: (code: string) => MailMessage,
  ): Promise<void> {
    await codes.assertCooledDown(userId, purpose);
    const issued = await codes.issue(userId, purpose, payload);
    try {
      await mailer.send(mail(issued.code));
    } catch (err) {
      deps.log.error({ err: describeError(err) }, 'falha ao enviar e-mail de código');
      await codes.discard(issued.id);
      throw new AppError('MAIL_FAILED', MSG.confirm.mailFailed);
    }
  }

  const audit = (ctx: AuthContext, action: AuditAction, meta: RequestMeta, at: Date) =>
    auditRepo.record(db, {
      actorUserId: ctx.userId,
      action,
      targetId: ctx.userId,
      details: {},
      ip: meta.ip,
      at,
    });

  return {
    async updateName(ctx: AuthContext, input: { name: string }) {
      const user = await usersRepo.update(db, ctx.userId, { name: input.name }, clock());
      if (!user) throw unauthorized();
      return { success: true as const, name: user.name, message: P.nameUpdated };
    },

    async updateTimeZone(ctx: AuthContext, input: { timeZone: string }) {
      const user = await usersRepo.update(db, ctx.userId, { timeZone: input.timeZone }, clock());
      if (!user) throw unauthorized();
      return { success: true as const, timeZone: user.timeZone, message: MSG.timeZone.updated };
    },

    async requestEmailChange(ctx: AuthContext, input: { newEmail: string }) {
      await limiter.consume([
        [RATE_RULES.profileCodeUser, `${ctx.userId}:email`],
        [RATE_RULES.profileCodeEmail, input.newEmail],
      ]);
      const user = await currentUser(ctx);
      if (user.email === input.newEmail) throw new AppError('CONFLICT', P.sameEmail);
      if (await usersRepo.findByEmail(db, input.newEmail)) {
        throw new AppError('EMAIL_TAKEN', MSG.signup.emailTaken);
      }
      await mailCode(user.id, 'email_change', { newEmail: input.newEmail }, (code) =>
        emailChangeCodeMail(input.newEmail, user.name, code),
      );
      return { success: true as const, message: P.emailCodeSent(input.newEmail) };
    },

    /** Changes the e-mail and ends every session, this one included: sign in again with it. */
    async confirmEmailChange(
      ctx: AuthContext,
      input: { newEmail: string; code: string },
      meta: RequestMeta,
    ) {
      await limiter.consume([[RATE_RULES.profileConfirmUser, ctx.userId]]);
      const code = await codes.verify(ctx.userId, 'email_change', input.code);
      if (code.payload?.newEmail !== input.newEmail) throw invalidCode(P.emailCodeMismatch);
      const before = await currentUser(ctx);
      const now = clock();
      await db.transaction(async (tx) => {
        const changed = await unlessTaken(() =>
          usersRepo.update(tx, ctx.userId, { email: input.newEmail }, now),
        );
        if (changed === 'taken') throw new AppError('EMAIL_TAKEN', MSG.signup.emailTaken);
        await codesRepo.consume(tx, code.id, now);
        await sessionsRepo.deleteAllOf(tx, ctx.userId);
      });
      await audit(ctx, 'profile.email_change', meta, now);
      background.run('aviso de e-mail alterado', () =>
        mailer.send(emailChangedNotice(before.email, before.name, input.newEmail)),
      );
      return { success: true as const, message: P.emailUpdated };
    },

    async requestPasswordChange(ctx: AuthContext, input: { newPassword: string }) {
      await limiter.consume([[RATE_RULES.profileCodeUser, `${ctx.userId}:password`]]);
      const user = await currentUser(ctx);
      // The code confirms this very password: only its hash waits with the code.
      const passwordHash = await hashPassword(input.newPassword);
      await mailCode(user.id, 'password_change', { passwordHash }, (code) =>
        passwordChangeCodeMail(user.email, user.name, code),
      );
      return { success: true as const, message: P.passwordCodeSent };
    },

    /** Sets the password and ends the user's other sessions; this one goes on. */
    async confirmPasswordChange(
      ctx: AuthContext,
      input: { newPassword: string; code: string },
      meta: RequestMeta,
    ) {
      await limiter.consume([[RATE_RULES.profileConfirmUser, ctx.userId]]);
      const code = await codes.verify(ctx.userId, 'password_change', input.code);
      const passwordHash = code.payload?.passwordHash;
      if (!passwordHash || !(await verifyPassword(passwordHash, input.newPassword))) {
        throw invalidCode(P.passwordCodeMismatch);
      }
      const now = clock();
      const user = await db.transaction(async (tx) => {
        const updated = await usersRepo.update(tx, ctx.userId, { passwordHash }, now);
        if (!updated) throw unauthorized();
        await codesRepo.consume(tx, code.id, now);
        await sessionsRepo.deleteAllOf(tx, ctx.userId, ctx.sessionId);
        // A reset link mailed earlier would undo this change: it stops working.
        await passwordResetsRepo.retireAll(tx, ctx.userId, now);
        return updated;
      });
      await audit(ctx, 'profile.password_change', meta, now);
      background.run('aviso de senha alterada', () =>
        mailer.send(passwordChangedNotice(user.email, user.name)),
      );
      return { success: true as const, message: P.passwordUpdated };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
