import { TOAST_MS, type CreateInstanceRequest, MSG, adminEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { isAccessDenial } from '../admin-access';
import { ADMIN_FAILURE, adminToast } from '../admin-toast';
import { createInstance } from '../api/admin-api';
import { serverFieldErrors, type InstanceFormErrors } from '../instance-form';

type Callbacks = {
  onCreated: () => void;
  onFieldErrors: (errors: InstanceFormErrors) => void;
  onDenied: () => void;
};

/** POST a new instance; toasts the server's answer and puts the new row in the table. */
export function useCreateInstance({ onCreated, onFieldErrors, onDenied }: Callbacks) {
  const mutation = useMutation({
    mutationFn: (body: CreateInstanceRequest) => createInstance(body),
    meta: { endpoint: adminEndpoints.create },
    onSuccess: (answer) => {
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
