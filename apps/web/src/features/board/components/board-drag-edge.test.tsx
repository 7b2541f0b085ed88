import { COLUMNS } from '@conecta/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { chatKeys, useChats } from '@/features/chat-list';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';
import { pagedData } from '@/test/paged-board-fixture';

import { ChatBoard } from './chat-board';

/**
 * A mouse drag onto the visible part of a column cut by the board's right edge, as the journey
 * board.spec.ts does at 1366 px: the board is 1,030 px wide from x = 296, columns 300 px with
 * 12 px gaps, so Repescagem (the fourth) starts at 1,232 and only its first 94 px show. The
 * pointer rests 40 px into it. The board scrolls sideways while a card is dragged near its edge;
 * it used to scroll as soon as the pointer was in its outer 20 % (206 px), so the columns slid
 * under a resting pointer and the card was let go in the gap or one column further: no
 * 'Movimentação bloqueada'. Layout is what jsdom lacks: here each column's box follows the
 * board's scroll, as in a browser.
 */
const BOARD_LEFT = 296;
const BOARD_WIDTH = 1030;
const COLUMN = 300;
const GAP = 12;
const TOP = 164;
const HEIGHT = 640;

function Board() {
  const chats = useChats('u1');
  return <ChatBoard userId="u1" data={chats.data} onOpenChat={() => {}} />;
}

const ORDER: string[] = COLUMNS.map((c) => c.backend);
let scroller: HTMLElement | null = null;
let scrolled = 0;

const box = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

/** Where each element is: the board, its columns (moved by its scroll), a card in its column. */
function layout(this: Element): DOMRect {
  if (this === scroller) return box(BOARD_LEFT, TOP, BOARD_WIDTH, HEIGHT);
  const section = this.closest('section[data-column]');
  // The drag's overlay card sits where the dragged card (in Atendimento Inicial) sat.
  const index = section ? ORDER.indexOf(section.getAttribute('data-column')!) : 2;
  const left = BOARD_LEFT + index * (COLUMN + GAP) - scrolled;
  if (this === section) return box(left, TOP, COLUMN, HEIGHT);
  return box(left + 8, TOP + 60, COLUMN - 16, 80);
}

/** The board as a horizontal scroller, which jsdom's styles do not make it. */
function makeScroller(board: HTMLElement) {
  scroller = board;
  board.style.overflowX = 'auto';
  Object.defineProperty(board, 'clientWidth', { configurable: true, value: BOARD_WIDTH });
  Object.defineProperty(board, 'scrollWidth', {
    configurable: true,
    value: ORDER.length * (COLUMN + GAP) - GAP,
  });
  Object.defineProperty(board, 'scrollLeft', {
    configurable: true,
    get: () => scrolled,
    set: (value: number) => {
      scrolled = Math.max(0, Math.min(value, board.scrollWidth - BOARD_WIDTH));
    },
  });
  board.scrollBy = ((x: number) => {
    board.scrollLeft = scrolled + x;
    board.dispatchEvent(new Event('scroll'));
  }) as HTMLElement['scrollBy'];
}

const wait = (ms: number) => act(() => new Promise<void>((done) => setTimeout(done, ms)));
const toasts = () => screen.getByRole('region', { name: /Notificações/, hidden: true });

beforeEach(() => {
  scroller = null;
  scrolled = 0;
  localStorage.setItem(STORAGE_KEYS.token, 't');
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return layout.call(this);
  });
});

afterEach(() => {
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a drag onto a column cut by the board’s edge', () => {
  it('lands in that column: a drag into Repescagem is refused with the reason', async () => {
    fakeApi({
      'GET /dashboard/tags': [200, { success: true, tags: [] }],
      // The next page of Atendimento Inicial: not what this is about.
      'GET /dashboard/zapi/chats': 'network',
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    queryClient.setQueryData(chatKeys.list('u1'), pagedData());
    render(
      <AppProviders queryClient={queryClient}>
        <Board />
      </AppProviders>,
    );
    const repescagem = screen.getByRole('region', { name: 'Repescagem' });
    makeScroller(repescagem.parentElement!);

    const grip = screen.getByRole('button', { name: 'Arrastar conversa Ana Prado' });
    const from = layout.call(grip);
    const start = { clientX: from.left + 10, clientY: from.top + 10 };
    fireEvent.mouseDown(grip, { ...start, button: 0 });
    fireEvent.mouseMove(document, { clientX: start.clientX + 20, clientY: start.clientY + 20 });
    await wait(10);
    // 40 px into Repescagem, 54 px from the board's right edge; held there a moment.
    const target = { clientX: BOARD_LEFT + 3 * (COLUMN + GAP) + 40, clientY: TOP + 120 };
    for (let step = 1; step <= 5; step += 1) {
      fireEvent.mouseMove(document, {
        clientX: start.clientX + ((target.clientX - start.clientX) * step) / 5,
        clientY: start.clientY + ((target.clientY - start.clientY) * step) / 5,
      });
      await wait(10);
    }
    await wait(250);
    fireEvent.mouseUp(document, target);
    await wait(10);

    expect(within(toasts()).getByText('Movimentação bloqueada')).toBeTruthy();
    expect(
      within(toasts()).getByText('A coluna Repescagem é reservada para as rotinas automáticas.'),
    ).toBeTruthy();
    expect(scrolled).toBe(0);
  });
});
