import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
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
    expect(await screen.findByRole('button', { name: 'Abrir conversa Maria Souza' })).toBeTruthy();
    expect(calls('GET /dashboard/appointments')).toBe(1);
    for (const count of ['Confirmada: 1', 'Aguardando: 0', 'Remarcar: 1', 'Sem confirmação: 1'])
      expect(screen.getByText(count)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa João Lima' }));
    expect(openChat).toHaveBeenCalledWith('5511900000002');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('exports the day as CSV, a name that looks like a formula defused', () => {
    const csv = appointmentsToCsv(DAY as never);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Horário,Paciente,Telefone,Profissional,Situação,Última resposta');
    expect(lines[1]).toBe('09:00,Maria Souza,5511900000001,Dra. Ana,Confirmada,1');
    expect(lines[2]).toBe('10:00,João Lima,5511900000002,Dra. Ana,Sem confirmação,');
    expect(lines[3]).toBe(
      `11:00,"'=HYPERLINK(""x"")",5511900000003,Dra. Ana,Remarcar,Não vou poder`,
    );
  });
});
