import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { chatNoteMentions, chatNotes, users } from '../../db/schema.ts';

// The same folding as the message search (chats-repo): 'Conceição' is found by 'conceicao'.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

export interface NoteRow {
  id: string;
  clinicId: string;
  chatRowId: string;
  chatId: string;
  authorId: string | null;
  authorName: string | null;
  bySystem: boolean;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
}

const noteColumns = {
  id: chatNotes.id,
  clinicId: chatNotes.clinicId,
  chatRowId: chatNotes.chatRowId,
  chatId: chatNotes.chatId,
  authorId: chatNotes.authorId,
  authorName: users.name,
  bySystem: chatNotes.bySystem,
  text: chatNotes.text,
  createdAt: chatNotes.createdAt,
  editedAt: chatNotes.editedAt,
};

/** The internal notes of chats and who they mention; every query is bounded by the clinic. */
export const notesRepo = {
  async insert(
    tx: Tx,
    // A null author: the system's own note (a changed number, merged chats: issue 48).
    note: {
      clinicId: string;
      chatRowId: string;
      chatId: string;
      authorId: string | null;
      text: string;
    },
    at: Date,
  ): Promise<string> {
    const [row] = await tx
      .insert(chatNotes)
      .values({ ...note, bySystem: note.authorId === null, createdAt: at })
      .returning({ id: chatNotes.id });
    return row!.id;
  },

  /** One note of the clinic, with its author's name; another clinic's is as absent as none. */
  async find(tx: Tx, clinicId: string, id: string): Promise<NoteRow | undefined> {
    const [row] = await tx
      .select(noteColumns)
      .from(chatNotes)
      .leftJoin(users, eq(users.id, chatNotes.authorId))
      .where(and(eq(chatNotes.clinicId, clinicId), eq(chatNotes.id, id)))
      .limit(1);
    return row;
  },

  /** A chat's notes, oldest first. */
  listForChat(tx: Tx, clinicId: string, chatId: string): Promise<NoteRow[]> {
    return tx
      .select(noteColumns)
      .from(chatNotes)
      .leftJoin(users, eq(users.id, chatNotes.authorId))
      .where(and(eq(chatNotes.clinicId, clinicId), eq(chatNotes.chatId, chatId)))
      .orderBy(asc(chatNotes.createdAt), asc(chatNotes.id));
  },

  async update(tx: Tx, clinicId: string, id: string, text: string, at: Date): Promise<void> {
    await tx
      .update(chatNotes)
      .set({ text, editedAt: at })
      .where(and(eq(chatNotes.clinicId, clinicId), eq(chatNotes.id, id)));
  },

  /** Deletes the note; its mentions go with it (cascade). */
  async remove(tx: Tx, clinicId: string, id: string): Promise<void> {
    await tx.delete(chatNotes).where(and(eq(chatNotes.clinicId, clinicId), eq(chatNotes.id, id)));
  },

  /** Who each of these notes mentions, by note id. */
  async mentionsOf(tx: Tx, noteIds: string[]): Promise<Map<string, string[]>> {
    const byNote = new Map<string, string[]>();
    if (noteIds.length === 0) return byNote;
    const rows = await tx
      .select({ noteId: chatNoteMentions.noteId, userId: chatNoteMentions.userId })
      .from(chatNoteMentions)
      .where(inArray(chatNoteMentions.noteId, noteIds));
    for (const r of rows) byNote.set(r.noteId, [...(byNote.get(r.noteId) ?? []), r.userId]);
    return byNote;
  },

  /**
   * Sets a note's mentions to `userIds`: a member still mentioned keeps the mention as it was
   * (read or not), a member newly mentioned gets an unread one. Answers the new ones.
   */
  async setMentions(
    tx: Tx,
    note: { id: string; clinicId: string; chatId: string },
    userIds: string[],
  ): Promise<string[]> {
    const had = new Set((await notesRepo.mentionsOf(tx, [note.id])).get(note.id) ?? []);
    const gone = [...had].filter((u) => !userIds.includes(u));
    const added = userIds.filter((u) => !had.has(u));
    if (gone.length > 0)
      await tx
        .delete(chatNoteMentions)
        .where(and(eq(chatNoteMentions.noteId, note.id), inArray(chatNoteMentions.userId, gone)));
    if (added.length > 0)
      await tx.insert(chatNoteMentions).values(
        added.map((userId) => ({
          noteId: note.id,
          userId,
          clinicId: note.clinicId,
          chatId: note.chatId,
        })),
      );
    return added;
  },

  /** The chats with notes mentioning this member that they have not opened since, newest first. */
  async unreadMentions(
    tx: Tx,
    clinicId: string,
    userId: string,
  ): Promise<Array<{ chatId: string; noteId: string; count: number }>> {
    const unread = and(
      eq(chatNoteMentions.clinicId, clinicId),
      eq(chatNoteMentions.userId, userId),
      isNull(chatNoteMentions.readAt),
    );
    const rows = await tx
      .select({
        chatId: chatNoteMentions.chatId,
        count: count(),
        newest: max(chatNotes.createdAt),
      })
      .from(chatNoteMentions)
      .innerJoin(chatNotes, eq(chatNotes.id, chatNoteMentions.noteId))
      .where(unread)
      .groupBy(chatNoteMentions.chatId)
      .orderBy(desc(max(chatNotes.createdAt)));
    if (rows.length === 0) return [];
    // Each chat's newest unread mention: where the chat opens.
    const newest = await tx
      .selectDistinctOn([chatNoteMentions.chatId], {
        chatId: chatNoteMentions.chatId,
        noteId: chatNoteMentions.noteId,
      })
      .from(chatNoteMentions)
      .innerJoin(chatNotes, eq(chatNotes.id, chatNoteMentions.noteId))
      .where(unread)
      .orderBy(chatNoteMentions.chatId, desc(chatNotes.createdAt), desc(chatNotes.id));
    const noteOf = new Map(newest.map((n) => [n.chatId, n.noteId]));
    return rows.map((r) => ({ chatId: r.chatId, noteId: noteOf.get(r.chatId)!, count: r.count }));
  },

  /** This member opened the chat: its mentions of them are read. Answers how many were unread. */
  async readMentions(
    tx: Tx,
    clinicId: string,
    chatId: string,
    userId: string,
    at: Date,
  ): Promise<number> {
    const read = await tx
      .update(chatNoteMentions)
      .set({ readAt: at })
      .where(
        and(
          eq(chatNoteMentions.clinicId, clinicId),
          eq(chatNoteMentions.chatId, chatId),
          eq(chatNoteMentions.userId, userId),
          isNull(chatNoteMentions.readAt),
        ),
      )
      .returning({ noteId: chatNoteMentions.noteId });
    return read.length;
  },

  /** The board's search inside notes: each chat's newest note holding the (folded) text. */
  async withNoteContaining(
    tx: Tx,
    clinicId: string,
    folded: string,
    limit: number,
  ): Promise<Array<{ chatId: string; id: string; text: string; createdAt: Date }>> {
    const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Each chat's newest matching note (distinct on), then the chats by it, newest first.
    const result = (await tx.execute(sql`
      select * from (
        select distinct on (n.chat_id) n.chat_id, n.id, n.text, n.created_at from chat_notes n
        where n.clinic_id = ${clinicId}
          and translate(lower(n.text), ${ACCENTED}, ${PLAIN}) like ${pattern}
        order by n.chat_id, n.created_at desc, n.id desc
      ) newest
      order by newest.created_at desc
      limit ${limit}
    `)) as unknown as {
      rows: Array<{ chat_id: string; id: string; text: string; created_at: string | Date }>;
    };
    return result.rows.map((r) => ({
      chatId: r.chat_id,
      id: r.id,
      text: r.text,
      createdAt: new Date(r.created_at),
    }));
  },

  /** A chat's notes for the patient's export, oldest first (by the chat row, as the export reads). */
  forExport(tx: Tx, clinicId: string, chatRowId: string): Promise<NoteRow[]> {
    return tx
      .select(noteColumns)
      .from(chatNotes)
      .leftJoin(users, eq(users.id, chatNotes.authorId))
      .where(and(eq(chatNotes.clinicId, clinicId), eq(chatNotes.chatRowId, chatRowId)))
      .orderBy(asc(chatNotes.createdAt), asc(chatNotes.id));
  },
};
