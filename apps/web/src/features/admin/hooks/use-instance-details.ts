import { useQuery } from '@tanstack/react-query';

import { adminKeys } from '../queries';
import { getInstance, listAdminUsers } from '../api/admin-api';

/**
 * What the edit dialog needs: the instance with its tokens revealed (never kept in the cache
 * after the dialog closes) and the accounts it can be moved to.
 */
export function useInstanceDetails(id: string) {
  const instance = useQuery({
    queryKey: adminKeys.instance(id),
    queryFn: ({ signal }) => getInstance(id, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const users = useQuery({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => listAdminUsers(signal),
    staleTime: 0,
    retry: false,
  });
  return { instance, users };
}
