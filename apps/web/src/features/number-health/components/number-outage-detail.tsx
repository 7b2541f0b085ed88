import { type ClinicNumber, MSG } from '@conecta/contract';
import { useState } from 'react';

import { numberName } from '@/features/clinic-numbers';
import { useMinute } from '@/lib/use-minute';

import { useOutageState } from '../hooks/use-outage-state';
import { outageTime } from '../outage-time';
import { OutageGapPanel } from './outage-gap-panel';

const N = MSG.clinicNumbers;

/**
 * One of the clinic's other numbers while it is down (issue 48), under the line over the board
 * that names it: since when, and 'Quem escreveu', which opens that number's 'Enquanto esteve
 * desconectado' with the patients who wrote so far. Nothing until its state is read.
 */
export function NumberOutageDetail({
  number,
  userId,
  timeZone,
}: {
  number: ClinicNumber;
  userId: string;
  timeZone: string;
}) {
  const state = useOutageState(userId, number.id);
  const now = useMinute();
  const [open, setOpen] = useState(false);
  const since = state.data?.disconnectedSince;
  if (!since) return null;
  const name = numberName(number);
  const gap = state.data?.currentOutage;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{N.downSince(name, outageTime(since, now, timeZone))}</span>
      {gap ? (
        <>
          <span aria-hidden>·</span>
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="rounded-sm font-semibold underline underline-offset-2 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-amber-600"
          >
            {open ? N.hideGap : N.showGap}
          </button>
        </>
      ) : null}
      {open && gap ? (
        <OutageGapPanel
          gap={gap}
          timeZone={timeZone}
          title={MSG.outageGap.titleOf(name)}
          onDismiss={() => setOpen(false)}
          className="mt-1 mb-1 min-w-0 basis-full bg-white p-3 font-normal"
        />
      ) : null}
    </div>
  );
}
