import { MSG } from '@conecta/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createLiveEventApplier } from '@/features/notifications';
import { createQueryClient } from '@/app/query-client';
import { readDraft } from '@/lib/chat-drafts';
import { getOpenChatId } from '@/lib/open-chat';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeChat } from '@/test/chat-fixture';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ChatWindow } from './chat-window';

const CHAT = makeChat({
  chatId: '5511987654321',
  phone: '5511987654321',
  name: 'Maria Souza',
  tags: [{ id: 't1', name: 'Retorno', color: '#10B981' }],
});
const BASE = `/dashboard/messages/${CHAT.chatId}`;
const MESSAGE = {
  id: 'm1',
  messageId: 'wa-1',
  content: 'Consulta confirmada',
  type: 'text',
  timestamp: '2026-03-09T12:00:00.000Z',
  fromMe: true,
  status: 'READ',
  isEdited: true,
  automatic: true,
  mediaUrl: null,
  fileName: null,
  mimeType: null,
};
// The window's page form: the newest messages with where to sync and page from.
const LIST = {
  success: true,
  messages: [MESSAGE],
  audios: [],
  cursor: '100',
  older: null,
  reset: false,
};
const OK = { success: true, message: 'ok' };

type Handler = (body: unknown, url: string) => [number, unknown] | Promise<[number, unknown]>;

/** A fetch stub per "METHOD /path"; a handler may answer later (a pending promise). */
function stubApi(routes: Record<string, Handler>) {
  const calls: { key: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, url: String(input), body });
    const route = routes[key];
    if (!route) throw new TypeError(`fetch failed: ${key}`);
    const [status, data] = await route(body, String(input));
    const text = JSON.stringify(data);
    return new Response(status === 204 ? null : text, { status });
  });
  return { calls: (key: string) => calls.filter((c) => c.key === key) };
}

const SESSION = dashboardSession({ user: { name: 'Ana Lima', email: 'ana@clinica.test' } });

function renderWindow(
  routes: Record<string, Handler>,
  showSenders = false,
  chat = CHAT,
  openAtMessageId?: string,
) {
  const api = stubApi({
    [`GET /dashboard/messages/${chat.chatId}`]: () => [200, LIST],
    [`PUT /dashboard/chats/${chat.chatId}/mark-read`]: () => [200, OK],
    // A Z-API clinic's chat: no 24-hour window.
    [`GET /dashboard/chats/${chat.chatId}/window`]: () => [200, { success: true, window: null }],
    // The Responsável's merges into this chat that may be undone: none.
    [`GET /dashboard/chats/${chat.chatId}/merges`]: () => [200, { success: true, merges: [] }],
    ...routes,
  });
  const queryClient = createQueryClient();
  const onClosed = vi.fn();
  renderSignedIn(
    <ChatWindow
      chat={chat}
      userId="u1"
      showSenders={showSenders}
      onClosed={onClosed}
      openAtMessageId={openAtMessageId}
    />,
    { session: SESSION, queryClient },
  );
  // The live stream's handler, writing into this window's query cache.
  const live = createLiveEventApplier({
    queryClient,
    userId: 'u1',
    refetchChats: () => undefined,
    onNewMessage: () => undefined,
  });
  return {
    ...api,
    onClosed,
    live,
    dialog: screen.getByRole('dialog', chat.name ? { name: chat.name } : {}),
  };
}

