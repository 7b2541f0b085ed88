import { MSG, TOAST_MS } from '@conecta/contract';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';

import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

import {
  notificationPermission,
  notificationsPrefs,
  useNotificationPrefs,
  type PermissionState,
} from '../notifications-prefs';

const N = MSG.notifications;

async function askPermission(): Promise<PermissionState> {
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationPermission();
  }
}

/**
 * Turns browser notifications of new messages on (asking the browser's permission the first
 * time) and off. Disabled, with the reason, when the browser has none or blocked them.
 */
export function NotificationPermissionButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const prefs = useNotificationPrefs();
  const [permission, setPermission] = useState(notificationPermission);
  const [asking, setAsking] = useState(false);
  const on = prefs.enabled && permission === 'granted';
  const unavailable = permission === 'unsupported' || permission === 'denied';

  const toggle = async () => {
    if (on) {
      notificationsPrefs.write({ enabled: false });
      toast({ title: N.disabledTitle, duration: TOAST_MS.dashboard });
      return;
    }
    setAsking(true);
    const answer = permission === 'granted' ? permission : await askPermission();
    setAsking(false);
    setPermission(answer);
    if (answer === 'granted') {
      notificationsPrefs.write({ enabled: true });
      toast({
        title: N.enabledTitle,
        description: N.enabledDescription,
        duration: TOAST_MS.dashboard,
      });
    } else if (answer === 'denied') {
      toast({
        variant: 'destructive',
        title: N.blocked,
        description: N.blockedDescription,
        duration: TOAST_MS.dashboard,
      });
    }
  };

  const label = unavailable
    ? permission === 'denied'
      ? N.blocked
      : N.unsupported
    : on
      ? N.disable
      : N.enable;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={on}
      disabled={unavailable || asking}
      onClick={() => void toggle()}
      {...props}
    >
      {on ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
      {label}
    </Button>
  );
}
