import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { SatisfactionForm } from './satisfaction-form';

function renderForm(role: 'RESPONSAVEL' | 'ATENDENTE') {
  renderSignedIn(<SatisfactionForm />, {
    session: dashboardSession({ clinic: { role } }),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Pesquisa de satisfação' }));
}

const OFF = { success: true, settings: { enabled: false, hoursAfter: 2 } };

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('SatisfactionForm', () => {
  it('lets the Responsável turn the question on, some hours after Compareceu', async () => {
    const { fetchMock } = fakeApi({
      'GET /dashboard/settings/satisfaction': [200, OFF],
      'PUT /dashboard/settings/satisfaction': [
        200,
        {
          success: true,
          settings: { enabled: true, hoursAfter: 4 },
          message: 'Pesquisa de satisfação salva',
        },
      ],
    });
    renderForm('RESPONSAVEL');
    const on = await screen.findByRole('checkbox', {
      name: 'Perguntar a nota de 0 a 10 depois da consulta marcada como Compareceu',
    });
    fireEvent.click(on);
    fireEvent.change(screen.getByLabelText('Horas depois'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar pesquisa' }));
    expect(await screen.findByText('Pesquisa de satisfação salva')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ enabled: true, hoursAfter: 4 });
  });

  it('shows an Atendente the setting without a way to change it', async () => {
    fakeApi({ 'GET /dashboard/settings/satisfaction': [200, OFF] });
    renderForm('ATENDENTE');
    expect(
      await screen.findByText('Só o Responsável da clínica liga ou desliga a pesquisa.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('checkbox').getAttribute('data-disabled')).not.toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Salvar pesquisa' })).toBeNull();
  });
});
