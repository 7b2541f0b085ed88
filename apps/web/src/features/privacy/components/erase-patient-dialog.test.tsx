import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { chatKeys } from '@/features/chat-list';
import { fakeApi } from '@/test/fake-api';

import { ErasePatientDialog } from './erase-patient-dialog';

const CHAT = { chatId: '5511987650021', name: 'Marta Reis', phone: '5511987650021' };

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('ErasePatientDialog', () => {
  it('asks for the number again, refuses another one, and erases with the right one', async () => {
    const { fetchMock, calls } = fakeApi({
      'POST /dashboard/chats/5511987650021/erase': [
        200,
        { success: true, message: 'Dados do paciente apagados' },
      ],
    });
    const onClose = vi.fn();
    const queryClient = createQueryClient();
    const board = chatKeys.list('u1');
    queryClient.setQueryData(board, { chats: [] });
    render(
      <AppProviders queryClient={queryClient}>
        <ErasePatientDialog chat={CHAT} onClose={onClose} />
      </AppProviders>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Apagar dados do paciente' });
    expect(dialog.textContent).toContain('Apaga a conversa com Marta Reis');
    const field = screen.getByLabelText('Digite o número do paciente para confirmar');

    fireEvent.change(field, { target: { value: '11 98765-0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apagar dados' }));
    expect(screen.getByRole('alert').textContent).toBe('O número digitado não é o deste paciente.');
    expect(calls('POST /dashboard/chats/5511987650021/erase')).toBe(0);

    // Without the country code, as a clinic in Brazil writes it.
    fireEvent.change(field, { target: { value: '(11) 98765-0021' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apagar dados' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The board's list is asked again.
    expect(queryClient.getQueryState(board)?.isInvalidated).toBe(true);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ confirmPhone: '(11) 98765-0021' });
  });

  it('asks a Cloud API username user (no phone) for the @username, never the id the chat is keyed by', async () => {
    const chat = {
      chatId: 'BR.1502576394655843',
      name: 'Ana Souza',
      phone: 'BR.1502576394655843',
      username: 'ana.souza',
    };
    const { calls } = fakeApi({
      'POST /dashboard/chats/BR.1502576394655843/erase': [
        200,
        { success: true, message: 'Dados do paciente apagados' },
      ],
    });
    const onClose = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <ErasePatientDialog chat={chat} onClose={onClose} />
      </AppProviders>,
    );
    const field = screen.getByLabelText('Digite o @usuário do paciente para confirmar');
    expect(field.getAttribute('placeholder')).toBe('@ana.souza');
    fireEvent.change(field, { target: { value: '@ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apagar dados' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'O @usuário digitado não é o deste paciente.',
    );
    expect(calls('POST /dashboard/chats/BR.1502576394655843/erase')).toBe(0);
    fireEvent.change(field, { target: { value: '@ana.souza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apagar dados' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
