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
        },
      ],
    ),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <SendPacingForm userId="u1" />
    </AppProviders>,
  );
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
});
