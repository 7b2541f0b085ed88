import type { ClinicNumber } from '@conecta/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { OtherNumbersDown } from '@/features/clinic-numbers';
import { OpenChatContext } from '@/lib/open-chat-request';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeClinicNumber } from '@/test/chat-fixture';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';

import { outageTime } from '../outage-time';
import { NumberOutageDetail } from './number-outage-detail';
import { OtherNumbersGaps } from './other-numbers-gaps';

const ZONE = 'America/Sao_Paulo';
const MIN = 60_000;

const number = (id: string, over: Partial<ClinicNumber>) => makeClinicNumber({ id, ...over });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The board's notices of the other numbers over a fake API answering each number's state. */
function renderBoardTop(numbers: ClinicNumber[], outageOf: Record<string, unknown>) {
  localStorage.setItem(STORAGE_KEYS.token, 't');
  const api = fakeApi({
    'GET /dashboard/numbers': [200, { success: true, numbers }],
    // The number is in the query, which the fake's routes do not see: read from the last call.
    'GET /dashboard/zapi/outage': (): FakeAnswer => {
      const calls = api.fetchMock.mock.calls;
      const url = new URL(String(calls[calls.length - 1]![0]), 'http://localhost');
      const state = outageOf[url.searchParams.get('numberId') ?? 'main'];
      return state ? [200, state] : [404, { success: false, message: 'x' }];
    },
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const openChat = vi.fn();
  render(
    <AppProviders queryClient={queryClient}>
      <OpenChatContext.Provider value={openChat}>
        <OtherNumbersDown
          renderDetail={(n) => <NumberOutageDetail number={n} userId="u1" timeZone={ZONE} />}
        />
        <OtherNumbersGaps userId="u1" timeZone={ZONE} />
      </OpenChatContext.Provider>
    </AppProviders>,
  );
  return { api, openChat };
}

describe("another number's outage over the board", () => {
  it('says since when each number is down, and who wrote to it so far', async () => {
    const since = new Date(Date.now() - 20 * MIN);
    const lastAt = new Date(Date.now() - 5 * MIN);
    const { api, openChat } = renderBoardTop(
      [
        number('m1', { main: true }),
        number('f2', { label: 'Financeiro', connected: false }),
        number('u3', { phone: '5511955550003', connected: false }),
      ],
      {
        f2: {
          success: true,
          disconnectedSince: since.toISOString(),
          lastOutage: null,
          currentOutage: {
            id: 'o2',
            start: since.toISOString(),
            heldSends: 0,
            patients: [
              { chatId: '5511950000003:n2', name: 'Carla', count: 2, lastAt: lastAt.toISOString() },
            ],
          },
        },
        u3: { success: true, disconnectedSince: since.toISOString(), lastOutage: null },
      },
    );
    const line = await screen.findByRole('status');
    // The line's text stays; under it, one line per number down.
    expect(line.textContent).toContain(
      'Os números Financeiro e +55 (11) 95555-0003 estão desconectados: as conversas deles continuam aqui',
    );
    const when = outageTime(since.toISOString(), new Date(), ZONE);
    expect(await within(line).findByText(`Financeiro: desde ${when}`)).toBeTruthy();
    expect(within(line).getByText(`+55 (11) 95555-0003: desde ${when}`)).toBeTruthy();
    // An older server's answer (no current outage): since when, nothing to open.
    expect(within(line).getAllByRole('button')).toHaveLength(1);

    fireEvent.click(within(line).getByRole('button', { name: 'Quem escreveu' }));
    const panel = screen.getByRole('region', {
      name: 'Enquanto o número Financeiro esteve desconectado',
    });
    expect(panel.textContent).toContain(`Desde ${when}.`);
    expect(panel.textContent).toContain('1 paciente escreveu durante a queda:');
    expect(panel.textContent).toContain('Carla');
    fireEvent.click(within(panel).getByRole('button', { name: 'Abrir conversa: Carla' }));
    expect(openChat).toHaveBeenCalledWith('5511950000003:n2');
    fireEvent.click(within(line).getByRole('button', { name: 'Ocultar' }));
    expect(screen.queryByRole('region', { name: /^Enquanto o número/ })).toBeNull();

    const asked = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/dashboard/zapi/outage')
      .map((u) => u.searchParams.get('numberId'));
    // Each other number by its id; the main number's is the red banner's, not asked here.
    expect([...new Set(asked)].sort()).toEqual(['f2', 'u3']);
  });

  it("shows the number's own 'Enquanto esteve desconectado' once it is back, until closed", async () => {
    const start = new Date(Date.now() - 40 * MIN);
    const end = new Date(Date.now() - 10 * MIN);
    const back = {
      success: true,
      disconnectedSince: null,
      lastOutage: {
        id: 'o9',
        start: start.toISOString(),
        end: end.toISOString(),
        heldSends: 1,
        patients: [],
      },
      currentOutage: null,
    };
    renderBoardTop([number('m1', { main: true }), number('f2', { label: 'Financeiro' })], {
      f2: back,
    });
    const panel = await screen.findByRole('region', {
      name: 'Enquanto o número Financeiro esteve desconectado',
    });
    expect(panel.textContent).toContain(
      `De ${outageTime(start.toISOString(), new Date(), ZONE)} a ${outageTime(end.toISOString(), new Date(), ZONE)}.`,
    );
    expect(panel.textContent).toContain('1 mensagem automática reprogramada');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: /^Enquanto o número/ })).toBeNull();
    expect(localStorage.getItem('cc-outage-gap-dismissed:f2')).toBe('o9');
  });
});
