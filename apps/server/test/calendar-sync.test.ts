import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  appointmentEndpoints,
  calendarEndpoints as cal,
  MSG,
  waitingListEndpoints,
} from '@conecta/contract';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callApi, signedInClinic } from './helpers/call-api.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import { createSecondApp, type TestApp } from './helpers/test-app.ts';

/**
 * Calendar sync (issue 49): an external calendar served by a local ICS server is polled on the
 * test's clock; its events created, moved and deleted there appear, move (with their reminders)
 * and cancel here; a recurring event expands within the window only; a bad calendar is a pt-BR
 * status, never a 500; each professional's feed parses back with node-ical and 404s once revoked;
 * another clinic reaches none of it and an Atendente changes nothing.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const POLL = 5 * 60_000;
const MARIA = '5511950000001';
const JOAO = '5511950000002';

let clinic: LinkedClinic;
let t: TestApp;
let ics: Server;
let icsUrl: string;
/** What the local calendar server answers: a calendar, or a status and a body. */
let served: { status: number; body: string } = { status: 200, body: '' };
/** How many times the calendar was fetched. */
let fetches = 0;

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const event = (uid: string, start: Date, summary: string, extra = '') =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:${utc(start)}\r\nDTSTART:${utc(start)}\r\n` +
  `DTEND:${utc(new Date(start.getTime() + HOUR))}\r\nSUMMARY:${summary}\r\n${extra}END:VEVENT\r\n`;
const calendar = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Teste//PT\r\n${events.join('')}END:VCALENDAR\r\n`;

/** A start on the hour, `days` after the test's now. */
function inDays(days: number) {
  const at = new Date(t.clock.now().getTime() + days * DAY);
  at.setUTCMinutes(0, 0, 0);
  return new Date(at.getTime() + HOUR);
}

const call = <E extends Parameters<typeof callApi>[2]>(
  endpoint: E,
  input?: Parameters<typeof callApi<E>>[3],
  token = clinic.token,
) => callApi(t, token, endpoint, input);

/** The poll interval passes on the test's clock, and the loop runs one pass. */
async function poll() {
  t.clock.advance(POLL + 1000);
  return t.app.services.calendarImport.runOnce(() => false);
}

async function appointmentsOf(chatId: string) {
  const res = await call(appointmentEndpoints.listForChat, { params: { chatId } });
  return res.data().appointments;
}

async function statusOf() {
  const list = (await call(cal.list)).data();
  return list.calendars.find((c) => c.professional === 'Dra. Ana')!;
}

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'CALSYNC1', token: 'TOKCALSYNC' });
  t = clinic.t;
  await clinic.writes(MARIA, 'Oi, quero marcar', 'Maria Souza');
  await clinic.writes(JOAO, 'Bom dia', 'João Lima');
  ics = createServer((_req, res) => {
    fetches++;
    res.writeHead(served.status, { 'content-type': 'text/calendar' });
    res.end(served.body);
  });
  await new Promise<void>((resolve) => ics.listen(0, '127.0.0.1', resolve));
  icsUrl = `http://127.0.0.1:${(ics.address() as AddressInfo).port}/basic.ics`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => ics?.close(resolve));
  await clinic?.close();
});

