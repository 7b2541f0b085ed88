import { DndContext } from '@dnd-kit/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { writeDraft } from '@/lib/chat-drafts';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeChat } from '@/test/chat-fixture';

import { toBoardItem, type BoardItem } from '../board-items';
import { DEFAULT_COLUMN_SETTINGS } from '../column-settings';
import { BoardColumn, POINTER_HOLD_MS } from './board-column';

function renderColumn(items: BoardItem[] = []) {
  const onSettingsChange = vi.fn();
  const view = render(columnOf(items, onSettingsChange));
  return {
    onSettingsChange,
    rerender: (next: BoardItem[]) => view.rerender(columnOf(next, onSettingsChange)),
    column: screen.getByRole('region', { name: 'Atendimento VIP' }),
  };
}

// The cards' number chip reads the clinic's numbers (issue 48): none here, so no chip.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, enabled: false } },
});

function columnOf(items: BoardItem[], onSettingsChange: () => void) {
  return (
    <QueryClientProvider client={queryClient}>
      <DndContext>
        <BoardColumn
          column="vip"
          items={items}
          settings={DEFAULT_COLUMN_SETTINGS}
          matches={null}
          onSettingsChange={onSettingsChange}
          onMove={vi.fn()}
          activeChatId={null}
          focusChatId={null}
          onFocusTaken={vi.fn()}
        />
      </DndContext>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  // jsdom lays nothing out: give the scrolling list a height so the virtualiser renders cards.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

describe('BoardColumn', () => {
  it('an empty column says Nenhuma conversa and 0 conversas', () => {
    const { column } = renderColumn();
    expect(within(column).getByRole('heading', { name: 'Atendimento VIP' })).toBeTruthy();
    expect(within(column).getByText('0 conversas')).toBeTruthy();
    expect(within(column).getByText('Nenhuma conversa')).toBeTruthy();
    expect(within(column).queryByRole('list')).toBeNull();
  });

  it('shows the count and the cards, most recent first', () => {
    const { column } = renderColumn(
      [
        makeChat({ name: 'Ana Lima', lastMessageTime: '2026-03-09T09:00:00.000Z' }),
        makeChat({ name: 'Bruno Reis', lastMessageTime: '2026-03-09T12:00:00.000Z' }),
        makeChat({ name: null, phone: '5511987654321', unread: 150 }),
      ].map(toBoardItem),
    );
    expect(within(column).getByText('3 conversas')).toBeTruthy();
    expect(within(column).queryByText('Nenhuma conversa')).toBeNull();
    const titles = within(column)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Bruno Reis', 'Ana Lima', '+55 (11) 98765-4321']);
    expect(within(column).getByRole('button', { name: 'Arrastar conversa Ana Lima' })).toBeTruthy();
    expect(within(column).getByText('99+')).toBeTruthy();
    expect(within(column).getByText('AL')).toBeTruthy();
    expect(within(column).getByText('?')).toBeTruthy();
    // The provider counted 150 unread it does not hand over: not 'Sem mensagens'.
    expect(within(column).getAllByText('Sem mensagens')).toHaveLength(2);
    expect(within(column).getByText('150 novas mensagens no celular')).toBeTruthy();
  });

  it('a contact named with its own number reads as the formatted phone, initials ?', () => {
    const { column } = renderColumn(
      [makeChat({ name: '5515974491267', phone: '5515974491267', unread: 1 })].map(toBoardItem),
    );
    expect(within(column).getByRole('heading', { level: 3 }).textContent).toBe(
      '+55 (15) 97449-1267',
    );
    expect(within(column).getByText('?')).toBeTruthy();
    expect(within(column).getByText('1 nova mensagem no celular')).toBeTruthy();
  });

  it("a chat with the member's unsent reply says Rascunho on its card, and only for her", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.userId, 'u1');
    writeDraft('u1', '5511911112222', 'Seu exame está pronto');
    writeDraft('u2', '5511933334444', 'Texto de outra pessoa');
    const { column } = renderColumn(
      [
        makeChat({ chatId: '5511911112222', name: 'Ana Lima', lastMessageContent: 'Oi' }),
        makeChat({ chatId: '5511933334444', name: 'Bruno Reis', lastMessageContent: 'Olá' }),
      ].map(toBoardItem),
    );
    const card = (name: string) =>
      within(column).getByRole('heading', { name }).closest('article')!;
    const ana = card('Ana Lima');
    expect(ana.textContent).toContain('Rascunho: Seu exame está pronto');
    const bruno = card('Bruno Reis');
    expect(bruno.textContent).toContain('Olá');
    expect(bruno.textContent).not.toContain('Rascunho');
    localStorage.clear();
  });

  it('holds its order under a resting pointer; a pill says what arrived and applies it', () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const ana = makeChat({ chatId: 'a', name: 'Ana Lima', lastMessageTime: at(10) });
    const bruno = makeChat({ chatId: 'b', name: 'Bruno Reis', lastMessageTime: at(20) });
    const caio = makeChat({ chatId: 'c', name: 'Caio Dias', lastMessageTime: at(30) });
    const { column, rerender } = renderColumn([ana, bruno, caio].map(toBoardItem));
    const order = () =>
      within(column)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(order()).toEqual(['Ana Lima', 'Bruno Reis', 'Caio Dias']);

    fireEvent.pointerEnter(column);
    // Caio writes again and Davi arrives: nothing moves (Davi comes in at the end), and Caio's
    // card shows his new message.
    const caioAgain = { ...caio, lastMessageTime: at(0), lastMessageContent: 'Ainda tem vaga?' };
    const davi = makeChat({ chatId: 'd', name: 'Davi Melo', lastMessageTime: at(1) });
    rerender([ana, bruno, caioAgain, davi].map(toBoardItem));
    expect(order()).toEqual(['Ana Lima', 'Bruno Reis', 'Caio Dias', 'Davi Melo']);
    expect(within(column).getByText('Ainda tem vaga?')).toBeTruthy();
    expect(within(column).getByText('4 conversas')).toBeTruthy();

    fireEvent.click(within(column).getByRole('button', { name: '2 conversas novas ↑' }));
    expect(order()).toEqual(['Caio Dias', 'Davi Melo', 'Ana Lima', 'Bruno Reis']);
    expect(within(column).queryByRole('button', { name: /conversas? novas?/ })).toBeNull();

    // Held again after the pill; leaving the column lets the live order through.
    rerender([ana, bruno, caioAgain, { ...davi, lastMessageTime: at(-1) }].map(toBoardItem));
    expect(order()).toEqual(['Caio Dias', 'Davi Melo', 'Ana Lima', 'Bruno Reis']);
    expect(within(column).getByRole('button', { name: '1 conversa nova ↑' })).toBeTruthy();
    fireEvent.pointerLeave(column);
    expect(order()).toEqual(['Davi Melo', 'Caio Dias', 'Ana Lima', 'Bruno Reis']);
  });

  it('a pointer resting still stops holding after a few seconds, so new patients come up', () => {
    vi.useFakeTimers();
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const ana = makeChat({ chatId: 'a', name: 'Ana Lima', lastMessageTime: at(10) });
    const davi = makeChat({ chatId: 'd', name: 'Davi Melo', lastMessageTime: at(0) });
    const { column, rerender } = renderColumn([ana].map(toBoardItem));
    const order = () =>
      within(column)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    fireEvent.pointerEnter(column);
    rerender([ana, davi].map(toBoardItem));
    expect(order()).toEqual(['Ana Lima', 'Davi Melo']);
    act(() => {
      vi.advanceTimersByTime(POINTER_HOLD_MS - 100);
    });
    fireEvent.pointerMove(column);
    act(() => {
      vi.advanceTimersByTime(POINTER_HOLD_MS - 100);
    });
    expect(order()).toEqual(['Ana Lima', 'Davi Melo']);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(order()).toEqual(['Davi Melo', 'Ana Lima']);
    vi.useRealTimers();
  });

  it('holds its order while a menu is open anywhere, and lets go when it closes', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const ana = makeChat({ chatId: 'a', name: 'Ana Lima', lastMessageTime: at(10) });
    const bruno = makeChat({ chatId: 'b', name: 'Bruno Reis', lastMessageTime: at(20) });
    const { column, rerender } = renderColumn([ana, bruno].map(toBoardItem));
    const order = () =>
      within(column)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    act(() => document.body.append(menu));
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBe(menu));
    rerender([ana, { ...bruno, lastMessageTime: at(0) }].map(toBoardItem));
    expect(order()).toEqual(['Ana Lima', 'Bruno Reis']);
    act(() => menu.remove());
    await waitFor(() => expect(order()).toEqual(['Bruno Reis', 'Ana Lima']));
  });

  it('a card with a scheduled message says when it goes', () => {
    const { column } = renderColumn(
      [makeChat({ name: 'Ana Lima', nextTaskAt: '2031-01-02T15:30:00.000Z' })].map(toBoardItem),
    );
    const when = new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(new Date('2031-01-02T15:30:00.000Z'))
      .replace(',', '');
    expect(within(column).getByText(`Mensagem agendada para ${when}`)).toBeTruthy();
  });

  it('the sort toggle says what it will do and asks for the other order', () => {
    const { column, onSettingsChange } = renderColumn();
    fireEvent.click(within(column).getByRole('button', { name: 'Ordenar por mais antigas' }));
    expect(onSettingsChange).toHaveBeenCalledWith('vip', { sortOrder: 'oldest' });
  });

  it('a card is one Tab stop; its handle and its menu are an arrow away', () => {
    const onOpenChat = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <DndContext>
          <BoardColumn
            column="vip"
            items={[makeChat({ name: 'Ana Lima' }), makeChat({ name: 'Bruno Reis' })].map(
              toBoardItem,
            )}
            settings={DEFAULT_COLUMN_SETTINGS}
            matches={null}
            onSettingsChange={vi.fn()}
            onMove={vi.fn()}
            onOpenChat={onOpenChat}
            activeChatId={null}
            focusChatId={null}
            onFocusTaken={vi.fn()}
          />
        </DndContext>
      </QueryClientProvider>,
    );
    const card = screen.getAllByRole('article')[0]!;
    const tabbable = [...card.querySelectorAll<HTMLElement>('button, a, input, [tabindex]')].filter(
      (el) => el.tabIndex >= 0,
    );
    expect(tabbable.map((el) => el.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Abrir conversa /),
    ]);
    const open = tabbable[0]!;
    const name = open.getAttribute('aria-label')!.replace('Abrir conversa ', '');
    open.focus();
    fireEvent.keyDown(open, { key: 'ArrowRight' });
    const menu = within(card).getByRole('button', { name: `Ações da conversa ${name}` });
    expect(document.activeElement).toBe(menu);
    fireEvent.keyDown(menu, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(menu);
    fireEvent.keyDown(menu, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(open);
    fireEvent.keyDown(open, { key: 'ArrowLeft' });
    const handle = within(card).getByRole('button', { name: `Arrastar conversa ${name}` });
    expect(document.activeElement).toBe(handle);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(open);
    fireEvent.click(open);
    expect(onOpenChat).toHaveBeenCalledWith(expect.objectContaining({ name }));
  });
});
