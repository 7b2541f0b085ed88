import { MSG, TOAST_MS, profileEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { toast } from '@/components/ui/use-toast';

import { confirmPasswordChange, requestPasswordChange } from '../api/settings-api';
import { toastProfileFailure } from '../toast-profile-failure';

const P = MSG.profile;

/** Request (the code goes to the current address), then the code; success calls `onChanged`. */
export function usePasswordChange({ onChanged }: { onChanged: () => void }) {
  // The password the code was sent for: the confirmation must carry the same one.
  const [codeFor, setCodeFor] = useState<string | null>(null);

  const onError = (title: string) => (error: unknown) => toastProfileFailure(title, error);

  const request = useMutation({
    mutationFn: requestPasswordChange,
    meta: { endpoint: profileEndpoints.requestPasswordChange },
    onSuccess: (answer, { newPassword }) => {
      setCodeFor(newPassword);
      toast({ title: P.codeSentTitle, description: answer.message, duration: TOAST_MS.dashboard });
    },
    onError: onError(P.requestPasswordError),
  });

  const confirm = useMutation({
    mutationFn: confirmPasswordChange,
    meta: { endpoint: profileEndpoints.confirmPasswordChange },
    onSuccess: () => {
      setCodeFor(null);
      toast({ title: P.passwordUpdated, duration: TOAST_MS.dashboard });
      onChanged();
    },
    onError: onError(P.confirmPasswordError),
  });

  return {
    awaitingCode: codeFor !== null,
    requesting: request.isPending,
    confirming: confirm.isPending,
    request: (newPassword: string) => request.mutate({ newPassword }),
    confirm: (code: string) => {
      if (codeFor !== null) confirm.mutate({ newPassword: codeFor, code });
    },
    cancel: () => setCodeFor(null),
  };
}
