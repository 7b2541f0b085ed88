import { and, eq, sql, type SQL } from 'drizzle-orm';
import { chatEndpoints, routineEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../src/db/client.ts';
import { chats, messages, routineRuns } from '../src/db/schema.ts';
import { routineRunsRepo } from '../src/modules/routines/index.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { type TestApp, withoutOpeningHours } from './helpers/test-app.ts';

let conn: ConnectedClinic;
let t: TestApp;
let user: SignedInClinic;
let other: SignedInClinic;
let T0: Date;
const MIN = 60_000;

const sentTo = (phone: string) => conn.sentTo(phone);

/** The chat and its follow-up run (`run`: routine_runs). */
const chat = async (chatId: string) => {
  const [row] = await t.database.db
    .select({ chat: chats, run: routineRuns })
    .from(chats)
    .innerJoin(routineRuns, eq(routineRuns.chatRowId, chats.id))
    .where(and(eq(chats.clinicId, user.id), eq(chats.chatId, chatId)));
  return { ...row!.chat, run: row!.run };
};

const run = () => t.app.services.routineRunner.runOnce();

const patientWrites = (phone: string, text: string) => conn.writes(phone, text);

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'ROUT1', chatCount: 5, anyHour: true });
  ({ t, clinic: user } = conn);
  other = await signedInClinic(t);
  await withoutOpeningHours(t, other.token);
  T0 = t.clock.now();
  const base = {
    clinicId: user.id,
    lastMessageFromMe: true,
    lastMessageTime: T0,
    column: 'hot_lead',
  };
  await t.database.db.insert(chats).values([
    { ...base, chatId: '5511960000001', phone: '5511960000001', name: 'Ana' },
    { ...base, chatId: '5511960000002', phone: '5511960000002', name: 'Bia' },
    {
      ...base,
      chatId: '120363000000000001-group',
      phone: '120363000000000001-group',
      isGroup: true,
    },
    {
      ...base,
      chatId: '120363000000000002@newsletter',
      phone: '120363000000000002@newsletter',
      isNewsletter: true,
    },
    { ...base, chatId: '5511960000003', phone: '5511960000003', column: 'task' },
    { ...base, chatId: '5511960000004', phone: '5511960000004', lastMessageFromMe: false },
  ]);
  // Slots 1 and 3 (slot 2 empty): 1 hour after the clinic's message, then 2 hours after that.
  expect(
    (
      await user.call(routineEndpoints.create, {
        body: {
          sequenceNumber: 1,
          textContent: 'Oi! Conseguiu ver nossa mensagem?',
          hoursDelay: 1,
          // The chats above were written just before: the first routine reaches an hour back.
          reachBackHours: 1,
        },
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await user.call(routineEndpoints.create, {
        body: {
          sequenceNumber: 3,
          textContent: 'Ainda podemos ajudar?',
          hoursDelay: 2,
        },
      })
    ).statusCode,
  ).toBe(201);
});
afterAll(() => conn.close());

