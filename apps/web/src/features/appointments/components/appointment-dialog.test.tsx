import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { makeChat } from '@/test/chat-fixture';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { AppointmentDialog } from './appointment-dialog';

const CHAT = makeChat({ name: 'Maria Souza', chatId: '5511987654321' });
const APPOINTMENT = {
  id: 'a1',
  chatId: CHAT.chatId,
  patientName: 'Maria Souza',
  startsAt: '2030-03-05T14:30',
  professional: 'Dra. Ana',
  state: 'reschedule',
  noAnswer: false,
  lastReply: 'Não vou poder',
  reminders: [{ hoursBefore: 24, dueAt: '2030-03-04T14:30', status: 'sent' }],
};

function renderDialog(
  post: FakeAnswer = [
    201,
    { success: true, message: 'Lembrete de consulta agendado', appointment: APPOINTMENT },
  ],
) {
  const api = fakeApi({
    'GET /dashboard/chats/5511987654321/appointments': [
      200,
      { success: true, appointments: [APPOINTMENT] },
    ],
    'POST /dashboard/appointments': post,
    'POST /dashboard/appointments/a1/restore': [
      200,
      {
        success: true,
        message: 'Cancelamento desfeito: a consulta voltou à agenda',
        appointment: APPOINTMENT,
      },
    ],
    'DELETE /dashboard/appointments/a1': [
      200,
      {
        success: true,
        message: 'Consulta cancelada',
        appointment: { ...APPOINTMENT, state: 'cancelled' },
      },
    ],
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const onClose = vi.fn();
  render(
    <AppProviders queryClient={queryClient}>
      <AppointmentDialog chat={CHAT} userId="u1" onClose={onClose} />
    </AppProviders>,
  );
  return { ...api, onClose };
}

beforeEach(() => {
  stubResizeObserver();
  localStorage.clear();
});
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('AppointmentDialog', () => {
  it("shows the chat's appointments with the patient's answer, and schedules a new one", async () => {
    const { calls, fetchMock, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Agendar lembrete de consulta' });
    // A sentence that reads naturally, not 'O paciente Maria Souza recebe...'.
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Maria Souza recebe os lembretes e pode responder 1 para confirmar ou 2 para remarcar.',
    );
    expect(await screen.findByText('05/03/2030 às 14:30 · Dra. Ana')).toBeTruthy();
    expect(screen.getByText('Remarcar')).toBeTruthy();
    expect(screen.getByText('Resposta: "Não vou poder"')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: '24 horas antes' }) as HTMLButtonElement).dataset.state,
    ).toBe('checked');
    expect(
      (screen.getByRole('checkbox', { name: '2 horas antes' }) as HTMLButtonElement).dataset.state,
    ).toBe('checked');

    // Each wrong field is marked, with its message under it.
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    const professional = screen.getByLabelText('Profissional') as HTMLInputElement;
    expect(await screen.findByText('Informe o profissional.')).toBeTruthy();
    expect(professional.getAttribute('aria-invalid')).toBe('true');
    expect(calls('POST /dashboard/appointments')).toBe(0);

    fireEvent.change(professional, { target: { value: ' Dr. Paulo ' } });
    expect(screen.queryByText('Informe o profissional.')).toBeNull();
    // A day ahead whatever the hour this runs at: the default day may be today, whose 14:30
    // has gone by in the afternoon.
    fireEvent.change(screen.getByLabelText('Data da consulta'), {
      target: { value: '01/01/2099' },
    });
    // 24-hour time typed as people write it, whatever the browser's language; 25h is no time.
    const time = screen.getByLabelText('Horário') as HTMLInputElement;
    fireEvent.change(time, { target: { value: '25h' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    expect(await screen.findByText('Horário inválido: use 14:30, 14h30 ou 14h.')).toBeTruthy();
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(
      (screen.getByLabelText('Data da consulta') as HTMLInputElement).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(calls('POST /dashboard/appointments')).toBe(0);
    fireEvent.change(time, { target: { value: '14h30' } });
    fireEvent.blur(time);
    expect(time.value).toBe('14:30');
    expect(time.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '2 horas antes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const body = JSON.parse(String(post[1]!.body));
    expect(body).toMatchObject({
      chatId: CHAT.chatId,
      professional: 'Dr. Paulo',
      remindHoursBefore: [24],
    });
    expect(body.startsAt).toBe('2099-01-01T14:30');
    // Remembered for the next appointment.
    expect(localStorage.getItem('conecta.appointmentProfessional')).toBe('Dr. Paulo');
  });

  it('says why the server refused, under the field it is about, and cancels an appointment', async () => {
    const { calls } = renderDialog([
      422,
      { success: false, message: 'A consulta deve ser no futuro.' },
    ]);
    fireEvent.change(screen.getByLabelText('Profissional'), { target: { value: 'Dra. Ana' } });
    // A day after today: the refusal is the time's fault only if the day is today.
    fireEvent.change(screen.getByLabelText('Data da consulta'), {
      target: { value: '01/01/2099' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    expect(await screen.findByText('A consulta deve ser no futuro.')).toBeTruthy();
    const time = screen.getByLabelText('Horário');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(time.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A consulta deve ser no futuro.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar consulta' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancelar a consulta?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar consulta' }));
    await waitFor(() => expect(calls('DELETE /dashboard/appointments/a1')).toBe(1));
    expect(await screen.findByText('Consulta cancelada')).toBeTruthy();
  });

  it("'Cancelar consulta' asks with the patient and the time, and its 'Desfazer' is reached with the keyboard", async () => {
    const { calls } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar consulta' }));
    // Not one click any more: nothing is cancelled until the question is answered.
    const ask = await screen.findByRole('alertdialog', { name: 'Cancelar a consulta?' });
    expect(ask.textContent).toContain('Maria Souza, 05/03/2030 às 14:30 com Dra. Ana.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('DELETE /dashboard/appointments/a1')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar consulta' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancelar a consulta?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancelar consulta' }));
    await waitFor(() => expect(calls('DELETE /dashboard/appointments/a1')).toBe(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The toast is inside the dialog, whose focus trap keeps the keyboard in: Tab reaches
    // 'Desfazer' there (outside, focusing it would be pulled back into the dialog).
    const dialog = screen.getByRole('dialog', { name: 'Agendar lembrete de consulta' });
    const undo = await within(dialog).findByRole('button', { name: 'Desfazer' });
    expect(undo.closest('[aria-hidden="true"]')).toBeNull();
    act(() => undo.focus());
    expect(document.activeElement).toBe(undo);
    // A native button: Enter presses it.
    expect(undo.tagName).toBe('BUTTON');
    fireEvent.click(undo);
    await waitFor(() => expect(calls('POST /dashboard/appointments/a1/restore')).toBe(1));
    expect(
      await screen.findByText('Cancelamento desfeito: a consulta voltou à agenda'),
    ).toBeTruthy();
  });
});

describe('AppointmentDialog dates', () => {
  // Today at 17:40 on the machine's clock: the next full hour is still today, and 14:00 is gone.
  let now: Date;
  const pad = (n: number) => String(n).padStart(2, '0');
  const ddmm = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}`;
  const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const addDays = (d: Date, days: number) =>
    new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, d.getHours(), d.getMinutes());
  /** The year a typed 'dd/mm' means: this year, or next when that day of this year is gone. */
  const yearMeant = (d: Date) => {
    const thisYear = new Date(now.getFullYear(), d.getMonth(), d.getDate());
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    return thisYear < today ? now.getFullYear() + 1 : now.getFullYear();
  };
  beforeEach(() => {
    const real = new Date();
    now = new Date(real.getFullYear(), real.getMonth(), real.getDate(), 17, 40);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it("takes 'dd/mm' as this year or next, and marks a day that does not exist", async () => {
    const { fetchMock } = renderDialog();
    const day = screen.getByLabelText('Data da consulta') as HTMLInputElement;
    fireEvent.change(screen.getByLabelText('Profissional'), { target: { value: 'Dra. Ana' } });

    fireEvent.change(day, { target: { value: '31/02' } });
    fireEvent.blur(day);
    expect(await screen.findByText('Data inválida: use dd/mm ou dd/mm/aaaa.')).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Horário').getAttribute('aria-invalid')).toBeNull();

    const yesterday = addDays(now, -1);
    fireEvent.change(day, { target: { value: ddmm(yesterday) } });
    fireEvent.blur(day);
    expect(day.value).toBe(`${ddmm(yesterday)}/${yearMeant(yesterday)}`);
    expect(day.getAttribute('aria-invalid')).toBeNull();

    const ahead = addDays(now, 8);
    fireEvent.change(day, { target: { value: ddmm(ahead) } });
    fireEvent.blur(day);
    expect(day.value).toBe(`${ddmm(ahead)}/${yearMeant(ahead)}`);
    fireEvent.change(screen.getByLabelText('Horário'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const sentDay = new Date(yearMeant(ahead), ahead.getMonth(), ahead.getDate());
    expect(JSON.parse(String(post[1]!.body)).startsAt).toBe(`${iso(sentDay)}T09:00`);
  });

  it('starts at the next full hour, and says a day or an hour gone by under its field', async () => {
    const { calls } = renderDialog();
    const day = screen.getByLabelText('Data da consulta') as HTMLInputElement;
    const time = screen.getByLabelText('Horário') as HTMLInputElement;
    const today = `${ddmm(now)}/${now.getFullYear()}`;
    const yesterday = addDays(now, -1);
    expect(day.value).toBe(today);
    expect(time.value).toBe('18:00');
    fireEvent.change(screen.getByLabelText('Profissional'), { target: { value: 'Dra. Ana' } });

    fireEvent.change(day, { target: { value: `${ddmm(yesterday)}/${yesterday.getFullYear()}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    expect(await screen.findByText('A data já passou.')).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(time.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(day, { target: { value: today } });
    fireEvent.change(time, { target: { value: '14h' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    expect(await screen.findByText('Esse horário já passou.')).toBeTruthy();
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(day.getAttribute('aria-invalid')).toBeNull();
    expect(calls('POST /dashboard/appointments')).toBe(0);
  });

  it("shows the state as 'Aguardando confirmação'", async () => {
    fakeApi({
      'GET /dashboard/chats/5511987654321/appointments': [
        200,
        { success: true, appointments: [{ ...APPOINTMENT, state: 'waiting', lastReply: null }] },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AppointmentDialog chat={CHAT} userId="u1" onClose={vi.fn()} />
      </AppProviders>,
    );
    expect(await screen.findByText('Aguardando confirmação')).toBeTruthy();
    expect(screen.queryByText('Aguardando')).toBeNull();
  });
});
