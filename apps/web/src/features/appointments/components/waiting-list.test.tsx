import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { makeChat } from '@/test/chat-fixture';
import { fakeApi } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { WaitingListDialog } from './waiting-list-dialog';
import { WaitingListSection } from './waiting-list-section';

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

const bodyOf = (fetchMock: ReturnType<typeof fakeApi>['fetchMock'], method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]?.body));

describe('Lista de espera', () => {
  it('puts a patient on the list with the procedure, professional, days, periods and note', async () => {
    const entry = {
      id: 'e1',
      chatId: '5511900000001',
      patientName: 'Maria Souza',
      professional: '',
      procedure: 'Limpeza',
      days: [1],
      periods: ['morning'],
      note: '',
      createdAt: '2030-03-01T09:00',
    };
    const { fetchMock } = fakeApi({
      'POST /dashboard/waiting-list': [
        201,
        { success: true, message: 'Paciente na lista de espera', entry },
      ],
    });
    const onClose = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <WaitingListDialog
          chat={makeChat({ chatId: '5511900000001' })}
          userId="u1"
          onClose={onClose}
        />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pôr na lista de espera' }));
    expect(await screen.findByText('Informe o procedimento.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Procedimento'), { target: { value: 'Limpeza' } });
    fireEvent.change(screen.getByLabelText('Profissional (vazio: qualquer um)'), {
      target: { value: 'Dra. Ana' },
    });
    fireEvent.click(screen.getByLabelText('Seg'));
    fireEvent.click(screen.getByLabelText('Qua'));
    fireEvent.click(screen.getByLabelText('Manhã'));
    fireEvent.change(screen.getByLabelText('Observação'), { target: { value: 'Prefere cedo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pôr na lista de espera' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      chatId: '5511900000001',
      professional: 'Dra. Ana',
      procedure: 'Limpeza',
      days: [1, 3],
      periods: ['morning'],
      note: 'Prefere cedo',
    });
  });

  it('shows a freed slot with whom it fits, messages them in one click, and lists who waits', async () => {
    const slot = {
      appointmentId: 'a0000000-0000-4000-8000-000000000001',
      startsAt: '2030-03-05T10:00',
      professional: 'Dra. Ana',
      matches: [
        { entryId: 'e1', patientName: 'Wagner Um' },
        { entryId: 'e2', patientName: 'Wanda Dois' },
      ],
      willMessage: 2,
      offer: null,
    };
    const entries = [
      {
        id: 'e1',
        chatId: '5511900000002',
        patientName: 'Wagner Um',
        professional: '',
        procedure: 'Limpeza',
        days: [1, 3],
        periods: ['morning', 'evening'],
        note: 'Prefere cedo',
        createdAt: '2030-03-01T09:00',
      },
    ];
    const { fetchMock } = fakeApi({
      'GET /dashboard/waiting-list': (call) => [
        200,
        {
          success: true,
          entries,
          slots: [
            call === 1
              ? slot
              : { ...slot, offer: { status: 'open', messaged: 2, winnerName: null } },
          ],
        },
      ],
      'POST /dashboard/waiting-list/offers': [
        201,
        { success: true, message: '2 pacientes da lista avisados', messaged: 2 },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <WaitingListSection userId="u1" />
      </AppProviders>,
    );
    expect(await screen.findByText('05/03/2030 às 10:00 · Dra. Ana')).toBeTruthy();
    expect(screen.getByText('Combina com: Wagner Um, Wanda Dois')).toBeTruthy();
    expect(
      screen.getByText('Limpeza · Qualquer profissional · Seg, Qua · Manhã, Noite · Prefere cedo'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Avisar 2 pacientes da lista' }));
    expect(await screen.findByText('2 pacientes da lista avisados')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ appointmentId: slot.appointmentId });
    expect(await screen.findByText('Oferecido a 2 pacientes')).toBeTruthy();
  });

  it("offers the clinic's own names and writes what was typed as the clinic spells it", async () => {
    const { fetchMock } = fakeApi({
      'GET /dashboard/appointments/names': [
        200,
        {
          success: true,
          professionals: ['Dra. Ana Souza', 'Dr. Paulo Lima'],
          procedures: ['Limpeza', 'Canal'],
        },
      ],
      'POST /dashboard/waiting-list': [
        201,
        {
          success: true,
          message: 'Paciente na lista de espera',
          entry: {
            id: 'e9',
            chatId: '5511900000001',
            patientName: 'Maria',
            professional: 'Dra. Ana Souza',
            procedure: 'Limpeza',
            days: [],
            periods: [],
            note: '',
            createdAt: '2030-03-01T09:00',
          },
        },
      ],
    });
    const onClose = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <WaitingListDialog
          chat={makeChat({ chatId: '5511900000001' })}
          userId="u1"
          onClose={onClose}
        />
      </AppProviders>,
    );
    const professional = screen.getByRole('combobox', {
      name: 'Profissional (vazio: qualquer um)',
    });
    // The list the field offers: the clinic's professionals.
    await waitFor(() =>
      expect(
        [
          ...document
            .getElementById(professional.getAttribute('list')!)!
            .querySelectorAll('option'),
        ].map((o) => o.value),
      ).toEqual(['Dra. Ana Souza', 'Dr. Paulo Lima']),
    );
    fireEvent.change(professional, { target: { value: 'dra ana  souza' } });
    fireEvent.blur(professional);
    expect((professional as HTMLInputElement).value).toBe('Dra. Ana Souza');
    fireEvent.change(screen.getByRole('combobox', { name: 'Procedimento' }), {
      target: { value: 'LIMPEZA' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pôr na lista de espera' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST')).toMatchObject({
      professional: 'Dra. Ana Souza',
      procedure: 'Limpeza',
    });
  });

  it('lists every freed slot, says when nobody fits and how matches are ordered, and when a held offer goes', async () => {
    const base = { matches: [], willMessage: 0, offer: null };
    fakeApi({
      'GET /dashboard/waiting-list': [
        200,
        {
          success: true,
          entries: [
            {
              id: 'e1',
              chatId: '5511900000002',
              patientName: 'Wagner Um',
              professional: 'Dra. Ana Souza',
              procedure: 'Limpeza',
              days: [],
              periods: [],
              note: '',
              createdAt: '2030-03-01T09:00',
              offerHold: { when: 'segunda-feira às 08:00', why: 'closed', tooLate: false },
            },
          ],
          slots: [
            {
              ...base,
              appointmentId: 'a0000000-0000-4000-8000-000000000002',
              startsAt: '2030-03-05T09:00',
              professional: 'Dr. Paulo',
              procedure: 'Consulta',
            },
            {
              ...base,
              appointmentId: 'a0000000-0000-4000-8000-000000000003',
              startsAt: '2030-03-06T10:00',
              professional: 'Dra. Ana Souza',
              procedure: 'Limpeza',
              matches: [{ entryId: 'e1', patientName: 'Wagner Um' }],
              willMessage: 1,
              offer: {
                status: 'open',
                messaged: 1,
                sent: 0,
                hold: { when: 'segunda-feira às 08:00', why: 'closed', tooLate: false },
                winnerName: null,
              },
            },
          ],
        },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <WaitingListSection userId="u1" />
      </AppProviders>,
    );
    expect(await screen.findByText('05/03/2030 às 09:00 · Dr. Paulo · Consulta')).toBeTruthy();
    expect(screen.getByText('Ninguém da lista combina')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Avisar/ })).toBeNull();
    expect(
      screen.getByText(
        'Combina quem pediu este profissional, procedimento, dia e período (ou qualquer um); quem entrou primeiro na lista é avisado primeiro.',
      ),
    ).toBeTruthy();
    // Not 'Oferecido a 1 paciente' while nothing went: when it goes, on the slot and the patient.
    expect(screen.queryByText('Oferecido a 1 paciente')).toBeNull();
    expect(
      screen.getByText('Oferta a 1 paciente: sai segunda-feira às 08:00, na abertura da clínica'),
    ).toBeTruthy();
    expect(
      screen.getByText('Oferta de horário sai segunda-feira às 08:00, na abertura da clínica'),
    ).toBeTruthy();
  });

  it("says an offer waits for the number's next day, or will not go in time, on the slot and the patient", async () => {
    const entry = {
      professional: '',
      procedure: 'Limpeza',
      days: [],
      periods: [],
      note: '',
      createdAt: '2030-03-01T09:00',
    };
    const slot = { professional: 'Dra. Ana Souza', procedure: 'Limpeza', willMessage: 1 };
    const limit = { when: 'às 08:00', why: 'limit', tooLate: false } as const;
    const late = { when: 'segunda-feira às 08:00', why: 'closed', tooLate: true } as const;
    const { fetchMock } = fakeApi({
      'GET /dashboard/waiting-list': [
        200,
        {
          success: true,
          entries: [
            {
              ...entry,
              id: 'e1',
              chatId: '5511900000002',
              patientName: 'Wagner Um',
              offerHold: limit,
            },
            {
              ...entry,
              id: 'e2',
              chatId: '5511900000003',
              patientName: 'Wanda Dois',
              offerHold: late,
            },
            { ...entry, id: 'e3', chatId: '5511900000004', patientName: 'Walter Três' },
          ],
          slots: [
            {
              ...slot,
              appointmentId: 'a0000000-0000-4000-8000-000000000004',
              startsAt: '2030-03-06T10:00',
              matches: [{ entryId: 'e1', patientName: 'Wagner Um' }],
              offer: { status: 'open', messaged: 1, sent: 0, hold: limit, winnerName: null },
            },
            {
              ...slot,
              appointmentId: 'a0000000-0000-4000-8000-000000000005',
              startsAt: '2030-03-04T08:30',
              matches: [{ entryId: 'e2', patientName: 'Wanda Dois' }],
              offer: { status: 'open', messaged: 2, sent: 1, hold: late, winnerName: null },
            },
            {
              ...slot,
              appointmentId: 'a0000000-0000-4000-8000-000000000006',
              startsAt: '2030-03-04T08:45',
              matches: [{ entryId: 'e3', patientName: 'Walter Três' }],
              offer: null,
              hold: late,
            },
          ],
        },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <WaitingListSection userId="u1" />
      </AppProviders>,
    );
    const limitLine = 'sai às 08:00: o número já enviou hoje todas as mensagens automáticas do dia';
    expect(await screen.findByText(`Oferta a 1 paciente: ${limitLine}`)).toBeTruthy();
    expect(screen.getByText(`Oferta de horário ${limitLine}`)).toBeTruthy();
    const lateReason =
      'a clínica só abre segunda-feira às 08:00, depois do prazo de 1 hora antes do horário';
    expect(
      screen.getByText(`Oferecido a 1 paciente. Oferta a 1 paciente não sai: ${lateReason}`),
    ).toBeTruthy();
    expect(screen.getByText(`Oferta de horário não sai: ${lateReason}`)).toBeTruthy();
    // A slot whose offer could not go in time says why instead of offering to send it.
    expect(
      screen.getByText(
        `Não dá tempo de avisar a lista: ${lateReason}. Avise por telefone, se quiser.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Avisar/ })).toBeNull();
    expect(screen.queryByText('Oferecido a 2 pacientes')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