describe('the import of an external calendar', () => {
  let start: Date;

  it('creates the appointment of a new event, found by its phone, with its reminders', async () => {
    start = inDays(3);
    served = {
      status: 200,
      body: calendar(
        event('evento-maria', start, 'Limpeza - (11) 95000-0001'),
        event('evento-sem-telefone', inDays(4), 'Avaliação Sr. Pedro'),
      ),
    };
    const set = await call(cal.setImport, { body: { professional: 'Dra. Ana', url: icsUrl } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data().calendar.import?.hint).toContain('127.0.0.1');
    // The first read is due at once; a second pass before the interval reads nothing.
    expect(await t.app.services.calendarImport.runOnce(() => false)).toBe(1);
    expect(await t.app.services.calendarImport.runOnce(() => false)).toBe(0);
    const [a] = await appointmentsOf(MARIA);
    expect(a).toMatchObject({ professional: 'Dra. Ana', procedure: 'Limpeza', state: 'waiting' });
    expect(a!.reminders.map((r) => r.hoursBefore)).toEqual([24, 2]);
    expect(fetches).toBe(1);
    const status = await statusOf();
    expect(status.import).toMatchObject({ lastError: null, events: 2 });
    expect(status.import?.lastSyncAt).not.toBeNull();
  });

  it('moves the appointment and its reminders when the event moves there', async () => {
    const before = (await appointmentsOf(MARIA))[0]!;
    const moved = new Date(start.getTime() + 2 * HOUR);
    served.body = calendar(
      event('evento-maria', moved, 'Limpeza - (11) 95000-0001'),
      event('evento-sem-telefone', inDays(4), 'Avaliação Sr. Pedro'),
    );
    expect(await poll()).toBe(1);
    const after = (await appointmentsOf(MARIA)).filter((a) => a.state !== 'cancelled');
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before.id);
    const hours = (local: string) => new Date(`${local}:00Z`).getTime() / HOUR;
    expect(hours(after[0]!.startsAt) - hours(before.startsAt)).toBe(2);
    const due = (list: typeof after) =>
      list[0]!.reminders.filter((r) => r.status === 'pending').map((r) => hours(r.dueAt));
    expect(due(after).map((h, i) => h - due([before])[i]!)).toEqual([2, 2]);
  });

  it('cancels the appointment of an event deleted there, and stops its reminders', async () => {
    served.body = calendar(event('evento-sem-telefone', inDays(4), 'Avaliação Sr. Pedro'));
    expect(await poll()).toBe(1);
    const [a] = await appointmentsOf(MARIA);
    expect(a!.state).toBe('cancelled');
    expect(a!.reminders.every((r) => r.status !== 'pending')).toBe(true);
    // Its slot is free for the waiting list, as any cancellation's.
    const slots = (await call(waitingListEndpoints.list)).data().slots;
    expect(slots.map((s) => s.appointmentId)).toContain(a!.id);
  });

  it('lists an event without a known phone for a member to link to a chat by hand', async () => {
    const unmatched = (await call(cal.unmatched)).data().events;
    expect(unmatched).toEqual([
      expect.objectContaining({ professional: 'Dra. Ana', summary: 'Avaliação Sr. Pedro' }),
    ]);
    const res = await call(cal.link, {
      params: { id: unmatched[0]!.id },
      body: { chatId: JOAO },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(cal.unmatched)).data().events).toEqual([]);
    expect(await appointmentsOf(JOAO)).toEqual([
      expect.objectContaining({ professional: 'Dra. Ana', procedure: 'Avaliação Sr. Pedro' }),
    ]);
    // The next read keeps the link (the event still has no phone).
    await poll();
    expect((await appointmentsOf(JOAO))[0]!.state).toBe('waiting');
  });

  it('expands a recurring event within the next 60 days only', async () => {
    const first = inDays(1);
    served.body = calendar(
      event('evento-sem-telefone', inDays(4), 'Avaliação Sr. Pedro'),
      event('retorno-semanal', first, 'Retorno 11950000001', 'RRULE:FREQ=WEEKLY\r\n'),
    );
    await poll();
    const weekly = (await appointmentsOf(MARIA)).filter((a) => a.state !== 'cancelled');
    const now = t.clock.now().getTime();
    // Weekly from tomorrow: the occurrences in [now, now + 60 days), none past the window.
    const expected = Math.floor((now + 60 * DAY - first.getTime()) / (7 * DAY)) + 1;
    expect(weekly).toHaveLength(expected);
    expect(weekly.every((a) => a.procedure === 'Retorno')).toBe(true);
  });

  it('shows a pt-BR status for a malformed calendar or an error answer, and changes nothing', async () => {
    const count = (await appointmentsOf(MARIA)).filter((a) => a.state !== 'cancelled').length;
    served = { status: 200, body: '<html>Faça login</html>' };
    await poll();
    expect((await statusOf()).import?.lastError).toBe(MSG.calendars.failedParse);
    // Cut short (a proxy's timeout): unreadable, so it cancels nothing it did not see.
    served = { status: 200, body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:lixo\r\n' };
    await poll();
    expect((await statusOf()).import?.lastError).toBe(MSG.calendars.failedParse);
    served = { status: 500, body: 'erro' };
    await poll();
    expect((await statusOf()).import?.lastError).toBe(MSG.calendars.failedStatus(500));
    expect((await appointmentsOf(MARIA)).filter((a) => a.state !== 'cancelled')).toHaveLength(
      count,
    );
  });
});

describe('two server processes', () => {
  it('read a due calendar once between them (the claim)', async () => {
    const second = await createSecondApp(t);
    try {
      t.clock.advance(POLL + 1000);
      const before = fetches;
      const passes = await Promise.all([
        t.app.services.calendarImport.runOnce(() => false),
        second.app.services.calendarImport.runOnce(() => false),
      ]);
      expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
      expect(fetches - before).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe("each professional's feed", () => {
  it('serves the appointments as an ICS that node-ical parses back, with no phone', async () => {
    const made = await call(cal.makeFeed, { body: { professional: 'Dra. Ana' } });
    expect(made.statusCode, made.body).toBe(200);
    const url = new URL(made.data().calendar.feedUrl!);
    const res = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).not.toContain('95000');
    const events = Object.values(ical.sync.parseICS(res.body)).filter((e) => e.type === 'VEVENT');
    const joao = (await appointmentsOf(JOAO))[0]!;
    expect(events.map((e) => (e as { summary?: string }).summary)).toContain(
      'João · Avaliação Sr. Pedro',
    );
    const mine = events.find((e) => (e as { uid?: string }).uid?.startsWith(joao.id));
    expect(mine).toBeDefined();
  });

  it('answers 404 once revoked, and a new address replaces the old one', async () => {
    const first = (await call(cal.makeFeed, { body: { professional: 'Dra. Ana' } })).data();
    const second = (await call(cal.makeFeed, { body: { professional: 'dra ana' } })).data();
    expect(second.calendar.id).toBe(first.calendar.id);
    const path = (u: string) => new URL(u).pathname;
    expect(
      (await t.app.inject({ method: 'GET', url: path(first.calendar.feedUrl!) })).statusCode,
    ).toBe(404);
    const revoked = await call(cal.revokeFeed, { params: { id: second.calendar.id } });
    expect(revoked.data().calendar.feedUrl).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: path(second.calendar.feedUrl!) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar-feeds/nada.ics' })).statusCode,
    ).toBe(404);
  });
});

describe('who may reach it', () => {
  it("never reaches another clinic's professional", async () => {
    const other = await signedInClinic(t, 'Bruno Costa');
    const mine = await statusOf();
    for (const res of [
      await call(cal.revokeFeed, { params: { id: mine.id } }, other.token),
      await call(cal.removeImport, { params: { id: mine.id } }, other.token),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect((await call(cal.list, undefined, other.token)).data().calendars).toEqual([]);
    expect((await call(cal.unmatched, undefined, other.token)).data().events).toEqual([]);
  });

  it('refuses the settings to an Atendente (403), who may still read the unmatched events', async () => {
    const atendente = await joinClinic(t, clinic.token);
    const mine = await statusOf();
    for (const res of [
      await call(cal.list, undefined, atendente.token),
      await call(cal.makeFeed, { body: { professional: 'Dra. Ana' } }, atendente.token),
      await call(
        cal.setImport,
        { body: { professional: 'Dra. Ana', url: icsUrl } },
        atendente.token,
      ),
      await call(cal.revokeFeed, { params: { id: mine.id } }, atendente.token),
      await call(cal.removeImport, { params: { id: mine.id } }, atendente.token),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await call(cal.unmatched, undefined, atendente.token)).statusCode).toBe(200);
  });

  it('refuses a bad address in pt-BR, and removing the import keeps the appointments', async () => {
    const bad = await call(cal.setImport, {
      body: { professional: 'Dra. Ana', url: 'ftp://exemplo.com/a.ics' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MSG.calendars.urlInvalid);
    const mine = await statusOf();
    const removed = await call(cal.removeImport, { params: { id: mine.id } });
    expect(removed.data().calendar.import).toBeNull();
    expect((await appointmentsOf(JOAO))[0]!.state).toBe('waiting');
  });
});
