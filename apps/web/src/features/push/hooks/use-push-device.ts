import { useEffect, useState } from 'react';

import { registerServiceWorker } from '@/features/pwa';
import { readSession } from '@/lib/session-store';

import { getPushPublicKey, removePushSubscription, savePushSubscription } from '../api/push-api';
import { deviceLabel } from '../device-label';
import { pushDeviceOwner } from '../device-owner';
import { keyBytes, pushAvailability, subscriptionKeys } from '../push-support';

/** The four states 'Configurações' shows, and 'checking' while the browser is asked. */
export type PushDeviceState = 'checking' | 'unsupported' | 'denied' | 'on' | 'off';

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

async function send(sub: PushSubscription, privacy: boolean) {
  const keys = subscriptionKeys(sub);
  if (!keys) throw new Error('subscription without keys');
  await savePushSubscription({
    endpoint: sub.endpoint,
    keys,
    label: deviceLabel(navigator.userAgent),
    privacy,
  });
  // The board gives it to this member's next sessions by itself (use-renew-push-device.ts).
  pushDeviceOwner.write(readSession()?.userId ?? null);
}

/**
 * Web Push on this device. On: asks the permission, subscribes the browser with the server's
 * VAPID key and gives the server the subscription (with the device's privacy mode). Off:
 * unsubscribes the browser and removes it on the server. A subscription the browser already has
 * is sent again on each visit, so the server holds it even after a 410 or a new login here (the
 * server's copy belongs to one session and ends with it).
 */
export function usePushDevice(privacy: boolean) {
  const [state, setState] = useState<PushDeviceState>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const available = pushAvailability();
      if (available === 'unsupported' || available === 'denied') {
        if (!cancelled) setState(available);
        return;
      }
      const sub = available === 'granted' ? await currentSubscription().catch(() => null) : null;
      if (sub) await send(sub, privacy).catch(() => {});
      if (!cancelled) setState(sub ? 'on' : 'off');
    })();
    return () => {
      cancelled = true;
    };
    // The privacy mode travels with the subscription: a change is sent again.
  }, [privacy]);

  const turnOn = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return false;
      }
      const registration = await registerServiceWorker();
      if (!registration) {
        setState('unsupported');
        return false;
      }
      await navigator.serviceWorker.ready;
      const { publicKey } = await getPushPublicKey();
      const sub =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      await send(sub, privacy);
      setState('on');
      return true;
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const sub = await currentSubscription();
      if (sub) {
        await removePushSubscription(sub.endpoint);
        await sub.unsubscribe();
      }
      pushDeviceOwner.write(null);
      setState('off');
    } finally {
      setBusy(false);
    }
  };

  return { state, busy, turnOn, turnOff };
}
