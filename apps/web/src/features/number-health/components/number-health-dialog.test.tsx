import type { ClinicNumber } from '@conecta/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeClinicNumber } from '@/test/chat-fixture';
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

describe("'Saúde do número' of a clinic with several numbers", () => {
  const NUMBERS = 'GET /dashboard/numbers';
  const number = (id: string, over: Partial<ClinicNumber>) => makeClinicNumber({ id, ...over });
  const figures = (uptime7: number, outages = 0) => ({
    success: true,
    uptime7,
    uptime30: uptime7,
    outages: Array.from({ length: outages }, () => ({
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: null,
      lengthMs: 3_600_000,
      reason: 'webhook',
    })),
    days: days(() => ({ sent: 0, received: 0, automatic: 0 })),
    ratio: null,
    alertMinutes: 5,
  });
  const healthUrls = (api: ReturnType<typeof fakeApi>) =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/dashboard/zapi/health')
      .map((u) => u.search);

  it('picks the number, the main one first, and shows the chosen one', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const api = fakeApi({
      [NUMBERS]: [
        200,
        {
          success: true,
          numbers: [
            number('m1', { main: true, label: 'Recepção', phone: '5511955550001' }),
            number('f2', { label: 'Financeiro', phone: '5511955550002', connected: false }),
            number('u3', { phone: '5511955550003' }),
          ],
        },
      ],
      [HEALTH]: (call) => [200, call === 1 ? figures(1) : figures(0.75, 1)],
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders queryClient={queryClient}>
        <NumberHealthBody userId="u1" timeZone="America/Sao_Paulo" />
      </AppProviders>,
    );
    const picker = (await screen.findByLabelText('Número')) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Recepção · +55 (11) 95555-0001 (principal)',
      'Financeiro · +55 (11) 95555-0002',
      '+55 (11) 95555-0003',
    ]);
    expect(picker.value).toBe('m1');
    expect(await screen.findAllByText('100%')).toHaveLength(2);

    fireEvent.change(picker, { target: { value: 'f2' } });
    expect(await screen.findByText('ainda desconectado')).toBeTruthy();
    expect(screen.getAllByText('75%')).toHaveLength(2);
    // The main number as always (no id); another by its id.
    expect(healthUrls(api)).toEqual(['', '?numberId=f2']);
  });

  it('shows no picker, and asks as before, for a clinic with one number', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const api = fakeApi({
      [NUMBERS]: [200, { success: true, numbers: [number('m1', { main: true })] }],
      [HEALTH]: [200, figures(1)],
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders queryClient={queryClient}>
        <NumberHealthBody userId="u1" timeZone="America/Sao_Paulo" />
      </AppProviders>,
    );
    expect(await screen.findAllByText('100%')).toHaveLength(2);
    await vi.waitFor(() => expect(api.calls(NUMBERS)).toBe(1));
    expect(screen.queryByLabelText('Número')).toBeNull();
    expect(healthUrls(api)).toEqual(['']);
  });
});
