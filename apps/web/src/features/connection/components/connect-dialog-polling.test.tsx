import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';

import { CONNECTION_TIMING as T } from '../connection-timing';
import { ConnectDialog } from './connect-dialog';

const QR_PATH = 'GET /dashboard/zapi/qr-code';
const STATUS_PATH = 'GET /dashboard/zapi/status';
const INFO_PATH = 'GET /dashboard/zapi/chats_info';
const qrAnswer = (n: number) => ({
  success: true,
  connected: false,
  qrCode: `data:image/png;base64,QR${n}`,
  message: 'QR Code gerado',
});
const offline = { success: true, connected: false, instanceStatus: 'PENDING' };
const online = { success: true, connected: true, instanceStatus: 'ACTIVE' };
const info = {
  success: true,
  connected: true,
  totalChats: 3,
  syncing: true,
  progress: { percentage: 10, loaded: 1, total: 3, completed: false },
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toasts = () => screen.getByRole('region', { name: /Notificações/, hidden: true });

function renderDialog() {
  const onClose = vi.fn();
  const onConnected = vi.fn();
  const view = render(
    <AppProviders>
      <ConnectDialog open onClose={onClose} onConnected={onConnected} />
    </AppProviders>,
  );
  return { onClose, onConnected, view };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  localStorage.setItem(STORAGE_KEYS.token, 't');
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ConnectDialog polling', () => {
  it('asks for a new QR code every 15 s and counts the attempts from the second', async () => {
    const { calls } = fakeApi({
      [QR_PATH]: (n) => [200, qrAnswer(n)],
      [STATUS_PATH]: [200, offline],
    });
    renderDialog();
    await advance(0);
    expect(calls(QR_PATH)).toBe(1);
    expect(screen.queryByText(/Tentativa/)).toBeNull();

    await advance(T.qrPollMs);
    expect(calls(QR_PATH)).toBe(2);
    expect(screen.getByText('Tentativa 2 de 20')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('src')).toBe('data:image/png;base64,QR2');
    // The status probe ran in between and is not an attempt.
    expect(calls(STATUS_PATH)).toBe(Math.floor(T.qrPollMs / T.statusProbeMs));
  });

  it('at 20 attempts stops, offers a retry and toasts QR Code expirado', async () => {
    const { calls } = fakeApi({
      [QR_PATH]: (n) => [200, qrAnswer(n)],
      [STATUS_PATH]: [200, offline],
    });
    renderDialog();
    await advance(0);
    for (let tick = 1; tick < T.qrMaxAttempts; tick += 1) await advance(T.qrPollMs);
    expect(calls(QR_PATH)).toBe(20);
    expect(screen.getByText('Tentativa 20 de 20')).toBeTruthy();

    await advance(T.qrPollMs);
    expect(within(toasts()).getByText('QR Code expirado')).toBeTruthy();
    expect(within(toasts()).getByText('Por favor, solicite um novo QR Code.')).toBeTruthy();
    const probes = calls(STATUS_PATH);
    await advance(T.qrPollMs * 3);
    expect(calls(QR_PATH)).toBe(20);
    expect(calls(STATUS_PATH)).toBe(probes);

    fireEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    await advance(0);
    expect(calls(QR_PATH)).toBe(21);
    expect(screen.queryByText(/Tentativa/)).toBeNull();
  });

  it('the 3 s status probe notices the scan, then hands over chats_info after 500 ms', async () => {
    const { calls } = fakeApi({
      [QR_PATH]: (n) => [200, qrAnswer(n)],
      [STATUS_PATH]: [200, online],
      [INFO_PATH]: [200, info],
    });
    const { onConnected } = renderDialog();
    await advance(T.statusProbeMs);

    const dialog = screen.getByRole('dialog', { name: 'Conectado com Sucesso!' });
    expect(within(dialog).getByText('Seu WhatsApp foi conectado com sucesso')).toBeTruthy();
    expect(within(dialog).getByText('Preparando suas conversas...')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(calls(INFO_PATH)).toBe(0);

    await advance(T.chatsInfoDelayMs);
    expect(onConnected).toHaveBeenCalledWith(info);
    expect(within(toasts()).getByText('WhatsApp conectado!')).toBeTruthy();
    expect(within(toasts()).getByText('Carregando suas conversas...')).toBeTruthy();
    await advance(T.qrPollMs);
    expect(calls(QR_PATH)).toBe(1);
  });

  it('a connected QR answer does the same; a failed chats_info hands over null', async () => {
    fakeApi({
      [QR_PATH]: [200, { success: true, connected: true, qrCode: null, message: 'ok' }],
      [INFO_PATH]: [422, { success: false, message: 'x', code: 'RULE_BROKEN' }],
    });
    const { onConnected } = renderDialog();
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Conectado com Sucesso!' })).toBeTruthy();

    await advance(T.chatsInfoDelayMs);
    expect(onConnected).toHaveBeenCalledWith(null);
    expect(within(toasts()).getByText('Conectado com aviso')).toBeTruthy();
    expect(
      within(toasts()).getByText('WhatsApp conectado, mas houve erro ao carregar conversas.'),
    ).toBeTruthy();
  });

  it('closing stops every poll', async () => {
    const { calls } = fakeApi({
      [QR_PATH]: (n) => [200, qrAnswer(n)],
      [STATUS_PATH]: [200, offline],
    });
    const { view, onClose, onConnected } = renderDialog();
    await advance(0);
    view.rerender(
      <AppProviders>
        <ConnectDialog open={false} onClose={onClose} onConnected={onConnected} />
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(T.qrPollMs * 2);
    expect(calls(QR_PATH)).toBe(1);
    expect(calls(STATUS_PATH)).toBe(0);
  });

  it('StrictMode: one poll timer, one probe timer and one handover', async () => {
    const { calls } = fakeApi({
      [QR_PATH]: (n) => [200, qrAnswer(n)],
      [STATUS_PATH]: (n) => [200, n < 3 ? offline : online],
      [INFO_PATH]: [200, info],
    });
    const onConnected = vi.fn();
    render(
      <StrictMode>
        <AppProviders>
          <ConnectDialog open onClose={vi.fn()} onConnected={onConnected} />
        </AppProviders>
      </StrictMode>,
    );
    await advance(0);
    const first = calls(QR_PATH);
    await advance(T.statusProbeMs * 2);
    expect(calls(STATUS_PATH)).toBe(2);
    await advance(T.statusProbeMs);
    expect(screen.getByRole('dialog', { name: 'Conectado com Sucesso!' })).toBeTruthy();
    await advance(T.chatsInfoDelayMs);
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(calls(INFO_PATH)).toBe(1);
    await advance(T.qrPollMs * 2);
    expect(calls(QR_PATH)).toBe(first);
  });
});
