import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { AgendaDialog } from './agenda-dialog';

/**
 * 'Cancelado pela clínica' (issue 53): not one click that cancels for good with 'Consulta
 * marcada: Cancelado pela clínica', but a question with the patient and the time, a notice to
 * the patient the member may rewrite, 'Consulta cancelada' and 'Desfazer'.
 */

const AHEAD = {
  id: 'c1',
  chatId: '5511900000007',
  patientName: 'Maria Souza',
  // Far ahead of any day this runs: still to come.
  startsAt: '2099-03-05T14:30',
  professional: 'Dra. Ana',
  procedure: '',
  state: 'confirmed',
  noAnswer: false,
  past: false,
  lastReply: null,
  attendance: null,
  noRecord: false,
  reminders: [],
};
const CANCELLED = { ...AHEAD, state: 'cancelled', attendance: 'clinicCancelled' };

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

const bodyOf = (fetchMock: ReturnType<typeof fakeApi>['fetchMock'], path: string) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([u]) => String(u).endsWith(path))![1]?.body ?? 'null'),
  );

function renderAgenda(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /dashboard/appointments': (call) => [
      200,
      { success: true, appointments: [call === 1 ? AHEAD : CANCELLED] },
    ],
    ...routes,
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AgendaDialog open onOpenChange={() => undefined} userId="u1" />
    </AppProviders>,
  );
  return api;
}

describe("'Cancelado pela clínica'", () => {
  it('asks first with the patient and the time, sends the notice as edited, and can be undone', async () => {
    const { fetchMock, calls } = renderAgenda({
      'PUT /dashboard/appointments/c1/attendance': [
        200,
        { success: true, message: 'Consulta cancelada', appointment: CANCELLED },
      ],
      'POST /dashboard/messages/send': [
        200,
        {
          success: true,
          message: 'Mensagem enviada',
          data: { id: 'm1', messageId: 'x', status: 'sent' },
        },
      ],
      'POST /dashboard/appointments/c1/restore': [
        200,
        {
          success: true,
          message: 'Cancelamento desfeito: a consulta voltou à agenda',
          appointment: AHEAD,
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelado pela clínica' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancelar a consulta?' });
    expect(ask.textContent).toContain('Maria Souza, 05/03/2099 às 14:30 com Dra. Ana.');
    // Nothing happened yet.
    expect(calls('PUT /dashboard/appointments/c1/attendance')).toBe(0);

    const text = within(ask).getByLabelText('Mensagem ao paciente') as HTMLTextAreaElement;
    expect(text.value).toBe(
      'Olá, Maria! Precisamos cancelar a sua consulta de 05/03/2099 às 14:30 com Dra. Ana. Pedimos desculpas: responda esta mensagem para marcarmos um novo horário.',
    );
    fireEvent.change(text, { target: { value: 'Maria, a Dra. Ana adoeceu. Remarcamos?' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar consulta' }));

    expect(
      await screen.findByText('Consulta cancelada. Paciente avisado pelo WhatsApp'),
    ).toBeTruthy();
    expect(screen.queryByText(/Consulta marcada/)).toBeNull();
    expect(bodyOf(fetchMock, '/dashboard/appointments/c1/attendance')).toEqual({
      attendance: 'clinicCancelled',
    });
    expect(bodyOf(fetchMock, '/dashboard/messages/send')).toEqual({
      chatId: '5511900000007',
      phone: '5511900000007',
      message: 'Maria, a Dra. Ana adoeceu. Remarcamos?',
    });

    // The row's 'Desfazer cancelamento' is there for everyone; the toast's 'Desfazer' is inside
    // 'Consultas', so the keyboard reaches it through the dialog's focus trap.
    expect(await screen.findByRole('button', { name: 'Desfazer cancelamento' })).toBeTruthy();
    const agenda = screen.getByRole('dialog', { name: 'Consultas' });
    const undo = within(agenda).getByRole('button', { name: 'Desfazer' });
    expect(undo.closest('[aria-hidden="true"]')).toBeNull();
    act(() => undo.focus());
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    await waitFor(() => expect(calls('POST /dashboard/appointments/c1/restore')).toBe(1));
    // The patient was told already: the member is reminded to explain.
    expect(
      await screen.findByText(
        'Cancelamento desfeito. O paciente já recebeu o aviso de cancelamento: explique no chat.',
      ),
    ).toBeTruthy();
  });

  it("'Voltar' changes nothing; unticked, no notice is sent", async () => {
    const { calls } = renderAgenda({
      'PUT /dashboard/appointments/c1/attendance': [
        200,
        { success: true, message: 'Consulta cancelada', appointment: CANCELLED },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelado pela clínica' }));
    let ask = await screen.findByRole('alertdialog');
    fireEvent.click(within(ask).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('PUT /dashboard/appointments/c1/attendance')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelado pela clínica' }));
    ask = await screen.findByRole('alertdialog');
    fireEvent.click(within(ask).getByRole('checkbox', { name: 'Avisar o paciente pelo WhatsApp' }));
    expect(within(ask).queryByLabelText('Mensagem ao paciente')).toBeNull();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar consulta' }));
    expect(await screen.findByText('Consulta cancelada')).toBeTruthy();
    expect(calls('POST /dashboard/messages/send')).toBe(0);
    // Cancelled by the clinic and still ahead: it can be undone from the row too.
    expect(await screen.findByRole('button', { name: 'Desfazer cancelamento' })).toBeTruthy();
  });
});
