import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { IntegrationsDialog } from './integrations-dialog';

const PATH = '/dashboard/settings/api-keys';
const FEEGOW = {
  id: 'k1',
  name: 'Agenda Feegow',
  scopes: ['appointments:read', 'appointments:write'],
  hint: 'cck_AbC123',
  createdAt: '2026-03-02T13:00:00.000Z',
  createdBy: 'Ana',
  lastUsedAt: null,
};
const TOKEN = `cck_${'x'.repeat(43)}`;
type Route = FakeAnswer | ((call: number) => FakeAnswer);

function renderDialog(routes: Record<string, Route>) {
  // The 'Webhooks' section below the keys asks for its list too (webhooks-section.test.tsx).
  const api = fakeApi({
    'GET /dashboard/settings/webhooks': [200, { success: true, endpoints: [] }],
    ...routes,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <IntegrationsDialog open onOpenChange={vi.fn()} userId="u1" timeZone="America/Sao_Paulo" />
    </AppProviders>,
  );
  return { ...api, dialog: screen.getByRole('dialog', { name: 'Integrações' }) };
}

// Radix's check boxes measure themselves.
beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('IntegrationsDialog', () => {
  it('lists the keys with their scopes in pt-BR, when made and that they were never used', async () => {
    const { dialog } = renderDialog({ [`GET ${PATH}`]: [200, { success: true, keys: [FEEGOW] }] });
    expect(within(dialog).getByText('Carregando chaves...')).toBeTruthy();
    const list = await within(dialog).findByRole('list', { name: 'Chaves de API ativas' });
    expect(within(list).getByText('Agenda Feegow')).toBeTruthy();
    expect(within(list).getByText('Ler consultas')).toBeTruthy();
    expect(within(list).getByText('Criar e alterar consultas')).toBeTruthy();
    expect(within(list).getByText(/Criada em 02\/03\/2026/)).toBeTruthy();
    expect(within(list).getByText(/Ainda não usada/)).toBeTruthy();
  });

  it('says when there is no key, and offers to try again after a failure', async () => {
    const first = renderDialog({
      [`GET ${PATH}`]: (call) => (call === 1 ? 'network' : [200, { success: true, keys: [] }]),
    });
    const alert = await within(first.dialog).findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as chaves.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(first.dialog).findByText('Nenhuma chave criada ainda.')).toBeTruthy();
  });

  it('creates a key with a name and scopes, and shows it once with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let created = false;
    const { dialog, fetchMock } = renderDialog({
      [`GET ${PATH}`]: () => [200, { success: true, keys: created ? [FEEGOW] : [] }],
      [`POST ${PATH}`]: () => {
        created = true;
        return [201, { success: true, message: 'Chave criada', key: FEEGOW, token: TOKEN }];
      },
    });
    await within(dialog).findByText('Nenhuma chave criada ainda.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Dê um nome à chave (até 60 caracteres).',
    );
    fireEvent.change(within(dialog).getByLabelText('Nome da chave'), {
      target: { value: 'Agenda Feegow' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escolha pelo menos uma permissão.');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ler consultas' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Criar e alterar consultas' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(await within(dialog).findByText('Copie a chave agora')).toBeTruthy();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body),
    );
    expect(body).toEqual({
      name: 'Agenda Feegow',
      scopes: ['appointments:read', 'appointments:write'],
    });
    expect((within(dialog).getByLabelText('Agenda Feegow') as HTMLInputElement).value).toBe(TOKEN);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar chave' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TOKEN));
    expect(await within(dialog).findByText('Chave copiada')).toBeTruthy();
    await within(dialog).findByRole('list', { name: 'Chaves de API ativas' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Já guardei a chave' }));
    expect(within(dialog).queryByDisplayValue(TOKEN)).toBeNull();
    expect(dialog.textContent).not.toContain(TOKEN);
  });

  it('revokes a key after a confirmation', async () => {
    let revoked = false;
    const { dialog, calls } = renderDialog({
      [`GET ${PATH}`]: () => [200, { success: true, keys: revoked ? [] : [FEEGOW] }],
      [`DELETE ${PATH}/k1`]: () => {
        revoked = true;
        return [200, { success: true, message: 'Chave revogada' }];
      },
    });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Revogar a chave Agenda Feegow' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Revogar esta chave?' });
    expect(confirm.textContent).toContain('"Agenda Feegow" deixa de ter acesso na hora');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revogar chave' }));
    expect(await within(dialog).findByText('Nenhuma chave criada ainda.')).toBeTruthy();
    expect(calls(`DELETE ${PATH}/k1`)).toBe(1);
  });
});
