import { MSG, TOAST_MS } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { toastFailure } from '@/components/failure-toast';

import { listRoutines } from '../api/routines-api';
import { routineKeys } from '../queries';
import { ROUTINE_FAILURE } from '../routine-toast';

/** The routines, fetched fresh each time the dialog opens; a failure toasts once. */
export function useRoutines(userId: string) {
  const query = useQuery({
    queryKey: routineKeys.list(userId),
    queryFn: ({ signal }) => listRoutines(signal),
    staleTime: 0,
  });
  const toasted = useRef(query.errorUpdatedAt);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error || errorUpdatedAt === toasted.current) return;
    toasted.current = errorUpdatedAt;
    toastFailure(MSG.routines.loadErrorTitle, error, TOAST_MS.dashboard, ROUTINE_FAILURE);
  }, [error, errorUpdatedAt]);

  return {
    routines: query.data,
    loading: query.isPending,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
  };
}
