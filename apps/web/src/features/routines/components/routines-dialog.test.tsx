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

function renderDialog(routes: Record<string, Route>, onOpenChange = vi.fn()) {
  const api = fakeApi({ 'GET /dashboard/routines': [200, LIST], ...routes });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <RoutinesDialog open onOpenChange={onOpenChange} userId="u1" />
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

  it("takes '0,5' in 'Horas de espera' as half an hour (a text box with the decimal keypad)", async () => {
    const created = { id: 'r2', sequenceNumber: 2, textContent: 'Ainda por aí?', hoursDelay: 0.5 };
    const { dialog, fetchMock } = renderDialog({
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
    const hours = within(second).getByLabelText('Horas de espera') as HTMLInputElement;
    // A number box would drop the comma (jsdom empties it, Chromium in pt-BR made it '05').
    expect(hours.type).toBe('text');
    expect(hours.inputMode).toBe('decimal');
    fireEvent.change(hours, { target: { value: '0,5' } });
    expect(hours.value).toBe('0,5');
    fireEvent.click(within(second).getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ hoursDelay: 0.5 });
  });

  it("deletes after confirmation; a failure toasts 'Erro ao deletar rotina'", async () => {
    const failure = { success: false, message: 'Rotina não encontrada.', code: 'NOT_FOUND' };
    const { dialog, lastToast } = renderDialog({ 'DELETE /dashboard/routines/r1': [404, failure] });
    const first = await slot(dialog, 'Primeira Rotina');
    fireEvent.click(within(first).getByRole('button', { name: 'Remover' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover rotina?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Erro ao deletar rotina',
        description: 'Rotina não encontrada.',
      }),
    );
  });

  it('a removal that moves waiting conversations on to the next routine says how many, and when', async () => {
    const { dialog, fetchMock } = renderDialog({
      'GET /dashboard/routines/r1/removal-reach': [
        200,
        {
          success: true,
          count: 3,
          message: 'Remover esta rotina adianta a próxima para 3 conversas agora',
          opensAt: '2030-01-07T11:00:00.000Z',
          opensAtLabel: 'às 08:00',
        },
      ],
      'DELETE /dashboard/routines/r1': [200, { success: true, message: 'Rotina removida!' }],
    });
    const first = await slot(dialog, 'Primeira Rotina');
    fireEvent.click(within(first).getByRole('button', { name: 'Remover' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover rotina?' });
    expect(
      within(confirm).getByText(
        'A Primeira Rotina deixará de ser enviada aos pacientes. Esta ação não pode ser desfeita. 3 mensagens; a clínica está fechada — enviar às 08:00?',
      ),
    ).toBeTruthy();
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remover e enviar às 08:00' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });

  it("toasts 'Erro ao carregar rotinas' when the list cannot be fetched", async () => {
    const failure = { success: false, message: 'Erro interno', code: 'INTERNAL' };
    const { dialog, lastToast } = renderDialog({ 'GET /dashboard/routines': [500, failure] });
    expect(await within(dialog).findByText('Não foi possível carregar as rotinas.')).toBeTruthy();
    expect(lastToast()).toMatchObject({ title: 'Erro ao carregar rotinas' });
  });
});

describe('RoutinesDialog and the reach of a first routine', () => {
  const REACH = { success: true, count: 6, message: 'Esta rotina vai alcançar 6 conversas agora' };
  const fill = async (dialog: HTMLElement) => {
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
    return first;
  };
  const posts = (fetchMock: ReturnType<typeof renderDialog>['fetchMock']) =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

  it('says how many it would reach, asks before a save that sends now, and sends the reach chosen', async () => {
    const { dialog, fetchMock } = renderDialog({
      'GET /dashboard/routines': [200, { success: true, message: '0 rotinas', routines: [] }],
      'GET /dashboard/routines/reach': [200, { ...REACH, opensAt: null, opensAtLabel: null }],
      'POST /dashboard/routines': [
        201,
        { success: true, message: 'ok', routine: { ...FIRST, hoursDelay: 0.5 } },
      ],
    });
    const first = await fill(dialog);
    expect(
      await within(first).findByText('Esta rotina vai alcançar 6 conversas agora'),
    ).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((u) => u.includes('hoursDelay=0.5') && u.includes('reachBackHours=24'))).toBe(
      true,
    );
    fireEvent.click(within(first).getByRole('button', { name: 'Salvar' }));
    const question = await screen.findByRole('alertdialog', { name: 'Enviar mensagens agora?' });
    expect(
      within(question).getByText('6 mensagens serão enviadas agora pelo WhatsApp.'),
    ).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Salvar e enviar agora' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toMatchObject({
      sequenceNumber: 1,
      hoursDelay: 0.5,
      reachBackHours: 24,
    });
  });

  it('a clinic closed now is told when they go; Cancelar saves nothing', async () => {
    const { dialog, fetchMock } = renderDialog({
      'GET /dashboard/routines': [200, { success: true, message: '0 rotinas', routines: [] }],
      'GET /dashboard/routines/reach': [
        200,
        { ...REACH, count: 7, opensAt: '2030-01-07T11:00:00.000Z', opensAtLabel: 'às 08:00' },
      ],
    });
    const first = await fill(dialog);
    fireEvent.click(within(first).getByRole('button', { name: 'Salvar' }));
    const question = await screen.findByRole('alertdialog', { name: 'A clínica está fechada' });
    expect(
      within(question).getByText('7 mensagens; a clínica está fechada — enviar às 08:00?'),
    ).toBeTruthy();
    const confirm = within(question).getByRole('button', { name: 'Salvar e enviar às 08:00' });
    // 'Salvar e enviar terça-feira às 08:00' ran off the 384 px dialog: the label wraps in its
    // button and the buttons wrap in their row (measured in the settings journey).
    expect(confirm.className).toContain('whitespace-normal');
    expect(confirm.className).not.toContain('whitespace-nowrap');
    expect(confirm.parentElement?.className).toContain('flex-wrap');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(fetchMock)).toHaveLength(0);
    // The form is still there with what was typed.
    expect(within(first).getByLabelText('Mensagem')).toHaveProperty('value', 'Oi!');
  });

  it('a save that reaches nobody goes without a question', async () => {
    const { dialog, fetchMock } = renderDialog({
      'GET /dashboard/routines': [200, { success: true, message: '0 rotinas', routines: [] }],
      'GET /dashboard/routines/reach': [
        200,
        { ...REACH, count: 0, message: 'x', opensAt: null, opensAtLabel: null },
      ],
      'POST /dashboard/routines': [201, { success: true, message: 'ok', routine: FIRST }],
    });
    const first = await fill(dialog);
    fireEvent.click(within(first).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('RoutinesDialog after a save', () => {
  const escape = () =>
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

  it('closes on Escape once an edit is saved (the toast does not take the key)', async () => {
    const onOpenChange = vi.fn();
    const changed = { ...FIRST, textContent: 'Mudou' };
    const { dialog, lastToast } = renderDialog(
      {
        'GET /dashboard/routines/reach': [
          200,
          { success: true, count: 0, message: 'x', opensAt: null, opensAtLabel: null },
        ],
        'PUT /dashboard/routines/r1': [200, { success: true, message: 'ok', routine: changed }],
      },
      onOpenChange,
    );
    const first = await slot(dialog, 'Primeira Rotina');
    fireEvent.click(within(first).getByRole('button', { name: 'Editar' }));
    fireEvent.change(within(first).getByLabelText('Mensagem'), { target: { value: 'Mudou' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Rotina atualizada!' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(first).getByRole('button', { name: 'Editar' })),
    );
    escape();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on Escape once a save that asked first is confirmed', async () => {
    const onOpenChange = vi.fn();
    const { dialog, lastToast } = renderDialog(
      {
        'GET /dashboard/routines': (n) => [
          200,
          { success: true, message: 'x', routines: n === 1 ? [] : [FIRST] },
        ],
        'GET /dashboard/routines/reach': [
          200,
          { success: true, count: 3, message: 'x', opensAt: null, opensAtLabel: null },
        ],
        'POST /dashboard/routines': [201, { success: true, message: 'ok', routine: FIRST }],
      },
      onOpenChange,
    );
    const first = await slot(dialog, 'Primeira Rotina');
    fireEvent.click(within(first).getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(within(first).getByLabelText('Mensagem'), { target: { value: 'Oi!' } });
    fireEvent.change(within(first).getByLabelText('Horas de espera'), { target: { value: '2' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Salvar' }));
    const question = await screen.findByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Salvar e enviar agora' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Rotina criada!' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    escape();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('RoutinesDialog: variants', () => {
  it('warns when one text would go to many chats, and saves the variants given', async () => {
    const created = { id: 'r2', sequenceNumber: 2, textContent: 'Ainda por aí?', hoursDelay: 1 };
    const { dialog, fetchMock } = renderDialog({
      'GET /dashboard/routines/reach': [
        200,
        {
          success: true,
          count: 12,
          message: 'Esta rotina vai alcançar 12 conversas agora',
          opensAt: null,
          opensAtLabel: null,
        },
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
      target: { value: '1' },
    });
    const warning =
      'Esta mensagem vai para 12 conversas iguais. Acrescente variações para não parecer spam.';
    expect(await within(second).findByText(warning)).toBeTruthy();

    fireEvent.click(within(second).getByRole('button', { name: 'Acrescentar variação' }));
    fireEvent.change(within(second).getByLabelText('Variação 2'), {
      target: { value: 'Oi, ainda precisa de ajuda?' },
    });
    expect(within(second).queryByText(warning)).toBeNull();

    fireEvent.click(within(second).getByRole('button', { name: 'Salvar' }));
    // Saving would send to 12 chats now: it asks first.
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar e enviar agora' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      sequenceNumber: 2,
      textContent: 'Ainda por aí?',
      textVariants: ['Oi, ainda precisa de ajuda?'],
      hoursDelay: 1,
    });
  });
});
