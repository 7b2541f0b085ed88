import type { AdminUsersResponse } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { adminKeys } from '../queries';
import { listAdminUsers } from '../api/admin-api';

export type WaitingAccount = AdminUsersResponse['users'][number];

/**
 * Confirmed accounts without an instance, other than the admin's own (who uses 'Nova
 * Instância'). The list follows every create, move and delete: those invalidate the users query.
 */
export function useWaitingAccounts(adminId: string) {
  const query = useQuery({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => listAdminUsers(signal),
    staleTime: 0,
    retry: false,
    select: (answer) =>
      answer.users.filter((u) => u.confirmed && !u.hasInstance && u.id !== adminId),
  });
  return {
    accounts: query.data,
    failed: query.isError,
    reload: () => void query.refetch(),
  };
}
