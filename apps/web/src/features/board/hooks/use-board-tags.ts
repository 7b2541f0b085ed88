import type { ChatTag } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { listTags } from '@/features/tags';

import { boardTagKeys } from '../api/board-tag-keys';

const NO_TAGS: ChatTag[] = [];

/** The tags for the filter chips; none while loading or when they cannot be fetched. */
export function useBoardTags(userId: string): ChatTag[] {
  const query = useQuery({
    queryKey: boardTagKeys.chips(userId),
    queryFn: ({ signal }) => listTags(signal),
    staleTime: 60_000,
  });
  return query.data ?? NO_TAGS;
}
