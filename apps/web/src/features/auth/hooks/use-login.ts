import { MSG, type LoginRequest } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { useEstablishSession } from '@/features/session';

import { login } from '../api/login';
import { describeLoginError } from '../describe-auth-error';

/** Sign-in in two steps, both required: POST /auth/login, then GET /dashboard with the token. */
export function useLogin() {
  const navigate = useNavigate();
  const establishSession = useEstablishSession();

  const mutation = useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const session = await login(credentials);
      await establishSession(session);
      return session;
    },
    onSuccess: (session) => {
      toast({
        title: MSG.login.successTitle,
        description: MSG.login.successDescription(session.name),
      });
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => toast(describeLoginError(error)),
  });

  return { signIn: mutation.mutate, pending: mutation.isPending };
}
