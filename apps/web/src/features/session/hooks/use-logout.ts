import { MSG, TOAST_MS } from '@conecta/contract';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { clearSession } from '@/lib/session-store';

import { logoutRequest } from '../api/session-api';

/** 'Sair': tells the server (a failure does not matter), clears storage, goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await logoutRequest();
    } catch {
      // The session ends in this browser whatever the server says.
    }
    clearSession();
    toast({
      title: MSG.dashboard.loggedOutTitle,
      description: MSG.dashboard.loggedOutDescription,
      duration: TOAST_MS.dashboard,
    });
    void navigate('/login', { replace: true });
  }, [navigate]);

  return { logout, pending };
}
