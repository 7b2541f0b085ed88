import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    expect(screen.getByRole('dialog', { name: 'Agendar lembrete de consulta' })).toBeTruthy();
    expect(await screen.findByText('05/03/2030 às 14:30 · Dra. Ana')).toBeTruthy();
    expect(screen.getByText('Remarcar')).toBeTruthy();
    expect(screen.getByText('Resposta: "Não vou poder"')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: '24 horas antes' }) as HTMLButtonElement).dataset.state,
    ).toBe('checked');
    expect(
      (screen.getByRole('checkbox', { name: '2 horas antes' }) as HTMLButtonElement).dataset.state,
    ).toBe('checked');

    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Informe a data, o horário e o profissional da consulta.',
    );
    expect(calls('POST /dashboard/appointments')).toBe(0);

    fireEvent.change(screen.getByLabelText('Profissional'), { target: { value: ' Dr. Paulo ' } });
    // 24-hour time typed as digits, whatever the browser's language; 25:00 is no time of day.
    const time = screen.getByLabelText('Horário') as HTMLInputElement;
    fireEvent.change(time, { target: { value: '2500' } });
    expect(time.value).toBe('25:00');
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Horário inválido: use HH:MM, de 00:00 a 23:59.',
      ),
    );
    expect(calls('POST /dashboard/appointments')).toBe(0);
    fireEvent.change(time, { target: { value: '1430' } });
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
    expect(body.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T14:30$/);
    // Remembered for the next appointment.
    expect(localStorage.getItem('conecta.appointmentProfessional')).toBe('Dr. Paulo');
  });

  it('says why the server refused, and cancels an appointment', async () => {
    const { calls } = renderDialog([
      422,
      { success: false, message: 'A consulta deve ser no futuro.' },
    ]);
    fireEvent.change(screen.getByLabelText('Profissional'), { target: { value: 'Dra. Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar lembrete' }));
    expect(await screen.findByText('A consulta deve ser no futuro.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar consulta' }));
    await waitFor(() => expect(calls('DELETE /dashboard/appointments/a1')).toBe(1));
    expect(await screen.findByText('Consulta cancelada')).toBeTruthy();
  });
});
