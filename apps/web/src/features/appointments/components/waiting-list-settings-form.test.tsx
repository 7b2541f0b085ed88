import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { WaitingListSettingsForm } from './waiting-list-settings-form';

function renderForm(role: 'RESPONSAVEL' | 'ATENDENTE') {
  renderSignedIn(<WaitingListSettingsForm />, {
    session: dashboardSession({ clinic: { role } }),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Regras da lista de espera' }));
}

const GET = 'GET /dashboard/settings/waiting-list';
const PUT = 'PUT /dashboard/settings/waiting-list';
const DEFAULTS = { success: true, settings: { minHoursAhead: 3, maxMessagesPerSlot: 5 } };

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('WaitingListSettingsForm', () => {
  it('lets the Responsável change the hours ahead and the messages per slot, refusing an empty field in pt-BR', async () => {
    const { fetchMock, calls } = fakeApi({
      [GET]: [200, DEFAULTS],
      [PUT]: [
        200,
        {
          success: true,
          settings: { minHoursAhead: 6, maxMessagesPerSlot: 2 },
          message: 'Lista de espera salva',
        },
      ],
    });
    renderForm('RESPONSAVEL');
    expect(screen.getByText('Carregando regras...')).toBeTruthy();
    const hours = (await screen.findByLabelText('Antecedência mínima (horas)')) as HTMLInputElement;
    const perSlot = screen.getByLabelText(
      'Pacientes avisados por horário vago',
    ) as HTMLInputElement;
    expect([hours.value, perSlot.value]).toEqual(['3', '5']);

    fireEvent.change(hours, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar regras' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Configuração da lista de espera inválida: antecedência de 1 a 72 horas e de 1 a 20 mensagens por horário vago.',
    );
    expect(calls(PUT)).toBe(0);

    fireEvent.change(hours, { target: { value: '6' } });
    fireEvent.change(perSlot, { target: { value: '2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar regras' }));
    expect(await screen.findByText('Lista de espera salva')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ minHoursAhead: 6, maxMessagesPerSlot: 2 });
    await waitFor(() => expect(hours.value).toBe('6'));
  });

  it('says in pt-BR when the rules cannot be loaded', async () => {
    fakeApi({ [GET]: [403, { success: false, message: 'Sem permissão', code: 'FORBIDDEN' }] });
    renderForm('RESPONSAVEL');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível carregar as regras da lista de espera.',
    );
  });

  it('shows an Atendente the rules without a way to change them', async () => {
    fakeApi({ [GET]: [200, DEFAULTS] });
    renderForm('ATENDENTE');
    expect(
      await screen.findByText('Só o Responsável da clínica muda as regras da lista de espera.'),
    ).toBeTruthy();
    expect(
      (screen.getByLabelText('Antecedência mínima (horas)') as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar regras' })).toBeNull();
  });
});
