import { MSG, TOAST_MS } from '@conecta/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import { appointmentKeys } from '../api/appointments';
import {
  listWaiting,
  offerSlot,
  removeFromWaitingList,
  waitingListKeys,
} from '../api/waiting-list';
import { formatWhen } from '../appointment-state';

const L = MSG.waitingList;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * In 'Consultas': each freed slot ahead with the waiting patients it fits and the one click
 * that messages them (or how its offer went), then who waits.
 */
export function WaitingListSection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: waitingListKeys.list(userId),
    queryFn: ({ signal }) => listWaiting(signal),
  });
  const onError = (title: string) => (error: unknown) => {
    const failure = describeFailure(title, error, fallbacks);
    if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
  };
  const onDone = (answer: { message: string }) => {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    toast({ title: answer.message, duration: TOAST_MS.dashboard });
  };
  const offer = useMutation({
    mutationFn: offerSlot,
    onSuccess: onDone,
    onError: onError(L.offerFailed),
  });
  const remove = useMutation({
    mutationFn: removeFromWaitingList,
    onSuccess: onDone,
    onError: onError(L.removeFailed),
  });
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {MSG.appointmentRules.loading}
      </p>
    );
  if (query.isError) return null;
  const { slots, entries } = query.data;
  const open = slots.filter((s) => s.matches.length > 0 || s.offer);
  return (
    <div className="grid gap-4 border-t pt-4">
      {open.length > 0 ? (
        <section aria-labelledby="freed-slots" className="grid gap-2">
          <h3 id="freed-slots" className="text-sm font-semibold text-slate-900">
            {L.freedTitle}
          </h3>
          <ul className="grid gap-2">
            {open.map((s) => (
              <li key={s.appointmentId} className="grid gap-1 rounded-lg border px-3 py-2 text-sm">
                <span className="font-medium text-slate-900 tabular-nums">
                  {L.freedSlot(formatWhen(s.startsAt), s.professional)}
                </span>
                {s.matches.length > 0 && !s.offer ? (
                  <span className="text-xs text-slate-600">
                    {L.matchesLabel(s.matches.map((m) => m.patientName).join(', '))}
                  </span>
                ) : null}
                <div>
                  {s.offer ? (
                    <Badge variant="outline" className="rounded-md">
                      {s.offer.status === 'taken' && s.offer.winnerName
                        ? L.offerTaken(s.offer.winnerName)
                        : L.offerSent(s.offer.messaged)}
                    </Badge>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      disabled={offer.isPending}
                      onClick={() => offer.mutate(s.appointmentId)}
                    >
                      {L.offerButton(s.willMessage)}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {entries.length > 0 ? (
        <section aria-labelledby="waiting-entries" className="grid gap-2">
          <h3 id="waiting-entries" className="text-sm font-semibold text-slate-900">
            {L.entriesTitle}
          </h3>
          <ul className="grid gap-2">
            {entries.map((e) => (
              <li
                key={e.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{e.patientName}</span>
                  <span className="block text-xs text-slate-600">
                    {[
                      e.procedure,
                      e.professional || L.anyProfessional,
                      e.days.map((d) => L.weekdaysShort[d]).join(', '),
                      e.periods.map((p) => L.periods[p]).join(', '),
                      e.note,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(e.id)}
                >
                  {L.remove}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
