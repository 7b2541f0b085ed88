import { MSG, TOAST_MS, profileEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { toast } from '@/components/ui/use-toast';

import { confirmEmailChange, requestEmailChange } from '../api/settings-api';
import { toastProfileFailure } from '../toast-profile-failure';
import { useLeaveAfterEmailChange } from './use-leave-after-email-change';

const P = MSG.profile;

/** Request, then the 6-digit code; success signs the user out (every session ended). */
export function useEmailChange() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const leave = useLeaveAfterEmailChange();

  const onError = (title: string) => (error: unknown) => toastProfileFailure(title, error);

  const request = useMutation({
    mutationFn: requestEmailChange,
    meta: { endpoint: profileEndpoints.requestEmailChange },
    onSuccess: (answer, { newEmail }) => {
      setSentTo(newEmail);
      toast({ title: P.codeSentTitle, description: answer.message, duration: TOAST_MS.dashboard });
    },
    onError: onError(P.requestEmailError),
  });

  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    meta: { endpoint: profileEndpoints.confirmEmailChange },
    onSuccess: () => {
      setLeaving(true);
      toast({ title: P.emailUpdated, duration: TOAST_MS.dashboard });
      leave();
    },
    onError: onError(P.confirmEmailError),
  });

  return {
    sentTo,
    leaving,
    requesting: request.isPending,
    confirming: confirm.isPending,
    request: (newEmail: string) => request.mutate({ newEmail }),
    confirm: (code: string) => {
      if (sentTo) confirm.mutate({ newEmail: sentTo, code });
    },
    cancel: () => setSentTo(null),
  };
}
