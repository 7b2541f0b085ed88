import { TOAST_MS, MSG, adminEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { isAccessDenial } from '../admin-access';
import { ADMIN_FAILURE, adminToast } from '../admin-toast';
import { updateInstance } from '../api/admin-api';

type Assignment = { instanceId: string; userId: string; userName: string };

/**
 * Gives an existing instance to a waiting account: the edit's PUT with only `userId`, so the
 * server's rules for a move hold (confirmed e-mail, one instance per account, a new link).
 */
export function useAssignInstance({
  onDone,
  onDenied,
}: {
  onDone: () => void;
  onDenied: () => void;
}) {
  const mutation = useMutation({
    mutationFn: ({ instanceId, userId }: Assignment) => updateInstance(instanceId, { userId }),
    meta: { endpoint: adminEndpoints.update },
    onSuccess: (answer, { userName }) => {
      adminToast({ title: MSG.adminPage.waiting.assigned(userName) });
      onDone();
    },
    onError: (error) => {
      if (isAccessDenial(error)) return onDenied();
      toastFailure(MSG.adminPage.waiting.errorTitle, error, TOAST_MS.admin, ADMIN_FAILURE);
    },
  });
  return { assign: mutation.mutate, pending: mutation.isPending };
}
