import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, type FakeAnswer, savedSettings } from '@/test/fake-api';

import { ClinicNameForm } from './clinic-name-form';

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

function renderForm(put: FakeAnswer) {
  const api = fakeApi({
    ...savedSettings(
      '/dashboard/settings/clinic',
      [200, { success: true, clinic: { id: 'c1', name: 'Dra. Ana Souza' } }],
      put,
    ),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <ClinicNameForm />
    </AppProviders>,
  );
  return api;
}

const field = async () => (await screen.findByLabelText('Nome da clínica')) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Salvar nome' });

describe('ClinicNameForm', () => {
  it('shows the name in force and saves the new one, trimmed', async () => {
    const { calls, fetchMock } = renderForm([
      200,
      {
        success: true,
        message: 'Nome da clínica salvo',
        clinic: { id: 'c1', name: 'Clínica Sorriso' },
      },
    ]);
    const input = await field();
    expect(input.value).toBe('Dra. Ana Souza');
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '  Clínica Sorriso ' } });
    fireEvent.click(save());
    await waitFor(() => expect(calls('PUT /dashboard/settings/clinic')).toBe(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ name: 'Clínica Sorriso' });
    expect(await screen.findByText('Nome da clínica salvo')).toBeTruthy();
    expect(input.value).toBe('Clínica Sorriso');
  });

  it.each([
    ['', 'Informe o nome da clínica.'],
    ['A', 'O nome da clínica deve ter ao menos 2 caracteres.'],
  ])('refuses %j before any call, saying why', async (value, message) => {
    const { calls } = renderForm([500, {}]);
    const input = await field();
    fireEvent.change(input, { target: { value } });
    fireEvent.click(save());
    expect((await screen.findByText(message)).textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls('PUT /dashboard/settings/clinic')).toBe(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    renderForm([403, { success: false, message: 'Só o Responsável da clínica pode fazer isso.' }]);
    const input = await field();
    fireEvent.change(input, { target: { value: 'Clínica do Bruno' } });
    fireEvent.click(save());
    expect(await screen.findByText('Só o Responsável da clínica pode fazer isso.')).toBeTruthy();
    expect(input.value).toBe('Clínica do Bruno');
  });
});
