import { zResetRoutineResponse } from '@conecta/contract';
import type { z } from 'zod';

import { request } from '@/lib/http';

export type ResetRoutineResponse = z.infer<typeof zResetRoutineResponse>;

/**
 * PATCH /dashboard/chats/{chatId}/reset-routine: the chat's follow-up routines start over;
 * 404 when the chat is not this user's.
 */
export function resetRoutine(chatId: string, confirmOptOut = false): Promise<ResetRoutineResponse> {
  return request(`/dashboard/chats/${encodeURIComponent(chatId)}/reset-routine`, {
    method: 'PATCH',
    // A patient who opted out: the Responsável confirmed resuming (the server asks for it).
    ...(confirmOptOut ? { body: { confirmOptOut: true } } : {}),
    schema: zResetRoutineResponse,
  });
}
