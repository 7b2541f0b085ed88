import { useEffect } from 'react';

import { notificationsPrefs } from '@/features/notifications';

import { savePushSubscription } from '../api/push-api';
import { deviceLabel } from '../device-label';
import { pushDeviceOwner } from '../device-owner';
import { pushAvailability, subscriptionKeys } from '../push-support';

/**
 * On the board, signed in: a browser that still has the push subscription its member turned on
 * gives it to this session (the last one's ended, and took the server's copy with it). Only for
 * the member who turned it on; best effort, silent.
 */
export function useRenewPushDevice(userId: string) {
  useEffect(() => {
    if (pushAvailability() !== 'granted' || pushDeviceOwner.read() !== userId) return;
    void (async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const sub = await registration?.pushManager.getSubscription();
      const keys = sub ? subscriptionKeys(sub) : null;
      if (!sub || !keys) return;
      await savePushSubscription({
        endpoint: sub.endpoint,
        keys,
        label: deviceLabel(navigator.userAgent),
        privacy: notificationsPrefs.read().privacy,
      });
    })().catch(() => {});
  }, [userId]);
}
