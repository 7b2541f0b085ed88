import { MSG } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { tagListOptions } from '../queries';
import { toastTagFailure } from '../tag-toast';

/** The tag list of the dialog, fetched fresh each time it opens; a failure toasts once. */
export function useTags(userId: string) {
  const query = useQuery({
    ...tagListOptions(userId),
    staleTime: 0,
  });
  // An error already in the cache when the dialog opens was toasted then; only new ones are.
  const toasted = useRef(query.errorUpdatedAt);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error || errorUpdatedAt === toasted.current) return;
    toasted.current = errorUpdatedAt;
    const T = MSG.tagsAdmin;
    toastTagFailure(T.loadErrorTitle, error, T.fetchFailed);
  }, [error, errorUpdatedAt]);

  return {
    tags: query.data,
    loading: query.isPending,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
  };
}
