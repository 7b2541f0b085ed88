import {
  type AuthorKind,
  type ClinicRoleValue,
  MSG,
  type Note,
  type NoteRequest,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { recordClinicAction } from '../audit/index.ts';
import { findChat } from '../conversations/index.ts';
import { membershipsRepo } from '../memberships/index.ts';
import { type NoteRow, notesRepo } from './notes-repo.ts';

const N = MSG.notes;

/** Who acts on a note: the clinic, the member, their name (for the mention's notice) and role. */
export interface NoteActor {
  clinicId: string;
  userId: string;
  name: string;
  clinicRole: ClinicRoleValue;
}

/** A mention to tell by Web Push: the member, the chat and who wrote. */
export interface NoteMentionNotice {
  chatId: string;
  chatName: string;
  noteId: string;
  userId: string;
  byName: string;
}

/**
 * Who wrote a note, decided when read: the system's own note; an author no longer among the
 * clinic's members (removed, left, or their account deleted) left the team and is not named to
 * the team that stays.
 */
export function authorOf(
  note: Pick<NoteRow, 'authorId' | 'bySystem'>,
  members: ReadonlyMap<string, string>,
): { authorKind: AuthorKind; authorName: string | null } {
  if (note.bySystem) return { authorKind: 'system', authorName: null };
  const name = note.authorId === null ? undefined : members.get(note.authorId);
  return name === undefined
    ? { authorKind: 'former-member', authorName: null }
    : { authorKind: 'member', authorName: name };
}

const notFound = () => new AppError('NOT_FOUND', N.notFound);
const chatTitleOf = (chat: { name: string | null; phone: string }) => chat.name ?? chat.phone;

/**
 * The team's internal notes in a chat (issue 54). A note is read and written by the members of
 * the clinic whose chat it is (every member sees every chat of the clinic, as with messages); its
 * author edits and deletes it, the Responsável deletes any. Nothing here calls a provider.
 */
export function createNotesService(deps: {
  db: Db;
  clock: Clock;
  publish: Publish;
  /** Web Push to each mentioned member's devices (queued, never awaited on the request). */
  onMention: (clinicId: string, notice: NoteMentionNotice) => void;
}) {
  const { db, clock, publish } = deps;

  async function chatOf(clinicId: string, chatId: string) {
    const chat = await findChat(db, clinicId, chatId);
    if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
    return chat;
  }

  /** The mentioned ids, once each, without the writer; each must be a member of the clinic. */
  async function mentionedMembers(who: NoteActor, ids: readonly string[]) {
    const wanted = [...new Set(ids)].filter((id) => id !== who.userId);
    if (wanted.length === 0) return [];
    const members = new Map(
      (await membershipsRepo.members(db, who.clinicId)).map((m) => [m.userId, m.name]),
    );
    if (wanted.some((id) => !members.has(id)))
      throw new AppError('RULE_BROKEN', N.mentionNotMember);
    return wanted;
  }

  async function views(who: NoteActor, rows: NoteRow[]): Promise<Note[]> {
    const [mentions, members] = await Promise.all([
      notesRepo.mentionsOf(
        db,
        rows.map((r) => r.id),
      ),
      membershipsRepo.members(db, who.clinicId),
    ]);
    const names = new Map(members.map((m) => [m.userId, m.name]));
    const own = (r: NoteRow) => r.authorId === who.userId;
    return rows.map((r) => ({
      id: r.id,
      chatId: r.chatId,
      text: r.text,
      authorId: r.authorId,
      ...authorOf(r, names),
      mentions: (mentions.get(r.id) ?? []).flatMap((userId) => {
        const name = names.get(userId);
        return name === undefined ? [] : [{ userId, name }];
      }),
      createdAt: r.createdAt.toISOString(),
      editedAt: r.editedAt?.toISOString() ?? null,
      canEdit: own(r),
      canDelete: own(r) || who.clinicRole === 'RESPONSAVEL',
    }));
  }

  function tellMentioned(
    who: NoteActor,
    chat: { chatId: string; name: string | null; phone: string },
    noteId: string,
    userIds: string[],
  ) {
    if (userIds.length === 0) return;
    const chatName = chatTitleOf(chat);
    publish(who.clinicId, 'team-update', {
      reason: 'mentioned',
      chatId: chat.chatId,
      chatName,
      noteId,
      mentionedIds: userIds,
      byName: who.name,
    });
    for (const userId of userIds)
      deps.onMention(who.clinicId, {
        chatId: chat.chatId,
        chatName,
        noteId,
        userId,
        byName: who.name,
      });
  }

  async function ownNote(who: NoteActor, id: string) {
    const note = await notesRepo.find(db, who.clinicId, id);
    if (!note) throw notFound();
    return note;
  }

  return {
    async list(who: NoteActor, chatId: string) {
      await chatOf(who.clinicId, chatId);
      const rows = await notesRepo.listForChat(db, who.clinicId, chatId);
      return { success: true as const, notes: await views(who, rows) };
    },

    async create(who: NoteActor, chatId: string, input: NoteRequest) {
      const chat = await chatOf(who.clinicId, chatId);
      const mentioned = await mentionedMembers(who, input.mentions ?? []);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const noteId = await notesRepo.insert(
          tx,
          {
            clinicId: who.clinicId,
            chatRowId: chat.id,
            chatId: chat.chatId,
            authorId: who.userId,
            text: input.text,
          },
          now,
        );
        await notesRepo.setMentions(
          tx,
          { id: noteId, clinicId: who.clinicId, chatId: chat.chatId },
          mentioned,
        );
        return noteId;
      });
      publish(who.clinicId, 'chat-update', { chatId: chat.chatId, reason: 'note', noteId: id });
      tellMentioned(who, chat, id, mentioned);
      const [note] = await views(who, [(await notesRepo.find(db, who.clinicId, id))!]);
      return { success: true as const, message: N.created, note: note! };
    },

    /** Only the author edits; members newly mentioned are told, the others are not again. */
    async update(who: NoteActor, id: string, input: NoteRequest, meta: RequestMeta) {
      const note = await ownNote(who, id);
      if (note.authorId !== who.userId) throw new AppError('FORBIDDEN', N.notYours);
      const chat = await chatOf(who.clinicId, note.chatId);
      const mentioned = await mentionedMembers(who, input.mentions ?? []);
      const now = clock();
      const added = await db.transaction(async (tx) => {
        await notesRepo.update(tx, who.clinicId, id, input.text, now);
        const fresh = await notesRepo.setMentions(
          tx,
          { id, clinicId: who.clinicId, chatId: note.chatId },
          mentioned,
        );
        // The audit says who changed which chat's note, never the note's words.
        await recordClinicAction(
          tx,
          who,
          'note.edit',
          chatTitleOf(chat),
          { chatId: note.chatId, noteId: id },
          meta,
          now,
        );
        return fresh;
      });
      publish(who.clinicId, 'chat-update', { chatId: note.chatId, reason: 'note', noteId: id });
      tellMentioned(who, chat, id, added);
      const [view] = await views(who, [(await notesRepo.find(db, who.clinicId, id))!]);
      return { success: true as const, message: N.updated, note: view! };
    },

    /** The author deletes their note; the Responsável any note of the clinic. */
    async remove(who: NoteActor, id: string, meta: RequestMeta) {
      const note = await ownNote(who, id);
      if (note.authorId !== who.userId && who.clinicRole !== 'RESPONSAVEL')
        throw new AppError('FORBIDDEN', N.deleteForbidden);
      const chat = await chatOf(who.clinicId, note.chatId);
      const now = clock();
      await db.transaction(async (tx) => {
        await notesRepo.remove(tx, who.clinicId, id);
        await recordClinicAction(
          tx,
          who,
          'note.delete',
          chatTitleOf(chat),
          {
            chatId: note.chatId,
            noteId: id,
            ...(note.authorId !== who.userId ? { authorName: note.authorName } : {}),
          },
          meta,
          now,
        );
      });
      publish(who.clinicId, 'chat-update', { chatId: note.chatId, reason: 'note', noteId: id });
      return { success: true as const, message: N.deleted };
    },

    async mentions(who: NoteActor) {
      return {
        success: true as const,
        mentions: await notesRepo.unreadMentions(db, who.clinicId, who.userId),
      };
    },

    /** The member opened the chat: the mentions of them in it are seen. */
    async readMentions(who: NoteActor, chatId: string) {
      await chatOf(who.clinicId, chatId);
      await notesRepo.readMentions(db, who.clinicId, chatId, who.userId, clock());
      return { success: true as const, message: N.mentionsRead };
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
