import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { followUpdates } from '../service-worker-store';
import { AppStatusBanners } from './app-status-banners';

/** A worker as the page sees it: its state changes, and 'atualizar' posts to it. */
function fakeWorker() {
  return Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
}

/** Installs `worker` as the registration's new one, up to 'installed' (waiting). */
function install(
  reg: EventTarget & { installing: unknown },
  worker: ReturnType<typeof fakeWorker>,
) {
  act(() => {
    reg.installing = worker;
    reg.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
  });
}

describe("'Nova versão disponível — atualizar'", () => {
  it('appears when a new version waits (not on the first install); atualizar activates it and the page reloads once', () => {
    const container = Object.assign(new EventTarget(), { controller: null as object | null });
    const reg = Object.assign(new EventTarget(), { waiting: null, installing: null as unknown });
    const reload = vi.fn();
    render(<AppStatusBanners />);
    followUpdates(
      container as unknown as ServiceWorkerContainer,
      reg as unknown as ServiceWorkerRegistration,
      reload,
    );

    // The first visit installs the worker: nothing is being replaced, no banner.
    install(reg, fakeWorker());
    expect(screen.queryByText('Nova versão disponível')).toBeNull();

    // Later the worker controls the page and a deploy brings a new one, which waits.
    container.controller = {};
    const next = fakeWorker();
    install(reg, next);
    expect(screen.getByText('Nova versão disponível')).toBeTruthy();
    expect(next.postMessage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'atualizar' }));
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    expect(reload).not.toHaveBeenCalled();
    // The new worker took over (skipWaiting, then clients.claim): the page loads its version,
    // once, however many times the browser says so.
    for (let i = 0; i < 2; i++)
      act(() => {
        container.dispatchEvent(new Event('controllerchange'));
      });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
