import { MSG, type RegisterRequest, authEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/use-toast';

import { register } from '../api/auth-api';
import { describeSignupError } from '../describe-auth-error';
import type { ConfirmLocationState } from '../confirm-location-state';

/** Creates the account, then sends the person to /confirm with the e-mail in navigation state. */
export function useSignup() {
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (body: Omit<RegisterRequest, 'timeZone'>) => register(body),
    meta: { endpoint: authEndpoints.register },
    onSuccess: (response) => {
      toast({ title: MSG.signup.successTitle, description: MSG.signup.successDescription });
      const state: ConfirmLocationState = { email: response.email, codeSentAt: Date.now() };
      void navigate('/confirm', { state });
    },
    onError: (error) => toast(describeSignupError(error)),
  });

  return { signUp: mutation.mutate, pending: mutation.isPending };
}
