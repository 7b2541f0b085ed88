import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';

import { pushDeviceOwner } from '../device-owner';
import { useRenewPushDevice } from './use-renew-push-device';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/aparelho-1';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

/** A browser whose push permission is granted and that still has its subscription. */
function browserWithSubscription() {
  const subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }) };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission: 'granted' }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => ({
        pushManager: { getSubscription: vi.fn(async () => subscription) },
      })),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useRenewPushDevice', () => {
  it('gives the new session the subscription its own member turned on here', async () => {
    browserWithSubscription();
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    pushDeviceOwner.write('u1');
    const api = fakeApi({
      'POST /dashboard/push/subscriptions': [200, { subscribed: true, privacy: false }],
    });
    renderHook(() => useRenewPushDevice('u1'));
    await waitFor(() => expect(api.calls('POST /dashboard/push/subscriptions')).toBe(1));
    const sent = api.fetchMock.mock.calls[0]?.[1]?.body;
    expect(JSON.parse(String(sent))).toMatchObject({ endpoint: ENDPOINT, keys: KEYS });
  });

  it("leaves another member's subscription alone (a shared computer)", async () => {
    browserWithSubscription();
    pushDeviceOwner.write('u2');
    const api = fakeApi({
      'POST /dashboard/push/subscriptions': [200, { subscribed: true, privacy: false }],
    });
    renderHook(() => useRenewPushDevice('u1'));
    // The hook decides at once: no owner match, no lookup of the subscription at all.
    expect(navigator.serviceWorker.getRegistration).not.toHaveBeenCalled();
    expect(api.calls('POST /dashboard/push/subscriptions')).toBe(0);
  });
});
