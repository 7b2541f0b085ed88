import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';

import { clinicMembers, messages } from '../src/db/schema.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * The reports' catch-up (migration 0042): a message that arrives late, with a timestamp before
 * what was already counted, changes the run it falls in; a pass with nothing new changes
 * nothing. The clinic has no opening hours: waits are plain.
 */

let t: TestApp;
const clock = createTestClock();
let ana: Awaited<ReturnType<typeof signUp>>;
let clinic: string;
let seq = 0;

const at = (utc: string) => new Date(`${utc}Z`);
async function msg(time: string, fromMe: boolean) {
  seq++;
  await t.database.db.insert(messages).values({
    clinicId: clinic,
    chatId: '5511900000001',
    messageId: `cu-${seq}`,
    fromMe,
    type: 'text',
    content: `m${seq}`,
    sentBy: fromMe ? 'user' : null,
    sentByMember: fromMe ? ana.id : null,
    timestamp: at(time),
  });
}
const answering = async () => {
  const res = await callAs(
    t,
    ana.token,
    'GET',
    '/api/reports/answering?period=custom&from=2025-01-30&to=2025-02-01',
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().overall as { answered: number; medianSeconds: number | null };
};
/** Every derived row of the clinic, to compare two passes. */
const derived = async () => {
  const out: unknown[] = [];
  for (const table of [
    'answer_runs',
    'report_message_quarters',
    'report_member_sends',
    'report_chat_firsts',
  ])
    out.push(
      (
        (await t.database.db.execute(
          sql`select * from ${sql.identifier(table)} where clinic_id = ${clinic} order by 1, 2, 3`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    );
  return JSON.stringify(out);
};

beforeAll(async () => {
  clock.hold();
  t = await createTestApp({}, { clock });
  ana = await signUp(t, 'Ana Souza');
  const [row] = await t.database.db
    .select({ id: clinicMembers.clinicId })
    .from(clinicMembers)
    .where(eq(clinicMembers.userId, ana.id));
  clinic = row!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('Relatórios: the catch-up', () => {
  it('a late message with an older timestamp changes the run; a second pass changes nothing', async () => {
    await msg('2025-01-31T13:00:00', false);
    await msg('2025-01-31T13:10:00', true);
    expect(await answering()).toMatchObject({ answered: 1, medianSeconds: 600 });

    // History sync brings the clinic's answer of 13:04, after the 13:10 one was counted, and a
    // second run (patient 14:00, clinic 14:02).
    await msg('2025-01-31T13:04:00', true);
    await msg('2025-01-31T14:00:00', false);
    await msg('2025-01-31T14:02:00', true);
    expect(await answering()).toMatchObject({ answered: 2, medianSeconds: 120 });
    const runs = (await t.database.db.execute(
      sql`select extract(epoch from answered_at - started_at)::int as s from answer_runs
          where clinic_id = ${clinic} order by started_at`,
    )) as unknown as { rows: Array<{ s: number }> };
    expect(runs.rows.map((r) => Number(r.s))).toEqual([240, 120]);

    const before = await derived();
    const pass = await t.app.services.reportCatchUp.catchUp(clinic);
    expect(pass.chats).toBe(0);
    expect(await derived()).toBe(before);
  });
});
