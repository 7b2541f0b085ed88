import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { clearToasts } from '@/components/ui/use-toast';

import { notificationsPrefs } from '../notifications-prefs';
import { NotificationPermissionButton } from './notification-permission-button';
import { NotificationPrivacyToggle } from './notification-privacy-toggle';

function stubNotification(permission: NotificationPermission, answer = permission) {
  const fake = {
    permission,
    requestPermission: vi.fn(async () => {
      fake.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', fake);
  return fake.requestPermission;
}

const renderControls = () =>
  render(
    <AppProviders>
      <NotificationPermissionButton />
      <NotificationPrivacyToggle />
    </AppProviders>,
  );

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NotificationPermissionButton', () => {
  it('asks the browser, then stores the choice in notificationPrefs', async () => {
    const ask = stubNotification('default', 'granted');
    renderControls();
    const privacy = screen.getByRole('checkbox', { name: /Ocultar o conteúdo/ });
    expect(privacy).toHaveProperty('disabled', true);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Ativar notificações' })),
    );
    expect(ask).toHaveBeenCalledTimes(1);
    expect(notificationsPrefs.read()).toEqual({ enabled: true, privacy: false });
    expect(JSON.parse(localStorage.getItem('notificationPrefs') ?? '{}')).toEqual({
      enabled: true,
      privacy: false,
    });

    fireEvent.click(privacy);
    expect(notificationsPrefs.read().privacy).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Desativar notificações' }));
    expect(notificationsPrefs.read().enabled).toBe(false);
  });

  it('explains a refusal and is disabled when blocked or missing', async () => {
    stubNotification('default', 'denied');
    const { unmount } = renderControls();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Ativar notificações' })),
    );
    expect(notificationsPrefs.read().enabled).toBe(false);
    expect(
      screen.getByRole('button', { name: 'Notificações bloqueadas no navegador' }),
    ).toHaveProperty('disabled', true);
    unmount();
    vi.unstubAllGlobals();
    renderControls();
    expect(
      screen.getByRole('button', { name: 'Este navegador não mostra notificações' }),
    ).toHaveProperty('disabled', true);
  });
});
