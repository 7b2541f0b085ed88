import { MSG, authEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/http';

import { resetPassword } from '../api/auth-api';
import { describeResetError } from '../describe-auth-error';

/** Sets the new password and goes to /login; a used or expired link calls `onDeadLink`. */
export function useResetPassword(onDeadLink: () => void) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: resetPassword,
    meta: { endpoint: authEndpoints.reset },
    onSuccess: () => {
      toast({
        title: MSG.resetPassword.successTitle,
        description: MSG.resetPassword.successDescription,
      });
      void navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_RESET_TOKEN') onDeadLink();
      else toast(describeResetError(error));
    },
  });
  return { reset: mutation.mutate, pending: mutation.isPending };
}
