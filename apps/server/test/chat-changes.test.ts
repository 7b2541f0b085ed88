import { BOARD_CURSOR_HEADER, tagEndpoints } from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats, tasks } from '../src/db/schema.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { bearer, callAs, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';
import { callApi } from './helpers/call-api.ts';

/**
 * The board's incremental sync: the full list hands out a cursor, and
 * `/dashboard/zapi/chats/changes?since=` answers only the cards changed since, whatever changed
 * them (a move, a webhook's message, a tag, a task), or asks for the whole list again.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
const A1 = '5511900000001';
const A2 = '5511900000002';

beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t);
  b = await signUp(t, 'Dr. Bruno Lima');
  for (const u of [a, b]) {
    await seedInstance(t, u.id);
    await t.database.db
      .insert(chats)
      .values(
        [A1, A2].map((chatId) => ({ clinicId: u.id, chatId, phone: chatId, column: 'inbox' })),
      );
  }
});
afterAll(() => t.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => callAs(t, token, method, url, body);

async function cursorOf(token: string): Promise<string> {
  const res = await t.app.inject({ url: '/dashboard/zapi/chats', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const cursor = res.headers[BOARD_CURSOR_HEADER];
  expect(cursor).toMatch(/^\d+\.\d+(-\d+)*$/);
  return String(cursor);
}

async function changes(token: string, since: string) {
  const res = await call(token, 'GET', `/dashboard/zapi/chats/changes?since=${since}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    reset: boolean;
    cursor: string;
    chats: Array<{ chatId: string; column: string; tags: unknown[]; nextTaskAt: string | null }>;
  };
}

describe('GET /dashboard/zapi/chats/changes', () => {
  it('answers nothing when nothing changed, and only the moved card after a move', async () => {
    const since = await cursorOf(a.token);
    const idle = await changes(a.token, since);
    expect(idle).toMatchObject({ success: true, reset: false, chats: [] });

    expect(
      (await call(a.token, 'PUT', `/dashboard/zapi/chats/${A1}/column`, { column: 'vip' }))
        .statusCode,
    ).toBe(200);
    const moved = await changes(a.token, idle.cursor);
    expect(moved.reset).toBe(false);
    expect(moved.chats.map((c) => [c.chatId, c.column])).toEqual([[A1, 'vip']]);

    // From the new cursor, the move is not sent again.
    expect((await changes(a.token, moved.cursor)).chats).toEqual([]);
  });

  it('sends a card whose tags or next scheduled message changed, and a new chat', async () => {
    const since = await cursorOf(a.token);
    const tag = (
      await callApi(t, a.token, tagEndpoints.create, { body: { name: 'Retorno' } })
    ).json().tag;
    const tagged = await call(a.token, 'PUT', `/dashboard/zapi/chats/${A2}/tags`, {
      tagIds: [tag.id],
    });
    expect(tagged.statusCode).toBe(200);
    const afterTag = await changes(a.token, since);
    expect(afterTag.chats.map((c) => c.chatId)).toEqual([A2]);
    expect(afterTag.chats[0]!.tags).toEqual([{ id: tag.id, name: 'Retorno', color: tag.color }]);

    const [row] = await t.database.db
      .select()
      .from(chats)
      .where(and(eq(chats.clinicId, a.id), eq(chats.chatId, A1)));
    const due = new Date(t.clock.now().getTime() + 86_400_000);
    const [task] = await t.database.db
      .insert(tasks)
      .values({
        clinicId: a.id,
        chatRowId: row!.id,
        chatId: A1,
        message: 'Lembrete',
        dueAt: due,
        nextAttemptAt: due,
      })
      .returning();
    const afterTask = await changes(a.token, afterTag.cursor);
    expect(afterTask.chats.map((c) => [c.chatId, c.nextTaskAt])).toEqual([[A1, due.toISOString()]]);

    await t.database.db.delete(tasks).where(eq(tasks.id, task!.id));
    const afterDelete = await changes(a.token, afterTask.cursor);
    expect(afterDelete.chats.map((c) => [c.chatId, c.nextTaskAt])).toEqual([[A1, null]]);

    await t.database.db
      .insert(chats)
      .values({ clinicId: a.id, chatId: '5511900000003', phone: '5511900000003' });
    const afterNew = await changes(a.token, afterDelete.cursor);
    expect(afterNew.chats.map((c) => c.chatId)).toEqual(['5511900000003']);
  });

  it('never shows one account the changes of another', async () => {
    const since = await cursorOf(a.token);
    expect(
      (await call(b.token, 'PUT', `/dashboard/zapi/chats/${A1}/column`, { column: 'vip' }))
        .statusCode,
    ).toBe(200);
    expect((await changes(a.token, since)).chats).toEqual([]);
    // B's own cursor of A's epoch and position sees B's move, never A's chats.
    const bChanges = await changes(b.token, since);
    expect(bChanges.chats.every((c) => c.chatId === A1)).toBe(true);
  });

  it('asks for the whole list after a change that reaches every card', async () => {
    const since = await cursorOf(a.token);
    const saved = await call(a.token, 'POST', '/dashboard/routines', {
      sequenceNumber: 1,
      textContent: 'Oi! Conseguiu ver nossa mensagem?',
      hoursDelay: 1,
    });
    expect(saved.statusCode).toBe(201);
    const afterRoutine = await changes(a.token, since);
    expect(afterRoutine).toMatchObject({ reset: true, chats: [] });
    // The full list's new cursor works again.
    expect((await changes(a.token, await cursorOf(a.token))).reset).toBe(false);

    const beforeRename = await cursorOf(a.token);
    const tag = (await callApi(t, a.token, tagEndpoints.list)).json().tags[0];
    expect(
      (
        await callApi(t, a.token, tagEndpoints.update, {
          params: { id: tag.id },
          body: { name: 'Retorno 2' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await changes(a.token, beforeRename)).reset).toBe(true);
  });

  it('answers a cursor from ahead of this database (a restored backup) with the whole list', async () => {
    const [epoch] = (await cursorOf(a.token)).split('.');
    expect((await changes(a.token, `${epoch}.999999999999`)).reset).toBe(true);
  });

  it.each([
    ['', 'Ponto de sincronização inválido.'],
    ['abc', 'Ponto de sincronização inválido.'],
    ['1.2.3', 'Ponto de sincronização inválido.'],
    ['1.99999999999999999999', 'Ponto de sincronização inválido.'],
    ['1.9-3', 'Ponto de sincronização inválido.'],
    ['1.3-9-6-5', 'Ponto de sincronização inválido.'],
  ])('refuses the cursor %j in pt-BR', async (since, message) => {
    const res = await call(a.token, 'GET', `/dashboard/zapi/chats/changes?since=${since}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a call without a cursor or without a session', async () => {
    const res = await call(a.token, 'GET', '/dashboard/zapi/chats/changes');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Informe o ponto de sincronização.');
    const anonymous = await t.app.inject({ url: '/dashboard/zapi/chats/changes?since=0.1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
