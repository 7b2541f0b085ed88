import { zTagsResponse, type Tag } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/tags: the user's tags, oldest first. */
export async function listTags(signal?: AbortSignal): Promise<Tag[]> {
  const { tags } = await request('/dashboard/tags', { schema: zTagsResponse, signal });
  return tags;
}
