import { useState } from 'react';

import { useOutageState } from '../hooks/use-outage-state';
import { OutageBanner } from './outage-banner';
import { OutageGapPanel } from './outage-gap-panel';

const DISMISSED_KEY = 'cc-outage-gap-dismissed';

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * Issue 53: the panel is there for what the outage left to do, the patients who wrote and the
 * automatic messages that waited. A drop that left neither (a minute, nobody writing) shows
 * nothing: the banner going away already said the number is back.
 */
export function gapHasNews(gap: { patients: unknown[]; heldSends: number }): boolean {
  return gap.patients.length > 0 || gap.heldSends > 0;
}

/**
 * What the board shows of the number's connection: the red banner while it is down, then, once
 * it is back, 'Enquanto esteve desconectado' until closed (remembered per outage in this
 * browser), for 24 h, and only when someone wrote or an automatic message waited. Nothing while the state is loading or could not be read: the connection flow's own
 * screens still say what they say.
 */
export function OutageNotices({
  userId,
  timeZone,
  onReconnect,
}: {
  userId: string;
  timeZone: string;
  onReconnect: () => void;
}) {
  const state = useOutageState(userId);
  const [dismissed, setDismissed] = useState(readDismissed);
  const data = state.data;
  if (!data) return null;
  if (data.disconnectedSince)
    return (
      <OutageBanner since={data.disconnectedSince} timeZone={timeZone} onReconnect={onReconnect} />
    );
  const gap = data.lastOutage;
  if (!gap || gap.id === dismissed || !gapHasNews(gap)) return null;
  return (
    <OutageGapPanel
      gap={gap}
      timeZone={timeZone}
      onDismiss={() => {
        setDismissed(gap.id);
        try {
          window.localStorage.setItem(DISMISSED_KEY, gap.id);
        } catch {
          // Private mode: closed for this page only.
        }
      }}
    />
  );
}
