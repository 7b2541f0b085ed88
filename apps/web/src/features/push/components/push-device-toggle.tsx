import { MSG, TOAST_MS } from '@conecta/contract';
import { BellRing, BellOff } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useNotificationPrefs } from '@/features/notifications';

import { usePushDevice } from '../hooks/use-push-device';

const P = MSG.push;

/**
 * Web Push on this device: its state (unsupported browser, blocked, on, off) and the button that
 * changes it. The device's privacy mode (the notifications' checkbox) goes to the server with it.
 */
export function PushDeviceToggle() {
  const { privacy } = useNotificationPrefs();
  const { state, busy, turnOn, turnOff } = usePushDevice(privacy);

  if (state === 'unsupported' || state === 'denied') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {state === 'unsupported' ? P.unsupported : P.denied}
      </p>
    );
  }

  const on = state === 'on';
  const toggle = async () => {
    try {
      if (on) {
        await turnOff();
        toast({ title: P.turnedOff, duration: TOAST_MS.dashboard });
      } else if (await turnOn()) {
        toast({ title: P.turnedOn, duration: TOAST_MS.dashboard });
      }
    } catch {
      toast({ variant: 'destructive', title: P.failed, duration: TOAST_MS.dashboard });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <span role="status" className="text-sm font-medium">
        {state === 'checking' ? P.working : on ? P.on : P.off}
      </span>
      <Button
        type="button"
        variant={on ? 'outline' : 'default'}
        className="w-full sm:w-auto"
        disabled={busy || state === 'checking'}
        onClick={() => void toggle()}
      >
        {on ? <BellOff aria-hidden /> : <BellRing aria-hidden />}
        {busy ? P.working : on ? P.turnOff : P.turnOn}
      </Button>
    </div>
  );
}
