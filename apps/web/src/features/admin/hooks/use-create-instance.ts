import { ADMIN_UI, type CreateInstanceRequest } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { isAccessDenial } from '../admin-access';
import { adminToast, toastAdminFailure } from '../admin-toast';
import { createInstance } from '../api/create-instance';
import { serverFieldErrors, type InstanceFormErrors } from '../instance-form';
import { updateInstancesCache } from '../instances-cache';

type Callbacks = {
  onCreated: () => void;
  onFieldErrors: (errors: InstanceFormErrors) => void;
  onDenied: () => void;
};

/** POST a new instance; toasts the server's answer and puts the new row in the table. */
export function useCreateInstance({ onCreated, onFieldErrors, onDenied }: Callbacks) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: CreateInstanceRequest) => createInstance(body),
    onSuccess: (answer) => {
      updateInstancesCache(queryClient, { kind: 'put', instance: answer.instance });
      adminToast({ title: answer.message });
      onCreated();
    },
    onError: (error) => {
      if (isAccessDenial(error)) return onDenied();
      onFieldErrors(serverFieldErrors(error));
      toastAdminFailure(ADMIN_UI.toast.createErrorTitle, error);
    },
  });
  return { create: mutation.mutate, pending: mutation.isPending };
}
