import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { PrivacyDialog } from './privacy-dialog';

const entry = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  at: '2030-03-05T12:00:00.000Z',
  kind: 'chat-opened',
  memberName: 'Ana Souza',
  chatId: '5511900000001',
  chatName: 'Maria Souza',
  detail: null,
  ip: '10.0.0.1',
  ...over,
});

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

function renderDialog() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <PrivacyDialog open onOpenChange={() => undefined} userId="u1" />
    </AppProviders>,
  );
}

describe('PrivacyDialog', () => {
  it('lists who read what, filters by patient once the typing stops, and pages', async () => {
    const { fetchMock } = fakeApi({
      'GET /dashboard/team': [
        200,
        {
          success: true,
          clinic: { id: 'c1', name: 'Clínica' },
          me: { userId: 'u1', role: 'RESPONSAVEL' },
          members: [],
          invitations: [],
        },
      ],
      'GET /dashboard/privacy/access-log': (call) =>
        call === 1
          ? [
              200,
              {
                success: true,
                entries: [
                  entry('e1'),
                  entry('e0', {
                    kind: 'erasure',
                    chatId: 'apagado:0123456789abcdef',
                    chatName: null,
                  }),
                  entry('e00', {
                    kind: 'media',
                    chatId: 'apagado:0123456789abcdef',
                    chatName: null,
                  }),
                  entry('e2', {
                    kind: 'csv-export',
                    chatId: null,
                    chatName: null,
                    detail: 'quadro, 12 linhas',
                  }),
                ],
                next: '2030-03-05T11:00:00.000Z',
              },
            ]
          : [200, { success: true, entries: [entry('e3', { chatName: 'João' })], next: null }],
    });
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Privacidade' });
    expect(list.textContent).toContain('Ana Souza abriu a conversa Maria Souza');
    // An erased patient reads as such, never as a made-up phone number.
    expect(list.textContent).toContain('Ana Souza apagou os dados do paciente');
    expect(list.textContent).toContain('Ana Souza abriu um arquivo Paciente apagado');
    expect(list.textContent).not.toContain('apagado:');
    expect(list.textContent).toContain('Ana Souza exportou CSV');
    expect(list.textContent).toContain('quadro, 12 linhas');
    expect(list.textContent).toContain('IP 10.0.0.1');

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(list.textContent).toContain('João'));
    const urls = () => fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls().some((u) => u.includes('before=2030-03-05T11%3A00%3A00.000Z'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Paciente'), { target: { value: 'Maria' } });
    await waitFor(() => expect(urls().some((u) => u.includes('patient=Maria'))).toBe(true));
    // Typed once, asked once.
    expect(urls().filter((u) => u.includes('patient=')).length).toBe(1);
  });

  it('says so when nothing matches', async () => {
    fakeApi({
      'GET /dashboard/team': [500, {}],
      'GET /dashboard/privacy/access-log': [200, { success: true, entries: [], next: null }],
    });
    renderDialog();
    expect(await screen.findByText('Nenhum acesso registrado com esses filtros.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
