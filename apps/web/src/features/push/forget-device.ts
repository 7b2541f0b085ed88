import { removePushSubscription } from './api/push-api';
import { pushDeviceOwner } from './device-owner';
import { pushAvailability } from './push-support';

const WAIT_MS = 2000;

/**
 * Signing out ends this device's pushes: the next person at a shared reception computer does not
 * get the previous member's notices. Best effort, and never more than 2 s of the sign-out.
 */
export async function forgetPushDevice(): Promise<void> {
  pushDeviceOwner.write(null);
  if (pushAvailability() !== 'granted') return;
  const work = (async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const sub = await registration?.pushManager.getSubscription();
    if (!sub) return;
    await removePushSubscription(sub.endpoint).catch(() => {});
    await sub.unsubscribe();
  })().catch(() => {});
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
