import { MSG, TOAST_MS, profileEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { updateName } from '../api/settings-api';
import { toastProfileFailure } from '../toast-profile-failure';
import { useApplyUser } from './use-apply-user';

export function useUpdateName() {
  const applyUser = useApplyUser();
  const mutation = useMutation({
    mutationFn: updateName,
    meta: { endpoint: profileEndpoints.updateName },
    onSuccess: (answer) => {
      applyUser({ name: answer.name });
      toast({ title: MSG.profile.nameUpdated, duration: TOAST_MS.dashboard });
    },
    onError: (error) => toastProfileFailure(MSG.profile.updateNameError, error),
  });
  return { save: (name: string) => mutation.mutate({ name }), pending: mutation.isPending };
}
