import { formatBoardCursor } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { chatKeys, mergeChats, type PagedChats, useChats } from '@/features/chat-list';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';
import { BRUNO, CARLA, inboxCard, pagedData } from '@/test/paged-board-fixture';

import { ChatBoard } from './chat-board';

/**
 * The board in pages (issue 51): a column with more than its first page loads the next as it
 * scrolls to its end (a short column is at its end at once), says so while it loads, offers a
 * button after a failure, and shows a card changed outside its pages where it sorts.
 */
const NEXT_PAGE = {
  success: true,
  chats: [CARLA],
  totalChats: 3,
  unreadCount: 0,
  message: '',
  columns: { inbox: { total: 3, next: null } },
};

function Board() {
  const chats = useChats('u1');
  return <ChatBoard userId="u1" data={chats.data} onOpenChat={() => {}} />;
}

function renderBoard(page: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /dashboard/tags': [200, { success: true, tags: [] }],
    'GET /dashboard/zapi/chats': page,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(chatKeys.list('u1'), pagedData({ syncCursor: '1.5' }));
  render(
    <AppProviders queryClient={queryClient}>
      <Board />
    </AppProviders>,
  );
  return { ...api, queryClient };
}

const inicial = () => screen.getByRole('region', { name: 'Atendimento Inicial' });
const names = () =>
  within(inicial())
    .queryAllByRole('button', { name: /^Abrir conversa/ })
    .map((b) => b.getAttribute('aria-label'));

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

describe('the board in pages', () => {
  it('counts the column on the server and loads its next page at its end', async () => {
    const { fetchMock } = renderBoard([200, NEXT_PAGE]);
    expect(within(inicial()).getByText('3 conversas')).toBeTruthy();
    await waitFor(() =>
      expect(names()).toEqual([
        'Abrir conversa Ana Prado',
        'Abrir conversa Bruno Reis',
        'Abrir conversa Carla Dias',
      ]),
    );
    // The list's last request (the cards' number chips ask for the clinic's numbers beside it).
    const asked = fetchMock.mock.calls
      .map((call) => new URL(String(call[0]), 'http://x'))
      .filter((url) => url.pathname === '/dashboard/zapi/chats')
      .at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      limit: '50',
      column: 'inbox',
      after: formatBoardCursor('2026-11-20T10:20:00.000000Z', BRUNO.id),
    });
    // The column is complete: no button, and its count is its cards'.
    expect(within(inicial()).queryByRole('button', { name: 'Carregar mais conversas' })).toBeNull();
    expect(within(inicial()).getByText('3 conversas')).toBeTruthy();
  });

  it('says when the next page failed, and its button (keyboard reachable) asks again', async () => {
    renderBoard((call) => (call === 1 ? 'network' : [200, NEXT_PAGE]));
    expect(await within(inicial()).findByRole('alert')).toHaveProperty(
      'textContent',
      'Não foi possível carregar mais conversas.',
    );
    const more = within(inicial()).getByRole('button', { name: 'Carregar mais conversas' });
    more.focus();
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    await waitFor(() => expect(names()).toContain('Abrir conversa Carla Dias'));
  });

  it('shows a card changed outside the loaded pages where it sorts: on top, or with its page', async () => {
    const { queryClient } = renderBoard('network');
    await within(inicial()).findByRole('alert');
    // A new message lifts a chat the board never loaded to the top of its column...
    const DORA = inboxCard(4, 50, 'Dora Lima');
    // ...while one moved in with an old message sorts after the loaded pages: not yet shown.
    const EDU = inboxCard(5, 5, 'Edu Reis');
    act(() => {
      queryClient.setQueryData<PagedChats>(chatKeys.list('u1'), (prev) =>
        mergeChats(prev!, [DORA, EDU]),
      );
    });
    await waitFor(() =>
      expect(names()).toEqual([
        'Abrir conversa Dora Lima',
        'Abrir conversa Ana Prado',
        'Abrir conversa Bruno Reis',
      ]),
    );
  });
});
