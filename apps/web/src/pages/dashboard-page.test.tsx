import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoute } from '@/test/render-route';
import { sessionUser } from '@/test/session-fixture';

const USER = sessionUser({
  id: '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11',
  name: 'Bruno Lima',
  email: 'bruno@clinica.com',
  role: 'ADMIN',
});
const REASON =
  'Nenhuma instância do WhatsApp configurada para sua conta. Fale com o administrador.';
const ONLINE = { success: true, connected: true, instanceStatus: 'ACTIVE' };
const SYNCED = {
  success: true,
  connected: true,
  totalChats: 1,
  syncing: false,
  progress: { percentage: 100, loaded: 1, total: 1, completed: true },
};
const CHATS = {
  success: true,
  chats: [
    {
      id: 'c1',
      chatId: '5511987654321',
      name: 'Maria Souza',
      phone: '5511987654321',
      column: 'inbox',
      unread: 120,
      lastMessageTime: '2026-03-09T12:05:00.000Z',
      lastMessageContent: 'Olá! Gostaria de marcar uma consulta para amanhã',
      profileThumbnail: null,
      isGroup: false,
      isNewsletter: false,
      nextRoutineAt: null,
      nextTaskAt: null,
      automationOff: false,
      routineError: null,
      tags: [{ id: 't1', name: 'Retorno', color: '#10B981' }],
    },
  ],
  totalChats: 1,
  unreadCount: 120,
  message: '1 conversa carregada',
};

const toasts = () => screen.getByRole('region', { name: /Notificações/, hidden: true });

function signIn(routes: Record<string, FakeAnswer | ((n: number) => FakeAnswer)>) {
  localStorage.setItem(STORAGE_KEYS.token, fakeJwt(Math.floor(Date.now() / 1000) + 7200));
  localStorage.setItem(STORAGE_KEYS.userId, USER.id);
  return fakeApi({
    'GET /dashboard': [200, { success: true, user: USER, demoMode: false }],
    'POST /auth/logout': [500, { success: false, message: 'x', code: 'INTERNAL' }],
    // The number's state (the red banner, 'Enquanto esteve desconectado'): nothing to say.
    'GET /dashboard/zapi/outage': [
      200,
      { success: true, disconnectedSince: null, lastOutage: null },
    ],
    ...routes,
  });
}

function signInLinked() {
  return signIn({
    'GET /dashboard/zapi/status': [200, ONLINE],
    'GET /dashboard/zapi/chats_info': [200, SYNCED],
    'GET /dashboard/zapi/chats': [200, CHATS],
  });
}

