import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';

import { UpcomingAppointmentsProvider } from '../upcoming-appointments';
import { AppointmentBadge } from './appointment-badge';

const appointment = (chatId: string, state: string, noAnswer = false) => ({
  id: `a-${chatId}`,
  chatId,
  patientName: 'Maria',
  startsAt: '2030-11-27T14:30',
  professional: 'Dra. Ana',
  state,
  noAnswer,
  lastReply: null,
  reminders: [],
});

function renderBadges(enabled = true) {
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <UpcomingAppointmentsProvider userId="u1" enabled={enabled}>
        <div data-testid="card-1">
          <AppointmentBadge chatId="5511900000001" />
        </div>
        <div data-testid="card-2">
          <AppointmentBadge chatId="5511900000002" long />
        </div>
        <div data-testid="card-3">
          <AppointmentBadge chatId="5511900000003" />
        </div>
      </UpcomingAppointmentsProvider>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AppointmentBadge', () => {
  it("shows each chat's next appointment from one request for the whole board", async () => {
    const { calls } = fakeApi({
      'GET /dashboard/appointments/upcoming': [
        200,
        {
          success: true,
          appointments: [
            appointment('5511900000001', 'confirmed'),
            appointment('5511900000002', 'waiting', true),
          ],
        },
      ],
    });
    renderBadges();
    expect(
      await screen.findByText('Consulta 27/11/2030 às 14:30: Confirmada', { selector: '.sr-only' }),
    ).toBeTruthy();
    expect(screen.getByTestId('card-1').textContent).toContain('27/11 14:30');
    // The chat window's header says it all, in view.
    expect(screen.getByTestId('card-2').textContent).toBe(
      'Consulta 27/11/2030 às 14:30: Sem confirmação',
    );
    expect(screen.getByTestId('card-3').textContent).toBe('');
    expect(calls('GET /dashboard/appointments/upcoming')).toBe(1);
  });

  it('asks nothing while the board is not shown', () => {
    const { calls } = fakeApi({});
    renderBadges(false);
    expect(calls('GET /dashboard/appointments/upcoming')).toBe(0);
    expect(screen.getByTestId('card-1').textContent).toBe('');
  });
});
