import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoute } from '@/test/render-route';
import { sessionUser } from '@/test/session-fixture';

const ADMIN = sessionUser({
  id: '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11',
  name: 'Dra. Helena',
  email: 'admin@clinica.com',
  role: 'ADMIN',
});
const DENIED = 'Acesso negado: Área restrita apenas para ADMINISTRADORES!';
const INSTANCE = {
  id: 'i1',
  userId: ADMIN.id,
  userName: ADMIN.name,
  userEmail: ADMIN.email,
  status: 'ACTIVE',
  adminStatus: 'ACTIVE',
  clientToken: '••••abcd',
  seuToken: '••••1234',
  suaInstancia: 'INST-ADMIN-1',
  connectedPhone: '5511999990000',
  expiraEm: '2026-12-31T23:59:59.000Z',
  criadoEm: '2026-03-05T15:00:00.000Z',
  totalChats: 12,
};
const listAnswer = {
  success: true,
  instances: [INSTANCE],
  total: 1,
  message: '1 instância carregada',
};

function signIn(role: string) {
  localStorage.setItem(STORAGE_KEYS.token, fakeJwt(Math.floor(Date.now() / 1000) + 7200));
  localStorage.setItem(STORAGE_KEYS.userId, ADMIN.id);
  localStorage.setItem(STORAGE_KEYS.userName, ADMIN.name);
  localStorage.setItem(STORAGE_KEYS.userEmail, ADMIN.email);
  localStorage.setItem(STORAGE_KEYS.userRole, role);
}