beforeEach(() => {
  stubResizeObserver();
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ChatWindow', () => {
  it("in a team, says which member sent the clinic's messages and which came from the phone", async () => {
    const team = {
      ...LIST,
      messages: [
        { ...MESSAGE, automatic: false, senderName: 'Ana Lima' },
        { ...MESSAGE, id: 'm2', messageId: 'wa-2', content: 'Do celular', sentFromPhone: true },
        { ...MESSAGE, id: 'm3', messageId: 'wa-3', content: 'Recebida', fromMe: false },
      ],
    };
    const { dialog } = renderWindow({ [`GET ${BASE}`]: () => [200, team] }, true);
    expect(await within(dialog).findByText('Enviado por Ana Lima')).toBeTruthy();
    expect(within(dialog).getByText('Celular')).toBeTruthy();
    expect(within(dialog).getAllByText(/Enviado por|Celular/)).toHaveLength(2);
  });

  it('each opening asks for the newest page again, never only what changed since the last one', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: () => [200, LIST],
      [`PUT /dashboard/chats/${CHAT.chatId}/mark-read`]: () => [200, OK],
    });
    const queryClient = createQueryClient();
    const open = () =>
      renderSignedIn(
        <ChatWindow chat={CHAT} userId="u1" showSenders={false} onClosed={() => undefined} />,
        { session: SESSION, queryClient },
      );
    const first = open();
    expect(await screen.findByText('Consulta confirmada')).toBeTruthy();
    first.unmount();
    const before = api.calls(`GET ${BASE}`).length;
    open();
    expect(await screen.findByText('Consulta confirmada')).toBeTruthy();
    // The server records a page as an opening, and an erased chat is not kept here.
    expect(api.calls(`GET ${BASE}`)[before]!.url).toMatch(/\?limit=50&t=\d+$/);
  });

  it('a clinic of one sees its bubbles as before, without sender names', async () => {
    const one = { ...LIST, messages: [{ ...MESSAGE, senderName: 'Ana Lima' }] };
    const { dialog } = renderWindow({ [`GET ${BASE}`]: () => [200, one] });
    expect(await within(dialog).findByText('Consulta confirmada')).toBeTruthy();
    expect(within(dialog).queryByText('Enviado por Ana Lima')).toBeNull();
  });

  it('shows the chat, marks it read on open and close, and reports itself as open', async () => {
    const { dialog, calls, onClosed } = renderWindow({});
    // The card's initials, from the same function: 'Maria Souza' is MS in both.
    expect(within(dialog).getByText('MS')).toBeTruthy();
    expect(within(dialog).getByText('+55 (11) 98765-4321')).toBeTruthy();
    expect(within(dialog).getByText('Retorno')).toBeTruthy();
    expect(await within(dialog).findByText('Consulta confirmada')).toBeTruthy();
    expect(within(dialog).getByText('(editada)')).toBeTruthy();
    expect(within(dialog).getByText('Enviada automaticamente')).toBeTruthy();
    expect(within(dialog).getByText('Lida')).toBeTruthy();
    // The newest page, with the spec's cache breaker still at the end.
    expect(calls(`GET ${BASE}`)[0]!.url).toMatch(/\?limit=50&t=\d+$/);
    await waitFor(() =>
      expect(calls(`PUT /dashboard/chats/${CHAT.chatId}/mark-read`)).toHaveLength(1),
    );
    expect(getOpenChatId()).toBe(CHAT.chatId);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls(`PUT /dashboard/chats/${CHAT.chatId}/mark-read`)).toHaveLength(2);
    expect(getOpenChatId()).toBeNull();
  });

  it('sends optimistically: a SENDING entry at once, then the server ids', async () => {
    let answer: (value: [number, unknown]) => void = () => {};
    const { dialog, calls } = renderWindow({
      'POST /dashboard/messages/send': () => new Promise((resolve) => (answer = resolve)),
    });
    await within(dialog).findByText('Consulta confirmada');
    const field = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    const send = within(dialog).getByRole('button', { name: 'Enviar mensagem' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: '  Até amanhã!  ' } });
    fireEvent.keyDown(field, { key: 'Enter' });

    expect(await within(dialog).findByText('Até amanhã!')).toBeTruthy();
    expect(within(dialog).getByText('Enviando')).toBeTruthy();
    const bubble = () => within(dialog).getByText('Até amanhã!').closest('li')!;
    expect(bubble().dataset.status).toBe('SENDING');
    expect(field).toHaveProperty('disabled', true);
    expect(field).toHaveProperty('value', '');
    expect(calls('POST /dashboard/messages/send')[0]!.body).toEqual({
      chatId: CHAT.chatId,
      phone: CHAT.chatId,
      message: 'Até amanhã!',
    });

    await act(async () =>
      answer([
        200,
        { success: true, message: 'ok', data: { id: 's1', messageId: 'wa-9', status: 'SENT' } },
      ]),
    );
    await waitFor(() => expect(within(dialog).queryByText('Enviando')).toBeNull());
    expect(within(dialog).getByText('Enviada')).toBeTruthy();
    expect(bubble().dataset.status).toBe('SENT');
    expect(field).toHaveProperty('disabled', false);
  });

  /** A mouse click on the board beside the window: Radix dismisses on the click that follows. */
  const clickBeside = () => {
    fireEvent.pointerDown(document.body, { button: 0 });
    fireEvent.pointerUp(document.body, { button: 0 });
    fireEvent.click(document.body, { button: 0 });
  };

  it('keeps a typed reply as the draft: a click beside does not close, Escape does, reopening shows it', async () => {
    const first = renderWindow({});
    await within(first.dialog).findByText('Consulta confirmada');
    const field = () =>
      within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(field(), { target: { value: 'Bom dia, Maria!\nSeu exame' } });

    // A click on the board beside the window leaves it open while the field has text.
    clickBeside();
    expect(screen.getByRole('dialog', { name: 'Maria Souza' })).toBeTruthy();

    fireEvent.keyDown(field(), { key: 'Escape' });
    await waitFor(() => expect(first.onClosed).toHaveBeenCalled());
    cleanup();

    // Reopened: the text is where it was, line break included, and only for this member.
    const sent = {
      success: true,
      message: 'ok',
      data: { id: 's1', messageId: 'wa-9', status: 'SENT' },
    };
    const second = renderWindow({ 'POST /dashboard/messages/send': () => [200, sent] });
    expect(field()).toHaveProperty('value', 'Bom dia, Maria!\nSeu exame');
    expect(readDraft('u2', CHAT.chatId)).toBe('');

    // Sending it empties the field and forgets the draft.
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Enviar mensagem' }));
    await within(second.dialog).findByText('Enviada');
    expect(readDraft('u1', CHAT.chatId)).toBe('');

    // With the field empty, a click beside closes the window as before.
    clickBeside();
    await waitFor(() => expect(second.onClosed).toHaveBeenCalled());
  });

  it("a ready-made text comes with the patient's name in {nome}, as the reminder fills it", async () => {
    const texts = [{ id: 'x1', title: 'Boas-vindas', content: 'Olá, {nome}! Tudo bem?' }];
    const { dialog } = renderWindow({
      'GET /dashboard/pre-configured-texts': () => [200, { success: true, texts }],
    });
    await within(dialog).findByText('Consulta confirmada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Textos pré-configurados' }));
    fireEvent.click(await screen.findByRole('option', { name: /Boas-vindas/ }));
    const field = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    expect(field).toHaveProperty('value', 'Olá, Maria Souza! Tudo bem?');
  });

  it("'/' in an empty field opens the ready-made texts; in a written one it is just a slash", async () => {
    const texts = [{ id: 'x1', title: 'Boas-vindas', content: 'Olá, {nome}! Tudo bem?' }];
    const { dialog } = renderWindow({
      'GET /dashboard/pre-configured-texts': () => [200, { success: true, texts }],
    });
    await within(dialog).findByText('Consulta confirmada');
    const field = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    fireEvent.keyDown(field, { key: '/' });
    fireEvent.click(await screen.findByRole('option', { name: /Boas-vindas/ }));
    expect(field).toHaveProperty('value', 'Olá, Maria Souza! Tudo bem?');

    const typed = fireEvent.keyDown(field, { key: '/' });
    // Not prevented: the browser writes the '/' into the text.
    expect(typed).toBe(true);
    expect(screen.queryByRole('option', { name: /Boas-vindas/ })).toBeNull();
  });

  it('a contact without a name keeps {nome}, selected for typing over it', async () => {
    const texts = [{ id: 'x1', title: 'Boas-vindas', content: 'Olá, {nome}! Tudo bem?' }];
    const unnamed = makeChat({ chatId: '5511912345678', phone: '5511912345678', name: null });
    const { dialog } = renderWindow(
      { 'GET /dashboard/pre-configured-texts': () => [200, { success: true, texts }] },
      false,
      unnamed,
    );
    await within(dialog).findByText('Consulta confirmada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Textos pré-configurados' }));
    fireEvent.click(await screen.findByRole('option', { name: /Boas-vindas/ }));
    const field = within(dialog).getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
    expect(field.value).toBe('Olá, {nome}! Tudo bem?');
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 11]);
  });

  it("the browser's back closes the chat instead of leaving the app; closing otherwise takes that step away", async () => {
    const before = window.history.length;
    const first = renderWindow({});
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state?.chatWindow).toBeTruthy();
    window.history.back();
    await waitFor(() => expect(first.onClosed).toHaveBeenCalled());
    cleanup();

    const second = renderWindow({});
    const mark: unknown = window.history.state?.chatWindow;
    expect(mark).toBeTruthy();
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(second.onClosed).toHaveBeenCalled());
    // Its own step is gone: back from here leaves the board, as before the chat was opened.
    await waitFor(() => expect(window.history.state?.chatWindow).not.toBe(mark));
  });

  it('a failed send removes the entry, puts the text back and shows the alert', async () => {
    const failure = { success: false, message: 'Falha no provedor.', code: 'PROVIDER_ERROR' };
    const { dialog } = renderWindow({ 'POST /dashboard/messages/send': () => [502, failure] });
    await within(dialog).findByText('Consulta confirmada');
    const field = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(field, { target: { value: 'Olá' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar mensagem' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Erro ao enviar mensagem: Falha no provedor.');
    expect(field).toHaveProperty('value', 'Olá');
    expect(within(dialog).queryByText('Enviando')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Fechar aviso' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('edits an own text inline: Escape cancels without closing, Enter confirms', async () => {
    const { dialog, calls } = renderWindow({ 'PUT /dashboard/messages/edit': () => [200, OK] });
    await within(dialog).findByText('Consulta confirmada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Editar mensagem' }));
    let input = within(dialog).getByRole('textbox', { name: 'Novo texto da mensagem' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Novo texto da mensagem' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Editar mensagem' }));
    input = within(dialog).getByRole('textbox', { name: 'Novo texto da mensagem' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(calls('PUT /dashboard/messages/edit')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Consulta confirmada às 14h' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() =>
      expect(within(dialog).queryByRole('textbox', { name: 'Novo texto da mensagem' })).toBeNull(),
    );
    expect(calls('PUT /dashboard/messages/edit')[0]!.body).toEqual({
      phone: CHAT.chatId,
      editMessageId: 'wa-1',
      message: 'Consulta confirmada às 14h',
    });
  });

  it('asks again at once after a live event for this chat, and not for another chat', async () => {
    const { dialog, calls, live } = renderWindow({});
    await within(dialog).findByText('Consulta confirmada');
    vi.useFakeTimers();
    const before = calls(`GET ${BASE}`).length;
    act(() => live('new-message', { chatId: 'someone-else' }));
    act(() => live('chat-update', { chatId: 'someone-else', reason: 'task' }));
    // Well before the 2 s poll.
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(calls(`GET ${BASE}`).length - before).toBe(0);
    act(() => live('new-message', { chatId: CHAT.chatId }));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(calls(`GET ${BASE}`).length - before).toBe(1);
    act(() => live('chat-update', { chatId: CHAT.chatId, reason: 'task' }));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(calls(`GET ${BASE}`).length - before).toBe(2);
  });

  it('polls only for what changed since its cursor, and shows a new message', async () => {
    const NEW = { ...MESSAGE, id: 'm2', messageId: 'wa-2', content: 'Chego às 10h', fromMe: false };
    const { dialog, live } = renderWindow({});
    await within(dialog).findByText('Consulta confirmada');
    const sync = { ...LIST, messages: [NEW], cursor: '120' };
    const api = stubApi({
      [`GET ${BASE}`]: () => [200, sync],
      [`PUT /dashboard/chats/${CHAT.chatId}/mark-read`]: () => [200, OK],
    });
    act(() => live('chat-update', { chatId: CHAT.chatId, reason: 'message-sent' }));
    expect(await within(dialog).findByText('Chego às 10h')).toBeTruthy();
    // Built on what the window holds: the earlier message stays, and only the change was asked.
    expect(within(dialog).getByText('Consulta confirmada')).toBeTruthy();
    expect(api.calls(`GET ${BASE}`)[0]!.url).toMatch(/\?since=100&t=\d+$/);
  });

  it('opens a long chat on its newest page and loads the one before on request', async () => {
    const OLD = {
      ...MESSAGE,
      id: 'm0',
      messageId: 'wa-0',
      content: 'Bom dia',
      timestamp: '2026-03-08T12:00:00.000Z',
    };
    const { dialog } = renderWindow({
      [`GET ${BASE}`]: (_, url) => {
        if (url.includes('before=m1')) return [200, { ...LIST, messages: [OLD], older: null }];
        return [200, { ...LIST, older: 'm1' }];
      },
    });
    await within(dialog).findByText('Consulta confirmada');
    // Not the start of the chat: no "earlier messages are on the phone" yet.
    expect(
      within(dialog).queryByText('Mensagens anteriores à conexão ficam no celular.'),
    ).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Carregar mensagens anteriores' }));
    expect(await within(dialog).findByText('Bom dia')).toBeTruthy();
    expect(within(dialog).getByText('Consulta confirmada')).toBeTruthy();
    expect(
      within(dialog).getByText('Mensagens anteriores à conexão ficam no celular.'),
    ).toBeTruthy();
    expect(
      within(dialog).queryByRole('button', { name: 'Carregar mensagens anteriores' }),
    ).toBeNull();
  });
});

