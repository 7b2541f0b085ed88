import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoute } from '@/test/render-route';
import { sessionUser } from '@/test/session-fixture';
import { stubResizeObserver } from '@/test/stub-resize-observer';

const USER = sessionUser({
  id: '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11',
  name: 'Bruno Lima',
  email: 'bruno@clinica.com',
});
const ONLINE = { success: true, connected: true, instanceStatus: 'ACTIVE' };
/** Linked before, down now: an outage. */
const OFFLINE = { success: true, connected: false, instanceStatus: 'INACTIVE' };
/** Never linked: the first run. */
const NEVER = { success: true, connected: false, instanceStatus: 'PENDING' };
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

function signIn(routes: Parameters<typeof fakeApi>[0]) {
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

    // The number drops (issue 53): a toast, and the board stays; no first-run card, no dialog.
    await advance(10_000);
    expect(within(toasts()).getByText('WhatsApp desconectado')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Quadro de conversas' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Conecte seu WhatsApp Business' })).toBeNull();
    await advance(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Quadro de conversas' })).toBeTruthy();
  });

  it('never linked: the dialog opens after 0.5 s; a scan closes it and loads the chats', async () => {
    const { calls } = signIn({
      'GET /dashboard/zapi/status': (n) => [200, n === 1 ? NEVER : ONLINE],
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

const PATIENT = {
  ...CHAT,
  id: 'c2',
  chatId: '5511987654321',
  name: 'Maria Souza',
  phone: '5511987654321',
  isGroup: false,
  lastMessageTime: '2026-03-09T12:05:00.000Z',
  lastMessageContent: 'Olá! Gostaria de marcar uma consulta',
};
const QR = { success: true, connected: false, qrCode: 'data:image/png;base64,QR', message: '' };
// Captured before the fake timers: a little real time lets answers on their way land.
const realSetTimeout = globalThis.setTimeout;
const settle = async () => {
  for (let i = 0; i < 6; i++) {
    await advance(0);
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 2)));
  }
};

/** A clinic whose number was linked; `down()` makes every later answer say it dropped. */
function signInLinkedClinic(startDown = false) {
  let down = startDown;
  const since = new Date(Date.now() - 3 * 60_000).toISOString();
  const api = signIn({
    'GET /dashboard/zapi/status': () => [200, down ? OFFLINE : ONLINE],
    'GET /dashboard/zapi/outage': () => [
      200,
      { success: true, disconnectedSince: down ? since : null, lastOutage: null },
    ],
    'GET /dashboard/zapi/chats_info': [200, info(progress(100, true))],
    'GET /dashboard/zapi/chats': [
      200,
      { success: true, chats: [PATIENT], totalChats: 1, unreadCount: 0, message: '' },
    ],
    'GET /dashboard/messages/5511987654321': [
      200,
      { success: true, messages: [], audios: [], cursor: '1', older: null, reset: false },
    ],
    'PUT /dashboard/chats/5511987654321/mark-read': [200, { success: true, message: 'ok' }],
    // The session does not come back by itself: 'reconectar' goes on to the QR code.
    'POST /dashboard/zapi/restore': [200, OFFLINE],
    'GET /dashboard/zapi/qr-code': [200, QR],
  });
  return { ...api, down: () => (down = true) };
}

const board = () => screen.getByRole('region', { name: 'Quadro de conversas', hidden: true });

/** The red banner's 'reconectar' (the chat window, a modal, closed first). */
async function chooseReconnect() {
  const banner = screen.getByRole('alert');
  expect(banner.textContent).toMatch(/^WhatsApp desconectado desde \d\d:\d\d—reconectar$/);
  fireEvent.click(within(banner).getByRole('button', { name: 'reconectar' }));
  await settle();
}

describe('an outage (issue 53)', () => {
  it('keeps the board and the open chat, holds sending with the reason, and opens no QR by itself', async () => {
    // The chat window's header menus are Radix poppers, which measure.
    stubResizeObserver();
    const api = signInLinkedClinic();
    renderRoute('/dashboard');
    await settle();
    await advance(800);
    await settle();
    expect(within(board()).getByText('Maria Souza')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa Maria Souza' }));
    await settle();
    const chat = screen.getByRole('dialog', { name: 'Maria Souza' });
    fireEvent.change(within(chat).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Sua consulta está confirmada' },
    });

    // The number drops; the board's status check sees it within 10 s.
    api.down();
    await advance(10_000);
    await settle();
    // The toast (its region is hidden from roles while the chat window is modal).
    expect(screen.getByText('WhatsApp desconectado')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Maria Souza' })).toBe(chat);
    expect(within(board()).getByText('Maria Souza')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Conecte seu WhatsApp Business' })).toBeNull();
    const held = within(chat).getByRole('status', { name: '' });
    expect(held.textContent).toMatch(
      /^Envio suspenso: o WhatsApp está desconectado( desde \d\d:\d\d)?\. O que você escrever /,
    );
    const field = within(chat).getByRole('textbox', { name: 'Mensagem' });
    expect((field as HTMLTextAreaElement).value).toBe('Sua consulta está confirmada');
    expect(field.getAttribute('aria-describedby')).toBe(held.id);
    expect(
      (within(chat).getByRole('button', { name: 'Enviar mensagem' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // Nothing opens by itself, however long the number stays down.
    await advance(30_000);
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Conectar WhatsApp Business' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR Code do WhatsApp' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Maria Souza' })).toBe(chat);
    expect(api.calls('GET /dashboard/zapi/qr-code')).toBe(0);

    // 'reconectar' tries a restore first; only when it fails does the QR code appear.
    fireEvent.click(within(chat).getByRole('button', { name: 'Fechar' }));
    await settle();
    await chooseReconnect();
    expect(api.calls('POST /dashboard/zapi/restore')).toBe(1);
    const dialog = screen.getByRole('dialog', { name: 'Conectar WhatsApp Business' });
    expect(within(dialog).getByText(/é preciso ler um novo QR Code/)).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'QR Code do WhatsApp' })).toBeTruthy();
    expect(board()).toBeTruthy();
  });

  it('a chat on another of the clinic’s numbers that is down holds its sending and names it; a chat on the main one sends (issue 48)', async () => {
    stubResizeObserver();
    const since = new Date(Date.now() - 5 * 60_000).toISOString();
    const onMain = { ...PATIENT, numberId: 'n-main' };
    const onOther = {
      ...PATIENT,
      id: 'c3',
      chatId: '5511912345678',
      phone: '5511912345678',
      name: 'Joana Prado',
      numberId: 'n-fin',
    };
    const noMessages = [
      200,
      { success: true, messages: [], audios: [], cursor: '1', older: null, reset: false },
    ] as const;
    const api = signIn({
      'GET /dashboard/zapi/status': [200, ONLINE],
      // The main number is up; the one named 'Financeiro' is down since `since`.
      'GET /dashboard/zapi/outage': (_call, url) => [
        200,
        {
          success: true,
          disconnectedSince: url.searchParams.get('numberId') === 'n-fin' ? since : null,
          lastOutage: null,
        },
      ],
      'GET /dashboard/numbers': [
        200,
        {
          success: true,
          numbers: [
            {
              id: 'n-main',
              label: 'Recepção',
              phone: '5511900000001',
              provider: 'zapi',
              connected: true,
              main: true,
            },
            {
              id: 'n-fin',
              label: 'Financeiro',
              phone: '5511900000002',
              provider: 'zapi',
              connected: false,
              main: false,
            },
          ],
        },
      ],
      'GET /dashboard/zapi/chats_info': [200, info(progress(100, true))],
      'GET /dashboard/zapi/chats': [
        200,
        { success: true, chats: [onMain, onOther], totalChats: 2, unreadCount: 0, message: '' },
      ],
      'GET /dashboard/messages/5511987654321': [...noMessages],
      'GET /dashboard/messages/5511912345678': [...noMessages],
      'PUT /dashboard/chats/5511987654321/mark-read': [200, { success: true, message: 'ok' }],
      'PUT /dashboard/chats/5511912345678/mark-read': [200, { success: true, message: 'ok' }],
    });
    renderRoute('/dashboard');
    await settle();
    await advance(800);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa Joana Prado' }));
    await settle();
    const other = screen.getByRole('dialog', { name: 'Joana Prado' });
    const held = within(other).getByRole('status', { name: '' });
    expect(held.textContent).toMatch(
      /^Envio suspenso: o número Financeiro está desconectado desde \d\d:\d\d\. O que você escrever /,
    );
    const field = within(other).getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(field, { target: { value: 'Segue o boleto' } });
    expect(
      (within(other).getByRole('button', { name: 'Enviar mensagem' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(api.calls('GET /dashboard/zapi/outage')).toBeGreaterThanOrEqual(2);
    fireEvent.click(within(other).getByRole('button', { name: 'Fechar' }));
    await settle();

    // The main number's chat: nothing held, the send button takes the text.
    fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa Maria Souza' }));
    await settle();
    const main = screen.getByRole('dialog', { name: 'Maria Souza' });
    expect(within(main).queryByText(/Envio suspenso/)).toBeNull();
    fireEvent.change(within(main).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Sua consulta está confirmada' },
    });
    expect(
      (within(main).getByRole('button', { name: 'Enviar mensagem' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('opened during an outage: the board, not the first-run card; on a phone no QR, but a computer', async () => {
    // A phone: narrower than 640 px.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 639px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const api = signInLinkedClinic(true);
    renderRoute('/dashboard');
    await settle();
    expect(within(board()).getByText('Maria Souza')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Conecte seu WhatsApp Business' })).toBeNull();
    await advance(1000);
    expect(screen.queryByRole('dialog')).toBeNull();

    await chooseReconnect();
    const dialog = screen.getByRole('dialog', { name: 'Leia o QR Code num computador' });
    expect(
      within(dialog).getByText('Para ler o QR Code, abra o Conecta Clínica num computador.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(api.calls('GET /dashboard/zapi/qr-code')).toBe(0);

    // A tablet or a second phone may still show it here.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostrar o QR Code aqui mesmo' }));
    await settle();
    expect(screen.getByRole('img', { name: 'QR Code do WhatsApp' })).toBeTruthy();
  });
});
