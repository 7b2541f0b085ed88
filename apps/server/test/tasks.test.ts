import { and, eq } from 'drizzle-orm';
import { chatEndpoints, taskEndpoints, utcToLocal } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pgErrorCode } from '../src/lib/db-errors.ts';
import { chats, messages, tasks } from '../src/db/schema.ts';
import { createZapiProvider } from '../src/providers/zapi/zapi-provider.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { createSecondApp, type TestApp } from './helpers/test-app.ts';

let conn: ConnectedClinic;
let t: TestApp;
let user: SignedInClinic;
let other: SignedInClinic;
const CHAT = '5511955550001';

const ZONE = 'America/Sao_Paulo';
/** The account's wall-clock time (São Paulo, the default zone) this many minutes from the test's now, to the minute as the dialog sends it. */
const local = (minutesFromNow: number) =>
  utcToLocal(new Date(t.clock.now().getTime() + minutesFromNow * 60_000), ZONE).slice(0, 16);

async function sentTexts(): Promise<string[]> {
  const log = await conn.sent();
  return log.map((s) => s.message ?? '');
}

/** A task of the clinic for CHAT, due `minutes` from the test's now. */
async function schedule(message: string, minutes: number) {
  const res = await user.call(taskEndpoints.create, {
    body: { chatId: CHAT, message, scheduledDate: local(minutes) },
  });
  return res.json().task;
}

/** A task whose send started and was never recorded (the process died after the claim). */
async function interruptedAttempt(message: string) {
  const task = await schedule(message, 5);
  t.clock.advance(5 * 60_000);
  await t.database.db
    .update(tasks)
    .set({ status: 'sending', attemptStartedAt: t.clock.now(), attempts: 1 })
    .where(eq(tasks.id, task.id));
  return task;
}

async function column(chatId = CHAT) {
  const [row] = await t.database.db
    .select()
    .from(chats)
    .where(and(eq(chats.clinicId, user.id), eq(chats.chatId, chatId)));
  return row!;
}

beforeAll(async () => {
  conn = await openConnectedClinic({
    instanceId: 'TASKS1',
    chatCount: 5,
    // The real adapter, its quick retries without their pauses (300 + 600 ms that nothing here
    // measures): a failing provider is failed again at once.
    provider: (baseUrl) => createZapiProvider({ baseUrl, backoffMs: 0 }),
  });
  ({ t, clinic: user } = conn);
  other = await signedInClinic(t);
  for (const chatId of [CHAT, '5511955550002', '5511955550003']) {
    await t.database.db
      .insert(chats)
      .values({ clinicId: user.id, chatId, phone: chatId, name: 'Paciente', column: 'hot_lead' })
      .onConflictDoNothing();
  }
});
afterAll(() => conn.close());

