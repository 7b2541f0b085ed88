import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { OpenManageDialogContext } from '@/lib/open-manage-dialog';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';

import { TeamDialog } from './team-dialog';

const ANA = {
  userId: 'u1',
  name: 'Ana Lima',
  email: 'ana@clinica.test',
  role: 'RESPONSAVEL',
  joinedAt: '2026-01-01T00:00:00.000Z',
};
const BRUNO = {
  ...ANA,
  userId: 'u2',
  name: 'Bruno Dias',
  email: 'bruno@clinica.test',
  role: 'ATENDENTE',
};
const INVITE = {
  id: 'i1',
  email: 'carla@clinica.test',
  role: 'ATENDENTE',
  invitedByName: 'Ana Souza',
  expiresAt: '2026-12-02T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
};
const team = (me: 'u1' | 'u2'): FakeAnswer => [
  200,
  {
    success: true,
    clinic: { id: 'c1', name: 'Clínica' },
    me: { userId: me, role: me === 'u1' ? 'RESPONSAVEL' : 'ATENDENTE' },
    members: [ANA, BRUNO],
    invitations: me === 'u1' ? [INVITE] : [],
  },
];
const AUDIT: FakeAnswer = [200, { success: true, entries: [], next: null }];

function renderDialog(me: 'u1' | 'u2', routes: Record<string, FakeAnswer> = {}) {
  const api = fakeApi({
    'GET /dashboard/team': team(me),
    'GET /dashboard/team/audit': AUDIT,
    ...routes,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <TeamDialog open onOpenChange={vi.fn()} userId={me} />
    </AppProviders>,
  );
  return { ...api, dialog: screen.getByRole('dialog', { name: 'Equipe' }) };
}

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('TeamDialog', () => {
  it('gives the Responsável roles, invitations, the invite form and the audit', async () => {
    const { dialog, fetchMock } = renderDialog('u1', {
      'POST /dashboard/team/invitations': [
        201,
        {
          success: true,
          message: 'ok',
          invitation: { ...INVITE, id: 'i2', email: 'davi@clinica.test' },
        },
      ],
    });
    expect(await within(dialog).findByText('carla@clinica.test')).toBeTruthy();
    // Who sent each pending invitation (review 3, finding 2).
    expect(within(dialog).getByText(/Convidado por Ana Souza/)).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Função de Bruno Dias' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remover da equipe' })).toBeTruthy();
    // The only Responsável is not offered a way out the server would refuse.
    expect(within(dialog).queryByRole('button', { name: 'Sair da equipe' })).toBeNull();
    expect(await within(dialog).findByText('Nada registrado ainda.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'davi@clinica.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/dashboard/team/invitations') &&
            init?.body === JSON.stringify({ email: 'davi@clinica.test', role: 'ATENDENTE' }),
        ),
      ).toBe(true),
    );
  });

  it("names an erased patient's actions 'Paciente apagado' in the audit", async () => {
    const entryOf = (id: string, action: string, target: string) => ({
      id,
      at: '2030-03-05T12:00:00.000Z',
      actorName: 'Ana Souza',
      action,
      target,
      ip: null,
    });
    const { dialog } = renderDialog('u1', {
      'GET /dashboard/team/audit': [
        200,
        {
          success: true,
          entries: [
            entryOf('a1', 'chat.move', 'apagado:0123456789abcdef'),
            entryOf('a2', 'message.send', 'João Lima'),
          ],
          next: null,
        },
      ],
    });
    expect(
      await within(dialog).findByText('moveu a conversa com Paciente apagado', { exact: false }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('enviou uma mensagem para João Lima', { exact: false }),
    ).toBeTruthy();
    expect(dialog.textContent).not.toContain('apagado:');
  });

  it('before an invitation, says the clinic is still named after the Responsável and offers to name it', async () => {
    const open = vi.fn();
    const api = fakeApi({
      'GET /dashboard/team': [
        200,
        {
          success: true,
          clinic: { id: 'c1', name: 'Ana Lima' },
          me: { userId: 'u1', role: 'RESPONSAVEL' },
          members: [ANA],
          invitations: [],
        },
      ],
      'GET /dashboard/team/audit': AUDIT,
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders queryClient={queryClient}>
        <OpenManageDialogContext value={open}>
          <TeamDialog open onOpenChange={vi.fn()} userId="u1" />
        </OpenManageDialogContext>
      </AppProviders>,
    );
    const form = await screen.findByRole('form', { name: 'Convidar por e-mail' });
    expect(within(form).getByRole('note').textContent).toContain(
      'o WhatsApp de Ana Lima”: esse é o seu nome, não o da clínica.',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Dar um nome à clínica' }));
    expect(open).toHaveBeenCalledWith({ dialog: 'clinic' });
    expect(api.calls('GET /dashboard/team')).toBe(1);
  });

  it('reads every action in pt-BR, never as its internal code', async () => {
    const entryOf = (id: string, action: string, target: string | null) => ({
      id,
      at: '2030-03-05T12:00:00.000Z',
      actorName: 'Ana Souza',
      action,
      target,
      ip: null,
    });
    const { dialog } = renderDialog('u1', {
      'GET /dashboard/team/audit': [
        200,
        {
          success: true,
          entries: [
            entryOf('a1', 'waitingList.offer', 'Dra. Ana Souza'),
            entryOf('a2', 'appointment.attendance', 'João Lima'),
            entryOf('a3', 'chat.consent_recorded', 'Maria Alves'),
            // Written by a newer server than this page: still a sentence, not a code.
            entryOf('a4', 'clinic.something_new', null),
          ],
          next: null,
        },
      ],
    });
    expect(
      await within(dialog).findByText('ofereceu à lista de espera um horário com Dra. Ana Souza', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('registrou o comparecimento de João Lima à consulta', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'registrou o consentimento de Maria Alves para mensagens automáticas',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('fez uma alteração', { exact: false })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/waitingList|appointment\.|chat\.|clinic\./);
  });

  it('asks before making someone Responsável; Cancelar leaves the role as it was', async () => {
    const { dialog, calls, fetchMock } = renderDialog('u1', {
      'PUT /dashboard/team/members/u2/role': [200, { success: true, message: 'ok' }],
    });
    const select = (await within(dialog).findByRole('combobox', {
      name: 'Função de Bruno Dias',
    })) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'RESPONSAVEL' } });
    const ask = await screen.findByRole('alertdialog', { name: 'Tornar Bruno Dias Responsável?' });
    expect(ask.textContent).toContain('convidar e remover pessoas da equipe');
    expect(select.value).toBe('ATENDENTE');
    expect(calls('PUT /dashboard/team/members/u2/role')).toBe(0);

    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(select.value).toBe('ATENDENTE');
    expect(calls('PUT /dashboard/team/members/u2/role')).toBe(0);

    // Confirmed, the change goes to the server.
    fireEvent.change(select, { target: { value: 'RESPONSAVEL' } });
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Tornar Responsável' }));
    await waitFor(() => expect(calls('PUT /dashboard/team/members/u2/role')).toBe(1));
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/u2/role'));
    expect(put?.[1]?.body).toBe(JSON.stringify({ role: 'RESPONSAVEL' }));
    expect(await screen.findByText('Função alterada')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('makes an Atendente without asking, and a refusal is titled as a failure', async () => {
    const reason =
      'A clínica precisa de pelo menos um Responsável. Torne outra pessoa Responsável antes.';
    const { dialog, calls } = renderDialog('u1', {
      'PUT /dashboard/team/members/u1/role': [
        422,
        { success: false, code: 'RULE_BROKEN', message: reason },
      ],
    });
    const select = await within(dialog).findByRole('combobox', { name: 'Função de Ana Lima' });
    fireEvent.change(select, { target: { value: 'ATENDENTE' } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Não foi possível alterar a função')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByText('Função alterada')).toBeNull();
    expect(calls('PUT /dashboard/team/members/u1/role')).toBe(1);
  });

  it('shows an Atendente the members only, with a way to leave', async () => {
    const { dialog, calls } = renderDialog('u2');
    expect(await within(dialog).findByText('Bruno Dias')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByText('Convites pendentes')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Enviar convite' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sair da equipe' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Remover da equipe' })).toBeNull();
    expect(calls('GET /dashboard/team/audit')).toBe(0);
  });
});
