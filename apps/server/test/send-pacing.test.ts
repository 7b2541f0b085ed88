import { defaultOpeningHours, type OpeningHoursRequest, routineEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { linkWhatsApp } from './helpers/link-whatsapp.ts';
import { openPacedClinic, type PacedClinic } from './helpers/paced-clinic.ts';
import type { TestSimulator } from './helpers/simulator.ts';
import { createSecondApp, PACED, type TestApp } from './helpers/test-app.ts';
import { advanceToLocalHour } from './helpers/advance-to-local-hour.ts';

/**
 * A WhatsApp number's pace of automatic messages, with the product's defaults: at most 20 on the
 * day it is linked, more each day of its warm-up, never two sends closer than 3 seconds, across
 * two server processes on one database (PostgreSQL with TEST_DATABASE_URL).
 */

let paced: PacedClinic;
let t: TestApp;
let sim: TestSimulator;
let ana: PacedClinic['ana'];
const ZONE = 'America/Sao_Paulo';
const INSTANCE = 'PACE1';
const PHONES = ['5511960000001', '5511960000002', '5511960000003'];
const MIN = 60_000;

const advanceToNext = (hh: string) => advanceToLocalHour(t.clock, hh, ZONE);

/** What the simulated phone sent. */
const sent = () => paced.sentBy(INSTANCE);
const tick = (apps: Array<TestApp['app']>, ms: number) => paced.passes(ms, apps);

beforeAll(async () => {
  // The number is linked at 09:00 on its first day: the day does not end during the test.
  paced = await openPacedClinic();
  ({ t, sim, ana } = paced);
  // Open every day from 08:00 to 18:00: what is over a day's cap waits for the next 08:00.
  const hours = await ana.call(routineEndpoints.setOpeningHours, {
    body: {
      ...defaultOpeningHours(ZONE),
      enabled: true,
      days: Array.from({ length: 7 }, () => [
        { start: '08:00', end: '18:00' },
      ]) as OpeningHoursRequest['days'],
    },
  });
  expect(hours.statusCode).toBe(200);
  await linkWhatsApp(t, sim, ana, INSTANCE);
  chatRows = await t.database.db
    .insert(chats)
    .values(PHONES.map((chatId) => ({ clinicId: ana.id, chatId, phone: chatId, column: 'inbox' })))
    .returning({ id: chats.id, chatId: chats.chatId });
});

let chatRows: Array<{ id: string; chatId: string }>;
let scheduled = 0;
/** `n` scheduled messages due a minute from now, spread over the chats. */
async function schedule(n: number) {
  await paced.schedule(
    ana.id,
    Array.from({ length: n }, () => ({
      ...chatRows[scheduled % chatRows.length]!,
      message: `Aviso ${scheduled++}`,
    })),
    MIN,
  );
}
afterAll(() => paced.close());

describe('the pace of a number’s automatic messages', () => {
  it('a new number sends at most 20 on its first day and more each day, 3 s apart at least, across two server processes', async () => {
    await schedule(40);
    const second = await createSecondApp(t, { env: { ZAPI_BASE_URL: sim.url, ...PACED } });
    const apps = [t.app, second.app];
    // Time moves only by the ticks: the simulator stamps each send on arrival, and on a loaded
    // machine a request could otherwise arrive a second late and make two sends that were
    // reserved 3 s apart look 2 s apart (seen once in CI on PostgreSQL).
    t.clock.hold();
    try {
      await tick(apps, 6 * MIN);
      // Day 1 of the warm-up: 20, however long the day goes on.
      expect(sent()).toHaveLength(20);
      await tick(apps, 1 * MIN);
      expect(sent()).toHaveLength(20);
      // Not at midnight either: the rest waits for the next day's opening.
      advanceToNext('07');
      await tick(apps, 1 * MIN);
      expect(sent()).toHaveLength(20);

      // Day 2: 20 + (200 − 20) / 13 ≈ 34, from the opening on (what day 1 held back spread over
      // its first 15 minutes); 40 are waiting by then.
      advanceToNext('08');
      const opening = t.clock.now().getTime();
      await schedule(20);
      await tick(apps, 25 * MIN);
      expect(sent()).toHaveLength(54);
      expect(
        Math.min(
          ...sent()
            .slice(20)
            .map((s) => s.at),
        ),
      ).toBeGreaterThanOrEqual(opening);
    } finally {
      await second.close();
    }
    const all = sent();
    expect(new Set(all.map((s) => s.message)).size).toBe(54);
    // 'digitando...' before each: 'Aviso 12' is 8 characters, the shortest typing, 2 s.
    expect(all.every((s) => s.delayTyping === 2)).toBe(true);
    const times = all.map((s) => s.at).sort((a, b) => a - b);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3000);
  });

  it('the Responsável sees today’s count against the warm-up cap, and sets the pace within safe bounds', async () => {
    await ana.signInAgain();
    // The test above left the number on day 2 of its warm-up, with its 34 sent.
    const seen = await ana.call(routineEndpoints.sendPacing);
    expect(seen.json()).toMatchObject({
      pacing: { dailyCap: 200, warmUp: true, minGapSeconds: 3, extraGapSeconds: 5 },
      custom: false,
      today: { sent: 34, cap: 34, warmUpDay: 2, linked: true },
    });

    const valid = { dailyCap: 200, warmUp: true, minGapSeconds: 3, extraGapSeconds: 5 };
    for (const [body, message] of [
      [
        { ...valid, dailyCap: 5000 },
        'O limite diário deve ser de 10 a 1000 mensagens automáticas.',
      ],
      [
        { ...valid, minGapSeconds: 0 },
        'O intervalo mínimo entre envios deve ser de 2 a 120 segundos.',
      ],
      [
        { ...valid, extraGapSeconds: 2.5 },
        'O intervalo extra aleatório deve ser de 0 a 300 segundos.',
      ],
    ] as const) {
      const res = await ana.callLoose(routineEndpoints.setSendPacing, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }

    // Warm-up off: the whole cap today, the count kept.
    const saved = await ana.call(routineEndpoints.setSendPacing, {
      body: { dailyCap: 100, warmUp: false, minGapSeconds: 5, extraGapSeconds: 10 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Ritmo de envio salvo',
      custom: true,
      today: { sent: 34, cap: 100, warmUpDay: null },
    });
  });
});
