import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { listTexts } from '../api/texts-api';
import { textKeys } from '../queries';

/**
 * The ready-made texts, fetched fresh each time the dialog opens. A failure is only logged:
 * the dialog then shows the empty state.
 */
export function useTexts(userId: string) {
  const query = useQuery({
    queryKey: textKeys.list(userId),
    queryFn: ({ signal }) => listTexts(signal),
    staleTime: 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`[${new Date().toISOString()}] Erro ao carregar textos`, error);
  }, [error]);
  return { texts: query.data ?? [], loading: query.isPending && !query.isError };
}
