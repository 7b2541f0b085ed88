import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { listTexts, textKeys } from '@/features/texts';

import { logChatError } from '../send-failure';

/**
 * The ready-made texts, fetched each time the picker opens. They share the cache of
 * 'Textos Pré-Configurados', so a text saved there shows here. A failure is only logged.
 */
export function useReadyTexts(userId: string, open: boolean) {
  const query = useQuery({
    queryKey: textKeys.list(userId),
    queryFn: ({ signal }) => listTexts(signal),
    enabled: open,
    staleTime: 0,
    retry: false,
  });
  const { error } = query;
  useEffect(() => {
    if (error) logChatError('Erro ao carregar textos pré-configurados', error);
  }, [error]);
  return { texts: query.data ?? [], loading: query.isFetching && !query.data };
}
