import {
  type AuditAction,
  INVITATION_TTL_DAYS,
  MSG,
  pageCursorOf,
  type ClinicRoleValue,
  type PageCursor,
  type PresenceState,
  sameName,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { teamInviteMail } from '../../mail/team-mails.ts';
import { auditRepo, recordClinicAction } from '../audit/index.ts';
import {
  type AuthContext,
  generateResetToken,
  hashResetToken,
  sessionsRepo,
  usersRepo,
} from '../auth/index.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import { findChat, unassignMember } from '../conversations/index.ts';
import type { Publish } from '../../events/event-bus.ts';
import { type MemberRow, membershipsRepo } from '../memberships/index.ts';
import { type InvitationRow, invitationsRepo } from './invitations-repo.ts';

const T = MSG.team;
const AUDIT_PAGE = 50;
const DAY_MS = 86_400_000;
/**
 * Each invitation sends a mail in the product's name: a clinic sends at most this many a day,
 * an address receives at most this many a day from every clinic together (cancelled ones count,
 * so invite-then-cancel cannot repeat a mail), and a clinic holds at most this many live ones.
 */
export const INVITE_LIMITS = { clinicPerDay: 20, recipientPerDay: 3, live: 20 } as const;

type Who = Pick<AuthContext, 'userId' | 'clinicId' | 'clinicRole'>;

const forbidden = () => new AppError('FORBIDDEN', T.forbidden);
const memberNotFound = () => new AppError('NOT_FOUND', T.memberNotFound);

export function assertResponsavel(who: Who): void {
  if (who.clinicRole !== 'RESPONSAVEL') throw forbidden();
}

const memberView = (m: MemberRow) => ({
  userId: m.userId,
  name: m.name,
  email: m.email,
  role: m.role,
  joinedAt: m.joinedAt.toISOString(),
});

const invitationView = (i: InvitationRow & { invitedByName?: string | null }) => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invitedByName: i.invitedByName ?? null,
  expiresAt: i.expiresAt.toISOString(),
  createdAt: i.createdAt.toISOString(),
});

