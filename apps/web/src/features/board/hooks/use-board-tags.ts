import type { ChatTag } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { tagListOptions } from '@/features/tags';

const NO_TAGS: ChatTag[] = [];

/**
 * The tags for the filter chips, from the same cached list as the tag dialogs (a tag saved there
 * shows here at once); none while loading or when they cannot be fetched.
 */
export function useBoardTags(userId: string): ChatTag[] {
  const query = useQuery({ ...tagListOptions(userId), staleTime: 60_000 });
  return query.data ?? NO_TAGS;
}
