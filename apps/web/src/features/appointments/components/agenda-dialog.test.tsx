import { dayIn, shiftDay } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { formatDayInWords } from '@/lib/br-date';
import { OpenChatContext } from '@/lib/open-chat-request';
import { fakeApi } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { appointmentsToCsv } from '../agenda-csv';
import { AgendaDialog } from './agenda-dialog';

const base = {
  professional: 'Dra. Ana',
  lastReply: null,
  reminders: [],
};
const DAY = [
  {
    ...base,
    id: 'a1',
    chatId: '5511900000001',
    patientName: 'Maria Souza',
    startsAt: '2030-03-05T09:00',
    state: 'confirmed',
    noAnswer: false,
    lastReply: '1',
  },
  {
    ...base,
    id: 'a2',
    chatId: '5511900000002',
    patientName: 'João Lima',
    startsAt: '2030-03-05T10:00',
    state: 'waiting',
    noAnswer: true,
  },
  {
    ...base,
    id: 'a3',
    chatId: '5511900000003',
    patientName: '=HYPERLINK("x")',
    startsAt: '2030-03-05T11:00',
    state: 'reschedule',
    noAnswer: false,
    lastReply: 'Não vou poder',
  },
];

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('AgendaDialog', () => {
  it("shows a day's appointments with counts per state, and a click opens the chat", async () => {
    const { calls } = fakeApi({
      'GET /dashboard/appointments': [200, { success: true, appointments: DAY }],
    });
    const queryClient = createQueryClient();
    const openChat = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <AppProviders queryClient={queryClient}>
        <OpenChatContext.Provider value={openChat}>
          <AgendaDialog open onOpenChange={onOpenChange} userId="u1" />
        </OpenChatContext.Provider>
      </AppProviders>,
    );
    expect(
      await screen.findByRole('button', { name: /^Abrir conversa:.*Maria Souza/ }),
    ).toBeTruthy();
    expect(calls('GET /dashboard/appointments')).toBe(1);
    for (const count of [
      'Confirmada: 1',
      'Aguardando confirmação: 0',
      'Remarcar: 1',
      'Sem confirmação: 1',
      'Sem resposta: 0',
    ])
      expect(screen.getByText(count)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Abrir conversa:.*João Lima/ }));
    expect(openChat).toHaveBeenCalledWith('5511900000002');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("marks what happened: 'Faltou' on a past appointment, 'Sem registro' when nobody marked it", async () => {
    const past = {
      ...base,
      id: 'p1',
      chatId: '5511900000009',
      patientName: 'Rosa Alves',
      startsAt: '2020-03-04T09:00',
      state: 'confirmed',
      noAnswer: false,
      attendance: null,
      noRecord: true,
    };
    const { fetchMock } = fakeApi({
      'GET /dashboard/appointments': [200, { success: true, appointments: [past] }],
      'PUT /dashboard/appointments/p1/attendance': [
        200,
        {
          success: true,
          message: 'Consulta marcada: Faltou',
          appointment: { ...past, attendance: 'missed', noRecord: false },
        },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AgendaDialog open onOpenChange={() => undefined} userId="u1" />
      </AppProviders>,
    );
    expect(await screen.findByText('Sem registro')).toBeTruthy();
    const marks = screen.getByRole('group', { name: 'O que aconteceu na consulta' });
    expect([...marks.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Compareceu',
      'Faltou',
      'Cancelado pela clínica',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Faltou' }));
    expect(await screen.findByText('Consulta marcada: Faltou')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('/dashboard/appointments/p1/attendance');
    expect(JSON.parse(String(put[1]?.body))).toEqual({ attendance: 'missed' });
  });

  it("names each row by what it shows, state included; a past one nobody answered says 'Sem resposta'", async () => {
    const past = {
      ...DAY[1],
      id: 'p2',
      patientName: 'Rosa Alves',
      startsAt: '2020-03-04T09:00',
      noAnswer: true,
      past: true,
      attendance: null,
      noRecord: true,
    };
    fakeApi({
      'GET /dashboard/appointments': [200, { success: true, appointments: [DAY[0], past] }],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AgendaDialog open onOpenChange={() => undefined} userId="u1" />
      </AppProviders>,
    );
    // The state is in the name a screen reader hears, not only drawn (issue 53).
    // (jsdom drops the spaces a browser keeps after the hidden commas.)
    expect(
      await screen.findByRole('button', {
        name: /^Abrir conversa: ?09:00, ?Maria Souza, ?Dra\. Ana · Resposta: "1", ?Confirmada$/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: /^Abrir conversa: ?09:00, ?Rosa Alves, ?Dra\. Ana, ?Sem resposta, ?Sem registro$/,
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Aguardando confirmação')).toBeNull();
    expect(screen.getByText('Sem resposta: 1')).toBeTruthy();
  });

  it('draws the chosen mark as chosen, readable and not disabled', async () => {
    const marked = {
      ...DAY[0],
      startsAt: '2020-03-04T09:00',
      past: true,
      attendance: 'attended',
      noRecord: false,
    };
    const { calls } = fakeApi({
      'GET /dashboard/appointments': [200, { success: true, appointments: [marked] }],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AgendaDialog open onOpenChange={() => undefined} userId="u1" />
      </AppProviders>,
    );
    const chosen = await screen.findByRole('button', { name: 'Compareceu', pressed: true });
    expect((chosen as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Faltou', pressed: false })).toBeTruthy();
    // Choosing it again asks nothing of the server.
    fireEvent.click(chosen);
    expect(calls('PUT /dashboard/appointments/a1/attendance')).toBe(0);
  });

  it("offers only 'Cancelado pela clínica' before the appointment's time", async () => {
    fakeApi({
      'GET /dashboard/appointments': [
        200,
        {
          success: true,
          // Two days ahead of the machine's day, in any zone: still to come whenever this runs.
          appointments: [
            {
              ...DAY[0],
              startsAt: `${shiftDay(dayIn(new Date(), 'UTC'), 2)}T09:00`,
              attendance: null,
              noRecord: false,
            },
          ],
        },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AgendaDialog open onOpenChange={() => undefined} userId="u1" />
      </AppProviders>,
    );
    const marks = await screen.findByRole('group', { name: 'O que aconteceu na consulta' });
    expect([...marks.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Cancelado pela clínica',
    ]);
  });

  it("opens on today in the clinic's zone; 'Hoje', 'Dia anterior' and 'Próximo dia' move it, said in words", async () => {
    const { fetchMock } = fakeApi({
      'GET /dashboard/appointments': [200, { success: true, appointments: [] }],
    });
    // 14 hours ahead of UTC: its day is never the one of a zone behind UTC.
    const zone = 'Pacific/Kiritimati';
    const today = dayIn(new Date(), zone);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AgendaDialog open onOpenChange={() => undefined} userId="u1" timeZone={zone} />
      </AppProviders>,
    );
    // The day's list only (the waiting list and the reminders' message are asked for too).
    const asked = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname === '/dashboard/appointments')
        .map((u) => u.searchParams.get('date'));
    const shows = async (day: string) => {
      await waitFor(() => expect(asked().at(-1)).toBe(day));
      expect(screen.getByText(formatDayInWords(day, today))).toBeTruthy();
      const [y, m, d] = day.split('-');
      expect((screen.getByLabelText('Dia') as HTMLInputElement).value).toBe(`${d}/${m}/${y}`);
    };
    await shows(today);
    expect(await screen.findByText('Nenhuma consulta neste dia.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    await shows(shiftDay(today, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    await shows(shiftDay(today, 2));
    fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    await shows(today);
    fireEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    await shows(shiftDay(today, -1));

    // A day typed in the field is moved from too.
    fireEvent.change(screen.getByLabelText('Dia'), { target: { value: '28/02/2030' } });
    await shows('2030-02-28');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    await shows('2030-03-01');
  });

  it('exports the day as CSV for a pt-BR spreadsheet: the date and the time, a formula defused', () => {
    const csv = appointmentsToCsv(DAY as never);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Data;Horário;Paciente;Telefone;Profissional;Situação;Última resposta');
    expect(lines[1]).toBe('05/03/2030;09:00;Maria Souza;5511900000001;Dra. Ana;Confirmada;1');
    expect(lines[2]).toBe('05/03/2030;10:00;João Lima;5511900000002;Dra. Ana;Sem confirmação;');
    expect(lines[3]).toBe(
      `05/03/2030;11:00;"'=HYPERLINK(""x"")";5511900000003;Dra. Ana;Remarcar;Não vou poder`,
    );
  });
});
