import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';

import { SettingsDialog } from './settings-dialog';

const DASHBOARD = dashboardSession({
  user: { name: 'Bruno Lima', email: 'bruno@clinica.com', confirmed: false },
  clinic: null,
});
const OK = (message: string): FakeAnswer => [200, { success: true, message }];
const WRONG_CODE: FakeAnswer = [
  400,
  { success: false, code: 'INVALID_CODE', message: 'O código inserido está incorreto ou expirou.' },
];
type Route = FakeAnswer | ((call: number) => FakeAnswer);

function renderDialog(routes: Record<string, Route>) {
  const api = fakeApi(routes);
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <SettingsDialog open onOpenChange={vi.fn()} />,
      },
      { path: '/', element: <p>início</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  renderSignedIn(<RouterProvider router={router} />, {
    session: DASHBOARD,
    queryClient: createQueryClient(),
  });
  const dialog = screen.getByRole('dialog', { name: 'Configurações' });
  const region = (name: string) => within(dialog).getByRole('region', { name });
  return { ...api, router, dialog, region };
}

const toastText = (text: string) => screen.findByText(text);

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('SettingsDialog', () => {
  it("shows 'Informações da Conta' with the e-mail, the account type and the status", () => {
    const { region } = renderDialog({});
    const panel = region('Informações da Conta');
    expect(within(panel).getByText('bruno@clinica.com')).toBeTruthy();
    expect(within(panel).getByText('Usuário')).toBeTruthy();
    expect(within(panel).getByText('Pendente')).toBeTruthy();
    expect((within(panel).getByLabelText('Nome') as HTMLInputElement).value).toBe('Bruno Lima');
    expect(within(region('Notificações')).getByRole('button')).toBeTruthy();
    // Usable before the tab's notifications are on: the device's pushes follow it too.
    expect(
      within(region('Notificações')).getByLabelText(
        'Ocultar o conteúdo das mensagens nas notificações',
      ),
    ).toHaveProperty('disabled', false);
  });

  it('says what a lock screen shows with and without privacy mode', () => {
    const { region } = renderDialog({});
    const lockScreen = within(region('Notificações')).getByRole('region', {
      name: 'O que aparece na tela de bloqueio',
    });
    expect(lockScreen.textContent).toContain(
      'Sem ocultar: o nome do contato e o começo da mensagem',
    );
    expect(lockScreen.textContent).toContain(
      'Ocultando: só “Conecta Clínica” e “Nova mensagem”, sem o nome do paciente nem o texto.',
    );
  });

  it('renames: an empty name is refused in place, a new one is saved and stored', async () => {
    const { region, calls } = renderDialog({
      'PUT /api/profile/update-name': [
        200,
        { success: true, name: 'Bruno Souza', message: 'Nome atualizado com sucesso!' },
      ],
    });
    const panel = region('Informações da Conta');
    const name = within(panel).getByLabelText('Nome');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar nome' }));
    expect(within(panel).getByText('Nome não pode ser vazio')).toBeTruthy();
    expect(calls('PUT /api/profile/update-name')).toBe(0);

    fireEvent.change(name, { target: { value: 'Bruno Souza' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar nome' }));
    expect(await toastText('Nome atualizado com sucesso!')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe('Bruno Souza');
  });

  it('changes the e-mail with the code, clears local data and goes to / after 2 s', async () => {
    const { region, router, fetchMock } = renderDialog({
      'POST /api/profile/request-email-change': OK(
        'Enviamos um código de 6 dígitos para novo@clinica.com.',
      ),
      'POST /api/profile/confirm-email-change': (n) =>
        n === 1 ? WRONG_CODE : OK('Email atualizado com sucesso! Faça login novamente.'),
    });
    const part = region('Alterar e-mail');
    fireEvent.click(within(part).getByRole('button', { name: 'Enviar código' }));
    expect(within(part).getByText('Email não pode ser vazio')).toBeTruthy();
    fireEvent.change(within(part).getByLabelText('Novo e-mail'), {
      target: { value: 'Novo@Clinica.com' },
    });
    fireEvent.click(within(part).getByRole('button', { name: 'Enviar código' }));
    expect(await toastText('Código enviado!')).toBeTruthy();
    expect(
      within(part).getByText('Digite o código de 6 dígitos enviado para novo@clinica.com.'),
    ).toBeTruthy();
    const code = within(part).getByLabelText('Código de verificação');
    expect(code.getAttribute('maxlength')).toBe('6');

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(part).getByRole('button', { name: 'Confirmar' }));
    expect(await toastText('Código inválido')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token');

    fireEvent.click(within(part).getByRole('button', { name: 'Confirmar' }));
    expect(await toastText('Email atualizado com sucesso! Faça login novamente.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The last confirmation sent (the panel's other reads, such as the quiet hours, may follow).
    const confirm = fetchMock.mock.calls.filter((c) => String(c[0]).includes('confirm-email'));
    const body = JSON.parse(String(confirm.at(-1)?.[1]?.body));
    expect(body).toEqual({ newEmail: 'novo@clinica.com', code: '111111' });
  });

  it('says why a request failed: the server sentence, or the connection', async () => {
    const { region } = renderDialog({
      'POST /api/profile/request-email-change': (n) =>
        n === 1
          ? [
              409,
              { success: false, code: 'EMAIL_TAKEN', message: 'Este email já está cadastrado.' },
            ]
          : 'network',
    });
    const part = region('Alterar e-mail');
    fireEvent.change(within(part).getByLabelText('Novo e-mail'), {
      target: { value: 'outro@clinica.com' },
    });
    fireEvent.click(within(part).getByRole('button', { name: 'Enviar código' }));
    expect(await toastText('Erro ao solicitar mudança de email')).toBeTruthy();
    expect(screen.getByText('Este email já está cadastrado.')).toBeTruthy();
    fireEvent.click(within(part).getByRole('button', { name: 'Enviar código' }));
    expect(await toastText('Erro de conexão')).toBeTruthy();
  });

  it('changes the password with the code sent to the current e-mail, then starts over', async () => {
    const { region, fetchMock } = renderDialog({
      'POST /api/profile/request-password-change': OK(
        'Enviamos um código de 6 dígitos para o seu e-mail.',
      ),
      'POST /api/profile/confirm-password-change': OK('Senha atualizada com sucesso!'),
    });
    const part = region('Alterar senha');
    const fill = (a: string, b: string) => {
      fireEvent.change(within(part).getByLabelText('Nova senha'), { target: { value: a } });
      fireEvent.change(within(part).getByLabelText('Confirmar nova senha'), {
        target: { value: b },
      });
      fireEvent.click(within(part).getByRole('button', { name: 'Enviar código' }));
    };
    fill('', '');
    expect(within(part).getByText('Senha não pode ser vazia')).toBeTruthy();
    fill('senha-nova-1', 'senha-nova-2');
    expect(within(part).getByText('As senhas não coincidem')).toBeTruthy();
    fill('senha-nova-1', 'senha-nova-1');
    expect(
      await within(part).findByText('Digite o código de 6 dígitos enviado para bruno@clinica.com.'),
    ).toBeTruthy();
    fireEvent.click(within(part).getByRole('button', { name: 'Confirmar' }));
    expect(within(part).getByText('Código obrigatório')).toBeTruthy();
    fireEvent.change(within(part).getByLabelText('Código de verificação'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(part).getByRole('button', { name: 'Confirmar' }));
    expect(await toastText('Senha atualizada com sucesso!')).toBeTruthy();
    expect((within(part).getByLabelText('Nova senha') as HTMLInputElement).value).toBe('');
    expect((within(part).getByLabelText('Confirmar nova senha') as HTMLInputElement).value).toBe(
      '',
    );
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(body).toEqual({ newPassword: 'senha-nova-1', code: '123456' });
  });

  it('saves another time zone for scheduled messages', async () => {
    // jsdom lays nothing out and has no scrollIntoView, which the Radix list calls when it opens.
    Element.prototype.scrollIntoView = vi.fn();
    const { region, fetchMock } = renderDialog({
      'PUT /api/profile/time-zone': [
        200,
        { success: true, timeZone: 'America/Manaus', message: 'Fuso horário atualizado!' },
      ],
    });
    const part = region('Fuso horário');
    const save = within(part).getByRole('button', { name: 'Salvar fuso horário' });
    expect(save).toHaveProperty('disabled', true);
    const trigger = within(part).getByRole('combobox', { name: 'Fuso horário da conta' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Manaus, Amazonas (UTC−4)' }));
    fireEvent.click(save);
    expect(await toastText('Fuso horário atualizado!')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(body).toEqual({ timeZone: 'America/Manaus' });
  });
});
