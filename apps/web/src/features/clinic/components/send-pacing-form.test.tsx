import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, savedSettings } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { SendPacingForm } from './send-pacing-form';

beforeEach(() => stubResizeObserver());

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

const PACING = { dailyCap: 200, warmUp: true, minGapSeconds: 3, extraGapSeconds: 5 };

/** The form in the app's providers, with a cache that does not retry. */
function mount() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <SendPacingForm userId="u1" />
    </AppProviders>,
  );
}

function renderForm() {
  const api = fakeApi({
    ...savedSettings(
      '/dashboard/settings/send-pacing',
      [
        200,
        {
          success: true,
          pacing: PACING,
          custom: false,
          today: { sent: 12, cap: 48, warmUpDay: 3, linked: true },
          numbers: [],
        },
      ],
      [
        200,
        {
          success: true,
          message: 'Ritmo de envio salvo',
          pacing: { ...PACING, dailyCap: 300 },
          custom: true,
          today: { sent: 12, cap: 62, warmUpDay: 3, linked: true },
          numbers: [],
        },
      ],
    ),
  });
  mount();
  return api;
}

describe('SendPacingForm', () => {
  it("shows the warm-up day and today's count, refuses a gap out of bounds, and saves", async () => {
    const { calls, fetchMock } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Ritmo dos envios automáticos' }));
    expect(
      await screen.findByText(
        'Número novo: dia 3 de 14 do aquecimento — até 48 mensagens automáticas hoje',
      ),
    ).toBeTruthy();
    expect(screen.getByText('12 de 48 mensagens automáticas enviadas hoje')).toBeTruthy();

    const gap = screen.getByLabelText('Intervalo mínimo entre envios (segundos)');
    fireEvent.change(gap, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ritmo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O intervalo mínimo entre envios deve ser de 2 a 120 segundos.',
    );
    expect(calls('PUT /dashboard/settings/send-pacing')).toBe(0);

    fireEvent.change(gap, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Limite diário de mensagens automáticas'), {
      target: { value: '300' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ritmo' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/send-pacing')).toBe(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ ...PACING, dailyCap: 300 });
    expect(
      await screen.findByText(
        'Número novo: dia 3 de 14 do aquecimento — até 62 mensagens automáticas hoje',
      ),
    ).toBeTruthy();
  });

  it('in a clinic with two numbers, lists each number with its own warm-up and count', async () => {
    const day = { linked: true };
    fakeApi({
      'GET /dashboard/settings/send-pacing': [
        200,
        {
          success: true,
          pacing: PACING,
          custom: true,
          today: { ...day, sent: 150, cap: 200, warmUpDay: null },
          numbers: [
            {
              ...day,
              id: 'n1',
              label: null,
              phone: '5511999990001',
              main: true,
              sent: 150,
              cap: 200,
              warmUpDay: null,
            },
            {
              ...day,
              id: 'n2',
              label: 'Financeiro',
              phone: '5511999990002',
              main: false,
              sent: 4,
              cap: 20,
              warmUpDay: 1,
            },
          ],
        },
      ],
    });
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Ritmo dos envios automáticos' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '+55 (11) 99999-0001 (número principal)' +
        'Até 200 mensagens automáticas hoje' +
        '150 de 200 mensagens automáticas enviadas hoje',
      'Financeiro' +
        'Número novo: dia 1 de 14 do aquecimento — até 20 mensagens automáticas hoje' +
        '4 de 20 mensagens automáticas enviadas hoje',
    ]);
    expect(
      screen.getByText(
        'Cada número conta o seu dia e tem o seu aquecimento; o limite e os intervalos abaixo valem para todos.',
      ),
    ).toBeTruthy();
  });
});
