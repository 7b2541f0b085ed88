import type { ChatsResponse } from '@conecta/contract';
import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts, useToast } from '@/components/ui/use-toast';
import { chatKeys } from '@/features/chat-list';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { TagsDialog } from './tags-dialog';

const USER = 'u1';
const RETORNO = { id: 't1', name: 'Retorno', color: '#10B981' };
const LIST: FakeAnswer = [200, { success: true, tags: [RETORNO] }];
type Route = FakeAnswer | ((call: number) => FakeAnswer);

/** The list as first fetched, then `tags` on every refetch after a change. */
const listThen =
  (...tags: unknown[]) =>
  (call: number): FakeAnswer =>
    call === 1 ? LIST : [200, { success: true, tags }];

function renderDialog(routes: Record<string, Route>) {
  const api = fakeApi({ 'GET /dashboard/tags': LIST, ...routes });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <TagsDialog open onOpenChange={vi.fn()} userId={USER} />
    </AppProviders>,
  );
  const toasts = renderHook(() => useToast());
  const dialog = screen.getByRole('dialog', { name: 'Gerenciar Etiquetas' });
  const name = within(dialog).getByLabelText('Nome da etiqueta') as HTMLInputElement;
  const type = (value: string) => fireEvent.change(name, { target: { value } });
  const lastToast = () => toasts.result.current.toasts[0];
  return { ...api, queryClient, dialog, name, type, lastToast };
}

const button = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('button', { name: label }) as HTMLButtonElement;

beforeEach(stubResizeObserver);

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('TagsDialog', () => {
  it('counts characters and keeps Adicionar disabled while the name is blank or short', async () => {
    const { dialog, type } = renderDialog({});
    expect(await within(dialog).findByText('Retorno')).toBeTruthy();
    expect(within(dialog).getByText('0/50')).toBeTruthy();
    expect(button(dialog, 'Adicionar').disabled).toBe(true);

    type('a');
    expect(within(dialog).getByText('1/50')).toBeTruthy();
    expect(button(dialog, 'Adicionar').disabled).toBe(true);
    type('   ');
    expect(button(dialog, 'Adicionar').disabled).toBe(true);
    type('ab');
    expect(within(dialog).getByText('2/50')).toBeTruthy();
    expect(button(dialog, 'Adicionar').disabled).toBe(false);
  });

  it('explains a short name on Enter and a long one on Adicionar, sending nothing', async () => {
    const { dialog, name, type, lastToast, calls } = renderDialog({});
    await within(dialog).findByText('Retorno');

    type('a');
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      title: 'Nome muito curto',
      description: 'O nome da etiqueta deve ter no mínimo 2 caracteres.',
    });

    type('x'.repeat(51));
    expect(within(dialog).getByText('51/50')).toBeTruthy();
    fireEvent.click(button(dialog, 'Adicionar'));
    expect(lastToast()).toMatchObject({
      title: 'Nome muito longo',
      description: 'O nome da etiqueta deve ter no máximo 50 caracteres.',
    });
    expect(calls('POST /dashboard/tags')).toBe(0);
  });

  it('refuses a duplicate name on create, whatever its case', async () => {
    const { dialog, type, lastToast, calls } = renderDialog({});
    await within(dialog).findByText('Retorno');
    type('  RETORNO ');
    fireEvent.click(button(dialog, 'Adicionar'));
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      title: 'Etiqueta já existe',
      description: 'Já existe uma etiqueta com esse nome.',
    });
    expect(calls('POST /dashboard/tags')).toBe(0);
  });

  it('creates a tag with Enter in the chosen colour and lists it', async () => {
    const vip = { id: 't2', name: 'VIP', color: '#8B5CF6' };
    const { dialog, name, type, lastToast, fetchMock } = renderDialog({
      'GET /dashboard/tags': listThen(RETORNO, vip),
      'POST /dashboard/tags': [201, { success: true, message: 'Etiqueta criada!', tag: vip }],
    });
    await within(dialog).findByText('Retorno');
    type('VIP');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'violeta' }));
    fireEvent.keyDown(name, { key: 'Enter' });

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Etiqueta criada!' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'VIP', color: '#8B5CF6' });
    expect(within(dialog).getByText('VIP')).toBeTruthy();
    expect(name.value).toBe('');
  });

  it("edits: fills the form, shows 'Editando' and 'Atualizar'; Cancelar resets it", async () => {
    const { dialog, name } = renderDialog({});
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Editar etiqueta Retorno' }));

    expect(within(dialog).getByText('Editando')).toBeTruthy();
    expect(name.value).toBe('Retorno');
    expect(within(dialog).getByRole('radio', { name: 'verde' }).ariaChecked).toBe('true');
    expect(button(dialog, 'Atualizar').disabled).toBe(false);

    fireEvent.click(button(dialog, 'Cancelar'));
    expect(within(dialog).queryByText('Editando')).toBeNull();
    expect(name.value).toBe('');
    expect(button(dialog, 'Adicionar')).toBeTruthy();
  });

  it('updates a tag: the list shows the new name and the cached chat cards are asked again', async () => {
    const renamed = { id: 't1', name: 'Retorno 30d', color: '#EF4444' };
    const { dialog, type, lastToast, queryClient } = renderDialog({
      'GET /dashboard/tags': listThen(renamed),
      'PUT /dashboard/tags/t1': [
        200,
        { success: true, message: 'Etiqueta atualizada!', tag: renamed },
      ],
    });
    const chats = { success: true, chats: [{ id: 'c1', tags: [RETORNO] }] };
    queryClient.setQueryData(chatKeys.list(USER), chats as unknown as ChatsResponse);

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Editar etiqueta Retorno' }));
    type('Retorno 30d');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'vermelho' }));
    fireEvent.click(button(dialog, 'Atualizar'));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Etiqueta atualizada!' }));
    // The contract says a tag update changes the chats too: the cards' copy is stale now.
    await waitFor(() =>
      expect(queryClient.getQueryState(chatKeys.list(USER))?.isInvalidated).toBe(true),
    );
    expect(await within(dialog).findByText('Retorno 30d')).toBeTruthy();
  });

  it("shows the server's 409 as the duplicate toast", async () => {
    const conflict = { success: false, message: 'Etiqueta já existe', code: 'CONFLICT' };
    const { dialog, type, lastToast } = renderDialog({
      'PUT /dashboard/tags/t1': [409, conflict],
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Editar etiqueta Retorno' }));
    type('VIP');
    fireEvent.click(button(dialog, 'Atualizar'));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Etiqueta já existe',
        description: 'Já existe uma etiqueta com esse nome.',
      }),
    );
  });

  it('deletes only after confirmation', async () => {
    const { dialog, lastToast, calls } = renderDialog({
      'GET /dashboard/tags': listThen(),
      'DELETE /dashboard/tags/t1': [200, { success: true, message: 'Etiqueta removida!' }],
    });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Remover etiqueta Retorno' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Remover etiqueta?' });
    expect(calls('DELETE /dashboard/tags/t1')).toBe(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Etiqueta removida!' }));
    expect(await within(dialog).findByText('Nenhuma etiqueta criada')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("toasts 'Erro ao carregar etiquetas' when the list cannot be fetched", async () => {
    const failure = { success: false, message: 'Erro interno', code: 'INTERNAL' };
    const { dialog, lastToast } = renderDialog({ 'GET /dashboard/tags': [500, failure] });
    expect(await within(dialog).findByText('Não foi possível carregar as etiquetas.')).toBeTruthy();
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      title: 'Erro ao carregar etiquetas',
      description: 'Erro interno',
    });
  });
});
