import { TOAST_MS, MSG } from '@conecta/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { dashboardKeys, getDashboard } from '@/features/session';
import { clearSession, storeDashboard } from '@/lib/session-store';

import { decideAdminAccess, type RoleCheck } from '../admin-access';
import { adminToast } from '../admin-toast';
import { adminKeys } from '../queries';
import { readStoredAdmin } from '../stored-admin';

/** Navigation state of the redirect to /dashboard after a denial. */
export type AdminDeniedState = { notice: string };

/**
 * The /admin guard. Reads the stored session and role, asks GET /dashboard for the
 * role, and acts on the outcome: `/` without a session or after a 401, /dashboard with the
 * denial toast for anyone but an ADMIN. `deny` does the same for a denial found later.
 */
export function useAdminGuard() {
  const [stored] = useState(readStoredAdmin);
  const signedIn = Boolean(stored.token && stored.userId);
  const userId = stored.userId ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: adminKeys.permission(userId),
    queryFn: async () => {
      const dashboard = await getDashboard(userId);
      storeDashboard(dashboard);
      queryClient.setQueryData(dashboardKeys.byUser(userId), dashboard);
      return dashboard;
    },
    enabled: signedIn && stored.role === 'ADMIN',
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const check: RoleCheck = query.isFetching
    ? { state: 'pending' }
    : query.isError
      ? { state: 'failed', error: query.error }
      : query.data
        ? { state: 'done', role: query.data.user.role }
        : { state: 'pending' };
  const access = decideAdminAccess({ signedIn, storedRole: stored.role, check });

  const deny = useCallback(() => {
    // Shown on the dashboard, so for the dashboard's toast time, and not pushed away by the
    // dashboard's own chat-list toast (that one waits for it).
    toast({
      variant: 'destructive',
      title: MSG.adminPage.toast.deniedTitle,
      description: MSG.adminPage.toast.deniedDescription,
      duration: TOAST_MS.dashboard,
      keep: true,
    });
    const state: AdminDeniedState = { notice: MSG.adminRules.accessDenied };
    void navigate('/dashboard', { replace: true, state });
  }, [navigate]);

  const outcome =
    access.kind === 'checkFailed' ? (access.signOut ? 'signOut' : 'retry') : access.kind;
  useEffect(() => {
    if (outcome === 'denied') deny();
    if (outcome === 'toLogin' || outcome === 'signOut') {
      clearSession();
      if (outcome === 'signOut') {
        adminToast({ variant: 'destructive', title: MSG.adminPage.permission.sessionFailed });
      }
      void navigate('/', { replace: true });
    }
  }, [outcome, deny, navigate]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const admin = { id: userId, name: stored.userName, email: stored.userEmail };
  return { access, deny, retry, admin };
}

/** The denial notice handed to /dashboard, when the navigation state carries one. */
export function readAdminDeniedState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
