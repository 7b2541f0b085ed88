import {
  type ClinicRoleValue,
  dayIn,
  formatPhone,
  type MergeCounts,
  MSG,
  type UndoableMerge,
} from '@conecta/contract';

import type { Db, Tx } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { recordClinicAction } from '../audit/index.ts';
import { usersRepo } from '../auth/index.ts';
import {
  chatRowCounts,
  type ChatRow,
  findChat,
  lockChatForErasure,
  mergeChatRecorded,
  undoCounts,
  undoMerge,
} from '../conversations/index.ts';
import { notesRepo } from '../notes/index.ts';
import { chatMergesRepo } from './chat-merges-repo.ts';

const M = MSG.merge;

/** Who merges: a Responsável of the clinic (the route's guard), with their name for the note. */
export interface MergeActor {
  clinicId: string;
  userId: string;
  name: string;
  clinicRole: ClinicRoleValue;
}

const titleOf = (chat: { name: string | null; phone: string }) =>
  chat.name ?? formatPhone(chat.phone);
const side = (chat: ChatRow) => ({ chatId: chat.chatId, name: titleOf(chat) });

/**
 * 'Mesclar conversas' (issue 48): the Responsável joins two chats of one patient. The chat the
 * menu was opened on stays; the other's rows move to it through the one merge of the code
 * (`mergeChatInto`, the ninth-digit twins' too), written down so that 'Desfazer mesclagem' puts
 * back exactly what moved, the same day in the clinic's zone. Both chats' identifiers stay on
 * the kept chat; a system note in it says who merged what; the audit records both.
 */
