import { zChatTag, type ChatTag } from '@conecta/contract';
import { z } from 'zod';

import { ApiError, request } from '@/lib/http';

/**
 * The filter chips' copy of the tags. It sits under the tag feature's `['tags', userId]` prefix,
 * which the tag dialog invalidates after each change, so the chips follow new, renamed and
 * deleted tags.
 */
export const boardTagKeys = {
  chips: (userId: string) => ['tags', userId, 'chips'] as const,
};

const zTagsResponse = z.object({ success: z.literal(true), tags: z.array(zChatTag) });

/** GET /dashboard/tags: the user's tags. A server without the route (404) means no tags yet. */
export async function listTags(signal?: AbortSignal): Promise<ChatTag[]> {
  try {
    const { tags } = await request('/dashboard/tags', { schema: zTagsResponse, signal });
    return tags;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
