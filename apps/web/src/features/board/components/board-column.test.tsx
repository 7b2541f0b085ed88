import { DndContext } from '@dnd-kit/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeChat } from '@/test/chat-fixture';

import { toBoardItem, type BoardItem } from '../board-items';
import { DEFAULT_COLUMN_SETTINGS } from '../column-settings';
import { BoardColumn } from './board-column';

function renderColumn(items: BoardItem[] = []) {
  const onSettingsChange = vi.fn();
  render(
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
    </DndContext>,
  );
  return { onSettingsChange, column: screen.getByRole('region', { name: 'Atendimento VIP' }) };
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
    // The provider counted 150 unread it does not hand over: not 'Sem mensagens' (issue 23).
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
});