function dashboardAnswer(role: string) {
  return [200, { success: true, user: { ...ADMIN, role }, demoMode: true }] as [number, unknown];
}

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AdminPage', () => {
  it('without a token goes to / (and so to /login)', async () => {
    fakeApi({});
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a stored USER role is sent to /dashboard with the denial, before any admin call', async () => {
    signIn('USER');
    const { calls } = fakeApi({ 'GET /dashboard': dashboardAnswer('USER') });
    const { router } = renderRoute('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.state).toEqual({ notice: DENIED });
    expect(await screen.findAllByText('Acesso Negado')).not.toHaveLength(0);
    expect(
      screen.getAllByText(
        'Você não tem permissão para acessar esta área. Apenas administradores têm acesso.',
      ),
    ).not.toHaveLength(0);
    expect(calls('GET /api/dev/webinstances')).toBe(0);
  });

  it('a stored ADMIN whom the server calls USER is denied too', async () => {
    signIn('ADMIN');
    const { calls } = fakeApi({ 'GET /dashboard': dashboardAnswer('USER') });
    const { router } = renderRoute('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('USER');
    expect(calls('GET /api/dev/webinstances')).toBe(0);
  });

  it('a 401 while checking ends the session', async () => {
    signIn('ADMIN');
    fakeApi({ 'GET /dashboard': [401, { success: false, message: 'x', code: 'UNAUTHORIZED' }] });
    const { router } = renderRoute('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(
      await screen.findAllByText('Erro ao verificar permissões. Faça login novamente.'),
    ).not.toHaveLength(0);
  });

  it('another failure while checking offers another try', async () => {
    signIn('ADMIN');
    fakeApi({
      'GET /dashboard': (n) => (n === 1 ? 'network' : dashboardAnswer('ADMIN')),
      'GET /api/dev/webinstances': [200, listAnswer],
    });
    renderRoute('/admin');

    expect(await screen.findByText('Tente novamente.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { name: 'Administração de Instâncias' }),
    ).toBeTruthy();
  });

  it('shows the instances of an ADMIN and announces how many loaded', async () => {
    signIn('ADMIN');
    fakeApi({
      'GET /dashboard': dashboardAnswer('ADMIN'),
      'GET /api/dev/webinstances': [200, listAnswer],
    });
    renderRoute('/admin');

    const table = await screen.findByRole('table', { name: 'Instâncias do WhatsApp' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('admin@clinica.com')).toBeTruthy();
    expect(within(row).getByText('+55 (11) 99999-0000')).toBeTruthy();
    expect(within(row).getByText('INST-ADMIN-1')).toBeTruthy();
    expect(within(row).getByText('05/03/2026')).toBeTruthy();
    expect(within(row).getByText('Ativa')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Editar instância de Dra. Helena' }),
    ).toBeTruthy();
    expect(await screen.findAllByText('1 instância carregada')).not.toHaveLength(0);
  });

  it('a 403 "acesso negado" from the list leaves for /dashboard', async () => {
    signIn('ADMIN');
    fakeApi({
      'GET /dashboard': dashboardAnswer('ADMIN'),
      'GET /api/dev/webinstances': [403, { success: false, message: DENIED, code: 'FORBIDDEN' }],
    });
    const { router } = renderRoute('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findAllByText('Acesso Negado')).not.toHaveLength(0);
  });

  it('asks before deleting and removes the row', async () => {
    signIn('ADMIN');
    const { calls } = fakeApi({
      'GET /dashboard': dashboardAnswer('ADMIN'),
      // The server's list after the delete, which the contract's rule asks for again.
      'GET /api/dev/webinstances': (n) =>
        n === 1 ? [200, listAnswer] : [200, { ...listAnswer, instances: [], total: 0 }],
      'DELETE /api/dev/webinstances/i1': [
        200,
        { success: true, message: 'Instância deletada com sucesso!' },
      ],
    });
    renderRoute('/admin');

    const table = await screen.findByRole('table', { name: 'Instâncias do WhatsApp' });
    fireEvent.click(
      within(table).getByRole('button', { name: 'Deletar instância de Dra. Helena' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Deletar instância' });
    expect(
      within(confirm).getByText('Tem certeza que deseja deletar esta instância?'),
    ).toBeTruthy();
    expect(calls('DELETE /api/dev/webinstances/i1')).toBe(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Deletar' }));

    expect(await screen.findAllByText('Instância deletada com sucesso!')).not.toHaveLength(0);
    expect(await screen.findByText('Nenhuma instância cadastrada')).toBeTruthy();
  });

  it('lists confirmed accounts waiting for an instance and gives one the chosen instance', async () => {
    // jsdom lays nothing out and has no scrollIntoView, which the Radix list calls when it opens.
    Element.prototype.scrollIntoView = vi.fn();
    signIn('ADMIN');
    const CLARA = { id: 'u-clara', name: 'Clara Nunes', email: 'clara@clinica.com' };
    const users = (claraHas: boolean) =>
      [
        200,
        {
          success: true,
          users: [
            { ...ADMIN, hasInstance: !claraHas, confirmed: true },
            { ...CLARA, hasInstance: claraHas, confirmed: true },
            {
              id: 'u-novo',
              name: 'Sem Confirmar',
              email: 'novo@clinica.com',
              hasInstance: false,
              confirmed: false,
            },
          ],
        },
      ] as [number, unknown];
    const CLARAS = { ...INSTANCE, userId: CLARA.id, userName: CLARA.name, userEmail: CLARA.email };
    const { fetchMock, calls } = fakeApi({
      'GET /dashboard': dashboardAnswer('ADMIN'),
      'GET /api/dev/webinstances': (n) =>
        n === 1 ? [200, listAnswer] : [200, { ...listAnswer, instances: [CLARAS] }],
      'GET /api/dev/users': (n) => users(n > 1),
      'PUT /api/dev/webinstances/i1': [
        200,
        {
          success: true,
          message: 'Instância atualizada com sucesso!',
          instance: CLARAS,
        },
      ],
    });
    renderRoute('/admin');

    const waiting = await screen.findByRole('region', { name: 'Contas aguardando instância' });
    // Only the confirmed account without one: not the admin, not the unconfirmed e-mail.
    expect(within(waiting).getByText('clara@clinica.com')).toBeTruthy();
    expect(within(waiting).getByText('1 conta')).toBeTruthy();
    expect(within(waiting).queryByText('novo@clinica.com')).toBeNull();
    expect(within(waiting).queryByText(ADMIN.email)).toBeNull();

    fireEvent.click(
      within(waiting).getByRole('button', { name: 'Atribuir instância a Clara Nunes' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Atribuir instância' });
    expect(
      within(dialog).getByText(
        'Clara Nunes (clara@clinica.com) passa a usar a instância escolhida e conecta o WhatsApp da clínica pelo QR Code.',
      ),
    ).toBeTruthy();
    // Nothing chosen: a pt-BR error and no call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    expect(within(dialog).getByText('Selecione uma instância.')).toBeTruthy();
    expect(calls('PUT /api/dev/webinstances/i1')).toBe(0);

    const trigger = within(dialog).getByRole('combobox', { name: 'Instância' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'INST-ADMIN-1 · Dra. Helena' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atribuir' }));

    expect(await screen.findAllByText('Instância atribuída a Clara Nunes')).not.toHaveLength(0);
    const body = JSON.parse(
      String(fetchMock.mock.calls.find((c) => c[1]?.method === 'PUT')?.[1]?.body),
    );
    expect(body).toEqual({ userId: CLARA.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list asks again and Clara no longer waits; the table shows her as the owner.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Contas aguardando instância' })).toBeNull(),
    );
    const table = screen.getByRole('table', { name: 'Instâncias do WhatsApp' });
    expect(within(table).getByText('clara@clinica.com')).toBeTruthy();
  });
});
