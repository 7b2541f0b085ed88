import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { clearToasts, useToast } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';

import { CreateInstanceDialog } from './create-instance-dialog';

const ADMIN = {
  id: '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11',
  name: 'Dra. Helena',
  email: 'admin@clinica.com',
};
const PHONE_REQUIRED = "O campo 'Telefone Conectado' é obrigatório!";

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <AppProviders>
      <CreateInstanceDialog open onOpenChange={onOpenChange} admin={ADMIN} onDenied={vi.fn()} />
    </AppProviders>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Nova Instância' }), onOpenChange };
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

afterEach(() => {
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CreateInstanceDialog', () => {
  it('shows the admin locked as the owner and ACTIVE as the status', () => {
    fakeApi({});
    const { dialog } = renderDialog();

    const user = within(dialog).getByLabelText('Usuário');
    expect(user).toHaveProperty('readOnly', true);
    expect(user).toHaveProperty('value', 'Dra. Helena (admin@clinica.com)');
    expect(within(dialog).getByRole('combobox', { name: 'Status' }).textContent).toContain('Ativa');
    expect(
      within(dialog).getByText('Opcional: se ficar em branco, a instância expira em 30 dias.'),
    ).toBeTruthy();
  });

  it('requires the phone before sending anything', async () => {
    const { fetchMock } = fakeApi({});
    const { dialog } = renderDialog();
    fill(dialog, 'Token da instância', 'tok-123');
    fill(dialog, 'ID da instância', 'INST-1');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar Instância' }));

    expect(within(dialog).getByText(PHONE_REQUIRED)).toBeTruthy();
    const phone = within(dialog).getByLabelText('Telefone Conectado');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain('new-instance-connectedPhone-error');
    expect(fetchMock).not.toHaveBeenCalled();

    fill(dialog, 'Telefone Conectado', '5511');
    expect(within(dialog).queryByText(PHONE_REQUIRED)).toBeNull();
  });

  it("sends the admin's own instance and toasts the server's answer for 3 s", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const instance = {
      id: 'i1',
      userId: ADMIN.id,
      userName: ADMIN.name,
      userEmail: ADMIN.email,
      status: 'PENDING',
      adminStatus: 'ACTIVE',
      clientToken: '',
      seuToken: '••••-123',
      suaInstancia: 'INST-1',
      connectedPhone: '5511999990000',
      expiraEm: null,
      criadoEm: '2026-03-01T12:00:00.000Z',
      totalChats: 0,
    };
    const { fetchMock } = fakeApi({
      'POST /api/dev/webinstances': [
        201,
        { success: true, message: 'Instância criada com sucesso!', instance },
      ],
    });
    const { dialog, onOpenChange } = renderDialog();
    const toasts = renderHook(() => useToast());
    fill(dialog, 'Token da instância', 'tok-123');
    fill(dialog, 'ID da instância', 'INST-1');
    fill(dialog, 'Telefone Conectado', '+55 (11) 99999-0000');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar Instância' }));

    expect(await screen.findByText('Instância criada com sucesso!')).toBeTruthy();
    expect(toasts.result.current.toasts[0]).toMatchObject({
      title: 'Instância criada com sucesso!',
      duration: 3000,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      userId: ADMIN.id,
      status: 'ACTIVE',
      clientToken: '',
      seuToken: 'tok-123',
      suaInstancia: 'INST-1',
      connectedPhone: '5511999990000',
      expiraEm: null,
    });
  });
});
