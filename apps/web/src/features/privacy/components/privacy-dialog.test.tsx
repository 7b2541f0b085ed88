import { dayIn, shiftDay } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { PrivacyDialog } from './privacy-dialog';

const entry = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  at: '2030-03-05T12:00:00.000Z',
  kind: 'chat-opened',
  memberName: 'Ana Souza',
  chatId: '5511900000001',
  chatName: 'Maria Souza',
  detail: null,
  ip: '10.0.0.1',
  ...over,
});

beforeEach(() => {
  stubResizeObserver();
  // jsdom lays nothing out and has no scrollIntoView, which the Radix list calls when it opens.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

function renderDialog(timeZone?: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <PrivacyDialog open onOpenChange={() => undefined} userId="u1" timeZone={timeZone} />
    </AppProviders>,
  );
}

/** The query strings the log's list and its CSV were asked with, in order. */
const asked = (fetchMock: ReturnType<typeof fakeApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

async function choosePeriod(name: string) {
  const trigger = screen.getByRole('combobox', { name: 'Período' });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('PrivacyDialog', () => {
  it('lists who read what, filters by patient once the typing stops, and pages', async () => {
    const { fetchMock } = fakeApi({
      'GET /dashboard/team': [
        200,
        {
          success: true,
          clinic: { id: 'c1', name: 'Clínica' },
          me: { userId: 'u1', role: 'RESPONSAVEL' },
          members: [],
          invitations: [],
        },
      ],
      'GET /dashboard/privacy/access-log': (call) =>
        call === 1
          ? [
              200,
              {
                success: true,
                entries: [
                  entry('e1'),
                  entry('e0', {
                    kind: 'erasure',
                    chatId: 'apagado:0123456789abcdef',
                    chatName: null,
                  }),
                  entry('e00', {
                    kind: 'media',
                    chatId: 'apagado:0123456789abcdef',
                    chatName: null,
                  }),
                  entry('e01', { kind: 'media', chatName: 'Isabela Marques' }),
                  entry('e02', { kind: 'patient-export', chatName: 'Helena Souza' }),
                  // A username user's chat, keyed by a BSUID, read before names were copied.
                  entry('e03', { chatId: 'BR.1502576394655843', chatName: null }),
                  entry('e2', {
                    kind: 'csv-export',
                    chatId: null,
                    chatName: null,
                    detail: 'quadro, 12 linhas',
                  }),
                ],
                next: '2030-03-05T11:00:00.000Z',
              },
            ]
          : [200, { success: true, entries: [entry('e3', { chatName: 'João' })], next: null }],
    });
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Privacidade' });
    expect(list.textContent).toContain('Ana Souza abriu a conversa com Maria Souza');
    // An erased patient reads as such, never as a made-up phone number.
    expect(list.textContent).toContain('Ana Souza apagou os dados do paciente');
    expect(list.textContent).toContain(
      'Ana Souza abriu um arquivo da conversa com um paciente apagado',
    );
    expect(list.textContent).not.toContain('apagado:');
    // Each entry that names its patient reads as a sentence.
    expect(list.textContent).toContain(
      'Ana Souza abriu um arquivo da conversa com Isabela Marques',
    );
    expect(list.textContent).toContain('Ana Souza exportou os dados de Helena Souza');
    expect(list.textContent).toContain('Ana Souza exportou CSV');
    expect(list.textContent).not.toContain('BR.1502576394655843');
    expect(list.textContent).toContain('quadro, 12 linhas');
    expect(list.textContent).toContain('IP 10.0.0.1');

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(list.textContent).toContain('João'));
    const urls = () => fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls().some((u) => u.includes('before=2030-03-05T11%3A00%3A00.000Z'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Paciente'), { target: { value: 'Maria' } });
    await waitFor(() => expect(urls().some((u) => u.includes('patient=Maria'))).toBe(true));
    // Typed once, asked once.
    expect(urls().filter((u) => u.includes('patient=')).length).toBe(1);
  });

  it('says so when nothing matches', async () => {
    fakeApi({
      'GET /dashboard/team': [500, {}],
      'GET /dashboard/privacy/access-log': [200, { success: true, entries: [], next: null }],
    });
    renderDialog();
    expect(await screen.findByText('Nenhum acesso registrado com esses filtros.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("filters by period in the clinic's days, and the CSV exports the same period", async () => {
    const { fetchMock } = fakeApi({
      'GET /dashboard/team': [500, {}],
      'GET /dashboard/privacy/access-log': [
        200,
        // 23:30 in São Paulo, already the next day in UTC: shown on the clinic's day.
        { success: true, entries: [entry('e1', { at: '2030-03-06T02:30:00.000Z' })], next: null },
      ],
      'GET /dashboard/privacy/access-log.csv': [200, 'csv'],
    });
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:x');
    class FakeURL extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', FakeURL);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // 14 hours ahead of UTC: its day is never the one of a zone behind UTC.
    const zone = 'Pacific/Kiritimati';
    const today = dayIn(new Date(), zone);
    renderDialog(zone);
    const LOG = '/dashboard/privacy/access-log';
    await waitFor(() => expect(asked(fetchMock, LOG)).toEqual([{}]));
    // Kiritimati's time of that instant: 16:30 of 6 March.
    expect(await screen.findByText('06/03/2030, 16:30')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Período' }).textContent).toBe('Tudo');

    await choosePeriod('Últimos 7 dias');
    await waitFor(() =>
      expect(asked(fetchMock, LOG).at(-1)).toEqual({ from: shiftDay(today, -6) }),
    );
    await choosePeriod('Últimos 30 dias');
    await waitFor(() =>
      expect(asked(fetchMock, LOG).at(-1)).toEqual({ from: shiftDay(today, -29) }),
    );

    await choosePeriod('Escolher datas');
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '10/03/2030' } });
    await waitFor(() => expect(asked(fetchMock, LOG).at(-1)).toEqual({ from: '2030-03-10' }));
    // The first day after the last: said, and neither asked nor exported.
    const before = asked(fetchMock, LOG).length;
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '05/03/2030' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Período inválido: a data inicial deve ser igual ou anterior à final.',
    );
    expect(
      (screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(asked(fetchMock, LOG)).toHaveLength(before);

    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '15/03/2030' } });
    await waitFor(() =>
      expect(asked(fetchMock, LOG).at(-1)).toEqual({ from: '2030-03-10', to: '2030-03-15' }),
    );
    await screen.findByText('06/03/2030, 16:30');
    fireEvent.change(screen.getByLabelText('Paciente'), { target: { value: 'Maria' } });
    await waitFor(() =>
      expect(asked(fetchMock, LOG).at(-1)).toEqual({
        patient: 'Maria',
        from: '2030-03-10',
        to: '2030-03-15',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(asked(fetchMock, `${LOG}.csv`)).toEqual([
        { patient: 'Maria', from: '2030-03-10', to: '2030-03-15' },
      ]),
    );
  });
});