beforeEach(() => {
  // jsdom lays nothing out: give the board's scrolling lists a height so cards render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('no instance: the connect card with the reason and what to do, no error dialog by itself', async () => {
    signIn({
      'GET /dashboard/zapi/status': [
        200,
        { success: true, connected: false, message: REASON, instanceStatus: 'NONE' },
      ],
      'GET /dashboard/zapi/qr-code': [
        200,
        { success: false, connected: false, qrCode: null, message: REASON },
      ],
    });
    renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Conecta Clínica' })).toBeTruthy();
    expect(screen.getByText(USER.name)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Conecte seu WhatsApp Business' }),
    ).toBeTruthy();
    expect(screen.getByText(REASON)).toBeTruthy();
    // Not in the spec: who to ask, what to tell them, what comes next.
    const steps = screen.getByRole('region', { name: 'O que fazer agora' });
    expect(within(steps).getByText(USER.email)).toBeTruthy();
    expect(
      within(steps).getByText(
        'Peça ao administrador da clínica uma instância do WhatsApp para a sua conta.',
      ),
    ).toBeTruthy();

    // A clinic with no instance is the first day, not a failure: the
    // dialog that opens half a second after the card for a phone to link stays closed.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Erro na Conexão')).toBeNull();

    // Asked for, it still says why.
    fireEvent.click(screen.getByRole('button', { name: 'Conectar Agora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erro na Conexão' });
    expect(await within(dialog).findByText(REASON)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("first run: asks the Responsável for the clinic's name while it is still the person's own", async () => {
    const clinic = { id: 'k1', name: USER.name, role: 'RESPONSAVEL', members: 1, provider: null };
    const { calls, fetchMock } = signIn({
      'GET /dashboard': [200, { success: true, user: USER, clinic, demoMode: false }],
      'GET /dashboard/zapi/status': [
        200,
        { success: true, connected: false, message: REASON, instanceStatus: 'NONE' },
      ],
      'GET /dashboard/settings/clinic': [200, { success: true, clinic }],
      'PUT /dashboard/settings/clinic': [
        200,
        {
          success: true,
          message: 'Nome da clínica salvo',
          clinic: { id: 'k1', name: 'Clínica Sorriso' },
        },
      ],
    });
    renderRoute('/dashboard');
    const prompt = await screen.findByRole('region', { name: 'Como se chama a sua clínica?' });
    const field = (await within(prompt).findByLabelText('Nome da clínica')) as HTMLInputElement;
    // Empty: the person's own name is no clinic's name to keep.
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: 'A' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Salvar nome' }));
    expect(await within(prompt).findByText(/O nome da clínica deve ter ao menos/)).toBeTruthy();
    expect(calls('PUT /dashboard/settings/clinic')).toBe(0);
    fireEvent.change(field, { target: { value: 'Clínica Sorriso' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Salvar nome' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/clinic')).toBe(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ name: 'Clínica Sorriso' });
    expect(await screen.findByText('Nome da clínica salvo')).toBeTruthy();
  });

  it('linked and synced: the board, a toast with the count, the Settings dialog', async () => {
    signInLinked();
    renderRoute('/dashboard');

    expect(await screen.findByRole('region', { name: 'Quadro de conversas' })).toBeTruthy();
    const inbox = screen.getByRole('region', { name: 'Atendimento Inicial' });
    expect(within(inbox).getByText('1 conversa')).toBeTruthy();
    expect(within(inbox).getByRole('heading', { name: 'Maria Souza' })).toBeTruthy();
    expect(screen.getAllByText('0 conversas')).toHaveLength(6);
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.getByText('Olá! Gostaria de marcar uma consulta par...')).toBeTruthy();
    expect(screen.getByText('Retorno')).toBeTruthy();
    expect(screen.getByText('MS')).toBeTruthy();
    // A sign-in with the chats already synced: the count and the unread, and no 'Chats
    // carregados com sucesso!', which follows a real sync only.
    expect(within(toasts()).getByText('1 conversa carregada')).toBeTruthy();
    expect(within(toasts()).queryByText('Chats carregados com sucesso!')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Administração' }).getAttribute('href')).toBe('/admin');

    fireEvent.click(screen.getByRole('button', { name: 'Configurações' }));
    expect(await screen.findByRole('dialog', { name: 'Configurações' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).not.toBeNull();
  });

  it('a card opens the chat window, and closing it goes back to the card', async () => {
    const { calls } = signIn({
      'GET /dashboard/zapi/status': [200, ONLINE],
      'GET /dashboard/zapi/chats_info': [200, SYNCED],
      'GET /dashboard/zapi/chats': [200, CHATS],
      'GET /dashboard/messages/5511987654321': [
        200,
        { success: true, messages: [], audios: [], cursor: '1', older: null, reset: false },
      ],
      'PUT /dashboard/chats/5511987654321/mark-read': [200, { success: true, message: 'ok' }],
    });
    renderRoute('/dashboard');
    expect(await within(toasts()).findByText('1 conversa carregada')).toBeTruthy();
    const card = await screen.findByRole('button', { name: 'Abrir conversa Maria Souza' });
    card.focus();
    fireEvent.click(card);

    const chatWindow = await screen.findByRole('dialog', { name: 'Maria Souza' });
    expect(await within(chatWindow).findByText('Nenhuma mensagem ainda')).toBeTruthy();
    await waitFor(() => expect(calls('PUT /dashboard/chats/5511987654321/mark-read')).toBe(1));
    fireEvent.click(within(chatWindow).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('PUT /dashboard/chats/5511987654321/mark-read')).toBe(2);
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it('opens the phone drawer with the same menu', async () => {
    signInLinked();
    renderRoute('/dashboard');
    // A toast is a dismissable layer too: let the load toast land before the drawer opens, so
    // that Escape goes to the drawer.
    expect(await within(toasts()).findByText('1 conversa carregada')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    expect(within(drawer).getByRole('button', { name: 'Rotinas Automáticas' })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Sair ends the session even when the server call fails', async () => {
    const { fetchMock } = signInLinked();
    const { router } = renderRoute('/dashboard');

    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.dashboardData)).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/logout');
    expect(logoutCall).toBeTruthy();
  });
});
