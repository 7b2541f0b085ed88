import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MINUTES, MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type CodePurpose, type CodeRow, codesRepo } from './codes-repo.ts';
import { codeMatches, generateCode, hashCode } from './verification-code.ts';

export const invalidCode = (message: string = MSG.confirm.invalidDescription) =>
  new AppError('INVALID_CODE', message);

/**
 * The rules every six-digit code follows (sign-up, e-mail change, password change): kept as an
 * HMAC, 15 minutes, five tries counted before the comparison, a new one replaces the old and
 * may be asked for once a minute.
 */
export function createCodeChallenges(deps: { db: Db; clock: Clock; secret: string }) {
  const { db, clock, secret } = deps;
  return {
    /** Issues a new code (the clear one is returned to be mailed, never stored). */
    async issue(
      userId: string,
      purpose: CodePurpose,
      payload?: Record<string, string>,
    ): Promise<{ id: string; code: string }> {
      const code = generateCode();
      const now = clock();
      const id = await codesRepo.issue(db, {
        userId,
        purpose,
        codeHash: hashCode(secret, code),
        now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
        ...(payload ? { payload } : {}),
      });
      return { id, code };
    },

    /** 429 RESEND_COOLDOWN while the last code of this purpose is under a minute old. */
    async assertCooledDown(userId: string, purpose: CodePurpose): Promise<void> {
      const last = await codesRepo.latest(db, userId, purpose);
      const waitUntil = last ? last.createdAt.getTime() + CODE_RESEND_SECONDS * 1000 : 0;
      if (waitUntil > clock().getTime()) {
        throw new AppError('RESEND_COOLDOWN', MSG.confirm.resendCooldown);
      }
    },

    /**
     * The live code of this purpose when `code` matches it; otherwise 400 INVALID_CODE. A try is
     * counted before comparing, so the sixth guess fails even with the right code.
     */
    async verify(userId: string, purpose: CodePurpose, code: string): Promise<CodeRow> {
      const row = await codesRepo.latest(db, userId, purpose);
      if (!row || row.consumedAt || row.expiresAt <= clock()) throw invalidCode();
      if (!(await codesRepo.claimAttempt(db, row.id, CODE_MAX_ATTEMPTS))) throw invalidCode();
      if (!codeMatches(secret, code, row.codeHash)) throw invalidCode();
      return row;
    },

    discard: (id: string) => codesRepo.remove(db, id),
  };
}
export type CodeChallenges = ReturnType<typeof createCodeChallenges>;
