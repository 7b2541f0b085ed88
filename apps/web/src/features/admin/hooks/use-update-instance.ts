import { TOAST_MS, type UpdateInstanceRequest, MSG } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { isAccessDenial } from '../admin-access';
import { ADMIN_FAILURE, adminToast } from '../admin-toast';
import { updateInstance } from '../api/admin-api';
import { serverFieldErrors, type InstanceFormErrors } from '../instance-form';
import { updateInstancesCache } from '../instances-cache';

type Callbacks = {
  onUpdated: () => void;
  onFieldErrors: (errors: InstanceFormErrors) => void;
  onDenied: () => void;
};

/** PUT the edited instance; toasts the server's answer and refreshes its row. */
export function useUpdateInstance(id: string, { onUpdated, onFieldErrors, onDenied }: Callbacks) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: UpdateInstanceRequest) => updateInstance(id, body),
    onSuccess: (answer) => {
      updateInstancesCache(queryClient, { kind: 'put', instance: answer.instance });
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
