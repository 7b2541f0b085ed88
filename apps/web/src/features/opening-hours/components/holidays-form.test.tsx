import { utcToLocal } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { HolidaysForm } from './holidays-form';

const WEEKDAY = [{ start: '08:00', end: '18:00' }];
const HOURS = {
  enabled: true,
  timeZone: 'America/Sao_Paulo',
  days: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, []],
  closedDates: ['2031-03-10', '12-25'],
};

beforeEach(() => stubResizeObserver());

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

function renderForm(put?: (body: { closedDates: string[] }) => FakeAnswer) {
  let lastBody: { closedDates: string[] } | null = null;
  const api = fakeApi({
    'GET /dashboard/settings/opening-hours': [200, { success: true, custom: true, hours: HOURS }],
    'PUT /dashboard/settings/opening-hours': () =>
      put?.(lastBody!) ?? [
        200,
        {
          success: true,
          custom: true,
          message: 'Horário de funcionamento salvo',
          hours: { ...HOURS, closedDates: lastBody!.closedDates },
        },
      ],
  });
  const original = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') lastBody = JSON.parse(String(init.body));
    return original(input, init);
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <HolidaysForm />
    </AppProviders>,
  );
  return { ...api, body: () => lastBody };
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Feriados' }));
  return screen.findByRole('list', { name: 'Feriados' });
};
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const typeDate = (value: string) => {
  fireEvent.change(screen.getByLabelText(/Nova data/), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar data' }));
};

describe('HolidaysForm', () => {
  it("lists every-year dates first with their names, adds '25/12'-style and one-day dates, removes and saves", async () => {
    const { calls, body } = renderForm();
    expect(calls('GET /dashboard/settings/opening-hours')).toBe(0);
    const list = await open();
    expect(items(list)).toEqual(['25/12 · Natal (todo ano)', '10/03/2031']);

    typeDate('21/4');
    typeDate('3/4/2026');
    expect(items(await screen.findByRole('list', { name: 'Feriados' }))).toEqual([
      '21/04 · Tiradentes (todo ano)',
      '25/12 · Natal (todo ano)',
      '03/04/2026 · Sexta-feira Santa',
      '10/03/2031',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remover 10/03/2031' }));
    expect(screen.queryByText('10/03/2031')).toBeNull();
    expect(calls('PUT /dashboard/settings/opening-hours')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar feriados' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/opening-hours')).toBe(1));
    expect(body()).toEqual({ ...HOURS, closedDates: ['04-21', '12-25', '2026-04-03'] });
    expect(await screen.findByText('Feriados salvos')).toBeTruthy();
  });

  it.each([
    ['31/02', 'Data inválida: 31/02. Use DD/MM (todo ano) ou DD/MM/AAAA (um dia).'],
    ['25-12-2026', 'Data inválida: 25-12-2026. Use DD/MM (todo ano) ou DD/MM/AAAA (um dia).'],
    ['25/12', '25/12 já está na lista.'],
  ])('says what is wrong with %s and adds nothing', async (value, message) => {
    const { calls } = renderForm();
    const list = await open();
    typeDate(value);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText(/Nova data/).getAttribute('aria-invalid')).toBe('true');
    expect(items(list)).toHaveLength(2);
    expect(calls('PUT /dashboard/settings/opening-hours')).toBe(0);
  });

  it("adds Brazil's national holidays once: the fixed ones every year and Good Friday of this year and the next", async () => {
    renderForm();
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar feriados nacionais' }));
    const list = await screen.findByRole('list', { name: 'Feriados' });
    const shown = items(list);
    for (const line of [
      '01/01 · Confraternização Universal (todo ano)',
      '21/04 · Tiradentes (todo ano)',
      '01/05 · Dia do Trabalho (todo ano)',
      '07/09 · Independência do Brasil (todo ano)',
      '12/10 · Nossa Senhora Aparecida (todo ano)',
      '02/11 · Finados (todo ano)',
      '15/11 · Proclamação da República (todo ano)',
      '20/11 · Dia Nacional de Zumbi e da Consciência Negra (todo ano)',
      '25/12 · Natal (todo ano)',
    ])
      expect(shown).toContain(line);
    const fridays = shown.filter((l) => l?.endsWith('Sexta-feira Santa'));
    // This year in the clinic's zone, as the form counts it: on New Year's Eve night in São Paulo
    // it is already next year in UTC (the suite's 2031-01-01 02:30 UTC run).
    const year = Number(utcToLocal(new Date(), 'America/Sao_Paulo').slice(0, 4));
    expect(fridays.map((l) => l!.slice(6, 10)).sort()).toEqual(
      expect.arrayContaining([String(year + 1)]),
    );
    expect(fridays.length).toBeGreaterThanOrEqual(2);
    expect(
      await screen.findByText('10 feriados nacionais adicionados; salve para valer.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar feriados nacionais' }));
    expect(items(list)).toEqual(shown);
    expect(await screen.findByText('Os feriados nacionais já estão na lista.')).toBeTruthy();
  });

  it('shows the error and keeps the list when the save fails', async () => {
    renderForm(() => [500, { success: false, message: 'Erro interno.' }]);
    await open();
    typeDate('02/11');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar feriados' }));
    expect(await screen.findByText('Não foi possível salvar os feriados')).toBeTruthy();
    expect(screen.getByText('02/11')).toBeTruthy();
  });
});
