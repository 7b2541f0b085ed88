import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';

import { NumberHealthBody } from './number-health-dialog';

const HEALTH = 'GET /dashboard/zapi/health';
const days = (fill: (i: number) => { sent: number; received: number; automatic: number }) =>
  Array.from({ length: 14 }, (_, i) => ({
    day: `2030-03-${String(i + 1).padStart(2, '0')}`,
    ...fill(i),
  }));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PACING = 'GET /dashboard/settings/send-pacing';

function renderBody(answer: FakeAnswer | ((call: number) => FakeAnswer), pacing?: FakeAnswer) {
  localStorage.setItem(STORAGE_KEYS.token, 't');
  const api = fakeApi({ [HEALTH]: answer, ...(pacing ? { [PACING]: pacing } : {}) });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <NumberHealthBody userId="u1" timeZone="America/Sao_Paulo" />
    </AppProviders>,
  );
  return api;
}

describe("'Saúde do número'", () => {
  it('says it is loading, then shows the uptime, each outage and the messages a day', async () => {
    renderBody([
      200,
      {
        success: true,
        uptime7: 0.998,
        uptime30: 0.9995,
        outages: [
          {
            start: '2030-03-14T17:32:00Z',
            end: '2030-03-14T17:52:00Z',
            lengthMs: 20 * 60_000,
            reason: 'webhook',
          },
        ],
        days: days((i) => ({ sent: i, received: 2 * i, automatic: i === 13 ? 3 : 0 })),
        ratio: 0.5,
        alertMinutes: 5,
      },
    ]);
    expect(screen.getByText('Carregando a saúde do número...')).toBeTruthy();
    expect(await screen.findByText('99,8%')).toBeTruthy();
    expect(screen.getByText('99,9%')).toBeTruthy();
    expect(screen.getByText('0,5')).toBeTruthy();
    const outages = screen.getByRole('region', { name: 'Quedas da conexão (30 dias)' });
    expect(outages.textContent).toContain('14/03/2030, 14:32');
    expect(outages.textContent).toContain('20 min');
    expect(outages.textContent).toContain('aviso do provedor');
    const daily = screen.getByRole('region', { name: 'Mensagens por dia (14 dias)' });
    expect(daily.querySelectorAll('tbody tr')).toHaveLength(14);
    expect(daily.querySelector('tbody tr:last-child')?.textContent).toBe('14/0313263');
    expect(
      (screen.getByLabelText(/Avisar os Responsáveis por e-mail/) as HTMLInputElement).value,
    ).toBe('5');
  });

  it('says when there is nothing to show', async () => {
    renderBody([
      200,
      {
        success: true,
        uptime7: null,
        uptime30: null,
        outages: [],
        days: days(() => ({ sent: 0, received: 0, automatic: 0 })),
        ratio: null,
        alertMinutes: 5,
      },
    ]);
    expect(await screen.findByText('Nenhuma queda da conexão nos últimos 30 dias.')).toBeTruthy();
    expect(screen.getByText('Nenhuma mensagem nos últimos 14 dias.')).toBeTruthy();
    expect(screen.getAllByText('sem dados')).toHaveLength(2);
    expect(screen.getByText('nenhuma recebida')).toBeTruthy();
  });

  it('says it failed, and tries again on request', async () => {
    const api = renderBody((call) =>
      call === 1 ? [500, { success: false, message: 'x' }] : 'network',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível carregar a saúde do número.',
    );
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    await vi.waitFor(() => expect(api.calls(HEALTH)).toBe(2));
  });

  it("shows today's automatic messages against the warm-up's cap", async () => {
    renderBody(
      [
        200,
        {
          success: true,
          uptime7: 1,
          uptime30: 1,
          outages: [],
          days: days(() => ({ sent: 0, received: 0, automatic: 0 })),
          ratio: null,
          alertMinutes: 5,
        },
      ],
      [
        200,
        {
          success: true,
          pacing: { dailyCap: 200, warmUp: true, minGapSeconds: 3, extraGapSeconds: 5 },
          custom: false,
          today: { sent: 12, cap: 48, warmUpDay: 3, linked: true },
          numbers: [],
        },
      ],
    );
    const today = await screen.findByRole('region', { name: 'Mensagens automáticas hoje' });
    expect(today.textContent).toContain(
      'Número novo: dia 3 de 14 do aquecimento — até 48 mensagens automáticas hoje',
    );
    expect(today.textContent).toContain('12 de 48 mensagens automáticas enviadas hoje');
  });
});
