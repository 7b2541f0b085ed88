import { MSG, TOAST_MS, type TeamUpdateData } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { noteKeys } from './api/notes-api';

/** A note of the chat was written, edited or deleted: its window and the mentions ask again. */
export function applyNoteChange(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: noteKeys.all(userId) });
}

/** A note mentions this member: the toast says who and where, and 'Menções' asks again. */
export function applyMention(
  queryClient: QueryClient,
  userId: string,
  data: Extract<TeamUpdateData, { reason: 'mentioned' }>,
): void {
  if (!data.mentionedIds.includes(userId)) return;
  toast({
    title: MSG.notes.mentionedYou(data.byName, data.chatName),
    duration: TOAST_MS.dashboard,
  });
  void queryClient.invalidateQueries({ queryKey: noteKeys.mentions(userId) });
}