describe('opened from a search hit', () => {
  it('reads older pages until the message the search found, and shows it marked in the middle', async () => {
    const at = (id: string, content: string, day: number) => ({
      ...MESSAGE,
      id,
      messageId: `wa-${id}`,
      content,
      timestamp: `2026-03-0${day}T12:00:00.000Z`,
    });
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record which row it was asked of.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { dialog, calls } = renderWindow(
      {
        [`GET ${BASE}`]: (_, url) => {
          if (url.includes('before=m1'))
            return [200, { ...LIST, messages: [at('m0', 'Preciso de jejum?', 7)], older: null }];
          if (url.includes('before=m2'))
            return [200, { ...LIST, messages: [at('m1', 'Bom dia', 8)], older: 'm1' }];
          return [200, { ...LIST, messages: [at('m2', 'Até amanhã', 9)], older: 'm2' }];
        },
      },
      false,
      CHAT,
      'm0',
    );
    const found = await within(dialog).findByText('Preciso de jejum?');
    const row = found.closest('li')!;
    await waitFor(() => expect(row.getAttribute('data-found')).toBe('true'));
    expect(scrolled).toContain(row);
    expect(calls(`GET ${BASE}`).filter((c) => c.url.includes('before='))).toHaveLength(2);
    // The rest of the chat is there, unmarked.
    expect(within(dialog).getByText('Até amanhã').closest('li')!.hasAttribute('data-found')).toBe(
      false,
    );
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});

describe('the 24-hour window (API oficial)', () => {
  const WINDOW = `GET /dashboard/chats/${CHAT.chatId}/window`;
  const hm = (at: number) =>
    new Date(at).toLocaleTimeString('pt-BR', {
      timeZone: SESSION.user.timeZone,
      hour: '2-digit',
      minute: '2-digit',
    });

  it("shows nothing of it on a Z-API chat, and when open says until when in the member's zone", async () => {
    const zapi = renderWindow({});
    expect(await within(zapi.dialog).findByText('Consulta confirmada')).toBeTruthy();
    await waitFor(() => expect(zapi.calls(WINDOW)).toHaveLength(1));
    expect(screen.queryByTestId('conversation-window')).toBeNull();
    cleanup();

    const closesAt = Date.now() + 2 * 3_600_000;
    let consent: { at: string; byName: string } | null = null;
    const { dialog, calls } = renderWindow({
      [WINDOW]: () => [
        200,
        {
          success: true,
          window: { closesAt: new Date(closesAt).toISOString(), open: true, consent },
        },
      ],
      [`PUT /dashboard/chats/${CHAT.chatId}/automatic-consent`]: () => {
        consent = { at: '2026-11-27T17:32:00.000Z', byName: 'Ana Lima' };
        return [200, { success: true, message: MSG.cloudApi.consentSaved, consent }];
      },
    });
    const badge = await within(dialog).findByTestId('conversation-window');
    expect(badge.textContent).toMatch(
      new RegExp(`^Janela aberta até (\\d{2}/\\d{2} )?${hm(closesAt)}$`),
    );
    expect(within(dialog).getByRole('textbox', { name: MSG.chatWindow.inputLabel })).toBeTruthy();

    // The consent to automatic messages: none yet, recorded with one button (a real button, so
    // the keyboard reaches it), then who and when in the member's zone.
    const group = within(dialog).getByRole('group', { name: MSG.cloudApi.consentTitle });
    expect(group.textContent).toContain(MSG.cloudApi.consentNone);
    fireEvent.click(within(group).getByRole('button', { name: MSG.cloudApi.consentRecord }));
    await waitFor(() =>
      expect(calls(`PUT /dashboard/chats/${CHAT.chatId}/automatic-consent`)[0]?.body).toEqual({
        given: true,
      }),
    );
    expect(
      await within(group).findByText(
        /^Consentimento registrado por Ana Lima em 27\/11\/2026 14:32$/,
      ),
    ).toBeTruthy();
    expect(within(group).getByRole('button', { name: MSG.cloudApi.consentWithdraw })).toBeTruthy();
  });

  it('when closed, offers no free text: says why and sends an approved template with its variable', async () => {
    const template = (id: string, status: string) => ({
      id,
      name: `lembrete_${status.toLowerCase()}`,
      language: 'pt_BR',
      category: 'UTILITY',
      status,
      body: 'Olá {{1}}, sua consulta é amanhã.',
      variables: 1,
      buttons: [],
      rejectedReason: null,
      updatedAt: new Date().toISOString(),
    });
    const approved = template('a0000000-0000-4000-8000-000000000001', 'APPROVED');
    const { dialog, calls } = renderWindow({
      [WINDOW]: () => [
        200,
        {
          success: true,
          window: {
            closesAt: new Date(Date.now() - 3_600_000).toISOString(),
            open: false,
            consent: null,
          },
        },
      ],
      'GET /dashboard/whatsapp-templates': () => [
        200,
        {
          success: true,
          templates: [approved, template('a0000000-0000-4000-8000-000000000002', 'PENDING')],
        },
      ],
      'POST /dashboard/messages/send-template': () => [
        200,
        { success: true, message: 'ok', data: { id: 'm9', messageId: 'wamid.9', status: 'SENT' } },
      ],
    });
    expect(await within(dialog).findByText(MSG.cloudApi.windowClosedComposer)).toBeTruthy();
    expect(within(dialog).getByTestId('conversation-window').textContent).toBe('Janela fechada');
    expect(within(dialog).queryByRole('textbox', { name: MSG.chatWindow.inputLabel })).toBeNull();
    const picker = await within(dialog).findByRole('combobox', {
      name: MSG.cloudApi.templatePickerLabel,
    });
    // Only the approved one is offered (and the empty choice).
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([MSG.cloudApi.templatePickerEmpty, 'lembrete_approved (Português (Brasil))']);
    fireEvent.change(picker, { target: { value: approved.id } });
    const send = within(dialog).getByRole('button', { name: MSG.cloudApi.sendTemplate });
    // {{1}} comes with the patient's name, and says where it goes in the text.
    const variable = within(dialog).getByRole('textbox', {
      name: MSG.cloudApi.templateVariable(1),
    });
    expect((variable as HTMLInputElement).value).toBe('Maria Souza');
    expect(variable.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(variable.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(
      `${MSG.cloudApi.templateVariableName} No texto: “Olá {{1}}, sua consulta é amanhã.”`,
    );
    expect(within(dialog).getByText('Olá Maria Souza, sua consulta é amanhã.')).toBeTruthy();
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(variable, { target: { value: '' } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(variable, { target: { value: 'Maria' } });
    expect(hint.textContent).toBe('No texto: “Olá {{1}}, sua consulta é amanhã.”');
    expect(within(dialog).getByText('Olá Maria, sua consulta é amanhã.')).toBeTruthy();
    fireEvent.click(send);
    await waitFor(() => expect(calls('POST /dashboard/messages/send-template')).toHaveLength(1));
    expect(calls('POST /dashboard/messages/send-template')[0]!.body).toEqual({
      chatId: CHAT.chatId,
      templateId: approved.id,
      variables: ['Maria'],
    });
  });
});

describe("the header's 'Mais ações' (a phone's one-row header)", () => {
  it('opens by keyboard with the actions and the details, moves with the arrows, and Escape gives the focus back', async () => {
    const { dialog } = renderWindow({});
    const more = within(dialog).getByRole('button', { name: 'Mais ações' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.focus();
    fireEvent.keyDown(more, { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Mais ações' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // The Responsável (this fixture's member) also merges chats.
    expect(items).toEqual(['Agendar lembrete de consulta', 'Lista de espera', 'Mesclar conversas']);
    // The tags shown beside the name on a wide screen are in the menu on a phone.
    expect(within(menu).getByRole('list', { name: MSG.chats.tagsLabel }).textContent).toContain(
      'Retorno',
    );
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Agendar lembrete de consulta'),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Lista de espera'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(more);
    // The chat window is still open: Escape closed only the menu.
    expect(screen.getByRole('dialog', { name: CHAT.name! })).toBeTruthy();
  });

  it("'Lista de espera' opens its dialog once the menu is gone, and closing it returns to the button", async () => {
    const { dialog } = renderWindow({});
    const more = within(dialog).getByRole('button', { name: 'Mais ações' });
    more.focus();
    fireEvent.keyDown(more, { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Mais ações' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Lista de espera' }));
    const list = await screen.findByRole('dialog', { name: MSG.waitingList.dialogTitle });
    fireEvent.keyDown(list, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MSG.waitingList.dialogTitle })).toBeNull(),
    );
    await waitFor(() => expect(document.activeElement).toBe(more));
  });

  it('on the API oficial the menu holds the consent, as it stands and the button that changes it', async () => {
    const { dialog, calls } = renderWindow({
      [`GET /dashboard/chats/${CHAT.chatId}/window`]: () => [
        200,
        {
          success: true,
          window: {
            closesAt: new Date(Date.now() + 3_600_000).toISOString(),
            open: true,
            consent: null,
          },
        },
      ],
      [`PUT /dashboard/chats/${CHAT.chatId}/automatic-consent`]: () => [
        200,
        {
          success: true,
          message: MSG.cloudApi.consentSaved,
          consent: { at: '2026-11-27T17:32:00.000Z', byName: 'Ana Lima' },
        },
      ],
    });
    await within(dialog).findByTestId('conversation-window');
    const more = within(dialog).getByRole('button', { name: 'Mais ações' });
    fireEvent.keyDown(more, { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Mais ações' });
    expect(menu.textContent).toContain(MSG.cloudApi.consentNone);
    fireEvent.click(within(menu).getByRole('menuitem', { name: MSG.cloudApi.consentRecord }));
    await waitFor(() =>
      expect(calls(`PUT /dashboard/chats/${CHAT.chatId}/automatic-consent`)[0]?.body).toEqual({
        given: true,
      }),
    );
  });
});
