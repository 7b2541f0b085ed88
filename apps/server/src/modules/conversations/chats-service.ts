import { MSG, columnTitle, moveBlockReason, parseColumn, readColumn } from '@conecta/contract';
import type {
  AutomaticConsent,
  BackendColumn,
  ClinicRoleValue,
  ResetRoutineRequest,
  Chat,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type ClinicActor, recordClinicAction } from '../audit/index.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import { membershipsRepo } from '../memberships/index.ts';
import { routineRunsRepo } from '../routines/index.ts';
import { type BoardChatRow, type ChatRow, chatsRepo } from './chats-repo.ts';

const chatNotFound = () => new AppError('NOT_FOUND', MSG.common.chatNotFound);
/** How the audit names a chat: its contact name, or its number. */
const chatTitleOf = (chat: Pick<ChatRow, 'name' | 'phone'>) => chat.name ?? chat.phone;

type Actor = ClinicActor & { name: string };

/**
 * The board's chats: a person's move between columns, an assignment, a routine reset; and, for
 * the modules that act on a chat (tags, tasks), finding one and placing it in a column. The
 * board's list is the board module's read model, which reads this module, not the other way.
 */
export function createChatsService(deps: {
  db: Db;
  clock: Clock;
  publish: Publish;
  /** The card a move answers, from the chat row and the member names (the board's, by wiring). */
  cardOf: (chat: BoardChatRow, memberNames: ReadonlyMap<string, string>) => Chat;
}) {
  const { db, clock, publish, cardOf } = deps;
  /** The consent as the chat window shows it: when, and the member's name while in the clinic. */
  const consentView = async (
    clinicId: string,
    at: Date,
    by: string | null,
  ): Promise<AutomaticConsent> => ({
    at: at.toISOString(),
    byName: by ? ((await membershipsRepo.member(db, clinicId, by))?.name ?? null) : null,
  });
  const memberNames = async (clinicId: string) =>
    new Map((await membershipsRepo.members(db, clinicId)).map((m) => [m.userId, m.name]));

  return {
    /** A person's move on the board; the reserved columns are enforced here, not only in the browser. */
    async move(who: Actor, chatId: string, requested: string, meta: RequestMeta) {
      const { clinicId } = who;
      const to = parseColumn(requested);
      if (!to)
        throw new AppError('VALIDATION_ERROR', MSG.common.unknownColumn(requested.slice(0, 50)));
      const chat = await chatsRepo.find(db, clinicId, chatId);
      if (!chat) throw chatNotFound();
      const from = readColumn(chat.column);
      if (from !== to) {
        const reason = moveBlockReason(from, to);
        if (reason) throw new AppError('RULE_BROKEN', reason);
        await chatsRepo.setColumn(db, clinicId, chatId, to, clock());
        publish(clinicId, 'chat-update', { chatId, reason: 'column', column: to });
        await recordClinicAction(
          db,
          who,
          'chat.move',
          chatTitleOf(chat),
          { from, to, chatId: chat.chatId },
          meta,
          clock(),
        );
      }
      const [moved, names] = await Promise.all([
        chatsRepo.findCard(db, clinicId, chatId),
        memberNames(clinicId),
      ]);
      return {
        success: true as const,
        message: MSG.board.movedDescription(columnTitle(to)),
        chat: cardOf(moved!, names),
      };
    },

    /**
     * 'Atribuir a...': the chat goes to a member of the clinic, or to nobody (`null`). The
     * boards get it as a card change; the assignee, if another person, is told live.
     */
    async assign(who: Actor, chatId: string, assigneeId: string | null, meta: RequestMeta) {
      const { clinicId } = who;
      const chat = await chatsRepo.find(db, clinicId, chatId);
      if (!chat) throw chatNotFound();
      const assignee = assigneeId ? await membershipsRepo.member(db, clinicId, assigneeId) : null;
      if (assigneeId && !assignee) throw new AppError('NOT_FOUND', MSG.team.memberNotFound);
      const now = clock();
      await chatsRepo.assign(db, clinicId, chatId, assigneeId, now);
      const view = assignee ? { userId: assignee.userId, name: assignee.name } : null;
      publish(clinicId, 'chat-update', { chatId, reason: 'assigned', assignee: view });
      if (assignee && assignee.userId !== who.userId) {
        publish(clinicId, 'team-update', {
          reason: 'assigned',
          chatId,
          chatName: chatTitleOf(chat),
          assigneeId: assignee.userId,
          byName: who.name,
        });
      }
      await recordClinicAction(
        db,
        who,
        'chat.assign',
        chatTitleOf(chat),
        { to: assignee?.name ?? null, chatId: chat.chatId },
        meta,
        now,
      );
      return {
        success: true as const,
        message: view ? MSG.assign.done(view.name) : MSG.assign.cleared,
        assignee: view,
      };
    },

    /**
     * 'Resetar Rotinas': the routine starts again from the clinic's last message. When the
     * patient opted out (a stop word), only the Responsável may, confirming it; the audit keeps
     * when the patient had opted out, so the history of that choice is not lost.
     */
    async resetRoutine(
      who: ClinicActor & { clinicRole: ClinicRoleValue },
      chatId: string,
      input: ResetRoutineRequest,
      meta: RequestMeta,
    ) {
      const { clinicId } = who;
      const chat = await db.transaction(async (tx) => {
        const current = await chatsRepo.findForUpdate(tx, clinicId, chatId);
        if (!current) throw chatNotFound();
        const optedOutAt = current.routineOptedOutAt;
        if (optedOutAt) {
          if (who.clinicRole !== 'RESPONSAVEL')
            throw new AppError('FORBIDDEN', MSG.cardMenu.resumeForbidden);
          if (!input?.confirmOptOut)
            throw new AppError('CONFLICT', MSG.cardMenu.resumeNeedsConfirmation);
        }
        const now = clock();
        const reset = await chatsRepo.resetRoutine(tx, clinicId, chatId, now);
        if (optedOutAt)
          await recordClinicAction(
            tx,
            who,
            'chat.opt_out_cleared',
            current.name ?? current.phone,
            { chatId, optedOutAt: optedOutAt.toISOString() },
            meta,
            now,
          );
        return reset!;
      });
      publish(clinicId, 'chat-update', { chatId, reason: 'routine-reset', column: chat.column });
      return {
        success: true as const,
        message: MSG.cardMenu.resetDoneDescription(chat.name ?? chat.phone),
      };
    },

    /**
     * 'Registrar consentimento' / 'Retirar consentimento': the clinic's record that the patient
     * agreed to automatic messages (API oficial: outside the 24-hour window a reminder, routine
     * step or scheduled message goes as a template only with it). Any member may; audited.
     */
    async setConsent(who: Actor, chatId: string, given: boolean, meta: RequestMeta) {
      const { clinicId } = who;
      const chat = await chatsRepo.find(db, clinicId, chatId);
      if (!chat) throw chatNotFound();
      const now = clock();
      const was = chat.automaticConsentAt;
      // Recording again keeps the first record (who and when the patient agreed); withdrawing
      // what is not recorded changes nothing: neither writes the audit a second time.
      if (given === (was !== null)) {
        return {
          success: true as const,
          message: given ? MSG.cloudApi.consentSaved : MSG.cloudApi.consentWithdrawn,
          consent: was ? await consentView(clinicId, was, chat.automaticConsentBy) : null,
        };
      }
      await db.transaction(async (tx) => {
        await chatsRepo.setConsent(
          tx,
          clinicId,
          chatId,
          given ? { at: now, by: who.userId } : null,
        );
        // The card's 'waiting for consent' line is no longer true once it is recorded (the
        // message goes at its next look, within WINDOW_RECHECK_MS).
        if (given)
          await routineRunsRepo.setWaiting(tx, clinicId, chatId, null, [
            MSG.cloudApi.waitingNoConsent,
          ]);
        await recordClinicAction(
          tx,
          who,
          given ? 'chat.consent_recorded' : 'chat.consent_withdrawn',
          chatTitleOf(chat),
          { chatId: chat.chatId, ...(was ? { recordedAt: was.toISOString() } : {}) },
          meta,
          now,
        );
      });
      publish(clinicId, 'chat-update', { chatId, reason: 'consent' });
      return {
        success: true as const,
        message: given ? MSG.cloudApi.consentSaved : MSG.cloudApi.consentWithdrawn,
        consent: given ? { at: now.toISOString(), byName: who.name } : null,
      };
    },

    /** The account's chat, or undefined: another account's chat is as absent as a missing one. */
    find: (clinicId: string, chatId: string): Promise<ChatRow | undefined> =>
      chatsRepo.find(db, clinicId, chatId),

    /** Puts the chat in `column`, remembering `remembered` (the Tarefa column's way back). */
    placeIn: (
      clinicId: string,
      chatId: string,
      column: BackendColumn,
      remembered: BackendColumn | null,
    ) => chatsRepo.moveTo(db, clinicId, chatId, column, remembered, clock()),
  };
}
export type ChatsService = ReturnType<typeof createChatsService>;