/** The clinic's team: members, roles, invitations and the audit of who did what. */
export function createTeamService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  publish: Publish;
}) {
  const { db, clock, mailer, publicUrl, publish } = deps;
  /** Every member's screens reload the team (roles, the menu, the assignee list). */
  const membersChanged = (who: Who) => publish(who.clinicId, 'team-update', { reason: 'members' });

  const audit = (
    who: Who,
    action: AuditAction,
    target: string | null,
    details: Record<string, unknown>,
    meta: RequestMeta,
  ) => recordClinicAction(db, who, action, target, details, meta, clock());

  /**
   * Changes a member under the clinic's member lock and refuses what would leave the clinic
   * without a Responsável; the lock makes two Responsáveis demoting each other at once safe.
   */
  async function changeMember(
    who: Who,
    userId: string,
    change: (
      target: MemberRow,
      tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    ) => Promise<void>,
    losesResponsavel: (target: MemberRow) => boolean,
  ): Promise<MemberRow> {
    return db.transaction(async (tx) => {
      await membershipsRepo.lockMembers(tx, who.clinicId);
      const target = await membershipsRepo.member(tx, who.clinicId, userId);
      if (!target) throw memberNotFound();
      if (
        losesResponsavel(target) &&
        (await membershipsRepo.countResponsaveis(tx, who.clinicId)) <= 1
      )
        throw new AppError('RULE_BROKEN', T.lastResponsavel);
      await change(target, tx);
      return target;
    });
  }

  return {
    async view(who: Who) {
      const now = clock();
      const [name, members, invitations] = await Promise.all([
        membershipsRepo.name(db, who.clinicId),
        membershipsRepo.members(db, who.clinicId),
        who.clinicRole === 'RESPONSAVEL' ? invitationsRepo.pending(db, who.clinicId, now) : [],
      ]);
      return {
        success: true as const,
        clinic: { id: who.clinicId, name: name ?? '' },
        me: { userId: who.userId, role: who.clinicRole },
        members: members.map(memberView),
        invitations: invitations.map(invitationView),
      };
    },

    /** The clinic as its settings show it: the Responsável's to read. */
    async clinic(who: Who) {
      assertResponsavel(who);
      const name = (await membershipsRepo.name(db, who.clinicId)) ?? '';
      return { success: true as const, clinic: { id: who.clinicId, name } };
    },

    /**
     * Renames the clinic: invitations, the invitation page and the patient export say the new
     * name; every member's screens reload it.
     */
    async rename(who: Who, name: string, meta: RequestMeta) {
      assertResponsavel(who);
      const before = (await membershipsRepo.name(db, who.clinicId)) ?? '';
      if (before !== name) {
        await membershipsRepo.setName(db, who.clinicId, name);
        await audit(who, 'clinic.rename', name, { from: before }, meta);
        membersChanged(who);
      }
      return {
        success: true as const,
        message: MSG.clinic.nameSaved,
        clinic: { id: who.clinicId, name },
      };
    },

    async invite(who: Who, input: { email: string; role: ClinicRoleValue }, meta: RequestMeta) {
      assertResponsavel(who);
      const now = clock();
      // An account whose e-mail nobody proved must not mail strangers in the product's name.
      if (!(await usersRepo.findById(db, who.userId))?.confirmed)
        throw new AppError('FORBIDDEN', T.confirmEmailFirst);
      const members = await membershipsRepo.members(db, who.clinicId);
      if (members.some((m) => m.email.toLowerCase() === input.email))
        throw new AppError('CONFLICT', T.alreadyMember);
      if (await invitationsRepo.pendingFor(db, who.clinicId, input.email, now))
        throw new AppError('CONFLICT', T.alreadyInvited);
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const [live, byClinic, toAddress] = await Promise.all([
        invitationsRepo.countLive(db, who.clinicId, now),
        invitationsRepo.countSentSince(db, { clinicId: who.clinicId }, dayAgo),
        invitationsRepo.countSentSince(db, { email: input.email }, dayAgo),
      ]);
      if (live >= INVITE_LIMITS.live)
        throw new AppError('RULE_BROKEN', T.tooManyPending(INVITE_LIMITS.live));
      if (byClinic >= INVITE_LIMITS.clinicPerDay)
        throw new AppError('RATE_LIMITED', T.tooManyToday(INVITE_LIMITS.clinicPerDay));
      if (toAddress >= INVITE_LIMITS.recipientPerDay)
        throw new AppError('RATE_LIMITED', T.tooManyForAddress);
      const token = generateResetToken();
      const invitation = await invitationsRepo.insert(db, {
        clinicId: who.clinicId,
        email: input.email,
        role: input.role,
        tokenHash: hashResetToken(token),
        invitedBy: who.userId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        createdAt: now,
      });
      const inviter = members.find((m) => m.userId === who.userId)?.name ?? '';
      const clinicName = (await membershipsRepo.name(db, who.clinicId)) ?? '';
      // A clinic still named after the person inviting (a new account's default) is not named:
      // the mail says 'o WhatsApp da clínica', not '…de Recepção Demo'.
      const named = clinicName.trim() !== '' && !sameName(clinicName, inviter);
      try {
        await mailer.send(
          teamInviteMail(
            input.email,
            inviter,
            named ? clinicName : null,
            `${publicUrl}/convite?token=${token}`,
          ),
        );
      } catch {
        // An invitation nobody received must not block a second try as "already invited".
        await invitationsRepo.cancel(db, who.clinicId, invitation.id, clock());
        throw new AppError('MAIL_FAILED', T.mailFailed);
      }
      await audit(who, 'team.invite', input.email, { role: input.role }, meta);
      return {
        success: true as const,
        message: T.invitedDescription(input.email),
        invitation: invitationView({ ...invitation, invitedByName: inviter }),
      };
    },

    async cancelInvitation(who: Who, id: string, meta: RequestMeta) {
      assertResponsavel(who);
      const cancelled = await invitationsRepo.cancel(db, who.clinicId, id, clock());
      if (!cancelled) throw new AppError('NOT_FOUND', T.invitationNotFound);
      await audit(who, 'team.invite_cancel', cancelled.email, {}, meta);
      return { success: true as const, message: T.invitationCancelled };
    },

    async setRole(who: Who, userId: string, role: ClinicRoleValue, meta: RequestMeta) {
      assertResponsavel(who);
      const target = await changeMember(
        who,
        userId,
        async (t, tx) => {
          await membershipsRepo.setRole(tx, who.clinicId, t.userId, role);
          // A Responsável made Atendente keeps no invitation sent with the old authority.
          if (role !== 'RESPONSAVEL')
            await invitationsRepo.cancelSentBy(tx, who.clinicId, t.userId, clock());
        },
        (t) => t.role === 'RESPONSAVEL' && role !== 'RESPONSAVEL',
      );
      await audit(who, 'team.role', target.name, { from: target.role, to: role }, meta);
      membersChanged(who);
      return { success: true as const, message: T.roleChanged };
    },

    /**
     * Removes a member (the Responsável) or leaves (anyone, for themselves). The person's
     * sessions end in the same transaction: their next request is a 401 and the database's
     * session-end notice closes their open event streams in every process.
     */
    async removeMember(who: Who, userId: string, meta: RequestMeta) {
      const leaving = userId === who.userId;
      if (!leaving) assertResponsavel(who);
      const target = await changeMember(
        who,
        userId,
        async (t, tx) => {
          await membershipsRepo.removeMember(tx, who.clinicId, t.userId);
          await unassignMember(tx, who.clinicId, t.userId, clock());
          // Whoever leaves takes back the invitations they sent (one could be to themselves).
          await invitationsRepo.cancelSentBy(tx, who.clinicId, t.userId, clock());
          await sessionsRepo.deleteAllOf(tx, t.userId);
          // Someone removed is told at the next sign-in which team it was; leaving, one knows.
          const clinicName = leaving
            ? null
            : ((await membershipsRepo.name(tx, who.clinicId)) ?? '');
          await usersRepo.setLeftTeam(tx, t.userId, clinicName);
        },
        (t) => t.role === 'RESPONSAVEL',
      );
      await audit(who, leaving ? 'team.leave' : 'team.remove', target.name, {}, meta);
      membersChanged(who);
      return { success: true as const, message: leaving ? T.left : T.memberRemoved };
    },

    /** A member's chat window is open, typed in or closed: the team sees it on the card. */
    async presence(who: Who & { name: string }, input: { chatId: string; state: PresenceState }) {
      if (!(await findChat(db, who.clinicId, input.chatId)))
        throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      publish(who.clinicId, 'presence', {
        chatId: input.chatId,
        userId: who.userId,
        name: who.name,
        state: input.state,
      });
      return { success: true as const };
    },

    async auditLog(who: Who, before: PageCursor | undefined) {
      assertResponsavel(who);
      const rows = await auditRepo.listForClinic(db, who.clinicId, AUDIT_PAGE + 1, before);
      const page = rows.slice(0, AUDIT_PAGE);
      return {
        success: true as const,
        entries: page.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          // 'Ana (pela chave de API "Agenda")': the key acts through a member.
          actorName:
            r.apiKey && r.actorName
              ? `${r.actorName} (${MSG.apiKeys.viaKey(r.apiKey)})`
              : r.actorName,
          action: r.action,
          target: r.target,
          ip: r.ip,
        })),
        next: rows.length > AUDIT_PAGE ? pageCursorOf(page.at(-1)!.at, page.at(-1)!.id) : null,
      };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
