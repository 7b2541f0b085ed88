import { MSG } from '@conecta/contract';
import { WifiOff } from 'lucide-react';

import { useMinute } from '@/lib/use-minute';

import { outageTime } from '../outage-time';

/**
 * The red line over the board while the clinic's number is down: since when, in the member's
 * zone, and 'reconectar', which tries to restore the session and only then shows the QR code
 * (issue 53: the only way the QR dialog opens during an outage). It stays while the number is
 * down (a dialog the receptionist closed no longer hides it) and goes when it links again.
 */
export function OutageBanner({
  since,
  timeZone,
  onReconnect,
}: {
  since: string;
  timeZone: string;
  onReconnect: () => void;
}) {
  const now = useMinute();
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      <span>{MSG.outageBanner.since(outageTime(since, now, timeZone))}</span>
      <span aria-hidden>—</span>
      <button
        type="button"
        onClick={onReconnect}
        className="rounded-sm font-semibold underline underline-offset-2 hover:text-red-100 focus-visible:outline-2 focus-visible:outline-white"
      >
        {MSG.outageBanner.reconnect}
      </button>
    </div>
  );
}
