import { MSG } from '@conecta/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoute, stubFetch } from '@/test/render-route';
import { sessionUser } from '@/test/session-fixture';

const USER = sessionUser({ id: '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11', name: 'Ana Souza' });

function toastRegion() {
  return screen.getByRole('region', { name: /Notificações/ });
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha', { selector: 'input' }), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: MSG.login.title }));
}

afterEach(() => {
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('warns about empty fields and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/login');

    fireEvent.click(screen.getByRole('button', { name: 'Entrar no Sistema' }));

    const region = toastRegion();
    expect(await within(region).findByText('Campos obrigatórios')).toBeTruthy();
    expect(within(region).getByText('Por favor, preencha todos os campos.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an unknown user and returns to idle', async () => {
    const body = { success: false, message: 'x', code: 'USER_NOT_FOUND' };
    vi.stubGlobal('fetch', vi.fn(stubFetch({ 'POST /auth/login': [404, body] })));
    renderRoute('/login');

    fillAndSubmit('ana@clinica.com', 'segura123');

    expect(await within(toastRegion()).findByText('Usuário não cadastrado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar no Sistema' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    // The e-mail field says so too, until the e-mail changes.
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Nenhuma conta cadastrada com este e-mail.',
    );
    expect(document.activeElement).toBe(email);
    expect(
      screen.getByLabelText('Senha', { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBeNull();
    fireEvent.change(email, { target: { value: 'bia@clinica.com' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Nenhuma conta cadastrada com este e-mail.')).toBeNull();
  });

  it('a wrong password is said by the toast and under the password field', async () => {
    const body = { success: false, message: 'Senha incorreta', code: 'WRONG_PASSWORD' };
    vi.stubGlobal('fetch', vi.fn(stubFetch({ 'POST /auth/login': [401, body] })));
    renderRoute('/login');

    fillAndSubmit('ana@clinica.com', 'errada123');

    expect(await within(toastRegion()).findByText('Senha incorreta')).toBeTruthy();
    const password = screen.getByLabelText('Senha', { selector: 'input' });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A senha informada está errada.',
    );
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    // Typing the password again clears the mark.
    fireEvent.change(password, { target: { value: 'segura123' } });
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('signs in in two steps, stores the session and opens the dashboard', async () => {
    const token = fakeJwt(Math.floor(Date.now() / 1000) + 3600);
    const dashboard = { success: true, user: USER, demoMode: false };
    const fetchMock = vi.fn(
      stubFetch({
        'POST /auth/login': [200, { success: true, id: USER.id, name: USER.name, token }],
        'GET /dashboard': [200, dashboard],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute('/login');

    fillAndSubmit('Ana@Clinica.com', 'segura123');

    expect(await within(toastRegion()).findByText('Bem-vindo de volta, Ana Souza!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER.id);
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe(USER.name);
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe(USER.email);
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('USER');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.dashboardData) ?? '')).toEqual(dashboard);
    expect(await screen.findByRole('button', { name: 'Conectar Agora' })).toBeTruthy();

    const loginCall = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(loginCall[1].body))).toEqual({
      email: 'ana@clinica.com',
      password: 'segura123',
    });
    const dashboardCall = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(dashboardCall[0]).toBe(`/dashboard?userId=${USER.id}`);
    expect((dashboardCall[1].headers as Record<string, string>).Authorization).toBe(
      `Bearer ${token}`,
    );
  });

  it('tells someone removed from a team, once, in place of an error', async () => {
    const token = fakeJwt(Math.floor(Date.now() / 1000) + 3600);
    const reason =
      'Nenhuma instância do WhatsApp configurada para sua conta. Fale com o administrador.';
    const session = { success: true, id: USER.id, name: USER.name, token };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          'POST /auth/login': [200, { ...session, leftTeam: 'Clínica Sorriso' }],
          'GET /dashboard': [200, { success: true, user: USER, demoMode: false }],
          'GET /dashboard/zapi/status': [
            200,
            { success: true, connected: false, message: reason, instanceStatus: 'NONE' },
          ],
          'GET /dashboard/zapi/qr-code': [
            200,
            { success: false, connected: false, qrCode: null, message: reason },
          ],
        }),
      ),
    );
    const { router } = renderRoute('/login');

    fillAndSubmit('ana@clinica.com', 'segura123');

    const text = await screen.findByText(
      /^Você não faz mais parte da equipe de Clínica Sorriso\. Sua conta continua ativa/,
    );
    const notice = text.closest<HTMLElement>('[role="status"]')!;
    expect(notice).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('region', { name: 'O que fazer agora' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByText('Erro na Conexão')).toBeNull();

    // Closed, it is gone: the history entry no longer carries it.
    fireEvent.click(within(notice).getByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(screen.queryByText(/não faz mais parte da equipe/)).toBeNull());
    expect(router.state.location.state).toBeNull();
  });
});
