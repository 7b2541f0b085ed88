import { MSG, TOAST_MS } from '@conecta/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { useSessionClinic } from '@/features/session';
import { describeFailure } from '@/lib/error-text';

const FALLBACKS = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * The plumbing of a clinic settings form under the day's appointments (reminders, satisfaction,
 * waiting-list rules): the settings read once per clinic, a draft the person types into (null
 * while untouched, so the saved values show), and the save that writes the answer into the cache,
 * drops the draft and says so in a toast, or says in pt-BR why not. Every member reads; only the
 * Responsável may edit (the server checks it too).
 */
export function useSettingsForm<
  Answer extends { message?: string | undefined },
  Body,
  Draft,
>(opts: {
  key: (clinicId: string) => readonly unknown[];
  get: (signal?: AbortSignal) => Promise<Answer>;
  save: (body: Body) => Promise<Answer>;
  savedTitle: string;
  failedTitle: string;
  /** Passed to the mutation, for the caches that follow a save (see queries' meta). */
  meta?: Record<string, unknown>;
}) {
  const queryClient = useQueryClient();
  const clinic = useSessionClinic();
  const clinicId = clinic?.id ?? 'sem-clinica';
  const query = useQuery({
    queryKey: opts.key(clinicId),
    queryFn: ({ signal }) => opts.get(signal),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useMutation({
    mutationFn: opts.save,
    ...(opts.meta ? { meta: opts.meta } : {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(opts.key(clinicId), answer);
      setDraft(null);
      toast({ title: answer.message ?? opts.savedTitle, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(opts.failedTitle, error, FALLBACKS);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  return { canEdit: clinic?.role !== 'ATENDENTE', query, draft, setDraft, save };
}
