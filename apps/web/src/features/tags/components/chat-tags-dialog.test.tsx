import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { chatKeys } from '@/features/chat-list';
import { makeChat } from '@/test/chat-fixture';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ChatTagsDialog } from './chat-tags-dialog';

const USER = 'u1';
const RETORNO = { id: '11111111-1111-4111-8111-111111111111', name: 'Retorno', color: '#10B981' };
const VIP = { id: '22222222-2222-4222-8222-222222222222', name: 'VIP', color: '#8B5CF6' };
const URGENTE = { id: '33333333-3333-4333-8333-333333333333', name: 'Urgente', color: '#EF4444' };

function renderDialog(
  tags: unknown[],
  put: FakeAnswer = [200, { success: true, message: 'ok', tags: [] }],
) {
  const chat = makeChat({ name: 'Maria Souza', tags: [VIP] });
  const api = fakeApi({
    'GET /dashboard/tags': [200, { success: true, tags }],
    [`PUT /dashboard/zapi/chats/${chat.chatId}/tags`]: put,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(chatKeys.list(USER), {
    success: true,
    chats: [chat],
    totalChats: 1,
    unreadCount: 0,
    message: '',
  });
  const onClose = vi.fn();
  const board = chatKeys.list(USER);
  /** Whether the board's list was invalidated (asked again) since the dialog opened. */
  const boardAskedAgain = () => queryClient.getQueryState(board)?.isInvalidated === true;
  render(
    <AppProviders queryClient={queryClient}>
      <ChatTagsDialog chat={chat} userId={USER} onClose={onClose} />
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Gerenciar Etiquetas - Maria Souza' });
  return { ...api, chat, dialog, onClose, boardAskedAgain, queryClient };
}

const button = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name }) as HTMLButtonElement;

beforeEach(stubResizeObserver);

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('ChatTagsDialog', () => {
  it('says how to create tags when the user has none', async () => {
    const { dialog } = renderDialog([]);
    expect(
      await within(dialog).findByText(
        'Nenhuma etiqueta disponível. Crie etiquetas no menu lateral.',
      ),
    ).toBeTruthy();
    expect(button(dialog, 'Salvar').disabled).toBe(true);
    expect(button(dialog, 'Cancelar').disabled).toBe(false);
  });

  it("starts from the chat's tags and sends the checked ids in the list's order", async () => {
    const answer = [200, { success: true, message: 'ok', tags: [RETORNO, URGENTE] }] as FakeAnswer;
    const { dialog, chat, fetchMock, onClose, boardAskedAgain } = renderDialog(
      [RETORNO, VIP, URGENTE],
      answer,
    );
    const vip = (await within(dialog).findByRole('checkbox', { name: 'VIP' })) as HTMLElement;
    expect(vip.getAttribute('aria-checked')).toBe('true');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Retorno' }).getAttribute('aria-checked'),
    ).toBe('false');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Urgente' }));
    fireEvent.click(vip);
    fireEvent.click(within(dialog).getByText('Retorno'));
    fireEvent.click(button(dialog, 'Salvar'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(`/dashboard/zapi/chats/${chat.chatId}/tags`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ tagIds: [RETORNO.id, URGENTE.id] });
    // The card's new tags come from the list asked again (the contract: tags on a chat change
    // the chats), not from a copy written here.
    expect(boardAskedAgain()).toBe(true);
  });

  it('only logs a failed update', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, onClose, boardAskedAgain } = renderDialog(
      [RETORNO],
      [500, { message: 'falhou' }],
    );
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Retorno' }));
    fireEvent.click(button(dialog, 'Salvar'));

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(String(log.mock.calls[0]?.[0])).toMatch(/^\[\d{4}-\d{2}-\d{2}T.*Z\] /);
    expect(onClose).toHaveBeenCalled();
    expect(boardAskedAgain()).toBe(false);
  });
});
