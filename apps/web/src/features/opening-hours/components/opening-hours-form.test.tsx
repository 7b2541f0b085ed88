import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, savedSettings } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { OpeningHoursForm } from './opening-hours-form';

const WEEKDAY = [{ start: '08:00', end: '18:00' }];
const DEFAULTS = {
  enabled: false,
  timeZone: 'America/Sao_Paulo',
  days: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, [{ start: '08:00', end: '12:00' }]],
  closedDates: ['12-25', '2026-04-03'],
};

beforeEach(() => stubResizeObserver());

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

function renderForm() {
  const api = fakeApi({
    ...savedSettings(
      '/dashboard/settings/opening-hours',
      [200, { success: true, custom: false, hours: DEFAULTS }],
      (call) => [
        200,
        {
          success: true,
          custom: true,
          message: 'Horário de funcionamento salvo',
          hours: {
            ...DEFAULTS,
            enabled: true,
            timeZone: 'America/Manaus',
            days: [[], [], [], [], [], [], [{ start: '08:00', end: `1${call}:00` }]],
          },
        },
      ],
    ),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <OpeningHoursForm />
    </AppProviders>,
  );
  return api;
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Horário de funcionamento' }));
  return screen.findByRole('textbox', { name: 'Horário de Segunda-feira' });
};

describe('OpeningHoursForm', () => {
  it('loads when opened, shows a line per day and the zone as a place, and saves the week', async () => {
    // jsdom lays nothing out and has no scrollIntoView, which the Radix list calls when it opens.
    Element.prototype.scrollIntoView = vi.fn();
    const { calls, fetchMock } = renderForm();
    expect(calls('GET /dashboard/settings/opening-hours')).toBe(0);
    const monday = (await open()) as HTMLInputElement;
    expect(monday.value).toBe('08:00-18:00');
    const sunday = screen.getByRole('textbox', { name: 'Horário de Domingo' }) as HTMLInputElement;
    expect(sunday.value).toBe('');
    expect(sunday.placeholder).toBe('Fechado');
    const zone = screen.getByRole('combobox', { name: 'Fuso horário da clínica' });
    expect(zone.textContent).toBe('Brasília, São Paulo, Sul e Sudeste (UTC−3)');
    expect(screen.queryByText(/America\/Sao_Paulo/)).toBeNull();

    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Enviar mensagens automáticas só no horário de funcionamento',
      }),
    );
    fireEvent.change(monday, { target: { value: '8:00-12:00; 13h30 às 18h' } });
    zone.focus();
    fireEvent.keyDown(zone, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Manaus, Amazonas (UTC−4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/opening-hours')).toBe(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const body = JSON.parse(String(put[1]!.body));
    // The IANA id is what is saved; the holidays in force go along untouched.
    expect(body).toMatchObject({
      enabled: true,
      timeZone: 'America/Manaus',
      closedDates: ['12-25', '2026-04-03'],
    });
    expect(body.days[1]).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '13:30', end: '18:00' },
    ]);
    expect(await screen.findByText('Horário de funcionamento salvo')).toBeTruthy();
    expect(zone.textContent).toBe('Manaus, Amazonas (UTC−4)');
  });

  it.each([
    [
      'Terça-feira',
      '8 horas',
      'Terça-feira: use intervalos como 08:00-12:00, separados por vírgula.',
    ],
    [
      'Quarta-feira',
      '12:00-08:00',
      'Quarta-feira: cada intervalo deve terminar depois de começar, sem se sobrepor ao anterior.',
    ],
  ])('says what is wrong with %s (%s) and sends nothing', async (day, value, message) => {
    const { calls } = renderForm();
    await open();
    const field = screen.getByRole('textbox', { name: `Horário de ${day}` });
    fireEvent.change(field, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls('PUT /dashboard/settings/opening-hours')).toBe(0);
  });
});
