import { TOAST_MS, MSG } from '@conecta/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

import { toastFailure } from '@/components/failure-toast';
import { useLatest } from '@/lib/use-latest';

import { isAccessDenial } from '../admin-access';
import { ADMIN_FAILURE, adminToast } from '../admin-toast';
import { adminKeys } from '../queries';
import { listInstances } from '../api/admin-api';

/**
 * The instance list. It loads when the page opens and on 'Recarregar' (`reload`), each time
 * toasting '{n} instâncias carregadas' or the failure; after a dialog's change it is asked again
 * without a toast.
 */
export function useInstances(onDenied: () => void) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: adminKeys.instances(),
    queryFn: ({ signal }) => listInstances(signal),
    // Loads with `reload` below (the same request: one fetch per key at a time), which toasts;
    // enabled so that what a dialog changed (the contract's `invalidates`) is asked again, quietly.
    retry: false,
  });
  const onDeniedRef = useLatest(onDenied);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    try {
      const data = await queryClient.fetchQuery({
        queryKey: adminKeys.instances(),
        queryFn: ({ signal }) => listInstances(signal),
        staleTime: 0,
        retry: false,
      });
      if (mounted.current) adminToast({ title: data.message });
    } catch (error) {
      if (!mounted.current) return;
      if (isAccessDenial(error)) onDeniedRef.current();
      else toastFailure(MSG.adminPage.toast.loadErrorTitle, error, TOAST_MS.admin, ADMIN_FAILURE);
    }
  }, [queryClient, onDeniedRef]);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return {
    data: query.data,
    failed: query.isError,
    fetching: query.isFetching,
    reload: () => void reload(),
  };
}
