import { COLUMNS, type ChatsResponse } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { chatKeys, useChats } from '@/features/chat-list';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeChat } from '@/test/chat-fixture';
import { fakeApi } from '@/test/fake-api';

import { ChatBoard } from './chat-board';

const RETORNO = { id: 't1', name: 'Retorno', color: '#10B981' };
const ANA = makeChat({ name: 'Ana Conceição', column: 'inbox', tags: [RETORNO] });
const BRUNO = makeChat({ name: 'Bruno Reis', column: 'vip' });
const GRUPO = makeChat({ name: 'Equipe', column: 'inbox', isGroup: true });
const DATA: ChatsResponse = {
  success: true,
  chats: [ANA, BRUNO, GRUPO],
  totalChats: 3,
  unreadCount: 0,
  message: '',
};
const PUT_ANA = `PUT /dashboard/zapi/chats/${ANA.chatId}/column`;

const opened = vi.fn();

function Board() {
  const chats = useChats('u1');
  return <ChatBoard userId="u1" data={chats.data} onOpenChat={opened} />;
}

function renderBoard(routes: Parameters<typeof fakeApi>[0] = {}, data: ChatsResponse = DATA) {
  const api = fakeApi({
    'GET /dashboard/tags': [200, { success: true, tags: [RETORNO] }],
    ...routes,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(chatKeys.list('u1'), data);
  render(
    <AppProviders queryClient={queryClient}>
      <Board />
    </AppProviders>,
  );
  return api;
}

const column = (title: string) => screen.getByRole('region', { name: title });
const toasts = () => screen.getByRole('region', { name: /Notificações/, hidden: true });

function openMoveMenu(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Ações da conversa ${name}` }), {
    key: 'Enter',
  });
  fireEvent.keyDown(
    within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Mover para Coluna' }),
    {
      key: 'ArrowRight',
    },
  );
  return screen.getByRole('menu', { name: 'Mover para Coluna' });
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 't');
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatBoard', () => {
  it('shows the seven columns in order, with counts, and a chip per tag', async () => {
    renderBoard();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Atendimento VIP',
      'Atendimento Humanizado',
      'Atendimento Inicial',
      'Repescagem',
      'Tarefa',
      'Lead Quente',
      'Lead Frio',
    ]);
    expect(within(column('Atendimento Inicial')).getByText('2 conversas')).toBeTruthy();
    expect(within(column('Tarefa')).getByText('Nenhuma conversa')).toBeTruthy();
    const chips = screen.getByRole('group', { name: 'Filtrar por etiqueta' });
    expect(await within(chips).findByRole('button', { name: 'Retorno' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Todas' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('tags that cannot be fetched leave only Todas', async () => {
    const { calls } = renderBoard({
      'GET /dashboard/tags': [404, { success: false, message: 'x', code: 'NOT_FOUND' }],
    });
    await waitFor(() => expect(calls('GET /dashboard/tags')).toBe(1));
    const chips = screen.getByRole('group', { name: 'Filtrar por etiqueta' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todas']);
  });

  it('search and tag chips filter every column at once', async () => {
    renderBoard();
    fireEvent.change(screen.getByRole('searchbox', { name: /Buscar conversas/ }), {
      target: { value: 'CONCEICAO' },
    });
    await waitFor(() =>
      expect(within(column('Atendimento VIP')).getByText('Nenhuma conversa')).toBeTruthy(),
    );
    expect(within(column('Atendimento Inicial')).getByText('1 conversa')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Retorno' }));
    await waitFor(() =>
      expect(within(column('Atendimento Inicial')).getByText('1 conversa')).toBeTruthy(),
    );
    expect(within(column('Atendimento VIP')).getByText('0 conversas')).toBeTruthy();
  });

  it("search finds a word of a card's last message, and of older messages through the server; 'Não lidas' narrows", async () => {
    const CAIO = makeChat({
      name: 'Caio Dias',
      column: 'inbox',
      lastMessageContent: 'Ainda tem vaga amanhã?',
      unread: 2,
    });
    const DORA = makeChat({ name: 'Dora Lima', column: 'inbox', lastMessageContent: 'Obrigada' });
    // The server's answers in order: 'jejum' is in Dora's older messages, 'amanha' in nobody's.
    const { fetchMock } = renderBoard(
      {
        'GET /dashboard/chats/search': (call) => [
          200,
          call === 1
            ? {
                success: true,
                chatIds: [DORA.chatId],
                hits: [
                  {
                    chatId: DORA.chatId,
                    message: {
                      id: 'dora-m7',
                      excerpt: '…o exame pede Jejum de 8 horas, certo?',
                      timestamp: '2026-11-20T12:00:00.000Z',
                    },
                  },
                ],
              }
            : { success: true, chatIds: [], hits: [] },
        ],
      },
      { ...DATA, chats: [CAIO, DORA, BRUNO], totalChats: 3 },
    );
    const inicial = () => column('Atendimento Inicial');
    const names = () =>
      within(inicial())
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    const search = screen.getByRole('searchbox', {
      name: 'Buscar conversas por nome, telefone ou mensagem',
    });
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

    // A word only in an older message: the server says which chat holds it.
    fireEvent.change(search, { target: { value: 'jejum' } });
    await waitFor(() => expect(names()).toEqual(['Dora Lima']));
    expect(asked()).toContain('/dashboard/chats/search?q=jejum');
    // The card shows the message that matched, the word marked, not its last message; a click
    // opens the chat at that message.
    const dora = within(inicial()).getByRole('article');
    expect(dora.textContent).toContain('…o exame pede Jejum de 8 horas, certo?');
    expect(dora.textContent).not.toContain('Obrigada');
    expect(dora.querySelector('mark')?.textContent).toBe('Jejum');
    opened.mockClear();
    fireEvent.click(within(dora).getByRole('button', { name: /^Abrir conversa Dora Lima/ }));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ name: 'Dora Lima' }), 'dora-m7');

    // A word seen on the card's preview, accents aside, is found at once; Dora's old answer is
    // not shown for it.
    fireEvent.change(search, { target: { value: 'amanha' } });
    await waitFor(() => expect(names()).toEqual(['Caio Dias']));
    await waitFor(() => expect(asked()).toContain('/dashboard/chats/search?q=amanha'));
    expect(names()).toEqual(['Caio Dias']);

    // 'Não lidas', in the 'Mostrar' group, apart from the tags' 'Todas'.
    fireEvent.change(search, { target: { value: '' } });
    const show = screen.getByRole('group', { name: 'Mostrar' });
    fireEvent.click(within(show).getByRole('button', { name: 'Não lidas' }));
    await waitFor(() => expect(names()).toEqual(['Caio Dias']));
    expect(within(show).queryByRole('button', { name: 'Todas' })).toBeNull();
    fireEvent.click(within(show).getByRole('button', { name: 'Não lidas' }));
    await waitFor(() => expect(names()).toHaveLength(2));
  });

  it("keys: '/' the search, 'N' the first unread chat, '?' the list; none while typing", async () => {
    opened.mockClear();
    const CAIO = makeChat({ name: 'Caio Dias', column: 'inbox', unread: 2 });
    const DORA = makeChat({ name: 'Dora Lima', column: 'vip', unread: 1 });
    renderBoard({}, { ...DATA, chats: [BRUNO, CAIO, DORA], totalChats: 3 });
    const search = screen.getByRole('searchbox');

    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(search);
    // Typed in the field, 'n' is a letter.
    fireEvent.keyDown(search, { key: 'n' });
    expect(opened).not.toHaveBeenCalled();
    search.blur();

    // The first unread as the board shows it: 'Atendimento VIP' comes before 'Inicial'.
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ name: 'Dora Lima' }));

    fireEvent.keyDown(document.body, { key: '?' });
    const help = await screen.findByRole('dialog', { name: 'Atalhos do teclado' });
    expect(within(help).getByText('Abrir a próxima conversa não lida')).toBeTruthy();
    // With a dialog open, the board's keys rest.
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("a phone's strip names each column with its count and scrolls the board to the one tapped", () => {
    const scrollTo = vi.fn();
    // jsdom has no layout and no Element.scrollTo: the board's scroller is given both.
    HTMLElement.prototype.scrollTo = scrollTo;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const index = COLUMNS.findIndex((c) => c.backend === this.dataset.column);
      return DOMRect.fromRect({ x: index < 0 ? 0 : index * 312, width: 300, height: 600 });
    });
    renderBoard();
    const strip = screen.getByRole('navigation', { name: 'Ir para a coluna' });
    const chips = within(strip).getAllByRole('button');
    expect(chips.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Atendimento VIP 1 conversa',
      'Atendimento Humanizado 0 conversas',
      'Atendimento Inicial 2 conversas',
      'Repescagem 0 conversas',
      'Tarefa 0 conversas',
      'Lead Quente 0 conversas',
      'Lead Frio 0 conversas',
    ]);
    expect(chips[0]!.getAttribute('aria-current')).toBe('true');

    fireEvent.click(chips[3]!);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 3 * 312 }));
    expect(chips[3]!.getAttribute('aria-current')).toBe('true');
    expect(chips[0]!.getAttribute('aria-current')).toBeNull();
    // The board's own column headers are unchanged: the strip only scrolls.
    expect(within(column('Repescagem')).getByText('0 conversas')).toBeTruthy();
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  });

  it('a column setting hides groups and is kept in localStorage', () => {
    renderBoard();
    const inbox = column('Atendimento Inicial');
    fireEvent.keyDown(
      within(inbox).getByRole('button', { name: 'Configurações da coluna Atendimento Inicial' }),
      { key: 'Enter' },
    );
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Grupos' }));
    expect(within(inbox).getByText('1 conversa')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('board:column:inbox')!)).toEqual({
      sortOrder: 'recent',
      showGroups: false,
      showNewsletters: true,
    });
  });

  it('the card menu lists the other six columns', () => {
    renderBoard();
    const items = within(openMoveMenu('Ana Conceição')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Atendimento VIP',
      'Atendimento Humanizado',
      'Repescagem(reservada)',
      'Tarefa(reservada)',
      'Lead Quente',
      'Lead Frio',
    ]);
  });

  it('a move into a reserved column is refused with the reason, and nothing is sent', () => {
    const { fetchMock } = renderBoard();
    fireEvent.click(
      within(openMoveMenu('Ana Conceição')).getByRole('menuitem', { name: /Repescagem/ }),
    );
    expect(within(toasts()).getByText('Movimentação bloqueada')).toBeTruthy();
    expect(
      within(toasts()).getByText('A coluna Repescagem é reservada para as rotinas automáticas.'),
    ).toBeTruthy();
    expect(within(column('Repescagem')).getByText('0 conversas')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('an allowed move shows at once and confirms', async () => {
    const { fetchMock } = renderBoard({
      [PUT_ANA]: [
        200,
        { success: true, message: 'Movido para Lead Quente', chat: { ...ANA, column: 'hot_lead' } },
      ],
    });
    fireEvent.click(
      within(openMoveMenu('Ana Conceição')).getByRole('menuitem', { name: 'Lead Quente' }),
    );
    await waitFor(() =>
      expect(
        within(column('Lead Quente')).getByRole('heading', { name: 'Ana Conceição' }),
      ).toBeTruthy(),
    );
    expect(await within(toasts()).findByText('Chat movido com sucesso!')).toBeTruthy();
    expect(within(toasts()).getByText('Movido para Lead Quente')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ column: 'hot_lead' });
  });

  it('a move the server refuses goes back, with the server message', async () => {
    renderBoard({ [PUT_ANA]: [500, { success: false, message: 'Falhou.', code: 'INTERNAL' }] });
    fireEvent.click(
      within(openMoveMenu('Ana Conceição')).getByRole('menuitem', { name: 'Lead Frio' }),
    );
    expect(await within(toasts()).findByText('Erro ao mover chat')).toBeTruthy();
    expect(within(toasts()).getByText('Falhou.')).toBeTruthy();
    expect(within(column('Lead Frio')).getByText('0 conversas')).toBeTruthy();
    expect(within(column('Atendimento Inicial')).getByText('2 conversas')).toBeTruthy();
  });

  it('Exportar downloads what is shown, or says there is nothing', async () => {
    renderBoard();
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:x');
    class FakeURL extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', FakeURL);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toBeInstanceOf(HTMLAnchorElement);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^chats_export_\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.csv$/);
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv.split('\r\n')).toEqual([
      'Nome;Telefone;Etiquetas',
      `Bruno Reis;${BRUNO.phone};`,
      `Ana Conceição;${ANA.phone};Retorno`,
      `Equipe;${GRUPO.phone};`,
      '',
    ]);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ninguém' } });
    await waitFor(() => expect(screen.getAllByText('Nenhuma conversa')).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(within(toasts()).getByText('Nenhuma conversa para exportar')).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
  });
});

describe('a clinic with more than one number (issue 48)', () => {
  const RECEPCAO = { id: 'n1', label: 'Recepção', phone: '5511955550001', provider: 'zapi' };
  const FINANCEIRO = { id: 'n2', label: null, phone: '5511955550002', provider: 'cloud-api' };
  const number = (n: typeof RECEPCAO | typeof FINANCEIRO, main: boolean) => ({
    ...n,
    connected: true,
    main,
  });
  const CARLA_1 = makeChat({ name: 'Carla Dias', column: 'inbox', numberId: 'n1' });
  const CARLA_2 = makeChat({ name: 'Carla Dias', column: 'inbox', numberId: 'n2' });
  const BOTH: ChatsResponse = { ...DATA, chats: [CARLA_1, CARLA_2], totalChats: 2 };

  it('shows each card’s number and filters the board by number', async () => {
    renderBoard(
      {
        'GET /dashboard/numbers': [
          200,
          { success: true, numbers: [number(RECEPCAO, true), number(FINANCEIRO, false)] },
        ],
      },
      BOTH,
    );
    const filter = await screen.findByRole('combobox', { name: 'Número do WhatsApp' });
    expect(screen.getAllByTestId('number-chip').map((c) => c.textContent)).toEqual([
      'RecepçãoConversa no número Recepção',
      '…0002Conversa no número +55 (11) 95555-0002',
    ]);
    fireEvent.change(filter, { target: { value: 'n2' } });
    await waitFor(() => expect(screen.getAllByTestId('number-chip')).toHaveLength(1));
    expect(screen.getByTestId('number-chip').textContent).toContain('(11) 95555-0002');
  });

  it('Exportar follows the number filter: the CSV holds only the chosen number’s chats', async () => {
    renderBoard(
      {
        'GET /dashboard/numbers': [
          200,
          { success: true, numbers: [number(RECEPCAO, true), number(FINANCEIRO, false)] },
        ],
      },
      BOTH,
    );
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:x');
    class FakeURL extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', FakeURL);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const exported = async (call: number) =>
      (await createObjectURL.mock.calls[call]![0].text()).split('\r\n').slice(1, -1);

    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect((await exported(0)).sort()).toEqual(
      [`Carla Dias;${CARLA_1.phone};`, `Carla Dias;${CARLA_2.phone};`].sort(),
    );
    const filter = await screen.findByRole('combobox', { name: 'Número do WhatsApp' });
    fireEvent.change(filter, { target: { value: 'n2' } });
    await waitFor(() => expect(screen.getAllByTestId('number-chip')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await exported(1)).toEqual([`Carla Dias;${CARLA_2.phone};`]);
  });

  it('shows neither chip nor filter for a clinic of one number', async () => {
    const api = renderBoard(
      { 'GET /dashboard/numbers': [200, { success: true, numbers: [number(RECEPCAO, true)] }] },
      BOTH,
    );
    await waitFor(() => expect(api.calls('GET /dashboard/numbers')).toBe(1));
    expect(screen.queryByRole('combobox', { name: 'Número do WhatsApp' })).toBeNull();
    expect(screen.queryAllByTestId('number-chip')).toEqual([]);
  });
});
