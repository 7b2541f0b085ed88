import { TOAST_MS, type UpdateInstanceRequest, MSG, adminEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { isAccessDenial } from '../admin-access';
import { ADMIN_FAILURE, adminToast } from '../admin-toast';
import { updateInstance } from '../api/admin-api';
import { serverFieldErrors, type InstanceFormErrors } from '../instance-form';

type Callbacks = {
  onUpdated: () => void;
  onFieldErrors: (errors: InstanceFormErrors) => void;
  onDenied: () => void;
};

/** PUT the edited instance; toasts the server's answer and refreshes its row. */
export function useUpdateInstance(id: string, { onUpdated, onFieldErrors, onDenied }: Callbacks) {
  const mutation = useMutation({
    mutationFn: (body: UpdateInstanceRequest) => updateInstance(id, body),
    meta: { endpoint: adminEndpoints.update },
    onSuccess: (answer) => {
      adminToast({ title: answer.message });
      onUpdated();
    },
    onError: (error) => {
      if (isAccessDenial(error)) return onDenied();
      onFieldErrors(serverFieldErrors(error));
      toastFailure(MSG.adminPage.toast.updateErrorTitle, error, TOAST_MS.admin, ADMIN_FAILURE);
    },
  });
  return { update: mutation.mutate, pending: mutation.isPending };
}
