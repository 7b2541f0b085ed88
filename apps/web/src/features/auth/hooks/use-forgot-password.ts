import { authEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { forgotPassword } from '../api/auth-api';
import { describeForgotError } from '../describe-auth-error';

/** Sends the reset request; `onSent` gets the e-mail for the 'E-mail enviado!' view. */
export function useForgotPassword(onSent: (email: string) => void) {
  const mutation = useMutation({
    mutationFn: forgotPassword,
    meta: { endpoint: authEndpoints.forgot },
    onSuccess: (_answer, { email }) => onSent(email),
    onError: (error) => toast(describeForgotError(error)),
  });
  return { send: (email: string) => mutation.mutate({ email }), pending: mutation.isPending };
}
