import {
  type FreedSlot,
  MSG,
  type OfferHold,
  TOAST_MS,
  waitingListEndpoints,
} from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';

import {
  listWaiting,
  offerSlot,
  removeFromWaitingList,
  waitingListKeys,
} from '../api/waiting-list';
import { formatWhen } from '../appointment-state';
import { failureToast } from '../appointment-toasts';

const L = MSG.waitingList;

/**
 * How a slot's offer went: taken, sent, or (some of it) held with when it goes and why, or that
 * it will not go in time.
 */
function offerLine(offer: NonNullable<FreedSlot['offer']>): string {
  if (offer.status === 'taken' && offer.winnerName) return L.offerTaken(offer.winnerName);
  if (!offer.hold) return L.offerSent(offer.messaged);
  const held = L.offerWaits(offer.messaged - offer.sent, offer.hold);
  return offer.sent > 0 ? `${L.offerSent(offer.sent)}. ${held}` : held;
}

/**
 * In 'Consultas': each freed slot ahead with the waiting patients it fits (or that nobody does)
 * and the one click that messages them, or how its offer went and, with the clinic closed, when
 * it goes; then who waits.
 */
export function WaitingListSection({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: waitingListKeys.list(userId),
    queryFn: ({ signal }) => listWaiting(signal),
  });
  const onError = failureToast;
  const onDone = (answer: { message: string }) => {
    toast({ title: answer.message, duration: TOAST_MS.dashboard });
  };
  // An offer held (for the opening, or the number's next day) says so until it is read.
  const onOffered = (answer: { message: string; hold: OfferHold | null }) => {
    toast({ title: answer.message, duration: answer.hold ? 10_000 : TOAST_MS.dashboard });
  };
  const offer = useMutation({
    mutationFn: offerSlot,
    meta: { endpoint: waitingListEndpoints.offer },
    onSuccess: onOffered,
    onError: onError(L.offerFailed),
  });
  const remove = useMutation({
    mutationFn: removeFromWaitingList,
    meta: { endpoint: waitingListEndpoints.remove },
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
  return (
    <div className="grid gap-4 border-t pt-4">
      {slots.length > 0 ? (
        <section aria-labelledby="freed-slots" className="grid gap-2">
          <h3 id="freed-slots" className="text-sm font-semibold text-slate-900">
            {L.freedTitle}
          </h3>
          {/* Whom a slot fits and in what order they hear of it, said once above the slots. */}
          <p className="text-xs text-slate-600">{L.matchesOrder}</p>
          <ul className="grid gap-2">
            {slots.map((s) => (
              <li
                key={s.appointmentId}
                className="grid min-w-0 gap-1 rounded-lg border px-3 py-2 text-sm"
              >
                <span className="font-medium [overflow-wrap:anywhere] text-slate-900 tabular-nums">
                  {L.freedSlot(formatWhen(s.startsAt), s.professional, s.procedure)}
                </span>
                {s.offer ? null : (
                  <span className="text-xs text-slate-600">
                    {s.matches.length > 0
                      ? L.matchesLabel(s.matches.map((m) => m.patientName).join(', '))
                      : L.noMatchesSlot}
                  </span>
                )}
                {s.offer ? (
                  <div>
                    <Badge
                      variant="outline"
                      className="h-auto rounded-md text-left whitespace-normal"
                    >
                      {offerLine(s.offer)}
                    </Badge>
                  </div>
                ) : s.hold?.tooLate ? (
                  <p className="text-xs font-medium text-red-800">{L.slotTooLate(s.hold)}</p>
                ) : s.matches.length > 0 ? (
                  <div>
                    <Button
                      type="button"
                      size="sm"
                      disabled={offer.isPending}
                      onClick={() => offer.mutate(s.appointmentId)}
                    >
                      {L.offerButton(s.willMessage)}
                    </Button>
                  </div>
                ) : null}
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
                  {e.offerHold ? (
                    <span
                      className={`block text-xs font-medium ${e.offerHold.tooLate ? 'text-red-800' : 'text-amber-900'}`}
                    >
                      {L.entryOfferWaits(e.offerHold)}
                    </span>
                  ) : null}
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
