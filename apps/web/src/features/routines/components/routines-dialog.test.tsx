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
import { createQueryClient } from '@/app/query-client';
import { clearToasts, useToast } from '@/components/ui/use-toast';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';

import { RoutinesDialog } from './routines-dialog';

const FIRST = { id: 'r1', sequenceNumber: 1, textContent: 'Olá! Podemos ajudar?', hoursDelay: 2 };
const LIST = { success: true, message: '1 rotina', routines: [FIRST] };
type Route = FakeAnswer | ((call: number) => FakeAnswer);

function renderDialog(routes: Record<string, Route>) {
  const api = fakeApi({ 'GET /dashboard/routines': [200, LIST], ...routes });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <RoutinesDialog open onOpenChange={vi.fn()} userId="u1" />
    </AppProviders>,
  );
  const toasts = renderHook(() => useToast());
  const dialog = screen.getByRole('dialog', { name: 'Rotinas Automáticas' });
  return { ...api, dialog, lastToast: () => toasts.result.current.toasts[0] };
}

const slot = async (dialog: HTMLElement, title: string) =>
  within(dialog).findByRole('region', { name: title });

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('RoutinesDialog', () => {
  it('shows seven slots and the hint; a configured slot is read-only until Editar', async () => {
    const { dialog } = renderDialog({});
    const first = await slot(dialog, 'Primeira Rotina');
    expect(within(dialog).getAllByRole('region')).toHaveLength(7);
    expect(within(dialog).getByText(/cada rotina é enviada automaticamente/)).toBeTruthy();

    const text = within(first).getByLabelText('Mensagem') as HTMLTextAreaElement;
    const hours = within(first).getByLabelText('Horas de espera') as HTMLInputElement;
    expect(text.value).toBe('Olá! Podemos ajudar?');
    expect(text.readOnly).toBe(true);
    expect(hours.readOnly).toBe(true);
    expect(within(first).queryByRole('button', { name: 'Salvar' })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Editar' }));
    const editable = within(first).getByLabelText('Mensagem') as HTMLTextAreaElement;
    expect(editable.readOnly).toBe(false);
    expect((within(first).getByLabelText('Horas de espera') as HTMLInputElement).readOnly).toBe(
      false,
    );
    fireEvent.change(editable, { target: { value: 'Mudou' } });

    fireEvent.click(within(first).getByRole('button', { name: 'Cancelar' }));
    const back = within(first).getByLabelText('Mensagem') as HTMLTextAreaElement;
    expect(back.readOnly).toBe(true);
    expect(back.value).toBe('Olá! Podemos ajudar?');
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: 'Editar' }));
  });

  it("an empty slot needs 'Adicionar', then checks text and hours before sending", async () => {
    const { dialog, calls } = renderDialog({});
    const second = await slot(dialog, 'Segunda Rotina');
    expect(within(second).getByText('Nenhuma mensagem configurada.')).toBeTruthy();
    expect(within(second).queryByLabelText('Mensagem')).toBeNull();

    fireEvent.click(within(second).getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(within(second).getByLabelText('Horas de espera'), {
      target: { value: '60' },
    });
    fireEvent.click(within(second).getByRole('button', { name: 'Salvar' }));

    expect(within(second).getByText('Texto não pode ser vazio')).toBeTruthy();
    expect(within(second).getByText('As horas devem ser um número de 0 a 48.')).toBeTruthy();
    expect(within(second).getByLabelText('Mensagem').getAttribute('aria-invalid')).toBe('true');
    expect(calls('POST /dashboard/routines')).toBe(0);
  });

  it("creates a routine in its slot and toasts 'Rotina criada!'", async () => {
    const created = { id: 'r2', sequenceNumber: 2, textContent: 'Ainda por aí?', hoursDelay: 1.5 };
    const { dialog, fetchMock, lastToast } = renderDialog({
      'GET /dashboard/routines': (n) => [
        200,
        { ...LIST, routines: n === 1 ? [FIRST] : [FIRST, created] },
      ],
      'POST /dashboard/routines': [
        201,
        { success: true, message: 'Rotina criada!', routine: created },
      ],
    });
    const second = await slot(dialog, 'Segunda Rotina');
    fireEvent.click(within(second).getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(within(second).getByLabelText('Mensagem'), {
      target: { value: 'Ainda por aí?' },
    });
    fireEvent.change(within(second).getByLabelText('Horas de espera'), {
      target: { value: '1.5' },
    });
    fireEvent.click(within(second).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Rotina criada!' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      sequenceNumber: 2,
      textContent: 'Ainda por aí?',
      hoursDelay: 1.5,
    });
    await waitFor(() =>
      expect((within(second).getByLabelText('Mensagem') as HTMLTextAreaElement).readOnly).toBe(
        true,
      ),
    );
    expect(within(second).getByText('1,5 h')).toBeTruthy();
  });

  it("deletes after confirmation; a failure toasts 'Erro ao deletar rotina'", async () => {
    const failure = { success: false, message: 'Rotina não encontrada.', code: 'NOT_FOUND' };
    const { dialog, lastToast } = renderDialog({ 'DELETE /dashboard/routines/r1': [404, failure] });
    const first = await slot(dialog, 'Primeira Rotina');
    fireEvent.click(within(first).getByRole('button', { name: 'Remover' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remover rotina?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Erro ao deletar rotina',
        description: 'Rotina não encontrada.',
      }),
    );
  });

  it("toasts 'Erro ao carregar rotinas' when the list cannot be fetched", async () => {
    const failure = { success: false, message: 'Erro interno', code: 'INTERNAL' };
    const { dialog, lastToast } = renderDialog({ 'GET /dashboard/routines': [500, failure] });
    expect(await within(dialog).findByText('Não foi possível carregar as rotinas.')).toBeTruthy();
    expect(lastToast()).toMatchObject({ title: 'Erro ao carregar rotinas' });
  });
});

describe('RoutinesDialog and the reach of a first routine', () => {
  it('says how many conversations it would reach now, and sends the reach chosen', async () => {
    const { dialog, fetchMock } = renderDialog({
      'GET /dashboard/routines': [200, { success: true, message: '0 rotinas', routines: [] }],
      'GET /dashboard/routines/reach': [
        200,
        { success: true, count: 6, message: 'Esta rotina vai alcançar 6 conversas agora' },
      ],
      'POST /dashboard/routines': [
        201,
        { success: true, message: 'ok', routine: { ...FIRST, hoursDelay: 0.5 } },
      ],
    });
    const first = await slot(dialog, 'Primeira Rotina');
    fireEvent.click(within(first).getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(within(first).getByLabelText('Mensagem'), { target: { value: 'Oi!' } });
    fireEvent.change(within(first).getByLabelText('Horas de espera'), {
      target: { value: '0.5' },
    });
    fireEvent.change(
      within(first).getByLabelText('Incluir conversas paradas nas últimas (horas)'),
      { target: { value: '24' } },
    );
    expect(
      await within(first).findByText('Esta rotina vai alcançar 6 conversas agora'),
    ).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((u) => u.includes('hoursDelay=0.5') && u.includes('reachBackHours=24'))).toBe(
      true,
    );
    fireEvent.click(within(first).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      sequenceNumber: 1,
      hoursDelay: 0.5,
      reachBackHours: 24,
    });
  });
});
