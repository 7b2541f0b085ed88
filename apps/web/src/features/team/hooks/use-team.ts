import { MSG, TOAST_MS, teamEndpoints } from '@conecta/contract';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import {
  cancelInvitation,
  getAudit,
  getTeam,
  inviteMember,
  removeMember,
  setMemberRole,
  teamKeys,
} from '../api/team-api';

const T = MSG.team;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/** The team, fresh each time the dialog opens. */
export function useTeam(userId: string) {
  return useQuery({
    queryKey: teamKeys.all(userId),
    queryFn: ({ signal }) => getTeam(signal),
    staleTime: 0,
  });
}

/** The audit, 50 at a time ('Carregar mais'). */
export function useAudit(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: teamKeys.audit(userId),
    queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
    staleTime: 0,
  });
}

/**
 * The team's changes, each with its toast; a failure says why in pt-BR (the server's sentence).
 * Every change reloads the team and the audit.
 */
export function useTeamActions() {
  const fail = (title: string) => (error: unknown) => {
    const failure = describeFailure(title, error, fallbacks);
    if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
  };
  const done = (title: string, description?: string) => {
    toast({ title, ...(description ? { description } : {}), duration: TOAST_MS.dashboard });
  };
  const invite = useMutation({
    mutationFn: inviteMember,
    meta: { endpoint: teamEndpoints.invite },
    onSuccess: (answer) => done(T.invited, answer.message),
    onError: fail(T.inviteButton),
  });
  const cancel = useMutation({
    mutationFn: cancelInvitation,
    meta: { endpoint: teamEndpoints.cancelInvitation },
    onSuccess: () => done(T.invitationCancelled),
    onError: fail(T.cancelInvitation),
  });
  const role = useMutation({
    mutationFn: (input: { userId: string; role: 'RESPONSAVEL' | 'ATENDENTE' }) =>
      setMemberRole(input.userId, input.role),
    meta: { endpoint: teamEndpoints.setRole },
    onSuccess: () => done(T.roleChanged),
    onError: fail(T.roleFailed),
  });
  const remove = useMutation({
    mutationFn: removeMember,
    meta: { endpoint: teamEndpoints.removeMember },
    onSuccess: (answer) => done(answer.message),
    onError: fail(T.removeMember),
  });
  return { invite, cancel, role, remove };
}
