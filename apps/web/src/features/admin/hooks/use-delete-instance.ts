import { TOAST_MS, MSG, adminEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { isAccessDenial } from '../admin-access';
import { ADMIN_FAILURE, adminToast } from '../admin-toast';
import { deleteInstance } from '../api/admin-api';

type Callbacks = { onDeleted: () => void; onDenied: () => void };

/** DELETE a confirmed instance; toasts the server's answer and drops its row. */
export function useDeleteInstance({ onDeleted, onDenied }: Callbacks) {
  const mutation = useMutation({
    mutationFn: (id: string) => deleteInstance(id),
    meta: { endpoint: adminEndpoints.remove },
    onSuccess: (answer) => {
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
