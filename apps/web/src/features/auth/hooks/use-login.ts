import { MSG, type LoginRequest, authEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { useEstablishSession } from '@/features/session';
import { leftTeamState } from '@/features/team';

import { login } from '../api/auth-api';
import { describeLoginError } from '../describe-auth-error';

/**
 * Sign-in in two steps, both required: POST /auth/login, then GET /dashboard with the token.
 * `onFailed` hears each failure after its toast (the form marks the field it points at).
 */
export function useLogin(onFailed?: (error: unknown) => void) {
  const navigate = useNavigate();
  const establishSession = useEstablishSession();

  const mutation = useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const session = await login(credentials);
      await establishSession(session);
      return session;
    },
    meta: { endpoint: authEndpoints.login },
    onSuccess: (session) => {
      toast({
        title: MSG.login.successTitle,
        description: MSG.login.successDescription(session.name),
      });
      // Removed from a team since the last visit: the dashboard says so, once.
      const state = session.leftTeam !== undefined ? leftTeamState(session.leftTeam) : null;
      void navigate('/dashboard', { replace: true, state });
    },
    onError: (error) => {
      toast(describeLoginError(error));
      onFailed?.(error);
    },
  });

  return { signIn: mutation.mutate, pending: mutation.isPending };
}
