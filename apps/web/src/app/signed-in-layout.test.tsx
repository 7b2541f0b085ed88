import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoute, stubFetch } from '@/test/render-route';
import { sessionUser } from '@/test/session-fixture';

const USER = sessionUser({ id: '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11', name: 'Ana Souza' });

afterEach(() => {
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('SignedInLayout', () => {
  it('sends a visit without a session to / (and so to /login)', async () => {
    localStorage.setItem(STORAGE_KEYS.userName, 'resto');
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBeNull();
  });

  it('clears the session when the dashboard call fails', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt(Math.floor(Date.now() / 1000) + 7200));
    localStorage.setItem(STORAGE_KEYS.userId, 'u1');
    const body = { success: false, message: 'x', code: 'UNAUTHORIZED' };
    vi.stubGlobal('fetch', vi.fn(stubFetch({ 'GET /dashboard': [401, body] })));

    const { router } = renderRoute('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await screen.findAllByText('Token inválido')).not.toHaveLength(0);
  });

  it('refreshes a token that expires in under 30 minutes', async () => {
    const soon = fakeJwt(Math.floor(Date.now() / 1000) + 10 * 60);
    const fresh = fakeJwt(Math.floor(Date.now() / 1000) + 7200);
    localStorage.setItem(STORAGE_KEYS.token, soon);
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          'GET /dashboard': [200, { success: true, user: USER, demoMode: false }],
          'POST /auth/refresh': [200, { success: true, token: fresh }],
        }),
      ),
    );

    renderRoute('/dashboard');

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh));
  });

  it('ends a session idle for 4 hours', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt(Math.floor(Date.now() / 1000) + 7200));
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now() - 4 * 60 * 60 * 1000));
    const dashboard = { success: true, user: USER, demoMode: false };
    vi.stubGlobal('fetch', vi.fn(stubFetch({ 'GET /dashboard': [200, dashboard] })));

    const { router } = renderRoute('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await screen.findAllByText('Sessão expirada')).not.toHaveLength(0);
  });
});
