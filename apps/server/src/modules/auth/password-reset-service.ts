import { CODE_RESEND_SECONDS, MSG, PASSWORD_RESET_TTL_HOURS } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { BackgroundWork } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { passwordChangedNotice, passwordResetMail } from '../../mail/account-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { auditRepo } from '../audit/index.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import { passwordResetsRepo } from './password-resets-repo.ts';
import { hashPassword } from './passwords.ts';
import { RATE_RULES } from './rate-rules.ts';
import { generateResetToken, hashResetToken } from './reset-token.ts';
import { sessionsRepo } from './sessions-repo.ts';
import { usersRepo } from './users-repo.ts';

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  background: BackgroundWork;
  /** Where the app is reached; the link in the mail points there. */
  publicUrl: string;
}

const invalidLink = () => new AppError('INVALID_RESET_TOKEN', MSG.resetPassword.invalidDescription);

export function createPasswordResetService(deps: Deps) {
  const { db, clock, mailer, limiter, background, publicUrl } = deps;

  async function sendLink(email: string): Promise<void> {
    const user = await usersRepo.findByEmail(db, email);
    if (!user) return;
    const now = clock();
    // A second request within a minute sends nothing new: no mail bombing through this form.
    const last = await passwordResetsRepo.latestCreatedAt(db, user.id);
    if (last && last.getTime() + CODE_RESEND_SECONDS * 1000 > now.getTime()) return;
    const token = generateResetToken();
    await passwordResetsRepo.issue(db, {
      userId: user.id,
      tokenHash: hashResetToken(token),
      now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_HOURS * 3_600_000),
    });
    const link = `${publicUrl}/reset-password?token=${token}`;
    await mailer.send(passwordResetMail(user.email, user.name, link));
  }

  return {
    /**
     * Always the same answer, status and (nearly) time: the lookup, the link and the mail happen
     * after the answer, so neither the body nor the delay tells whether the e-mail has an account.
     */
    async forgot(input: { email: string }, meta: RequestMeta) {
      await limiter.consume([
        [RATE_RULES.forgotIp, meta.ip],
        [RATE_RULES.forgotEmail, input.email],
      ]);
      background.run('envio do link de redefinição de senha', () => sendLink(input.email));
      return { success: true as const, message: MSG.forgot.accepted };
    },

    async reset(input: { token: string; password: string }, meta: RequestMeta) {
      await limiter.consume([[RATE_RULES.resetIp, meta.ip]]);
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const user = await db.transaction(async (tx) => {
        const userId = await passwordResetsRepo.use(tx, hashResetToken(input.token), now);
        if (!userId) throw invalidLink();
        // Reading the link proves the mailbox is theirs, so a pending account is confirmed too.
        const updated = await usersRepo.update(tx, userId, { passwordHash, confirmed: true }, now);
        if (!updated) throw invalidLink();
        await passwordResetsRepo.retireAll(tx, userId, now);
        await sessionsRepo.deleteAllOf(tx, userId);
        await auditRepo.record(tx, {
          actorUserId: userId,
          action: 'auth.password_reset',
          targetId: userId,
          details: {},
          ip: meta.ip,
          at: now,
        });
        return updated;
      });
      background.run('aviso de senha alterada', () =>
        mailer.send(passwordChangedNotice(user.email, user.name)),
      );
      return { success: true as const, message: MSG.resetPassword.successTitle };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
