import { type ClinicNumber, MSG } from '@conecta/contract';
import { useState } from 'react';

import { numberName, useClinicNumbers } from '@/features/clinic-numbers';

import { useOutageState } from '../hooks/use-outage-state';
import { gapHasNews } from './outage-notices';
import { OutageGapPanel } from './outage-gap-panel';

/** Per number: the main number's key (outage-notices.tsx) is left as it was. */
const dismissedKey = (numberId: string) => `cc-outage-gap-dismissed:${numberId}`;

function readDismissed(numberId: string): string | null {
  try {
    return window.localStorage.getItem(dismissedKey(numberId));
  } catch {
    return null;
  }
}

/**
 * After one of the clinic's other numbers comes back (issue 48): its own 'Enquanto esteve
 * desconectado', named after it, on the main number's terms (24 h, only with news, closed for
 * good per outage). Nothing for a clinic with one number.
 */
export function OtherNumbersGaps({ userId, timeZone }: { userId: string; timeZone: string }) {
  const others = useClinicNumbers().filter((n) => !n.main);
  return (
    <>
      {others.map((n) => (
        <NumberGap key={n.id} number={n} userId={userId} timeZone={timeZone} />
      ))}
    </>
  );
}

function NumberGap({
  number,
  userId,
  timeZone,
}: {
  number: ClinicNumber;
  userId: string;
  timeZone: string;
}) {
  const state = useOutageState(userId, number.id);
  const [dismissed, setDismissed] = useState(() => readDismissed(number.id));
  const gap = state.data?.lastOutage;
  if (!state.data || state.data.disconnectedSince) return null;
  if (!gap || gap.id === dismissed || !gapHasNews(gap)) return null;
  return (
    <OutageGapPanel
      gap={gap}
      timeZone={timeZone}
      title={MSG.outageGap.titleOf(numberName(number))}
      onDismiss={() => {
        setDismissed(gap.id);
        try {
          window.localStorage.setItem(dismissedKey(number.id), gap.id);
        } catch {
          // Private mode: closed for this page only.
        }
      }}
    />
  );
}
