import { z } from 'zod';

import { NOTE_MSG } from '../messages/notes.ts';

const N = NOTE_MSG.notes;

/** The longest internal note: a message's limit, so a note pasted from a message fits. */
export const NOTE_MAX = 4096;
/** The most members one note may mention (a clinic's team is a handful of people). */
export const NOTE_MENTIONS_MAX = 20;

export const zNoteIdParam = z.object({ id: z.uuid({ error: N.notFound }) });

/**
 * A note as written: its text and the members it mentions, by user id (the '@Nome' in the text
 * is only what the writer saw; the ids are what notifies).
 */
export const zNoteRequest = z.strictObject({
  text: z
    .string({ error: N.textEmpty })
    .trim()
    .min(1, N.textEmpty)
    .max(NOTE_MAX, N.textLong(NOTE_MAX)),
  mentions: z
    .array(z.uuid({ error: N.mentionsInvalid }), { error: N.mentionsInvalid })
    .max(NOTE_MENTIONS_MAX, N.mentionsInvalid)
    .default([]),
});
export type NoteRequest = z.input<typeof zNoteRequest>;

export const AUTHOR_KINDS = ['member', 'former-member', 'system'] as const;
export const zAuthorKind = z.enum(AUTHOR_KINDS);
export type AuthorKind = z.infer<typeof zAuthorKind>;

export const zNoteMention = z.object({ userId: z.string(), name: z.string() });
export type NoteMention = z.infer<typeof zNoteMention>;

/**
 * One internal note of a chat's timeline: never a message, never sent to the patient. `canEdit`
 * and `canDelete` are the caller's (the author edits and deletes; the Responsável deletes any).
 */
export const zNote = z.object({
  id: z.string(),
  chatId: z.string(),
  text: z.string(),
  authorId: z.string().nullable(),
  /**
   * Who wrote it, decided when read: a member of the team now ('member', named), someone who
   * left it since ('former-member', not named) or the system itself ('system': a changed number,
   * merged chats).
   */
  authorKind: zAuthorKind,
  /** Null unless `authorKind` is 'member'. */
  authorName: z.string().nullable(),
  mentions: z.array(zNoteMention),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Note = z.infer<typeof zNote>;

export const zNotesResponse = z.object({ success: z.literal(true), notes: z.array(zNote) });
export type NotesResponse = z.infer<typeof zNotesResponse>;

export const zNoteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  note: zNote,
});
export type NoteResponse = z.infer<typeof zNoteResponse>;

/**
 * The chats with notes that mention the caller and that the caller has not opened since: the
 * board's 'Menções'. `noteId` is the newest such note, where the chat opens.
 */
export const zMentionsResponse = z.object({
  success: z.literal(true),
  mentions: z.array(z.object({ chatId: z.string(), noteId: z.string(), count: z.number().int() })),
});
export type MentionsResponse = z.infer<typeof zMentionsResponse>;
