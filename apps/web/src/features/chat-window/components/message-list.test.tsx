import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SessionDashboardContext } from '@/features/session';
import { makeTextMessage } from '@/test/chat-fixture';
import { dashboardSession } from '@/test/session-fixture';

import type { ChatEntry } from '../chat-entries';
import { MessageList } from './message-list';
import { LONG_PRESS_MS } from './message-row';

const actions = { start: vi.fn(), cancel: vi.fn(), confirm: vi.fn() };
const CLOUD_API_SESSION = dashboardSession({ clinic: { members: 1, provider: 'cloud-api' } });
const noHistory = { hasOlder: false, loadingOlder: false, onLoadOlder: async () => {} };
const entry = (id: string, content: string): ChatEntry => ({
  ...makeTextMessage({ id, messageId: `wa-${id}`, content }),
  kind: 'message',
});

describe('MessageList', () => {
  it('shows a reaction under its bubble, named for a screen reader', () => {
    render(
      <MessageList
        entries={[
          {
            ...entry('r1', 'Lembrete da consulta'),
            fromMe: true,
            reactions: [{ emoji: '👍', fromMe: false }],
          },
          entry('r2', 'Sem reação'),
        ]}
        loading={false}
        {...noHistory}
        editingId={null}
        editPending={false}
        editActions={actions}
      />,
    );
    expect(screen.getByLabelText('Reação do paciente: 👍').textContent).toBe('👍');
    expect(screen.getAllByLabelText(/^Reação/)).toHaveLength(1);
  });

  it('on a Cloud API number, says Meta brings no earlier messages (no phone holds them)', () => {
    const list = (entries: ChatEntry[]) => (
      <SessionDashboardContext.Provider value={CLOUD_API_SESSION}>
        <MessageList
          entries={entries}
          loading={false}
          {...noHistory}
          editingId={null}
          editPending={false}
          editActions={actions}
        />
      </SessionDashboardContext.Provider>
    );
    const { rerender } = render(list([]));
    expect(
      screen.getByText(
        'A API oficial do WhatsApp não traz as mensagens anteriores à conexão do número. As novas aparecem aqui.',
      ),
    ).toBeTruthy();
    rerender(list([entry('c1', 'Olá')]));
    expect(
      screen.getByText(
        'A API oficial do WhatsApp não traz as mensagens anteriores à conexão do número.',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('celular');
  });

  it("says 'Nenhuma mensagem ainda' when the chat has no messages", () => {
    render(
      <MessageList
        entries={[]}
        loading={false}
        {...noHistory}
        editingId={null}
        editPending={false}
        editActions={actions}
      />,
    );
    expect(screen.getByText('Nenhuma mensagem ainda')).toBeTruthy();
    // Z-API's multi-device API has no history to fetch: say where the earlier messages are.
    expect(
      screen.getByText(
        'As mensagens trocadas antes da conexão ficam no celular. As novas aparecem aqui.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("divides the messages by day: 'Hoje', 'Ontem', then the weekday and date", () => {
    // Relative to the real day, at noon: the rule holds on any of them.
    const today = new Date();
    const day = (n: number) =>
      new Date(today.getFullYear(), today.getMonth(), today.getDate() - n, 12, 0).toISOString();
    const at = (id: string, n: number): ChatEntry => ({
      ...entry(id, `mensagem ${id}`),
      timestamp: day(n),
    });
    render(
      <MessageList
        entries={[at('a', 3), at('b', 3), at('c', 1), at('d', 0), at('e', 0)]}
        loading={false}
        {...noHistory}
        editingId={null}
        editPending={false}
        editActions={actions}
      />,
    );
    const threeDaysAgo = new Date(day(3));
    const label = new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(threeDaysAgo.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }),
    }).format(threeDaysAgo);
    const labels = [...document.querySelectorAll<HTMLElement>('[data-day-label]')];
    expect(labels.map((l) => l.textContent)).toEqual([label, 'Ontem', 'Hoje']);
    // Each label heads its own day's messages, and only them: a sticky label sticks inside its
    // parent, so the next day's label pushes it away instead of stacking on it over the text
    // ('…o resultado do meu ul[sexta-feira Hoje novembro]' when all labels shared one list).
    const days = labels.map((l) =>
      [...l.parentElement!.querySelectorAll('li')].map((li) => li.textContent ?? ''),
    );
    expect(days.map((d) => d.map((text) => text.match(/mensagem (\w)/)?.[1]))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d', 'e'],
    ]);
    for (const l of labels) {
      expect(l.className).toContain('sticky');
      // An opaque pill over the messages, not a see-through one mixing with their text.
      expect(l.firstElementChild?.className).toMatch(/\bbg-white\b/);
    }
  });

  it("a long press shows a message's actions on a touch screen; a touch elsewhere hides them", () => {
    vi.useFakeTimers();
    render(
      <MessageList
        entries={[{ ...entry('a', 'Olá'), fromMe: true, status: 'SENT' }]}
        loading={false}
        {...noHistory}
        editingId={null}
        editPending={false}
        editActions={actions}
        onReply={vi.fn()}
      />,
    );
    const row = screen.getByText('Olá').closest('li')!;
    const bubble = screen.getByText('Olá').closest('div.rounded-2xl')!;
    expect(row.dataset.touch).toBe('idle');
    // A short tap, or a finger that scrolls away, is not a long press.
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerUp(bubble, { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS);
    });
    expect(row.dataset.touch).toBe('idle');
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(bubble, { pointerType: 'touch', clientX: 10, clientY: 40 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS);
    });
    expect(row.dataset.touch).toBe('idle');

    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(bubble, { pointerType: 'touch', clientX: 12, clientY: 11 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS);
    });
    expect(row.dataset.touch).toBe('shown');
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(row.dataset.touch).toBe('idle');
    vi.useRealTimers();
  });

  it('shows a spinner with its label while loading', () => {
    render(
      <MessageList
        entries={[]}
        loading
        {...noHistory}
        editingId={null}
        editPending={false}
        editActions={actions}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Carregando mensagens...');
    expect(screen.queryByText('Nenhuma mensagem ainda')).toBeNull();
  });

  it('keeps the reader on the same message when older ones are put above', async () => {
    const onLoadOlder = vi.fn(async () => {});
    const props = { loading: false, loadingOlder: false, editingId: null, editPending: false };
    const { rerender } = render(
      <MessageList
        {...props}
        entries={[entry('b', 'Segunda')]}
        hasOlder
        onLoadOlder={onLoadOlder}
        editActions={actions}
      />,
    );
    const region = screen.getByRole('region', { name: 'Mensagens' });
    // jsdom lays nothing out: the heights are the browser's, before and after the older page.
    let height = 1000;
    Object.defineProperty(region, 'scrollHeight', { configurable: true, get: () => height });
    region.scrollTop = 150;
    fireEvent.scroll(region);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);

    height = 1600;
    rerender(
      <MessageList
        {...props}
        entries={[entry('a', 'Primeira'), entry('b', 'Segunda')]}
        hasOlder={false}
        onLoadOlder={onLoadOlder}
        editActions={actions}
      />,
    );
    expect(region.scrollTop).toBe(750);
    expect(screen.getByText('Mensagens anteriores à conexão ficam no celular.')).toBeTruthy();
  });

  it('says it is loading older messages while it does, without a second request', () => {
    const onLoadOlder = vi.fn(async () => {});
    render(
      <MessageList
        entries={[entry('b', 'Segunda')]}
        loading={false}
        hasOlder
        loadingOlder
        onLoadOlder={onLoadOlder}
        editingId={null}
        editPending={false}
        editActions={actions}
      />,
    );
    const button = screen.getByRole('button', { name: 'Carregando mensagens anteriores...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const region = screen.getByRole('region', { name: 'Mensagens' });
    region.scrollTop = 0;
    fireEvent.scroll(region);
    expect(onLoadOlder).not.toHaveBeenCalled();
  });
});
