import { MSG, type ConfirmRequest, authEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { useEstablishSession } from '@/features/session';

import { confirmAccount } from '../api/auth-api';
import { describeConfirmError } from '../describe-auth-error';

/** Confirms the code, then completes the sign-in like /login does and opens the dashboard. */
export function useConfirmAccount() {
  const navigate = useNavigate();
  const establishSession = useEstablishSession();

  const mutation = useMutation({
    mutationFn: async (body: ConfirmRequest) => {
      const session = await confirmAccount(body);
      await establishSession(session);
      return session;
    },
    meta: { endpoint: authEndpoints.confirm },
    onSuccess: () => {
      toast({ title: MSG.confirm.successTitle, description: MSG.confirm.successDescription });
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => toast(describeConfirmError(error)),
  });

  return { confirm: mutation.mutate, pending: mutation.isPending };
}
