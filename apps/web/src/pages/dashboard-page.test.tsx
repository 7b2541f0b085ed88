import { MSG } from '@conecta/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoute, stubFetch } from '@/test/render-route';

const USER = {
  id: '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11',
  name: 'Bruno Lima',
  email: 'bruno@clinica.com',
  role: 'ADMIN',
  confirmed: true,
  timeZone: 'America/Sao_Paulo',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, fakeJwt(Math.floor(Date.now() / 1000) + 7200));
  localStorage.setItem(STORAGE_KEYS.userId, USER.id);
  const dashboard = { success: true, user: USER, demoMode: false };
  const fetchMock = vi.fn(
    stubFetch({
      'GET /dashboard': [200, dashboard],
      'POST /auth/logout': [500, { success: false, message: 'x', code: 'INTERNAL' }],
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('shows the product, the user and the connect card; placeholders say "soon"', async () => {
    signIn();
    renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Conecta Clínica' })).toBeTruthy();
    expect(screen.getByText(USER.name)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Conecte seu WhatsApp Business' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administração' }).getAttribute('href')).toBe('/admin');

    fireEvent.click(screen.getByRole('button', { name: 'Gerenciar Etiquetas' }));
    const region = screen.getByRole('region', { name: /Notificações/ });
    expect(await within(region).findByText(MSG.dashboard.comingSoon)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).not.toBeNull();
  });

  it('opens the phone drawer with the same menu', async () => {
    signIn();
    renderRoute('/dashboard');

    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    expect(within(drawer).getByRole('button', { name: 'Rotinas Automáticas' })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Sair ends the session even when the server call fails', async () => {
    const fetchMock = signIn();
    const { router } = renderRoute('/dashboard');

    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.dashboardData)).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/logout');
    expect(logoutCall).toBeTruthy();
  });
});
