import { MSG } from '@conecta/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi } from '@/test/fake-api';

import { PushDeviceToggle } from './push-device-toggle';

const P = MSG.push;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/aparelho-1';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

/** A browser with Web Push: a service worker container, PushManager and Notification. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      expect(options.userVisibleOnly).toBe(true);
      current = subscription;
      return subscription;
    }),
  };
  const registration = {
    pushManager,
    waiting: null,
    addEventListener: vi.fn(),
    update: vi.fn(async () => {}),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(async () => answer),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      controller: null,
      addEventListener: vi.fn(),
    },
  });
  return { subscription, pushManager };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PushDeviceToggle', () => {
  it('says the browser cannot receive pushes when it has no service worker or PushManager', async () => {
    render(<PushDeviceToggle />);
    expect(await screen.findByText(P.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says how to unblock when the notifications are blocked', async () => {
    browserWithPush('denied', 'denied');
    render(<PushDeviceToggle />);
    expect(await screen.findByText(P.denied)).toBeTruthy();
  });

  it('turns pushes on (permission, subscription, the server told) and off again', async () => {
    const { subscription, pushManager } = browserWithPush('default', 'granted');
    localStorage.setItem('notificationPrefs', JSON.stringify({ enabled: true, privacy: true }));
    const api = fakeApi({
      'GET /dashboard/push/public-key': [200, { publicKey: `B${'A'.repeat(86)}` }],
      'POST /dashboard/push/subscriptions': [200, { subscribed: true, privacy: true }],
      'POST /dashboard/push/subscriptions/remove': [200, { subscribed: false, privacy: false }],
    });
    render(<PushDeviceToggle />);
    expect(await screen.findByText(P.off)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: P.turnOn }));
    expect(await screen.findByText(P.on)).toBeTruthy();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    const sent = api.fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/subscriptions'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      endpoint: ENDPOINT,
      keys: KEYS,
      label: expect.any(String),
      // The device's privacy mode travels with its subscription.
      privacy: true,
    });

    fireEvent.click(screen.getByRole('button', { name: P.turnOff }));
    expect(await screen.findByText(P.off)).toBeTruthy();
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledOnce());
    expect(api.calls('POST /dashboard/push/subscriptions/remove')).toBe(1);
  });
});