describe('the follow-up engine', () => {
  it('waits hoursDelay after the clinic’s last message, then sends routine 1 and moves the chat to Repescagem', async () => {
    t.clock.advance(59 * MIN);
    expect(await run()).toBe(0);
    t.clock.advance(1 * MIN);
    await run();
    expect(await sentTo('5511960000001')).toEqual(['Oi! Conseguiu ver nossa mensagem?']);
    expect(await chat('5511960000001')).toMatchObject({
      column: 'followup',
      rememberedColumn: 'hot_lead',
      run: { lastSeq: 1 },
    });
    const list = (await user.call(chatEndpoints.list)).json().chats;
    expect(
      list.find((c: { chatId: string }) => c.chatId === '5511960000001').lastMessageContent,
    ).toBe('Oi! Conseguiu ver nossa mensagem?');
  });

  it('ignores groups, newsletters, chats in Tarefa and chats whose last word was the patient’s', async () => {
    for (const id of [
      '120363000000000001-group',
      '120363000000000002@newsletter',
      '5511960000003',
      '5511960000004',
    ]) {
      expect(await sentTo(id)).toEqual([]);
    }
  });

  it('a reply at the moment a step is due wins: nothing is sent and the chat goes back', async () => {
    // Bia's routine 1 went out with Ana's; her routine 3 is due two hours later.
    expect(await sentTo('5511960000002')).toHaveLength(1);
    // Meanwhile the clinic rewrites routine 3: steps not yet sent use the new text.
    const routines = (await user.call(routineEndpoints.list)).json().routines;
    const r3 = routines.find((r: { sequenceNumber: number }) => r.sequenceNumber === 3);
    await user.call(routineEndpoints.update, {
      params: { id: r3.id },
      body: {
        sequenceNumber: 3,
        textContent: 'Ainda podemos ajudar? (texto novo)',
        hoursDelay: 2,
      },
    });
    t.clock.advance(120 * MIN);
    await patientWrites('5511960000002', 'Oi, vi sim!');
    await run();
    expect(await sentTo('5511960000002')).toHaveLength(1);
    expect(await chat('5511960000002')).toMatchObject({
      column: 'hot_lead',
      run: { lastSeq: 0 },
      rememberedColumn: null,
    });
  });

  it('skips the empty slot, uses the text as edited, and stops after the last routine', async () => {
    expect(await sentTo('5511960000001')).toEqual([
      'Oi! Conseguiu ver nossa mensagem?',
      'Ainda podemos ajudar? (texto novo)',
    ]);
    // Each send is recorded as its step ('Relatórios' › automação counts them by slot).
    const stored = await t.database.db
      .select({ routineSeq: messages.routineSeq, taskId: messages.taskId })
      .from(messages)
      .where(and(eq(messages.clinicId, user.id), eq(messages.chatId, '5511960000001')))
      .orderBy(messages.timestamp);
    expect(stored).toEqual([
      { routineSeq: 1, taskId: null },
      { routineSeq: 3, taskId: null },
    ]);
    t.clock.advance(48 * 60 * MIN);
    await run();
    expect(await sentTo('5511960000001')).toHaveLength(2);
    expect((await chat('5511960000001')).column).toBe('followup');
  });

  it('a reply ends the run and returns the chat to its column', async () => {
    await patientWrites('5511960000001', 'Desculpe a demora!');
    expect(await chat('5511960000001')).toMatchObject({ column: 'hot_lead', run: { lastSeq: 0 } });
  });

  it('reset starts the run over and brings a chat back from Repescagem', async () => {
    // The clinic answers; an hour later routine 1 goes again and the chat is in follow-up.
    await t.database.db
      .update(chats)
      .set({ lastMessageFromMe: true, lastMessageTime: t.clock.now() })
      .where(eq(chats.chatId, '5511960000001'));
    t.clock.advance(61 * MIN);
    await run();
    expect((await chat('5511960000001')).column).toBe('followup');
    // Two days passed in this story: sign in again.
    await user.signInAgain();
    const res = await user.call(chatEndpoints.resetRoutine, {
      params: { chatId: '5511960000001' },
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'As rotinas do chat "Ana" foram resetadas com sucesso',
    });
    expect(await chat('5511960000001')).toMatchObject({ column: 'hot_lead', run: { lastSeq: 0 } });
    const before = (await sentTo('5511960000001')).length;
    t.clock.advance(30 * MIN);
    await run();
    expect(await sentTo('5511960000001')).toHaveLength(before);
    await other.signInAgain();
    expect(
      (
        await other.call(chatEndpoints.resetRoutine, {
          params: { chatId: '5511960000001' },
        })
      ).statusCode,
    ).toBe(404);
  });
  it('retries a step the provider could not take after 5 s, then 10 s, and counts from zero again once it goes', async () => {
    // Whatever else is due now goes first, so the failures below are this chat's alone.
    t.clock.advance(61 * MIN);
    await run();
    const phone = '5511960000009';
    await t.database.db.insert(chats).values({
      clinicId: user.id,
      chatId: phone,
      phone,
      column: 'hot_lead',
      lastMessageFromMe: true,
      lastMessageTime: new Date(t.clock.now().getTime() - 61 * MIN),
    });
    // Two tries of the server, each with the adapter's own three calls.
    await conn.sim.control('/fail', { count: 6, status: 503, instanceId: conn.instanceId });
    /** The failed tries so far, and the next try's time as a pause from the try (the test
     * clock moves with real time too, and the adapter's own retries take about a second). */
    const tryAndFail = async (pause: number) => {
      const before = t.clock.now().getTime();
      await run();
      const after = t.clock.now().getTime();
      const row = await chat(phone);
      const retryAt = row.run.nextAttemptAt.getTime();
      expect(retryAt).toBeGreaterThanOrEqual(before + pause);
      expect(retryAt).toBeLessThanOrEqual(after + pause);
      return row.run.attempts;
    };
    expect(await tryAndFail(5_000)).toBe(1);
    t.clock.advance(5_000);
    expect(await tryAndFail(10_000)).toBe(2);
    t.clock.advance(10_000);
    await run();
    expect(await sentTo(phone)).toEqual(['Oi! Conseguiu ver nossa mensagem?']);
    expect(await chat(phone)).toMatchObject({
      run: { lastSeq: 1, attempts: 0, failingSince: null, status: 'pending' },
      column: 'followup',
    });
  });
  it('claims through chats_routine_wait_idx, clinic by clinic, not by reading every chat', async () => {
    // Issue 37: on 2 M chats the claim read every chat, in every process, every second
    // (bench/README.md). With sequential scans ruled out the planner must still reach a clinic's
    // chats through the partial index, by clinic: a full pass over the index would not do.
    let claim: SQL | undefined;
    const capture = {
      execute: async (query: SQL) => {
        claim = query;
        return { rows: [] };
      },
    } as unknown as Db;
    await routineRunsRepo.attempts.claimDue(capture, t.clock.now(), 25);
    // With the statistics a live database keeps (autovacuum analyzes it): without them the
    // planner guesses one row per table, and since the board's page index (0062) that guess made a
    // single pass over every clinic's waiting chats look as cheap as the way by clinic.
    await t.database.db.execute(sql`analyze`);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${claim!}`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    // The wait's partial index, or on a small table the clinic's chats by last message time
    // (chats_clinic_last_idx, the same range by clinic: the planner picks either by a few rows'
    // statistics, as CI's PostgreSQL pass showed); never the chats of every clinic.
    expect(plan).toMatch(
      /(chats_routine_wait_idx|chats_clinic_last_idx)[^\n]*\n\s*Index Cond: \(\(clinic_id = rc\.clinic_id\)/,
    );
    expect(plan).not.toMatch(/Seq Scan on chats/);
  });
});
