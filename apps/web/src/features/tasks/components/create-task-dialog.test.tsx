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
import { chatKeys } from '@/features/chat-list';
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
  const board = chatKeys.list('u1');
  queryClient.setQueryData(board, { chats: [] });
  /** Whether the board's list was invalidated (asked again) since the dialog opened. */
  const boardAskedAgain = () => queryClient.getQueryState(board)?.isInvalidated === true;
  render(
    <AppProviders queryClient={queryClient}>
      <CreateTaskDialog chat={chat} onClose={onClose} />
    </AppProviders>,
  );
  const toasts = renderHook(() => useToast());
  const dialog = screen.getByRole('dialog', { name: 'Criar Tarefa' });
  const message = within(dialog).getByLabelText('Mensagem');
  const submit = within(dialog).getByRole('button', { name: 'Criar Tarefa' }) as HTMLButtonElement;
  const lastToast = () => toasts.result.current.toasts[0];
  return { ...api, dialog, message, submit, onClose, boardAskedAgain, lastToast };
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
    // A time field that takes what is typed, not a list of 96 times.
    expect((within(dialog).getByLabelText('Horário') as HTMLInputElement).value).toBe('15:00');
    expect(within(dialog).queryByRole('combobox', { name: 'Horário' })).toBeNull();
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

  it('starts inside the clinic hours, and warns when the chosen time is outside', async () => {
    const outside = renderDialog([201, {}], hoursAnswer([{ start: '08:00', end: '12:00' }]));
    const note =
      'Este horário está fora do horário de funcionamento da clínica. A mensagem sai mesmo assim no horário escolhido.';
    // Open on Tuesdays 08:00-12:00 only; 14:10 on a Tuesday: next Tuesday at 08:00.
    const day = within(outside.dialog).getByLabelText('Data') as HTMLInputElement;
    const time = within(outside.dialog).getByLabelText('Horário') as HTMLInputElement;
    await waitFor(() => expect(day.value).toBe('19/05/2026'));
    expect(time.value).toBe('08:00');
    expect(within(outside.dialog).queryByText(note)).toBeNull();
    fireEvent.change(time, { target: { value: '15h' } });
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
    const { message, submit, fetchMock, onClose, boardAskedAgain, lastToast } = renderDialog([
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
    expect(boardAskedAgain()).toBe(true);
    expect(lastToast()).toMatchObject({
      title: 'Tarefa criada com sucesso',
      description: 'O chat foi movido para a coluna Tarefas',
    });
  });

  it("blocks a past date with 'A data deve ser futura'", () => {
    const { dialog, message, submit, calls, lastToast } = renderDialog([201, {}]);
    fireEvent.change(message, { target: { value: 'Oi' } });
    const day = within(dialog).getByLabelText('Data') as HTMLInputElement;
    fireEvent.change(day, { target: { value: '11052026' } });
    expect(day.value).toBe('11/05/2026');
    fireEvent.click(submit);
    // Under the day, the field marked, not a toast.
    expect(within(dialog).getByText('A data deve ser futura')).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(lastToast()).toBeUndefined();
    expect(calls('POST /api/tasks')).toBe(0);
    // Today, an hour gone by: the time is marked instead.
    fireEvent.change(day, { target: { value: '12/05' } });
    const time = within(dialog).getByLabelText('Horário') as HTMLInputElement;
    fireEvent.change(time, { target: { value: '9' } });
    fireEvent.click(submit);
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(day.getAttribute('aria-invalid')).toBeNull();
    expect(calls('POST /api/tasks')).toBe(0);
  });

  it("says 'Date input not valid.' for a day that does not exist, and the calendar blocks the past", () => {
    const { dialog } = renderDialog([201, {}]);
    const day = within(dialog).getByLabelText('Data') as HTMLInputElement;
    fireEvent.change(day, { target: { value: '31/06/2026' } });
    fireEvent.blur(day);
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
    const { dialog, message, submit, onClose, lastToast } = renderDialog(refusal);
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
    // And under the field it is about, the time of today.
    const time = within(dialog).getByLabelText('Horário');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${time.id}-error`)?.textContent).toBe('A data deve ser futura');
  });

  it("takes '13/05' and '14h30', and marks a time typed wrong under the time only", async () => {
    const { dialog, message, submit, fetchMock, onClose } = renderDialog([
      201,
      { success: true, message: 'Tarefa criada com sucesso', task: TASK },
    ]);
    fireEvent.change(message, { target: { value: 'Oi' } });
    const day = within(dialog).getByLabelText('Data') as HTMLInputElement;
    const time = within(dialog).getByLabelText('Horário') as HTMLInputElement;
    fireEvent.change(time, { target: { value: '25h' } });
    fireEvent.click(submit);
    expect(within(dialog).getByText('Horário inválido: use 14:30, 14h30 ou 14h.')).toBeTruthy();
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(day.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(day, { target: { value: '13/05' } });
    fireEvent.change(time, { target: { value: '14h30' } });
    expect(time.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body)).scheduledDate).toBe('2026-05-13T14:30:00');
  });

  it('offers a short list of times, without the hours gone by today', () => {
    const { dialog } = renderDialog([201, {}]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sugestões de horário' }));
    const list = screen.getByRole('list', { name: 'Sugestões de horário' });
    const times = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(times.length).toBeLessThan(30);
    expect(times[0]).toBe('14:30');
    expect(times).not.toContain('14:00');
    fireEvent.click(within(list).getByRole('button', { name: '16:30' }));
    expect((within(dialog).getByLabelText('Horário') as HTMLInputElement).value).toBe('16:30');
    expect(within(dialog).getByText(/Envio em 12\/05\/2026 16:30/)).toBeTruthy();
  });
});
