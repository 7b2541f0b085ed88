import { utcToLocal } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { createLiveEventApplier } from '@/features/notifications';
import { OpenChatContext } from '@/lib/open-chat-request';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';

import { OutageNotices } from './outage-notices';

const ZONE = 'America/Sao_Paulo';
const OUTAGE = 'GET /dashboard/zapi/outage';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The board's notices over a fake API whose answer the test switches, as the server's would. */
function renderNotices(quiet = false) {
  localStorage.setItem(STORAGE_KEYS.token, 't');
  const since = new Date(Date.now() - 7 * 60_000);
  const back = new Date(Date.now() - 60_000);
  let connected = false;
  fakeApi({
    [OUTAGE]: () => [
      200,
      connected
        ? {
            success: true,
            disconnectedSince: null,
            lastOutage: {
              id: 'o1',
              start: since.toISOString(),
              end: back.toISOString(),
              heldSends: quiet ? 0 : 2,
              patients: quiet
                ? []
                : [
                    {
                      chatId: '5511950000002',
                      name: 'Bruno Lima',
                      count: 1,
                      lastAt: back.toISOString(),
                    },
                  ],
            },
          }
        : { success: true, disconnectedSince: since.toISOString(), lastOutage: null },
    ],
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const onReconnect = vi.fn();
  const openChat = vi.fn();
  render(
    <AppProviders queryClient={queryClient}>
      <OpenChatContext.Provider value={openChat}>
        <OutageNotices userId="u1" timeZone={ZONE} onReconnect={onReconnect} />
      </OpenChatContext.Provider>
    </AppProviders>,
  );
  const live = createLiveEventApplier({
    queryClient,
    userId: 'u1',
    refetchChats: vi.fn(),
    onNewMessage: vi.fn(),
  });
  return {
    onReconnect,
    openChat,
    since,
    reconnect: () => {
      connected = true;
      act(() => live('connection-update', { connected: true, at: new Date().toISOString() }));
    },
  };
}

describe('OutageNotices', () => {
  it('shows the red banner while down, opens the QR dialog, and gives way to the gap once back', async () => {
    const view = renderNotices();
    const banner = await screen.findByRole('alert');
    const hour = utcToLocal(view.since, ZONE).slice(11, 16);
    expect(banner.textContent).toMatch(
      new RegExp(`^WhatsApp desconectado desde (\\d\\d/\\d\\d )?${hour}—reconectar$`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'reconectar' }));
    expect(view.onReconnect).toHaveBeenCalledTimes(1);

    // The stream says it linked again: the banner goes, live, without a reload.
    view.reconnect();
    const gap = await screen.findByRole('region', { name: 'Enquanto esteve desconectado' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(gap.textContent).toContain('1 paciente escreveu durante a queda:');
    expect(gap.textContent).toContain('Bruno Lima');
    expect(gap.textContent).toContain(
      '2 mensagens automáticas reprogramadas para depois da reconexão.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa: Bruno Lima' }));
    expect(view.openChat).toHaveBeenCalledWith('5511950000002');

    // Closed, it stays closed for that outage.
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: 'Enquanto esteve desconectado' })).toBeNull();
    expect(localStorage.getItem('cc-outage-gap-dismissed')).toBe('o1');
  });

  it('a drop that left nothing to do (nobody wrote, nothing waited) shows no panel once back', async () => {
    const view = renderNotices(true);
    expect(await screen.findByRole('alert')).toBeTruthy();
    view.reconnect();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Enquanto esteve desconectado' })).toBeNull();
  });
});
