import { TOAST_MS, type CreateInstanceRequest, MSG } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { isAccessDenial } from '../admin-access';
import { ADMIN_FAILURE, adminToast } from '../admin-toast';
import { createInstance } from '../api/admin-api';
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
      toastFailure(MSG.adminPage.toast.createErrorTitle, error, TOAST_MS.admin, ADMIN_FAILURE);
    },
  });
  return { create: mutation.mutate, pending: mutation.isPending };
}
