import { MSG, TOAST_MS, type EndpointDef } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { useSessionClinic } from '@/features/session';
import { describeFailure } from '@/lib/error-text';

const FALLBACKS = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * The plumbing of a settings form of the clinic (reminders, satisfaction, waiting-list rules,
 * opening hours, holidays, stop words, send pacing, retention): the settings read once, a draft
 * the person types into (null while untouched, so the saved values show), and the save that
 * drops the draft and says so in a toast, or says in pt-BR why not. The save's answer is the
 * settings as saved, so the cache rule writes it under `key` (`answerKey`) and then invalidates
 * what the endpoint's declaration names. Every member reads; only the Responsável may edit
 * (the server checks it too).
 */
export function useSettingsForm<
  Answer extends { message?: string | undefined },
  Body,
  Draft,
>(opts: {
  /** The settings' query key, from the clinic's id (or from the signed-in member's). */
  key: (clinicId: string) => readonly unknown[];
  get: (signal?: AbortSignal) => Promise<Answer>;
  save: (body: Body) => Promise<Answer>;
  /** The endpoint `save` calls: what it changes is invalidated after a save. */
  endpoint: EndpointDef;
  /** How long a read stays fresh (the opening hours are read by other screens too). */
  staleTime?: number;
  savedTitle: string;
  /** Toast `savedTitle` even when the server's answer has a sentence of its own. */
  ownTitle?: boolean;
  failedTitle: string;
  /** The draft to start from instead of the saved values (a first-run question starts empty). */
  initialDraft?: Draft;
}) {
  const clinic = useSessionClinic();
  const clinicId = clinic?.id ?? 'sem-clinica';
  const queryKey = opts.key(clinicId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => opts.get(signal),
    ...(opts.staleTime === undefined ? {} : { staleTime: opts.staleTime }),
  });
  const [draft, setDraft] = useState<Draft | null>(opts.initialDraft ?? null);
  const save = useMutation({
    mutationFn: opts.save,
    meta: { endpoint: opts.endpoint, answerKey: queryKey },
    onSuccess: (answer) => {
      setDraft(null);
      const title = opts.ownTitle ? opts.savedTitle : (answer.message ?? opts.savedTitle);
      toast({ title, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(opts.failedTitle, error, FALLBACKS);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  return { canEdit: clinic?.role !== 'ATENDENTE', query, draft, setDraft, save };
}
