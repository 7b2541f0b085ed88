import { z } from 'zod';

import { MERGE_MSG } from '../messages/chat-merges.ts';
import { CHAT_ID_PATTERN } from './chats.ts';

const M = MERGE_MSG.merge;

/** The other chat of a merge, by its chat id (the one that stops existing). */
const zOtherChatId = z
  .string({ error: M.otherInvalid })
  .trim()
  .min(1, M.otherInvalid)
  .max(200, M.otherInvalid)
  .regex(CHAT_ID_PATTERN, M.otherInvalid);

export const zMergePreviewQuery = z.object({ absorb: zOtherChatId });
export type MergePreviewQuery = z.input<typeof zMergePreviewQuery>;

export const zMergeRequest = z.strictObject({ absorb: zOtherChatId });
export type MergeRequest = z.input<typeof zMergeRequest>;

export const zMergeIdParam = z.object({ mergeId: z.uuid({ error: M.mergeNotFound }) });

/** What is keyed to a chat and moves with a merge (or goes back with its undo), counted. */
export const zMergeCounts = z.object({
  messages: z.number().int(),
  tags: z.number().int(),
  tasks: z.number().int(),
  appointments: z.number().int(),
  waitingList: z.number().int(),
  notes: z.number().int(),
  identifiers: z.number().int(),
});
export type MergeCounts = z.infer<typeof zMergeCounts>;

const zMergeSide = z.object({ chatId: z.string(), name: z.string() });

/** Before 'Mesclar': which chat stays (the one the menu was opened on), which goes, what moves. */
export const zMergePreviewResponse = z.object({
  success: z.literal(true),
  kept: zMergeSide,
  absorbed: zMergeSide,
  moves: zMergeCounts,
});
export type MergePreviewResponse = z.infer<typeof zMergePreviewResponse>;

export const zMergeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  mergeId: z.string(),
});
export type MergeResponse = z.infer<typeof zMergeResponse>;

/**
 * A merge into this chat that may still be undone (today, in the clinic's zone, not undone yet):
 * what would go back (what moved and is still here; rows that came later stay).
 */
export const zUndoableMerge = z.object({
  mergeId: z.string(),
  absorbed: zMergeSide,
  mergedAt: z.string(),
  mergedBy: z.string().nullable(),
  goesBack: zMergeCounts,
});
export type UndoableMerge = z.infer<typeof zUndoableMerge>;

export const zUndoableMergesResponse = z.object({
  success: z.literal(true),
  merges: z.array(zUndoableMerge),
});
export type UndoableMergesResponse = z.infer<typeof zUndoableMergesResponse>;
