import { brazilianHolidays, utcToLocal } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, savedSettings, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { HolidaysForm } from './holidays-form';

const WEEKDAY = [{ start: '08:00', end: '18:00' }];
// The clinic's year today, as the form counts it (São Paulo): dates ahead and gone are built from
// it, so the test reads the same on any day.
const YEAR = Number(utcToLocal(new Date(), 'America/Sao_Paulo').slice(0, 4));
const AHEAD = `${YEAR + 5}-03-10`;
const AHEAD_TEXT = `10/03/${YEAR + 5}`;
const goodFriday = (year: number) =>
  brazilianHolidays([year]).find((h) => h.name === 'Sexta-feira Santa')!.date;
/** Last year's Good Friday: a one-day date that has passed. */
const GONE = goodFriday(YEAR - 1);
const GONE_TEXT = `${GONE.slice(8, 10)}/${GONE.slice(5, 7)}/${GONE.slice(0, 4)}`;
const HOURS = {
  enabled: true,
  timeZone: 'America/Sao_Paulo',
  days: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, []],
  closedDates: [AHEAD, '12-25'],
};

beforeEach(() => stubResizeObserver());

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

type Body = { closedDates: string[]; closedDateNames?: Record<string, string> };
function renderForm(put?: (body: Body) => FakeAnswer, hours: object = HOURS) {
  let lastBody: Body | null = null;
  // The server keeps what was saved: the cache rule reads the settings again after a save.
  const api = fakeApi(
    savedSettings(
      '/dashboard/settings/opening-hours',
      [200, { success: true, custom: true, hours }],
      () =>
        put?.(lastBody!) ?? [
          200,
          {
            success: true,
            custom: true,
            message: 'Horário de funcionamento salvo',
            hours: { ...HOURS, ...lastBody },
          },
        ],
    ),
  );
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
const typeDate = (value: string, name?: string) => {
  fireEvent.change(screen.getByLabelText(/Nova data/), { target: { value } });
  if (name !== undefined)
    fireEvent.change(screen.getByLabelText('Nome (opcional)'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar data' }));
};

describe('HolidaysForm', () => {
  it("lists every-year dates first with their names, adds '25/12'-style and one-day dates, removes and saves", async () => {
    const { calls, body } = renderForm();
    expect(calls('GET /dashboard/settings/opening-hours')).toBe(0);
    const list = await open();
    expect(items(list)).toEqual(['25/12 · Natal (todo ano)', AHEAD_TEXT]);
    expect(screen.queryByRole('list', { name: 'Datas que já passaram' })).toBeNull();

    typeDate('21/4');
    typeDate(GONE_TEXT);
    expect(items(await screen.findByRole('list', { name: 'Feriados' }))).toEqual([
      '21/04 · Tiradentes (todo ano)',
      '25/12 · Natal (todo ano)',
      AHEAD_TEXT,
    ]);
    // Last year's one-day date is kept (its period's reports count the clinic closed) but folded
    // away from what is ahead.
    expect(screen.getByText('1 data que já passou')).toBeTruthy();
    expect(
      items(screen.getByRole('list', { name: 'Datas que já passaram', hidden: true })),
    ).toEqual([`${GONE_TEXT} · Sexta-feira Santa`]);
    fireEvent.click(screen.getByRole('button', { name: `Remover ${AHEAD_TEXT}` }));
    expect(screen.queryByText(AHEAD_TEXT)).toBeNull();
    expect(calls('PUT /dashboard/settings/opening-hours')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar feriados' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/opening-hours')).toBe(1));
    expect(body()).toEqual({
      ...HOURS,
      closedDates: ['04-21', '12-25', GONE],
      closedDateNames: {},
    });
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

  it("adds Brazil's national holidays once: the fixed ones every year and the Good Fridays still ahead", async () => {
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
    // it is already next year in UTC (the suite's 2031-01-01 02:30 UTC run). This year's Good
    // Friday is added only while it is ahead: once gone it would only join the dates that passed.
    const today = utcToLocal(new Date(), 'America/Sao_Paulo').slice(0, 10);
    const ahead = [goodFriday(YEAR), goodFriday(YEAR + 1)].filter((d) => d >= today);
    expect(fridays.map((l) => l!.slice(6, 10)).sort()).toEqual(ahead.map((d) => d.slice(0, 4)));
    expect(screen.queryByRole('list', { name: 'Datas que já passaram' })).toBeNull();
    expect(
      await screen.findByText(
        `${8 + ahead.length} feriados nacionais adicionados; salve para valer.`,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar feriados nacionais' }));
    expect(items(list)).toEqual(shown);
    expect(await screen.findByText('Os feriados nacionais já estão na lista.')).toBeTruthy();
  });

  it("names the clinic's own dates ('Recesso de fim de ano') and saves the name beside the date", async () => {
    const { calls, body } = renderForm(undefined, {
      ...HOURS,
      // Stored before names existed: plain dates, no names field.
      closedDates: [AHEAD, '12-25', `${YEAR + 5}-07-09`],
    });
    const list = await open();
    expect(items(list)).toEqual(['25/12 · Natal (todo ano)', AHEAD_TEXT, `09/07/${YEAR + 5}`]);

    typeDate(`24/12/${YEAR + 5}`, '  Recesso de fim de ano ');
    typeDate('31/12', '');
    expect(items(await screen.findByRole('list', { name: 'Feriados' }))).toEqual([
      '25/12 · Natal (todo ano)',
      '31/12 (todo ano)',
      AHEAD_TEXT,
      `09/07/${YEAR + 5}`,
      `24/12/${YEAR + 5} · Recesso de fim de ano`,
    ]);
    expect((screen.getByLabelText('Nome (opcional)') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar feriados' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/opening-hours')).toBe(1));
    expect(body()!.closedDates).toEqual([
      '12-25',
      '12-31',
      AHEAD,
      `${YEAR + 5}-07-09`,
      `${YEAR + 5}-12-24`,
    ]);
    expect(body()!.closedDateNames).toEqual({ [`${YEAR + 5}-12-24`]: 'Recesso de fim de ano' });
    // What the server answered is listed, the clinic's name beside its date.
    expect(await screen.findByText('Feriados salvos')).toBeTruthy();
    expect(items(screen.getByRole('list', { name: 'Feriados' }))).toContain(
      `24/12/${YEAR + 5} · Recesso de fim de ano`,
    );

    // Removing the date takes its name along.
    fireEvent.click(screen.getByRole('button', { name: `Remover 24/12/${YEAR + 5}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar feriados' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/opening-hours')).toBe(2));
    expect(body()!.closedDateNames).toEqual({});
  });

  it("shows the clinic's name over the national one and refuses a name over 60 characters", async () => {
    const { calls } = renderForm(undefined, {
      ...HOURS,
      closedDateNames: { '12-25': 'Natal da equipe' },
    });
    const list = await open();
    expect(items(list)).toEqual(['25/12 · Natal da equipe (todo ano)', AHEAD_TEXT]);
    typeDate('02/11', 'x'.repeat(61));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O nome do feriado deve ter no máximo 60 caracteres.',
    );
    expect(items(list)).toHaveLength(2);
    expect(calls('PUT /dashboard/settings/opening-hours')).toBe(0);
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
