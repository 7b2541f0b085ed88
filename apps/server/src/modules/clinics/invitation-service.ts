import { MSG, PASSWORD_MIN, type AcceptInvitationRequest, sameName } from '@conecta/contract';

import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Publish } from '../../events/event-bus.ts';
import { recordClinicAction } from '../audit/index.ts';
import {
  type AuthService,
  hashPassword,
  verifyPassword,
  RATE_RULES,
  hashResetToken,
  sessionsRepo,
  usersRepo,
} from '../auth/index.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import { unassignMember } from '../conversations/index.ts';
import { instancesRepo } from '../instances/index.ts';
import { membershipsRepo } from '../memberships/index.ts';
import { type InvitationRow, invitationsRepo } from './invitations-repo.ts';

const I = MSG.invitation;
const invalid = () => new AppError('NOT_FOUND', I.invalid);

/** The public side of an invitation link: what it is for, and joining through it. */
export function createInvitationService(deps: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  auth: Pick<AuthService, 'startSession'>;
  publish: Publish;
}) {
  const { db, clock, limiter } = deps;

  /**
   * The invitation speaks for its sender: it is void once they are no longer a Responsável of
   * that clinic (removing or demoting them also cancels it; this holds for rows sent before).
   */
  async function senderStillResponsavel(tx: Tx, invitation: InvitationRow): Promise<boolean> {
    return (await responsavelSender(tx, invitation)) !== undefined;
  }

  /** The invitation's sender, while still a Responsável of its clinic. */
  async function responsavelSender(tx: Tx, invitation: InvitationRow) {
    if (!invitation.invitedBy) return undefined;
    const sender = await membershipsRepo.member(tx, invitation.clinicId, invitation.invitedBy);
    return sender?.role === 'RESPONSAVEL' ? sender : undefined;
  }

  return {
    async preview(token: string) {
      const invitation = await invitationsRepo.byToken(db, hashResetToken(token), clock());
      const sender = invitation && (await responsavelSender(db, invitation));
      if (!invitation || !sender) throw invalid();
      const inviter = sender.name;
      // A clinic still named after its Responsável has no name of its own: the page says so
      // ('…para a equipe da clínica'), as the mail does, instead of the person's name.
      const named =
        invitation.clinicName.trim() !== '' && !sameName(invitation.clinicName, inviter);
      return {
        success: true as const,
        clinicName: named ? invitation.clinicName : null,
        inviterName: inviter,
        email: invitation.email,
        role: invitation.role,
        accountExists: !!(await usersRepo.findByEmail(db, invitation.email)),
      };
    },

    /**
     * Joins the invitation's clinic as the account of the invited e-mail: an existing one proves
     * itself with its password, a new one is created (confirmed: the link reached the inbox).
     * The person's earlier clinic is left: a clinic of one without a WhatsApp number goes away
     * with it; one with a number, or whose only Responsável this is, keeps the person there.
     */
    async accept(input: AcceptInvitationRequest, meta: RequestMeta) {
      await limiter.consume([[RATE_RULES.loginIp, meta.ip]]);
      const now = clock();
      const invitation = await invitationsRepo.byToken(db, hashResetToken(input.token), now);
      if (!invitation) throw invalid();
      const existing = await usersRepo.findByEmail(db, invitation.email);
      let passwordHash: string | undefined;
      if (existing) {
        // The same guard as the sign-in: wrong passwords count per e-mail, a right one gives back.
        await limiter.consume([[RATE_RULES.loginEmail, invitation.email]]);
        if (!(await verifyPassword(existing.passwordHash, input.password)))
          throw new AppError('WRONG_PASSWORD', MSG.login.wrongPasswordTitle);
        await limiter.refund(RATE_RULES.loginEmail, invitation.email);
      } else {
        if (!input.name) throw new AppError('VALIDATION_ERROR', MSG.validation.nameRequired);
        if (input.password.length < PASSWORD_MIN)
          throw new AppError('VALIDATION_ERROR', MSG.validation.passwordMin);
        passwordHash = await hashPassword(input.password);
      }
      // The new account, the invitation used and the membership: all or nothing.
      let left: string | null = null;
      const joiner = await db.transaction(async (tx) => {
        const user =
          existing ??
          (await usersRepo.insert(tx, {
            name: input.name!,
            email: invitation.email,
            passwordHash: passwordHash!,
            confirmed: true,
            createdAt: now,
          }));
        if (!user) throw new AppError('EMAIL_TAKEN', MSG.signup.emailTaken);
        if (!(await invitationsRepo.accept(tx, invitation.id, now))) throw invalid();
        if (!(await senderStillResponsavel(tx, invitation))) throw invalid();
        const current = await membershipsRepo.membershipOf(tx, user.id);
        if (current && current.clinicId !== invitation.clinicId) {
          await membershipsRepo.lockMembers(tx, current.clinicId);
          const alone = (await membershipsRepo.countMembers(tx, current.clinicId)) === 1;
          if (alone) {
            if (await instancesRepo.findByClinic(tx, current.clinicId))
              throw new AppError('RULE_BROKEN', I.hasOwnNumber);
            await membershipsRepo.delete(tx, current.clinicId);
          } else {
            if (
              current.clinicRole === 'RESPONSAVEL' &&
              (await membershipsRepo.countResponsaveis(tx, current.clinicId)) <= 1
            )
              throw new AppError('RULE_BROKEN', I.lastResponsavel);
            await membershipsRepo.removeMember(tx, current.clinicId, user.id);
            await unassignMember(tx, current.clinicId, user.id, now);
            left = current.clinicId;
          }
        }
        if (current?.clinicId !== invitation.clinicId) {
          await membershipsRepo.addMember(tx, {
            clinicId: invitation.clinicId,
            userId: user.id,
            role: invitation.role,
            now,
          });
        }
        // A team joined replaces the news of one left.
        await usersRepo.setLeftTeam(tx, user.id, null);
        // Sessions opened in the earlier clinic end: its board must not stay open in a tab.
        await sessionsRepo.deleteAllOf(tx, user.id);
        await recordClinicAction(
          tx,
          { clinicId: invitation.clinicId, userId: user.id },
          'team.join',
          user.name,
          { role: invitation.role },
          meta,
          now,
        );
        return user;
      });
      deps.publish(invitation.clinicId, 'team-update', { reason: 'members' });
      if (left) deps.publish(left, 'team-update', { reason: 'members' });
      return deps.auth.startSession(joiner, meta);
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
