import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useServiceWorkerBoard } from './use-service-worker-board';

/** The board's part: chats it can open once loaded, and the address it shows. */
function Board({ open }: { open: (chatId: string) => boolean }) {
  useServiceWorkerBoard(open);
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function LoadingBoard({ opened }: { opened: string[] }) {
  const [loaded, setLoaded] = useState(false);
  // Until the board has its chats, no chat can be found; then the same link opens it.
  const open = loaded
    ? (chatId: string) => {
        opened.push(chatId);
        return true;
      }
    : () => false;
  return (
    <>
      <button onClick={() => setLoaded(true)}>carregar</button>
      <Board open={open} />
    </>
  );
}

const container = Object.assign(new EventTarget(), { startMessages: vi.fn() });

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('useServiceWorkerBoard', () => {
  it("opens the chat a notification's link names once the board has it, then drops ?chat= from the address", () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const opened: string[] = [];
    render(
      <MemoryRouter initialEntries={['/dashboard?chat=5511900000003']}>
        <LoadingBoard opened={opened} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('address').textContent).toBe('/dashboard?chat=5511900000003');
    act(() => screen.getByRole('button', { name: 'carregar' }).click());
    expect(opened).toEqual(['5511900000003']);
    expect(screen.getByTestId('address').textContent).toBe('/dashboard');
  });

  it('tells the worker it shows the board and opens the chat a click names while it is open', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const opened: string[] = [];
    const open = (chatId: string) => {
      opened.push(chatId);
      return true;
    };
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Board open={open} />
      </MemoryRouter>,
    );
    expect(container.startMessages).toHaveBeenCalled();
    const reply = { postMessage: vi.fn() };
    const message = (data: unknown, ports: unknown[] = []) =>
      act(() => {
        container.dispatchEvent(Object.assign(new Event('message'), { data, ports }));
      });
    message({ type: 'shows-board' }, [reply]);
    expect(reply.postMessage).toHaveBeenCalledWith({ board: true });
    message({ type: 'open-chat', chatId: '5511900000004' });
    expect(opened).toEqual(['5511900000004']);
  });
});
