import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoute } from '@/test/render-route';

const USER = {
  id: '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11',
  name: 'Bruno Lima',
  email: 'bruno@clinica.com',
  role: 'USER',
  confirmed: true,
  timeZone: 'America/Sao_Paulo',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const ONLINE = { success: true, connected: true, instanceStatus: 'ACTIVE' };
const OFFLINE = { success: true, connected: false, instanceStatus: 'INACTIVE' };
const progress = (percentage: number, completed = false) => ({
  percentage,
  loaded: percentage / 10,
  total: 10,
  completed,
});
const info = (p: ReturnType<typeof progress>) => ({
  success: true,
  connected: true,
  totalChats: 10,
  syncing: !p.completed,
  progress: p,
});
const CHAT = {
  id: 'c1',
  chatId: 'g1',
  name: null,
  phone: '120363025246125486',
  column: 'inbox',
  unread: 0,
  lastMessageTime: null,
  lastMessageContent: null,
  profileThumbnail: null,
  isGroup: true,
  isNewsletter: false,
  nextRoutineAt: null,
  nextTaskAt: null,
  automationOff: false,
  routineError: null,
  tags: [],
};
const CHATS = { success: true, chats: [CHAT], totalChats: 1, unreadCount: 0, message: '' };

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toasts = () => screen.getByRole('region', { name: /Notificações/, hidden: true });

function signIn(routes: Record<string, FakeAnswer | ((n: number) => FakeAnswer)>) {
  localStorage.setItem(STORAGE_KEYS.token, fakeJwt(Math.floor(Date.now() / 1000) + 7200));
  localStorage.setItem(STORAGE_KEYS.userId, USER.id);
  return fakeApi({
    'GET /dashboard': [200, { success: true, user: USER, demoMode: false }],
    ...routes,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  // jsdom lays nothing out: give the board's scrolling lists a height so cards render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('dashboard start sequence', () => {
  it('syncing: progress every 1 s until 100%, the list 0.8 s later, then status every 10 s', async () => {
    const answers = [progress(40), progress(100, true)];
    const { calls } = signIn({
      'GET /dashboard/zapi/status': (n) => [200, n <= 2 ? ONLINE : OFFLINE],
      'GET /dashboard/zapi/chats_info': [200, info(progress(10))],
      'GET /dashboard/zapi/chats_loading_progress': (n) => [
        200,
        { success: true, ...answers[n - 1] },
      ],
      'GET /dashboard/zapi/chats': [200, CHATS],
    });
    renderRoute('/dashboard');
    await advance(0);

    const bar = screen.getByRole('progressbar', { name: 'Progresso da sincronização' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByText('Sincronizando contatos...')).toBeTruthy();
    expect(screen.getByText('1 / 10')).toBeTruthy();

    await advance(1000);
    expect(screen.getByText('Carregando fotos de perfil...')).toBeTruthy();
    expect(screen.getByText('4 / 10')).toBeTruthy();
    await advance(1000);
    expect(screen.getByText('Carregamento concluído!')).toBeTruthy();
    expect(calls('GET /dashboard/zapi/chats')).toBe(0);

    await advance(799);
    expect(calls('GET /dashboard/zapi/chats')).toBe(0);
    await advance(1);
    expect(calls('GET /dashboard/zapi/chats')).toBe(1);
    expect(screen.getByRole('region', { name: 'Quadro de conversas' })).toBeTruthy();
    expect(screen.getByText('Sem mensagens')).toBeTruthy();
    expect(screen.getByText('Grupo')).toBeTruthy();
    expect(screen.getByText('?')).toBeTruthy();
    expect(within(toasts()).getByText('Chats carregados com sucesso!')).toBeTruthy();
    expect(calls('GET /dashboard/zapi/chats_loading_progress')).toBe(2);

    await advance(10_000);
    expect(calls('GET /dashboard/zapi/status')).toBe(2);
    expect(screen.getByRole('region', { name: 'Quadro de conversas' })).toBeTruthy();

    await advance(10_000);
    expect(within(toasts()).getByText('WhatsApp desconectado')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Quadro de conversas' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Conecte seu WhatsApp Business' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(500);
    expect(screen.getByRole('dialog', { name: 'Erro na Conexão' })).toBeTruthy();
  });

  it('not linked: the dialog opens after 0.5 s; a scan closes it and loads the chats', async () => {
    const { calls } = signIn({
      'GET /dashboard/zapi/status': (n) => [200, n === 1 ? OFFLINE : ONLINE],
      'GET /dashboard/zapi/qr-code': [
        200,
        { success: true, connected: false, qrCode: 'data:image/png;base64,QR', message: '' },
      ],
      'GET /dashboard/zapi/chats_info': [200, info(progress(100, true))],
      'GET /dashboard/zapi/chats': [200, CHATS],
    });
    renderRoute('/dashboard');
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Conecte seu WhatsApp Business' })).toBeTruthy();
    // The account has an instance: nothing to ask the administrator.
    expect(screen.queryByRole('region', { name: 'O que fazer agora' })).toBeNull();
    await advance(499);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1);
    expect(screen.getByRole('img', { name: 'QR Code do WhatsApp' })).toBeTruthy();

    await advance(3000);
    expect(screen.getByRole('dialog', { name: 'Conectado com Sucesso!' })).toBeTruthy();
    await advance(500);
    expect(calls('GET /dashboard/zapi/chats_info')).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The sync was over already: the progress screen still stands at 100% for 0.8 s.
    expect(screen.getByText('Carregamento concluído!')).toBeTruthy();
    expect(calls('GET /dashboard/zapi/chats')).toBe(0);
    await advance(800);
    expect(screen.getByRole('region', { name: 'Quadro de conversas' })).toBeTruthy();
    expect(within(toasts()).getByText('Chats carregados com sucesso!')).toBeTruthy();
    expect(within(toasts()).getByText('1 conversa carregada')).toBeTruthy();
  });

  it('a failed chat list toasts the server message and offers another try', async () => {
    signIn({
      'GET /dashboard/zapi/status': [200, ONLINE],
      'GET /dashboard/zapi/chats_info': [200, info(progress(100, true))],
      'GET /dashboard/zapi/chats': (n) =>
        n === 1 ? [500, { success: false, message: 'Falhou.', code: 'INTERNAL' }] : 'network',
    });
    renderRoute('/dashboard');
    await advance(0);
    await advance(800);
    expect(within(toasts()).getByText('Erro ao carregar conversas')).toBeTruthy();
    expect(within(toasts()).getByText('Falhou.')).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Tentar Novamente' }).click());
    await advance(0);
    expect(within(toasts()).getByText('Erro de conexão')).toBeTruthy();
    expect(within(toasts()).getByText('Não foi possível carregar as conversas')).toBeTruthy();
  });
});
