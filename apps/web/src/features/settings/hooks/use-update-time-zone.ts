import { MSG, TOAST_MS, profileEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { updateTimeZone } from '../api/settings-api';
import { toastProfileFailure } from '../toast-profile-failure';
import { useApplyUser } from './use-apply-user';

export function useUpdateTimeZone() {
  const applyUser = useApplyUser();
  const mutation = useMutation({
    mutationFn: updateTimeZone,
    meta: { endpoint: profileEndpoints.updateTimeZone },
    onSuccess: (answer) => {
      applyUser({ timeZone: answer.timeZone });
      toast({ title: MSG.timeZone.updated, duration: TOAST_MS.dashboard });
    },
    onError: (error) => toastProfileFailure(MSG.timeZone.updateError, error),
  });
  return {
    save: (timeZone: string) => mutation.mutate({ timeZone }),
    pending: mutation.isPending,
  };
}
