import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, savedSettings } from '@/test/fake-api';

import { StopWordsForm } from './stop-words-form';

const DEFAULTS = ['PARAR', 'SAIR', 'CANCELAR', 'DESCADASTRAR'];

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

function renderForm() {
  const api = fakeApi({
    ...savedSettings(
      '/dashboard/routines/stop-words',
      [200, { success: true, words: DEFAULTS, defaults: DEFAULTS, custom: false }],
      [
        200,
        {
          success: true,
          message: 'Palavras de parada salvas',
          words: ['STOP', 'Não quero mais'],
          defaults: DEFAULTS,
          custom: true,
        },
      ],
    ),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <StopWordsForm userId="u1" />
    </AppProviders>,
  );
  return api;
}

describe('StopWordsForm', () => {
  it('loads only when opened, and saves one word per line', async () => {
    const { calls, fetchMock } = renderForm();
    expect(calls('GET /dashboard/routines/stop-words')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Palavras de parada' }));
    const field = await screen.findByLabelText('Palavras de parada (uma por linha)');
    expect((field as HTMLTextAreaElement).value).toBe(DEFAULTS.join('\n'));
    expect(screen.queryByRole('button', { name: 'Restaurar padrão' })).toBeNull();

    fireEvent.change(field, { target: { value: 'STOP\n\n  Não quero mais  \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar palavras' }));
    await waitFor(() => expect(calls('PUT /dashboard/routines/stop-words')).toBe(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ words: ['STOP', 'Não quero mais'] });
    expect(await screen.findByRole('button', { name: 'Restaurar padrão' })).toBeTruthy();
  });
});