export function createChatMergesService(deps: {
  db: Db;
  clock: Clock;
  publish: Publish;
  timeZoneOf: (userId: string) => Promise<string>;
  /** When the chat's patient data was erased (and it has not started again); else null. */
  erasedAt: (clinicId: string, chatId: string) => Promise<Date | null>;
}) {
  const { db, clock, publish } = deps;

  async function keptChat(tx: Tx, clinicId: string, chatId: string) {
    const chat = await findChat(tx, clinicId, chatId);
    if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
    return chat;
  }

  /** The chat to absorb: another chat of the clinic with a patient, never an erased one. */
  async function absorbedChat(tx: Tx, clinicId: string, kept: ChatRow, absorb: string) {
    if (absorb === kept.chatId) throw new AppError('VALIDATION_ERROR', M.sameChat);
    const chat = await findChat(tx, clinicId, absorb);
    if (!chat) {
      // Read outside any transaction (PGlite has one connection): the caller checks first.
      if (tx === db && (await deps.erasedAt(clinicId, absorb)))
        throw new AppError('CONFLICT', M.erased);
      throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
    }
    if (chat.isGroup || chat.isNewsletter || kept.isGroup || kept.isNewsletter)
      throw new AppError('CONFLICT', M.notPatient);
    return chat;
  }

  async function systemNote(tx: Tx, chat: ChatRow, text: string, at: Date) {
    return notesRepo.insert(
      tx,
      { clinicId: chat.clinicId, chatRowId: chat.id, chatId: chat.chatId, authorId: null, text },
      at,
    );
  }

  // The zone is read before any transaction (PGlite has one connection).
  const sameDay = (zone: string, at: Date) => dayIn(at, zone) === dayIn(clock(), zone);

  return {
    async preview(who: MergeActor, chatId: string, absorb: string) {
      const kept = await keptChat(db, who.clinicId, chatId);
      const absorbed = await absorbedChat(db, who.clinicId, kept, absorb);
      const moves: MergeCounts = await chatRowCounts(db, who.clinicId, absorbed);
      return { success: true as const, kept: side(kept), absorbed: side(absorbed), moves };
    },

    async merge(who: MergeActor, chatId: string, absorb: string, meta: RequestMeta) {
      const now = clock();
      await absorbedChat(db, who.clinicId, await keptChat(db, who.clinicId, chatId), absorb);
      const done = await db.transaction(async (tx) => {
        // Both rows locked, in one order: a message arriving meanwhile waits and lands in the
        // chat that stays (the twins' runner locks the same way).
        for (const key of [chatId, absorb].sort()) await lockChatForErasure(tx, who.clinicId, key);
        const kept = await keptChat(tx, who.clinicId, chatId);
        const absorbed = await absorbedChat(tx, who.clinicId, kept, absorb);
        const moved = await mergeChatRecorded(tx, who.clinicId, absorbed, kept);
        const mergeId = await chatMergesRepo.insert(tx, {
          clinicId: who.clinicId,
          keptChatRowId: kept.id,
          absorbedChatId: absorbed.chatId,
          absorbedName: titleOf(absorbed),
          moved,
          mergedBy: who.userId,
          mergedAt: now,
        });
        const noteId = await systemNote(tx, kept, M.note(who.name, titleOf(absorbed)), now);
        await recordClinicAction(
          tx,
          who,
          'chat.merge',
          titleOf(kept),
          { chatId: kept.chatId, absorbedChatId: absorbed.chatId, mergeId },
          meta,
          now,
        );
        return { mergeId, noteId, kept };
      });
      publish(who.clinicId, 'chat-update', {
        chatId: done.kept.chatId,
        reason: 'note',
        noteId: done.noteId,
      });
      return { success: true as const, message: M.merged, mergeId: done.mergeId };
    },

    /** The merges into this chat that may still be undone, with what would go back. */
    async undoable(who: MergeActor, chatId: string) {
      const kept = await keptChat(db, who.clinicId, chatId);
      const merges: UndoableMerge[] = [];
      const zone = await deps.timeZoneOf(who.userId);
      for (const m of await chatMergesRepo.notUndone(db, who.clinicId, kept.id)) {
        if (!sameDay(zone, m.mergedAt)) continue;
        const [by] = m.mergedBy ? await usersRepo.namesOf(db, [m.mergedBy]) : [];
        merges.push({
          mergeId: m.id,
          absorbed: { chatId: m.absorbedChatId, name: m.absorbedName },
          mergedAt: m.mergedAt.toISOString(),
          mergedBy: by?.name ?? null,
          goesBack: await undoCounts(db, who.clinicId, m.moved),
        });
      }
      return { success: true as const, merges };
    },

    async undo(who: MergeActor, mergeId: string, meta: RequestMeta) {
      const now = clock();
      const zone = await deps.timeZoneOf(who.userId);
      const done = await db.transaction(async (tx) => {
        const m = await chatMergesRepo.lock(tx, who.clinicId, mergeId);
        if (!m) throw new AppError('NOT_FOUND', M.mergeNotFound);
        if (m.undoneAt) throw new AppError('CONFLICT', M.alreadyUndone);
        if (!sameDay(zone, m.mergedAt)) throw new AppError('CONFLICT', M.undoExpired);
        await lockChatForErasure(tx, who.clinicId, m.moved.into.chatId);
        const kept = await keptChat(tx, who.clinicId, m.moved.into.chatId);
        if (!(await undoMerge(tx, who.clinicId, m.moved)))
          throw new AppError('CONFLICT', M.undoBlocked);
        await chatMergesRepo.markUndone(tx, m.id, who.userId, now);
        const noteId = await systemNote(tx, kept, M.undoneNote(who.name, m.absorbedName), now);
        await recordClinicAction(
          tx,
          who,
          'chat.unmerge',
          titleOf(kept),
          { chatId: kept.chatId, absorbedChatId: m.absorbedChatId, mergeId },
          meta,
          now,
        );
        return { kept, noteId };
      });
      publish(who.clinicId, 'chat-update', {
        chatId: done.kept.chatId,
        reason: 'note',
        noteId: done.noteId,
      });
      return { success: true as const, message: M.undone };
    },
  };
}
export type ChatMergesService = ReturnType<typeof createChatMergesService>;
