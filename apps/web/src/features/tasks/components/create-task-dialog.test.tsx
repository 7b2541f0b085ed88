import {
  act,
  cleanup,
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
import { makeChat } from '@/test/chat-fixture';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { CreateTaskDialog } from './create-task-dialog';

const TASK = {
  id: 't1',
  chatId: '5511',
  message: 'Lembrete',
  scheduledDate: '2026-05-12T15:00:00',
  executed: false,
  executedAt: null,
  status: 'pending',
  failureReason: null,
  completedByHand: false,
};

/** The clinic's hours in the test browser's own zone; 2026-05-12 is a Tuesday. */
const hoursAnswer = (tuesday: Array<{ start: string; end: string }>): FakeAnswer => [
  200,
  {
    success: true,
    custom: true,
    hours: {
      enabled: true,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      days: [[], [], tuesday, [], [], [], []],
      closedDates: [],
    },
  },
];

function renderDialog(post: FakeAnswer, hours: FakeAnswer = [404, {}]) {
  const api = fakeApi({ 'POST /api/tasks': post, 'GET /dashboard/settings/opening-hours': hours });
  const queryClient = createQueryClient();
  const chat = makeChat({ name: 'Maria Souza', chatId: '5511' });
  const onClose = vi.fn();
  const refreshChats = vi.fn();
  render(
    <AppProviders queryClient={queryClient}>
      <CreateTaskDialog chat={chat} userId="u1" onClose={onClose} refreshChats={refreshChats} />
    </AppProviders>,
  );
  const toasts = renderHook(() => useToast());
  const dialog = screen.getByRole('dialog', { name: 'Criar Tarefa' });
  const message = within(dialog).getByLabelText('Mensagem');
  const submit = within(dialog).getByRole('button', { name: 'Criar Tarefa' }) as HTMLButtonElement;
  const lastToast = () => toasts.result.current.toasts[0];
  return { ...api, dialog, message, submit, onClose, refreshChats, lastToast };
}

beforeEach(() => {
  stubResizeObserver();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 4, 12, 14, 10));
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CreateTaskDialog', () => {
  it('shows the chat, counts characters and starts at the next full hour', () => {
    const { dialog, message, submit } = renderDialog([201, {}]);
    expect((within(dialog).getByLabelText('Chat') as HTMLInputElement).value).toBe(
      'Maria Souza (5511)',
    );
    expect((within(dialog).getByLabelText('Chat') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByText('0/1000 caracteres')).toBeTruthy();
    // dd/mm/aaaa whatever the browser's language (its own date input showed mm/dd/yyyy).
    expect((within(dialog).getByLabelText('Data') as HTMLInputElement).value).toBe('12/05/2026');
    expect(within(dialog).getByRole('combobox', { name: 'Horário' }).textContent).toContain(
      '15:00',
    );
    expect(within(dialog).getByText(/Envio em 12\/05\/2026 15:00/)).toBeTruthy();
    expect(
      within(dialog).getByText(/A mensagem será enviada automaticamente nesta data/),
    ).toBeTruthy();
    expect(submit.disabled).toBe(true);

    fireEvent.change(message, { target: { value: 'Olá' } });
    expect(within(dialog).getByText('3/1000 caracteres')).toBeTruthy();
    expect(submit.disabled).toBe(false);
    fireEvent.change(message, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
  });

  it('warns when the chosen time is outside the clinic hours, and not inside them', async () => {
    const outside = renderDialog([201, {}], hoursAnswer([{ start: '08:00', end: '12:00' }]));
    const note =
      'Este horário está fora do horário de funcionamento da clínica. A mensagem sai mesmo assim no horário escolhido.';
    expect(await within(outside.dialog).findByText(note)).toBeTruthy();
    expect(outside.submit.disabled).toBe(true);
    cleanup();
    const inside = renderDialog([201, {}], hoursAnswer([{ start: '08:00', end: '18:00' }]));
    await waitFor(() => expect(inside.calls('GET /dashboard/settings/opening-hours')).toBe(1));
    await act(async () => {});
    expect(within(inside.dialog).queryByText(note)).toBeNull();
  });

  it('creates the task, closes and says the chat went to Tarefas', async () => {
    const answer = { success: true, message: 'Tarefa criada com sucesso', task: TASK };
    const { message, submit, fetchMock, onClose, refreshChats, lastToast } = renderDialog([
      201,
      answer,
    ]);
    fireEvent.change(message, { target: { value: '  Lembrete  ' } });
    fireEvent.click(submit);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toEqual({
      chatId: '5511',
      message: 'Lembrete',
      scheduledDate: '2026-05-12T15:00:00',
    });
    expect(refreshChats).toHaveBeenCalled();
    expect(lastToast()).toMatchObject({
      title: 'Tarefa criada com sucesso',
      description: 'O chat foi movido para a coluna Tarefas',
    });
  });

  it("blocks a past date with 'A data deve ser futura'", () => {
    const { dialog, message, submit, calls, lastToast } = renderDialog([201, {}]);
    fireEvent.change(message, { target: { value: 'Oi' } });
    fireEvent.change(within(dialog).getByLabelText('Data'), { target: { value: '11052026' } });
    expect((within(dialog).getByLabelText('Data') as HTMLInputElement).value).toBe('11/05/2026');
    fireEvent.click(submit);
    expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'A data deve ser futura' });
    expect(calls('POST /api/tasks')).toBe(0);
  });

  it("says 'Date input not valid.' for a day that does not exist, and the calendar blocks the past", () => {
    const { dialog } = renderDialog([201, {}]);
    const day = within(dialog).getByLabelText('Data') as HTMLInputElement;
    fireEvent.change(day, { target: { value: '31/06/2026' } });
    expect(within(dialog).getByText('Date input not valid.')).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir calendário' }));
    const calendar = screen.getByRole('dialog', { name: '' });
    expect(within(calendar).getByText('Maio de 2026')).toBeTruthy();
    expect(
      (within(calendar).getByRole('button', { name: '11 de maio de 2026' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(calendar).getByRole('button', { name: '20 de maio de 2026' }));
    expect(day.value).toBe('20/05/2026');
    expect(within(dialog).queryByText('Date input not valid.')).toBeNull();
    expect(within(dialog).getByText(/Envio em 20\/05\/2026/)).toBeTruthy();
  });

  it("shows the server's refusal under 'Erro ao criar tarefa'", async () => {
    const refusal = [422, { code: 'RULE_BROKEN', message: 'A data deve ser futura' }] as FakeAnswer;
    const { message, submit, onClose, lastToast } = renderDialog(refusal);
    fireEvent.change(message, { target: { value: 'Oi' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Erro ao criar tarefa',
        description: 'A data deve ser futura',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
