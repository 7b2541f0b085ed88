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
        <WaitingListDialog chat={makeChat({ chatId: '5511900000001' })} onClose={onClose} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pôr na lista de espera' }));
    expect(await screen.findByText('Informe o procedimento.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

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
});
