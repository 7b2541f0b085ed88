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
 * What the board shows of the number's connection: the red banner while it is down, then, once
 * it is back, 'Enquanto esteve desconectado' until closed (remembered per outage in this
 * browser). Nothing while the state is loading or could not be read: the connection flow's own
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
  if (!gap || gap.id === dismissed) return null;
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
