import {
  chatEndpoints,
  dayIn,
  localToUtc,
  messageEndpoints,
  privacyEndpoints,
  shiftDay,
} from '@conecta/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accessLog } from '../src/db/schema.ts';
import { instancesAdminRepo } from '../src/modules/instances/instances-repo.ts';
import { accessLogRepo } from '../src/modules/privacy/access-log-repo.ts';

import { queryOf, type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * The access log: opening a chat window, a media file and an export are recorded with
 * who, when, which patient and the IP; the chat window's polls and paging back are not, unless
 * no recorded reading covers them. The
 * Responsável reads it filtered by patient or member, paged, and as CSV (itself recorded).
 */

let conn: ConnectedClinic;
let t: TestApp;
let ana: SignedInClinic;
let stranger: SignedInClinic;
const MARTA = '5511987650011';
/** The accounts' default zone, which Ana keeps. */
const SAO_PAULO = 'America/Sao_Paulo';
const SP_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** 'dd/MM/aaaa HH:mm' in São Paulo, written apart from the code under test. */
const inSaoPaulo = (at: Date) => SP_TIME.format(at).replace(', ', ' ');
const JOAO = '5511987650012';

type Entry = {
  kind: string;
  memberName: string | null;
  chatId: string | null;
  chatName: string | null;
  detail: string | null;
  ip: string | null;
  at: string;
};

async function log(query = '', who = ana) {
  const res = await who.callLoose(privacyEndpoints.accessLog, { query: queryOf(query) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { entries: Entry[]; next: string | null };
}

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'PRIV1' });
  ({ t, clinic: ana } = conn);
  stranger = await signedInClinic(t);
  for (const [phone, name] of [
    [MARTA, 'Marta Reis'],
    [JOAO, 'João Lima'],
  ] as const)
    await conn.inbound({ phone, name, message: 'Bom dia!' });
  await waitFor(
    () => ana.call(chatEndpoints.list),
    (r) => (r.json().chats as unknown[]).length >= 2,
  );
});
afterAll(() => conn.close());

