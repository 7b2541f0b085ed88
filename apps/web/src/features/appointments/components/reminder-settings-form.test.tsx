import { MSG } from '@conecta/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ReminderSettingsForm } from './reminder-settings-form';

const SETTINGS = {
  success: true,
  custom: false,
  settings: { template: MSG.appointmentRules.defaultTemplate, respectOpeningHours: false },
};

function renderForm(role: 'RESPONSAVEL' | 'ATENDENTE') {
  renderSignedIn(<ReminderSettingsForm />, {
    session: dashboardSession({ clinic: { role } }),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Mensagem dos lembretes' }));
}

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('ReminderSettingsForm', () => {
  it('previews the message, refuses an unknown variable before asking, and saves', async () => {
    const { fetchMock, calls } = fakeApi({
      'GET /dashboard/settings/reminders': [200, SETTINGS],
      'PUT /dashboard/settings/reminders': [
        200,
        {
          success: true,
          custom: true,
          message: 'Lembretes salvos',
          settings: { template: 'Oi {nome}, até {hora}.', respectOpeningHours: true },
        },
      ],
    });
    renderForm('RESPONSAVEL');
    const field = await screen.findByLabelText('Mensagem enviada ao paciente');
    expect(screen.getByTestId('reminder-preview').textContent).toMatch(
      /^Olá, Maria! Lembramos da sua consulta \S+, \d\d\/\d\d\/\d{4}, às 14:30, com Dra\. Ana Souza\./,
    );

    fireEvent.change(field, { target: { value: 'Oi {paciente}!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar lembretes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A variável {paciente} não existe. Use {nome}, {data}, {hora}, {dia_semana} ou {profissional}.',
    );
    expect(calls('PUT /dashboard/settings/reminders')).toBe(0);

    fireEvent.change(field, { target: { value: 'Oi {nome}, até {hora}.' } });
    expect(screen.getByTestId('reminder-preview').textContent).toBe('Oi Maria, até 14:30.');
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Enviar lembretes só no horário de funcionamento' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar lembretes' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/reminders')).toBe(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      template: 'Oi {nome}, até {hora}.',
      respectOpeningHours: true,
    });
    expect(await screen.findByText('Lembretes salvos')).toBeTruthy();
  });

  it('shows an Atendente the message without a way to change it', async () => {
    fakeApi({ 'GET /dashboard/settings/reminders': [200, SETTINGS] });
    renderForm('ATENDENTE');
    const field = await screen.findByLabelText('Mensagem enviada ao paciente');
    expect((field as HTMLTextAreaElement).readOnly).toBe(true);
    expect(
      screen.getByText('Só o Responsável da clínica muda a mensagem dos lembretes.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar lembretes' })).toBeNull();
  });
});
