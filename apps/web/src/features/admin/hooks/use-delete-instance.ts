import { TOAST_MS, MSG } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { isAccessDenial } from '../admin-access';
import { ADMIN_FAILURE, adminToast } from '../admin-toast';
import { deleteInstance } from '../api/admin-api';
import { updateInstancesCache } from '../instances-cache';

type Callbacks = { onDeleted: () => void; onDenied: () => void };

/** DELETE a confirmed instance; toasts the server's answer and drops its row. */
export function useDeleteInstance({ onDeleted, onDenied }: Callbacks) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteInstance(id),
    onSuccess: (answer, id) => {
      updateInstancesCache(queryClient, { kind: 'remove', id });
      adminToast({ title: answer.message });
      onDeleted();
    },
    onError: (error) => {
      if (isAccessDenial(error)) return onDenied();
      toastFailure(MSG.adminPage.toast.deleteErrorTitle, error, TOAST_MS.admin, ADMIN_FAILURE);
    },
  });
  return { remove: mutation.mutate, pending: mutation.isPending };
}
