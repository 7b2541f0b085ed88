import { MSG } from '@conecta/contract';
import { RefreshCw, WifiOff } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type NotificationStreamAlertProps = {
  /** Trying again right now (after "Tentar novamente"). */
  busy: boolean;
  onRetry: () => void;
};

/**
 * Shown while the notification stream is down (after its tries ran out), so the person knows the
 * board is not updating by itself, with a way to try again. At the bottom on small screens, in
 * the middle of the top bar on wide ones (clear of the side menu's 'Sair' and of the toasts).
 */
export function NotificationStreamAlert({ busy, onRetry }: NotificationStreamAlertProps) {
  return (
    <div
      role="status"
      data-testid="notification-stream-alert"
      className="fixed bottom-4 left-1/2 z-40 lg:top-3 lg:bottom-auto flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-3 rounded-xl border border-red-200 bg-red-50 py-1.5 pr-1.5 pl-3 sm:pl-4 text-sm text-red-900 shadow-lg"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-red-600" />
      <span className="min-w-0 font-medium">{MSG.notifications.streamFailed}</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        // On a phone the button is only its icon, so the message fits on two lines.
        className="shrink-0 border-red-200 max-sm:size-9 max-sm:px-0"
        onClick={onRetry}
        disabled={busy}
      >
        {busy ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        <span className="sr-only sm:not-sr-only">
          {busy ? MSG.notifications.reconnecting : MSG.notifications.retry}
        </span>
      </Button>
    </div>
  );
}
