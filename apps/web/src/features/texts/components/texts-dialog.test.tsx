import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';

import { TextsDialog } from './texts-dialog';

const WELCOME = { id: 'x1', title: 'Boas-vindas', content: 'Olá! Seja bem-vindo à clínica.' };
const LIST: FakeAnswer = [200, { success: true, texts: [WELCOME] }];
type Route = FakeAnswer | ((call: number) => FakeAnswer);

function renderDialog(routes: Record<string, Route>) {
  const api = fakeApi({ 'GET /dashboard/pre-configured-texts': LIST, ...routes });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <TextsDialog open onOpenChange={vi.fn()} userId="u1" />
    </AppProviders>,
  );
  return { ...api, dialog: screen.getByRole('dialog', { name: 'Textos Pré-Configurados' }) };
}

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TextsDialog', () => {
  it('lists the texts with a preview of their content', async () => {
    const { dialog } = renderDialog({});
    expect(await within(dialog).findByText('Boas-vindas')).toBeTruthy();
    expect(within(dialog).getByText('Olá! Seja bem-vindo à clínica.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Editar texto Boas-vindas' })).toBeTruthy();
  });

  it('requires title and content with an inline alert, sending nothing', async () => {
    const { dialog, calls } = renderDialog({});
    await within(dialog).findByText('Boas-vindas');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Novo texto' }));
    const form = within(dialog).getByRole('form', { name: 'Novo texto' });
    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Retorno' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toBe('Título e conteúdo são obrigatórios');
    expect(within(form).getByLabelText('Conteúdo').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Título').getAttribute('aria-invalid')).toBeNull();
    expect(calls('POST /dashboard/pre-configured-texts')).toBe(0);
  });

  it("shows 'Erro ao salvar texto' inline when the server refuses", async () => {
    const failure = { success: false, message: 'Erro interno', code: 'INTERNAL' };
    const { dialog } = renderDialog({ 'PUT /dashboard/pre-configured-texts/x1': [500, failure] });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Editar texto Boas-vindas' }),
    );
    const form = within(dialog).getByRole('form', { name: 'Editar texto' });
    expect((within(form).getByLabelText('Título') as HTMLInputElement).value).toBe('Boas-vindas');
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Erro ao salvar texto');
    expect(alert.textContent).toContain('Erro interno');
  });

  it('deletes only after confirming the spec question', async () => {
    const { dialog, calls } = renderDialog({
      'GET /dashboard/pre-configured-texts': (n) =>
        n === 1 ? LIST : [200, { success: true, texts: [] }],
      'DELETE /dashboard/pre-configured-texts/x1': [
        200,
        { success: true, message: 'Texto removido!' },
      ],
    });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Deletar texto Boas-vindas' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Deletar texto' });
    expect(within(confirm).getByText('Deseja realmente deletar este texto?')).toBeTruthy();
    expect(calls('DELETE /dashboard/pre-configured-texts/x1')).toBe(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Deletar' }));
    expect(await within(dialog).findByText('Nenhum texto cadastrado')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('only logs a load failure and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog({ 'GET /dashboard/pre-configured-texts': 'network' });
    expect(await screen.findByText('Nenhum texto cadastrado')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
