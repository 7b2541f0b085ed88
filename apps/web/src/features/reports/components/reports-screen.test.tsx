import type {
  AgendaReport,
  AnsweringReport,
  AutomationReport,
  FunnelReport,
  SatisfactionReport,
  TeamReport,
} from '@conecta/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { type FakeAnswer, fakeApi } from '@/test/fake-api';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';

import { ReportsScreen } from './reports-screen';

// jsdom has no canvas for uPlot to draw on: the chart is replaced by its labels; the tables and
// the CSV, what this test checks, are the real ones.
vi.mock('./bar-chart', () => ({
  BarChart: ({ labels }: { labels: string[] }) => <div data-testid="chart">{labels.join('|')}</div>,
}));

const range = (firstDay: string) => ({
  firstDay,
  lastDay: '2025-01-31',
  timeZone: 'America/Sao_Paulo',
  ownOnly: false,
});
const stats = {
  answered: 4,
  medianSeconds: 300,
  p90Seconds: 3600,
  within5: 0.5,
  within15: 0.75,
  within60: 1,
};
const answering = (firstDay: string): AnsweringReport => ({
  success: true,
  range: range(firstDay),
  overall: stats,
  byMember: [{ memberId: 'u1', name: 'Ana; Souza', ...stats }],
  waiting: { count: 0, oldestSeconds: null, chats: [] },
  perDay: [
    { day: '2025-01-30', in: 2, out: 1 },
    { day: '2025-01-31', in: 5, out: 4 },
  ],
  heatmap: [{ weekday: 5, hour: 10, answered: 2, medianSeconds: 240 }],
});
const counts = (attended: number, missed: number, unmarked = 0) => ({
  attended,
  missed,
  clinicCancelled: 0,
  unmarked,
  noShowRate: attended + missed === 0 ? null : missed / (attended + missed),
});
const agenda = (firstDay: string): AgendaReport => ({
  success: true,
  range: range(firstDay),
  reminders: { sent: 4, confirmed: 1, reschedule: 1, noAnswer: 1, cancelled: 1 },
  attendance: counts(2, 1, 1),
  byProfessional: [{ professional: 'Dr. Caio', ...counts(1, 1) }],
  byWeekday: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    ...(weekday === 5 ? counts(2, 1, 1) : counts(0, 0)),
  })),
  byHour: [{ hour: 14, ...counts(0, 1) }],
  waitingList: { offered: 2, filled: 1 },
});
const team = (firstDay: string): TeamReport => ({
  success: true,
  range: range(firstDay),
  members: [
    { memberId: 'u1', name: 'Ana Souza', assignedNow: 3, chatsAnswered: 2, messagesSent: 7 },
  ],
});
const funnel = (firstDay: string): FunnelReport => ({
  success: true,
  range: range(firstDay),
  entered: [{ column: 'hot_lead', title: 'Lead Quente', count: 2 }],
  moves: [],
  leads: { leads: 4, booked: 1, share: 0.25 },
});