describe('access log', () => {
  it('records an opened chat window once, not its polls or its paging back', async () => {
    const opened = await ana.call(messageEndpoints.list, {
      params: { chatId: MARTA },
      query: { limit: '50' },
    });
    expect(opened.statusCode).toBe(200);
    const cursor = opened.json().cursor as string;
    for (let i = 0; i < 3; i++)
      expect(
        (
          await ana.call(messageEndpoints.list, {
            params: { chatId: MARTA },
            query: { since: String(cursor) },
          })
        ).statusCode,
      ).toBe(200);
    const first = (opened.json().messages as Array<{ id: string }>)[0]!.id;
    await ana.call(messageEndpoints.list, {
      params: { chatId: MARTA },
      query: { limit: '50', before: String(first) },
    });

    const { entries } = await log();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'chat-opened',
      memberName: ana.name,
      chatId: MARTA,
      chatName: 'Marta Reis',
      ip: '127.0.0.1',
    });
    // The spec's whole list is a reading too.
    await ana.call(messageEndpoints.list, { params: { chatId: JOAO } });
    expect((await log()).entries.map((e) => e.chatId)).toEqual([JOAO, MARTA]);
  });

  it('records a read of a chat that no recorded opening covers, as a poll made by hand would be', async () => {
    // Past the time an opening covers its polls: `since=0` returns every message of the chat.
    t.clock.advance(11 * 60_000);
    const before = (await log()).entries.length;
    const all = await ana.call(messageEndpoints.list, {
      params: { chatId: MARTA },
      query: { since: '0' },
    });
    expect(all.statusCode).toBe(200);
    let { entries } = await log();
    expect(entries.length - before).toBe(1);
    expect(entries[0]).toMatchObject({ kind: 'chat-opened', chatId: MARTA, memberName: ana.name });
    // Then it is a window's poll like any other.
    const cursor = all.json().cursor as string;
    await ana.call(messageEndpoints.list, {
      params: { chatId: MARTA },
      query: { since: String(cursor) },
    });
    ({ entries } = await log());
    expect(entries.length - before).toBe(1);
  });

  it('records a media file served, once per reading even when the player asks by parts', async () => {
    await conn.inbound({ phone: JOAO, audio: true });
    const listed = await waitFor(
      () => ana.call(messageEndpoints.list, { params: { chatId: JOAO }, query: { limit: '50' } }),
      (r) =>
        r.statusCode === 200 &&
        (r.json().audios as Array<{ audioUrl: string | null }>).some((a) =>
          a.audioUrl?.startsWith('/dashboard/media/'),
        ),
    );
    const url = (listed.json().audios as Array<{ audioUrl: string }>).find((a) =>
      a.audioUrl.startsWith('/dashboard/media/'),
    )!.audioUrl;
    const before = (await log()).entries.length;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { range: 'bytes=100-' } })).statusCode).toBeLessThan(
      300,
    );
    const { entries } = await log();
    expect(entries.length - before).toBe(1);
    expect(entries[0]).toMatchObject({ kind: 'media', memberName: ana.name, chatId: JOAO });
    // A later request for a part only (the server sends the whole file) is a reading too.
    t.clock.advance(11 * 60_000);
    const again = await ana.call(messageEndpoints.list, {
      params: { chatId: JOAO },
      query: { limit: '50' },
    });
    const fresh = (again.json().audios as Array<{ audioUrl: string }>).find((a) =>
      a.audioUrl.startsWith('/dashboard/media/'),
    )!.audioUrl;
    const afterOpening = (await log()).entries.length;
    const part = await t.app.inject({ url: fresh, headers: { range: 'bytes=1-' } });
    expect(part.statusCode).toBeLessThan(300);
    expect((await log()).entries.length - afterOpening).toBe(1);
    expect((await log()).entries[0]).toMatchObject({ kind: 'media', chatId: JOAO });
    // A link made for Ana names Ana: changing the member breaks its signature.
    const forged = url.replace(/m=[^&]+/, `m=${stranger.id}`);
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
  });

  it('records the exports the browser makes, and filters by patient and member', async () => {
    const res = await ana.call(privacyEndpoints.exported, {
      body: {
        kind: 'board',
        rows: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await log()).entries[0]).toMatchObject({
      kind: 'csv-export',
      detail: 'quadro, 2 linhas',
      chatId: null,
    });
    const marta = (await log('?patient=marta')).entries;
    expect(marta.length).toBeGreaterThan(0);
    expect(marta.every((e) => e.chatId === MARTA)).toBe(true);
    expect((await log('?patient=650012')).entries.every((e) => e.chatId === JOAO)).toBe(true);
    expect((await log('?patient=%25')).entries).toEqual([]);
    expect((await log(`?member=${stranger.id}`)).entries).toEqual([]);
    expect((await log(`?member=${ana.id}`)).entries.length).toBeGreaterThan(3);
  });

  it('pages 50 at a time, newest first', async () => {
    for (let i = 0; i < 55; i++)
      await ana.call(messageEndpoints.list, { params: { chatId: MARTA }, query: { limit: '50' } });
    const first = await log();
    expect(first.entries).toHaveLength(50);
    expect(first.next).not.toBeNull();
    const second = await log(`?before=${encodeURIComponent(first.next!)}`);
    expect(second.entries.length).toBeGreaterThan(0);
    const times = [...first.entries, ...second.entries].map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages through entries of one same millisecond without skipping any', async () => {
    // Members of one clinic reading at once: 120 entries written at one instant (an hour ago).
    const clinicId = (await instancesAdminRepo.clinicOf(t.database.db, ana.id))!;
    const at = new Date(t.clock.now().getTime() - 3_600_000);
    for (let i = 0; i < 120; i++)
      await accessLogRepo.recordNamed(t.database.db, {
        clinicId,
        userId: ana.id,
        kind: 'chat-opened',
        chatId: MARTA,
        detail: null,
        ip: '127.0.0.1',
        at,
      });
    const ids: string[] = [];
    let next: string | null = null;
    do {
      const res = await ana.call(privacyEndpoints.accessLog, {
        query: next ? { before: next } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { entries: Array<Entry & { id: string }>; next: string | null };
      ids.push(...page.entries.map((e) => e.id));
      next = page.next;
    } while (next);
    const total = (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(accessLog)
        .where(eq(accessLog.clinicId, clinicId))
    )[0]!.n;
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(total);
  });

  it('exports the filtered log as CSV, and records that export', async () => {
    const res = await ana.call(privacyEndpoints.accessLogCsv, { query: { patient: 'Marta' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    // For a Brazilian spreadsheet: BOM, ';' between fields, CRLF after every line.
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Data;Membro;Ação;Paciente;Telefone;Detalhe;IP');
    expect(lines[1]).toContain(`;${ana.name};abriu a conversa;Marta Reis;${MARTA};;127.0.0.1`);
    // The time as the screen shows it in the member's zone (São Paulo), never an ISO in UTC.
    const newest = (await log('?patient=Marta')).entries[0]!;
    expect(lines[1]!.split(';')[0]).toBe(inSaoPaulo(new Date(newest.at)));
    expect((await log()).entries[0]).toMatchObject({
      kind: 'csv-export',
      detail: `acessos, ${lines.length - 1} linhas`,
    });
  });

  it("filters by period in the member's zone, the CSV too, and refuses a bad period", async () => {
    // An entry ten days ago at 23:30 in São Paulo: already the next day in UTC.
    const clinicId = (await instancesAdminRepo.clinicOf(t.database.db, ana.id))!;
    const day = dayIn(new Date(t.clock.now().getTime() - 10 * 86_400_000), SAO_PAULO);
    const lateAt = localToUtc(`${day}T23:30`, SAO_PAULO);
    expect(dayIn(lateAt, 'UTC')).toBe(shiftDay(day, 1));
    await accessLogRepo.record(t.database.db, {
      clinicId,
      userId: null,
      userName: null,
      kind: 'retention',
      chatId: null,
      chatName: null,
      detail: 'noite',
      ip: null,
      at: lateAt,
    });
    const today = dayIn(t.clock.now(), SAO_PAULO);

    const thatDay = (await log(`?from=${day}&to=${day}`)).entries;
    expect(thatDay.map((e) => e.detail)).toEqual(['noite']);
    expect((await log(`?from=${shiftDay(day, 1)}&to=${shiftDay(day, 1)}`)).entries).toEqual([]);
    // 'Últimos 7 dias' leaves it out; everything else of today is in.
    const lastWeek = (await log(`?from=${shiftDay(today, -6)}`)).entries;
    expect(lastWeek.length).toBeGreaterThan(0);
    expect(lastWeek.some((e) => e.detail === 'noite')).toBe(false);
    expect((await log(`?to=${day}`)).entries.map((e) => e.detail)).toEqual(['noite']);

    // The CSV exports the same period, the time on the clinic's day.
    const res = await ana.call(privacyEndpoints.accessLogCsv, {
      query: { from: String(day), to: String(day) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, ...rows] = res.body.replace('\uFEFF', '').trim().split('\r\n');
    const [y, m, d] = day.split('-');
    expect(rows).toEqual([`${d}/${m}/${y} 23:30;Sistema;apagou conversas antigas;;;noite;`]);

    for (const [query, message] of [
      ['?from=2026-02-30', 'Período inválido: use datas no formato AAAA-MM-DD.'],
      ['?to=ontem', 'Período inválido: use datas no formato AAAA-MM-DD.'],
      ['?from=27/11/2026', 'Período inválido: use datas no formato AAAA-MM-DD.'],
      [
        `?from=${today}&to=${shiftDay(today, -1)}`,
        'Período inválido: a data inicial deve ser igual ou anterior à final.',
      ],
    ])
      for (const endpoint of [privacyEndpoints.accessLog, privacyEndpoints.accessLogCsv]) {
        const bad = await ana.callLoose(endpoint, { query: queryOf(query!) });
        expect(bad.statusCode, `${endpoint.path}${query}`).toBe(400);
        expect(bad.json().message).toBe(message);
      }
  });

  it("is the Responsável's alone, and another clinic's log is not there", async () => {
    const other = await log('', stranger);
    expect(other.entries.every((e) => e.chatId !== MARTA && e.chatId !== JOAO)).toBe(true);
    const bad = await ana.call(privacyEndpoints.accessLog, { query: { member: 'ninguem' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Filtro inválido.');
  });
});