describe('scheduled messages', () => {
  it.each([
    [{ chatId: CHAT, message: '   ', scheduledDate: 'NEXT_WEEK' }, 400, 'Preencha todos os campos'],
    [{ chatId: CHAT, message: 'x', scheduledDate: '' }, 400, 'Preencha todos os campos'],
    [
      { chatId: CHAT, message: 'x', scheduledDate: '01/12/2026 10:00' },
      400,
      'Data inválida: use o formato AAAA-MM-DDTHH:mm.',
    ],
    [
      { chatId: CHAT, message: 'x'.repeat(1001), scheduledDate: 'NEXT_WEEK' },
      400,
      'A mensagem deve ter no máximo 1000 caracteres.',
    ],
    [{ chatId: CHAT, message: 'x', scheduledDate: 'A_MINUTE_AGO' }, 422, 'A data deve ser futura'],
  ])('refuses %j', async (payload, status, message) => {
    // Dates relative to the test's clock, read when the test runs.
    const when = { NEXT_WEEK: local(7 * 24 * 60), A_MINUTE_AGO: local(-1) }[payload.scheduledDate];
    const res = await user.call(taskEndpoints.create, {
      body: {
        ...payload,
        scheduledDate: when ?? payload.scheduledDate,
      },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('creates a task in the account time zone and moves the chat to Tarefa, remembering its column', async () => {
    const inAnHour = local(60);
    const res = await user.call(taskEndpoints.create, {
      body: {
        chatId: CHAT,
        message: ' Lembrete da consulta ',
        scheduledDate: inAnHour,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().task).toMatchObject({
      chatId: CHAT,
      message: 'Lembrete da consulta',
      scheduledDate: `${inAnHour}:00`,
      executed: false,
      status: 'pending',
    });
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, res.json().task.id));
    // São Paulo is UTC-3 all year (no daylight saving since 2019).
    expect(row!.dueAt.getTime()).toBe(Date.parse(`${inAnHour}:00-03:00`));
    expect(await column()).toMatchObject({ column: 'task', rememberedColumn: 'hot_lead' });
    expect((await other.call(taskEndpoints.list, { params: { chatId: CHAT } })).statusCode).toBe(
      404,
    );
    expect(
      (await other.call(taskEndpoints.complete, { params: { id: res.json().task.id } })).statusCode,
    ).toBe(404);
  });

  it('sends a due task once, records it as automatic, and moves the chat back', async () => {
    const list = (await user.call(taskEndpoints.list, { params: { chatId: CHAT } })).json().tasks;
    expect(list).toHaveLength(1);
    expect(await t.app.services.taskRunner.runOnce()).toBe(0);
    t.clock.advance(60 * 60_000);
    const before = t.clock.now().getTime();
    expect(await t.app.services.taskRunner.runOnce()).toBe(1);
    const after = t.clock.now().getTime();
    expect(await t.app.services.taskRunner.runOnce()).toBe(0);
    expect((await sentTexts()).filter((m) => m === 'Lembrete da consulta')).toHaveLength(1);
    const [task] = (await user.call(taskEndpoints.list, { params: { chatId: CHAT } })).json().tasks;
    expect(task).toMatchObject({ executed: true, status: 'executed', completedByHand: false });
    expect(Date.parse(task.executedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(task.executedAt)).toBeLessThanOrEqual(after);
    const [msg] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, user.id), eq(messages.content, 'Lembrete da consulta')));
    // Automatic, in the name of the member who scheduled it, and known as this task's send
    // ('Relatórios' › automação).
    expect(msg).toMatchObject({
      fromMe: true,
      sentBy: 'automation',
      sentByMember: user.id,
      taskId: task.id,
      routineSeq: null,
    });
    expect(await column()).toMatchObject({ column: 'hot_lead', rememberedColumn: null });
  });

  it('edits and deletes only pending tasks; the last delete moves the chat back', async () => {
    const created = await schedule('Primeira', 30);
    const later = local(45);
    const upd = await user.call(taskEndpoints.update, {
      params: { id: created.id },
      body: {
        chatId: CHAT,
        message: 'Primeira, editada',
        scheduledDate: later,
      },
    });
    expect(upd.json().task).toMatchObject({
      message: 'Primeira, editada',
      scheduledDate: `${later}:00`,
    });
    const done = (await user.call(taskEndpoints.list, { params: { chatId: CHAT } }))
      .json()
      .tasks.find((x: { executed: boolean }) => x.executed);
    const refused = await user.call(taskEndpoints.update, {
      params: { id: done.id },
      body: {
        chatId: CHAT,
        message: 'x',
        scheduledDate: local(10),
      },
    });
    expect(refused.statusCode).toBe(422);
    expect((await user.call(taskEndpoints.complete, { params: { id: done.id } })).statusCode).toBe(
      422,
    );
    expect((await column()).column).toBe('task');
    expect((await user.call(taskEndpoints.remove, { params: { id: created.id } })).statusCode).toBe(
      200,
    );
    expect((await column()).column).toBe('hot_lead');
    expect((await user.call(taskEndpoints.remove, { params: { id: done.id } })).statusCode).toBe(
      200,
    );
  });

  it("the board card says when the chat's earliest pending message goes, and forgets it once sent", async () => {
    const chatId = '5511955550003';
    const card = async () =>
      (await user.call(chatEndpoints.list))
        .json()
        .chats.find((c: { chatId: string }) => c.chatId === chatId);
    expect((await card()).nextTaskAt).toBeNull();
    // Read once: the clock moves, and a second reading could fall in the next minute.
    const [soonerAt, laterAt] = [local(40), local(90)];
    const later = (
      await user.call(taskEndpoints.create, {
        body: {
          chatId,
          message: 'b',
          scheduledDate: laterAt,
        },
      })
    ).json().task;
    const sooner = (
      await user.call(taskEndpoints.create, {
        body: {
          chatId,
          message: 'a',
          scheduledDate: soonerAt,
        },
      })
    ).json().task;
    expect(Date.parse((await card()).nextTaskAt)).toBe(Date.parse(`${soonerAt}:00-03:00`));
    await user.call(taskEndpoints.complete, { params: { id: sooner.id } });
    expect(Date.parse((await card()).nextTaskAt)).toBe(Date.parse(`${laterAt}:00-03:00`));
    await user.call(taskEndpoints.remove, { params: { id: later.id } });
    expect((await card()).nextTaskAt).toBeNull();
  });

  it('completes by hand without sending', async () => {
    const created = await schedule('Feito por telefone', 30);
    const res = await user.call(taskEndpoints.complete, { params: { id: created.id } });
    expect(res.json().task).toMatchObject({ executed: true, completedByHand: true });
    t.clock.advance(60 * 60_000);
    await t.app.services.taskRunner.runOnce();
    expect(await sentTexts()).not.toContain('Feito por telefone');
    expect((await column()).column).toBe('hot_lead');
  });

  it('does not send a task more than 24 hours late, and says why', async () => {
    const created = await schedule('Atrasada demais', 5);
    // As if the server had been stopped for a day: the task came due 25 hours ago.
    const longAgo = new Date(t.clock.now().getTime() - 25 * 3600_000);
    await t.database.db
      .update(tasks)
      .set({ dueAt: longAgo, nextAttemptAt: longAgo })
      .where(eq(tasks.id, created.id));
    await t.app.services.taskRunner.runOnce();
    const task = (await user.call(taskEndpoints.list, { params: { chatId: CHAT } }))
      .json()
      .tasks.find((x: { id: string }) => x.id === created.id);
    expect(task).toMatchObject({ status: 'failed', executed: false });
    expect(task.failureReason).toContain('24 horas');
    expect(await sentTexts()).not.toContain('Atrasada demais');
  });

  it('retries provider failures that may pass, and sends once it is back', async () => {
    await user.call(taskEndpoints.create, {
      body: {
        chatId: CHAT,
        message: 'Com falha temporária',
        scheduledDate: local(5),
      },
    });
    t.clock.advance(5 * 60_000);
    await conn.sim.control('/fail', { count: 3, status: 503 });
    await t.app.services.taskRunner.runOnce();
    let [row] = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.message, 'Com falha temporária'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    t.clock.advance(10_000);
    await t.app.services.taskRunner.runOnce();
    [row] = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.message, 'Com falha temporária'));
    expect(row!.status).toBe('executed');
    expect((await sentTexts()).filter((m) => m === 'Com falha temporária')).toHaveLength(1);
  });

  it('a crash between the provider call and the record does not send twice', async () => {
    // An attempt that started, reached the provider (its echo is stored) and never recorded.
    const created = await interruptedAttempt('Enviada antes da queda');
    await t.database.db.insert(messages).values({
      clinicId: user.id,
      chatId: CHAT,
      messageId: 'ECHO-ANTES-DA-QUEDA',
      fromMe: true,
      type: 'text',
      content: 'Enviada antes da queda',
      status: 'SENT',
      sentBy: 'phone',
      timestamp: t.clock.now(),
    });
    t.clock.advance(3 * 60_000);
    await t.app.services.taskRunner.runOnce();
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, created.id));
    expect(row).toMatchObject({ status: 'executed', messageId: 'ECHO-ANTES-DA-QUEDA' });
    expect(await sentTexts()).not.toContain('Enviada antes da queda');

    // Without an echo, the interrupted attempt is sent, once.
    await interruptedAttempt('Perdida na queda');
    t.clock.advance(3 * 60_000);
    await t.app.services.taskRunner.runOnce();
    await t.app.services.taskRunner.runOnce();
    expect((await sentTexts()).filter((m) => m === 'Perdida na queda')).toHaveLength(1);
  });

  it('two server instances on one database send 60 tasks due at the same second exactly once, within the clinic budget', async () => {
    const chatIds = ['5511955550002', '5511955550003'];
    const { rows } = {
      // Three minutes of the clinic's budget prove both the budget and exactly-once; 200 took
      // over a minute on a loaded 2-core machine and proved nothing more.
      rows: Array.from({ length: 60 }, (_, i) => ({
        chatId: chatIds[i % 2]!,
        message: `Lote ${i}`,
      })),
    };
    for (const r of rows) {
      const res = await user.call(taskEndpoints.create, {
        body: { ...r, scheduledDate: local(10) },
      });
      expect(res.statusCode).toBe(201);
    }
    t.clock.advance(10 * 60_000);
    // Both instances share the database (on PostgreSQL each has its own pool of connections),
    // and so one budget: 20 automatic sends a minute for the clinic (the default).
    const second = await createSecondApp(t, { env: { ZAPI_BASE_URL: conn.sim.url } });
    const app2 = second.app;
    await app2.ready();
    const lots = async () => (await sentTexts()).filter((m) => m.startsWith('Lote '));
    const perMinute: number[] = [];
    try {
      // PostgreSQL may end a statement of one instance as the loser of a deadlock with the
      // other's (both touch the same two chats through the tasks' triggers). The engine runs the
      // claims and the record of a send again itself; any other write that loses leaves its item
      // claimed for the stale pass, and the scheduler tries again on its next tick, as this loop
      // does. Nothing is sent twice and the budget holds either way (asserted below).
      const drain = async (runner: { runOnce(): Promise<number> }) => {
        for (;;) {
          try {
            if ((await runner.runOnce()) === 0) return;
          } catch (err) {
            if (pgErrorCode(err) !== '40P01') throw err;
          }
        }
      };
      for (let minute = 0; minute < 6 && (await lots()).length < 60; minute++) {
        const before = (await lots()).length;
        await Promise.all([drain(t.app.services.taskRunner), drain(app2.services.taskRunner)]);
        perMinute.push((await lots()).length - before);
        t.clock.advance(61_000);
      }
    } finally {
      await second.close();
    }
    expect(perMinute).toEqual([20, 20, 20]);
    const sent = await lots();
    expect(sent).toHaveLength(60);
    expect(new Set(sent).size).toBe(60);
  });
});