const automation = (firstDay: string): AutomationReport => ({
  success: true,
  range: range(firstDay),
  sends: [
    {
      kind: 'routine',
      sequenceNumber: 1,
      label: 'Rotina 1',
      sent: 3,
      answered: 1,
      optedOut: 0,
    },
    {
      kind: 'task',
      sequenceNumber: null,
      label: 'Mensagens agendadas',
      sent: 2,
      answered: 1,
      optedOut: 1,
    },
  ],
  recovered: { chats: 3, byColumn: [{ column: 'inbox', title: 'Atendimento Inicial', chats: 3 }] },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportsScreen', () => {
  it('asks again for every figure when the period changes', async () => {
    const api = fakeApi({
      'GET /api/reports/answering': (n) => [200, answering(n === 1 ? '2025-01-02' : '2025-01-25')],
      'GET /api/reports/funnel': (n) => [200, funnel(n === 1 ? '2025-01-02' : '2025-01-25')],
      'GET /api/reports/agenda': (n) => [200, agenda(n === 1 ? '2025-01-02' : '2025-01-25')],
      'GET /api/reports/team': (n) => [200, team(n === 1 ? '2025-01-02' : '2025-01-25')],
      'GET /api/reports/automation': (n) => [
        200,
        automation(n === 1 ? '2025-01-02' : '2025-01-25'),
      ],
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders queryClient={client}>
        <ReportsScreen userId="u1" />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('region', { name: 'Tempo até a primeira resposta' }),
    ).toBeTruthy();
    expect(screen.getAllByText('5 min').length).toBeGreaterThan(0);
    const urls = () => api.fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls().filter((u) => u.includes('period=30d'))).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: '7 dias' }));
    await waitFor(() => expect(urls().filter((u) => u.includes('period=7d'))).toHaveLength(5));
    expect(await screen.findByText(/25\/01\/2025/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '7 dias' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('explains the 0 s answers, the heatmap and the zone, and types custom days dd/mm/aaaa', async () => {
    const api = fakeApi({
      'GET /api/reports/answering': [200, answering('2025-01-02')],
      'GET /api/reports/funnel': [200, funnel('2025-01-02')],
      'GET /api/reports/agenda': [200, agenda('2025-01-02')],
      'GET /api/reports/team': [200, team('2025-01-02')],
      'GET /api/reports/automation': [200, automation('2025-01-02')],
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders queryClient={client}>
        <ReportsScreen userId="u1" />
      </AppProviders>,
    );
    const answers = await screen.findByRole('region', { name: 'Tempo até a primeira resposta' });
    expect(answers.textContent).toContain(
      'a contagem começa na abertura seguinte: uma resposta dada antes da abertura conta 0 s',
    );
    const heatmap = screen.getByRole('region', { name: 'Respostas por dia da semana e hora' });
    expect(heatmap.textContent).toContain('Mais rápida');
    expect(heatmap.textContent).toContain('Mais lenta (mediana 4 min)');
    expect(heatmap.textContent).toContain('O número em cada quadro é o de respostas');
    expect(
      screen.getByText(/Datas no horário de Brasília, São Paulo, Sul e Sudeste \(UTC−3\)\./),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('America/Sao_Paulo');

    fireEvent.click(screen.getByRole('button', { name: 'Personalizado' }));
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    expect(from.getAttribute('type')).not.toBe('date');
    expect(from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    // A day the API refuses (issue 47: 9999-12-31 froze the server) is never sent.
    fireEvent.change(from, { target: { value: '31/12/9999' } });
    fireEvent.change(to, { target: { value: '31/12/9999' } });
    expect((screen.getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(from, { target: { value: '05/01/2025' } });
    fireEvent.change(to, { target: { value: '20/01/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const urls = () => api.fetchMock.mock.calls.map((c) => String(c[0]));
    await waitFor(() =>
      expect(urls().some((u) => u.includes('from=2025-01-05') && u.includes('to=2025-01-20'))).toBe(
        true,
      ),
    );
  });

  it("downloads the numbers of a chart's table as a pt-BR CSV", async () => {
    fakeApi({
      'GET /api/reports/answering': [200, answering('2025-01-30')],
      'GET /api/reports/funnel': [200, funnel('2025-01-30')],
      'GET /api/reports/agenda': [200, agenda('2025-01-30')],
      'GET /api/reports/team': [200, team('2025-01-30')],
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          blobs.push(b);
          return 'blob:csv';
        },
        revokeObjectURL: () => {},
      }),
    );
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders queryClient={client}>
        <ReportsScreen userId="u1" />
      </AppProviders>,
    );
    const card = await screen.findByRole('region', { name: 'Mensagens por dia' });
    const download = [...card.querySelectorAll('button')].find(
      (b) => b.textContent === 'Baixar CSV',
    )!;
    fireEvent.click(download);
    expect(blobs).toHaveLength(1);
    // Byte-order mark first (a pt-BR Excel reads the accents), ';' between fields, CRLF.
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFDia;Recebidas;Enviadas\r\n30/01;2;1\r\n31/01;5;4\r\n',
    );

    // The table behind the chart: in the page for a screen reader, shown by 'Ver tabela'.
    const toggle = [...card.querySelectorAll('button')].find(
      (b) => b.textContent === 'Ver tabela',
    )!;
    const table = card.querySelector('table')!;
    expect(table.parentElement!.className).toContain('sr-only');
    fireEvent.click(toggle);
    expect(table.parentElement!.className).not.toContain('sr-only');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the agenda, the team, the automation and the answers by weekday and hour', async () => {
    fakeApi({
      'GET /api/reports/answering': [200, answering('2025-01-30')],
      'GET /api/reports/funnel': [200, funnel('2025-01-30')],
      'GET /api/reports/agenda': [200, agenda('2025-01-30')],
      'GET /api/reports/team': [200, team('2025-01-30')],
      'GET /api/reports/automation': [200, automation('2025-01-30')],
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders queryClient={client}>
        <ReportsScreen userId="u1" />
      </AppProviders>,
    );
    const attendance = await screen.findByRole('region', { name: 'Comparecimento' });
    // One no-show in three visits marked either way.
    expect(attendance.textContent).toContain('33,3%');
    expect(attendance.querySelector('table')!.textContent).toContain('Dr. Caio');
    const reminders = screen.getByRole('region', { name: 'Lembretes de consulta' });
    expect(reminders.querySelector('table')!.textContent).toContain('Pediram para remarcar1');
    const waiting = screen.getByRole('region', { name: 'Lista de espera' });
    expect(waiting.textContent).toContain('Vagas preenchidas: 1');
    const teamCard = screen.getByRole('region', { name: 'Equipe' });
    expect(teamCard.querySelector('table')!.textContent).toContain('Ana Souza327');
    expect(screen.getByRole('region', { name: 'Funil do quadro' }).textContent).toContain(
      '4 novos contatos no período; 1 marcou consulta em até 30 dias da primeira mensagem (25%).',
    );
    const auto = await screen.findByRole('region', { name: 'Automação' });
    expect(
      within(auto)
        .getAllByRole('row')
        .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)),
    ).toEqual([
      ['Envio', 'Enviadas', 'Respondidas em 48 h', 'Pediram para parar'],
      ['Rotina 1', '3', '1', '0'],
      ['Mensagens agendadas', '2', '1', '1'],
    ]);
    expect(within(auto).getByTestId('chart').textContent).toBe('Rotina 1|Mensagens agendadas');
    const recovered = screen.getByRole('region', { name: 'Recuperadas da Repescagem' });
    expect(recovered.textContent).toContain('3 conversas saíram da Repescagem');
    expect(recovered.querySelector('table')!.textContent).toContain('Atendimento Inicial3');
    const heatmap = screen.getByRole('region', { name: 'Respostas por dia da semana e hora' });
    expect(heatmap.querySelector('td[title]')!.getAttribute('title')).toBe(
      'Sex 10h: 2 respostas, mediana 4 min',
    );
  });

  it('shows the Responsável the satisfaction per professional, and never asks for an Atendente', async () => {
    const satisfaction: SatisfactionReport = {
      success: true,
      range: range('2025-01-30'),
      overall: { answers: 3, average: 8.3, promoters: 2 / 3, detractors: 1 / 3, nps: 33 },
      byProfessional: [
        {
          professional: 'Dra. Ana',
          answers: 3,
          average: 8.3,
          promoters: 2 / 3,
          detractors: 1 / 3,
          nps: 33,
        },
      ],
    };
    const api = fakeApi({
      'GET /api/reports/answering': [200, answering('2025-01-30')],
      'GET /api/reports/funnel': [200, funnel('2025-01-30')],
      'GET /api/reports/satisfaction': [200, satisfaction],
    });
    const as = (role: 'RESPONSAVEL' | 'ATENDENTE') =>
      renderSignedIn(<ReportsScreen userId="u1" />, {
        session: dashboardSession({ clinic: { role } }),
      });

    as('ATENDENTE');
    await screen.findByRole('region', { name: 'Funil do quadro' });
    expect(screen.queryByRole('region', { name: 'Satisfação por profissional' })).toBeNull();
    expect(api.calls('GET /api/reports/satisfaction')).toBe(0);
    cleanup();

    as('RESPONSAVEL');
    const card = await screen.findByRole('region', { name: 'Satisfação por profissional' });
    const rows = within(card)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      [
        'Profissional',
        'Respostas',
        'Média (0 a 10)',
        'Notas 9–10',
        'Notas 0–6',
        'Saldo (9–10 menos 0–6)',
      ],
      ['Dra. Ana', '3', '8,3', '66,7%', '33,3%', '33'],
    ]);
    expect(card.querySelector('table')!.parentElement!.className).not.toContain('sr-only');
    expect(within(card).getByText(/No total: 3 respostas, média 8,3, saldo 33\./)).toBeTruthy();
  });
});

describe('ReportsScreen in a clinic with more than one number (issue 48)', () => {
  const RECEPCAO = 'a0000000-0000-4000-8000-000000000001';
  const FINANCEIRO = 'a0000000-0000-4000-8000-000000000002';
  const numbers = (count: 1 | 2) => ({
    success: true,
    numbers: [
      {
        id: RECEPCAO,
        label: 'Recepção',
        phone: '5511955550001',
        provider: 'zapi',
        connected: true,
        main: true,
      },
      {
        id: FINANCEIRO,
        label: null,
        phone: '5511955550002',
        provider: 'cloud-api',
        connected: true,
        main: false,
      },
    ].slice(0, count),
  });
  /** The answering report by the number asked: the clinic's whole, or the second number's. */
  const byNumber = (whole: AnsweringReport, one: AnsweringReport) => (): FakeAnswer => {
    const asked = vi
      .mocked(fetch)
      .mock.calls.map((c) => String(c[0]))
      .filter((u) => u.includes('/api/reports/answering'))
      .at(-1);
    return [200, asked?.includes(`numberId=${FINANCEIRO}`) ? one : whole];
  };

  function renderWith(count: 1 | 2) {
    const oneNumber: AnsweringReport = {
      ...answering('2025-01-30'),
      perDay: [
        { day: '2025-01-30', in: 1, out: 0 },
        { day: '2025-01-31', in: 2, out: 2 },
      ],
    };
    const api = fakeApi({
      'GET /dashboard/numbers': [200, numbers(count)],
      'GET /api/reports/answering': byNumber(answering('2025-01-30'), oneNumber),
      'GET /api/reports/funnel': [200, funnel('2025-01-30')],
      'GET /api/reports/agenda': [200, agenda('2025-01-30')],
      'GET /api/reports/team': [200, team('2025-01-30')],
      'GET /api/reports/automation': [200, automation('2025-01-30')],
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders queryClient={client}>
        <ReportsScreen userId="u1" />
      </AppProviders>,
    );
    return api;
  }
  const reportUrls = (api: ReturnType<typeof fakeApi>) =>
    api.fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/api/reports/'));

  it('filters every report by the chosen number, and its CSV holds what is shown', async () => {
    const api = renderWith(2);
    const filter = await screen.findByRole('combobox', { name: 'Número do WhatsApp' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos os números', 'Recepção', '+55 (11) 95555-0002']);
    const perDay = () => screen.getByRole('region', { name: 'Mensagens por dia' });
    await waitFor(() => expect(perDay().querySelector('table')!.textContent).toContain('31/0154'));
    expect(reportUrls(api).every((u) => !u.includes('numberId'))).toBe(true);

    fireEvent.change(filter, { target: { value: FINANCEIRO } });
    await waitFor(() =>
      expect(reportUrls(api).filter((u) => u.includes(`numberId=${FINANCEIRO}`))).toHaveLength(5),
    );
    expect(
      await screen.findByText(/Só as conversas do número \+55 \(11\) 95555-0002\./),
    ).toBeTruthy();
    // The period and the number together: a new period keeps the number.
    fireEvent.click(screen.getByRole('button', { name: '7 dias' }));
    await waitFor(() =>
      expect(
        reportUrls(api).filter(
          (u) => u.includes('period=7d') && u.includes(`numberId=${FINANCEIRO}`),
        ),
      ).toHaveLength(5),
    );

    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:csv');
    class FakeURL extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', FakeURL);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await waitFor(() => expect(perDay().querySelector('table')!.textContent).toContain('31/0122'));
    fireEvent.click(within(perDay()).getByRole('button', { name: 'Baixar CSV' }));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(
      'relatorio-mensagens-por-dia-2025-01-30-a-2025-01-31-55-11-95555-0002.csv',
    );
    const bytes = new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFDia;Recebidas;Enviadas\r\n30/01;1;0\r\n31/01;2;2\r\n',
    );
    click.mockRestore();

    // 'Todos os números' asks for the clinic's whole again, and the CSV is named as before.
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(perDay().querySelector('table')!.textContent).toContain('31/0154'));
    expect(screen.queryByText(/Só as conversas do número/)).toBeNull();
    expect(reportUrls(api).at(-1)).not.toContain('numberId');
    // Three rounds of six figures drawn in jsdom: over the default 30 s on a loaded machine.
  }, 90_000);

  it('shows a clinic of one number no filter, and asks as before', async () => {
    const api = renderWith(1);
    await screen.findByRole('region', { name: 'Mensagens por dia' });
    await waitFor(() => expect(api.calls('GET /dashboard/numbers')).toBe(1));
    expect(screen.queryByRole('combobox', { name: 'Número do WhatsApp' })).toBeNull();
    expect(reportUrls(api).every((u) => !u.includes('numberId'))).toBe(true);
  });
});
