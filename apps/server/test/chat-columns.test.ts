import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { bearer, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t, 'Ana');
  b = await signUp(t, 'Bruno');
  await t.database.db.insert(chats).values([
    { clinicId: a.id, chatId: '5511900000001', phone: '5511900000001', column: 'inbox' },
    { clinicId: a.id, chatId: '5511900000002', phone: '5511900000002', column: 'followup' },
    { clinicId: a.id, chatId: '5511900000003', phone: '5511900000003', column: 'task' },
    { clinicId: a.id, chatId: '5511900000004', phone: '5511900000004', column: 'coluna_antiga' },
    { clinicId: b.id, chatId: '5511900000009', phone: '5511900000009', column: 'inbox' },
  ]);
});
afterAll(() => t.close());

const move = (token: string, chatId: string, column: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/dashboard/zapi/chats/${chatId}/column`,
    headers: bearer(token),
    payload: { column } as object,
  });

async function stored(userId: string, chatId: string) {
  const [row] = await t.database.db
    .select()
    .from(chats)
    .where(and(eq(chats.clinicId, userId), eq(chats.chatId, chatId)));
  return row!.column;
}

describe('PUT /dashboard/zapi/chats/:chatId/column', () => {
  it.each([
    ['vip', 'vip'],
    ['humanizado', 'humanized'],
    ['lead_quente', 'hot_lead'],
    ['Lead Quente', 'hot_lead'],
    ['cold_lead', 'cold_lead'],
    ['Atendimento Inicial', 'inbox'],
  ])('moves among the free columns: %s', async (column, backend) => {
    const res = await move(a.token, '5511900000001', column);
    expect(res.statusCode).toBe(200);
    expect(res.json().chat.column).toBe(backend);
    expect(await stored(a.id, '5511900000001')).toBe(backend);
  });

  it('answers the title of the new column', async () => {
    const res = await move(a.token, '5511900000001', 'vip');
    expect(res.json().message).toBe('Movido para Atendimento VIP');
  });

  it.each([
    ['5511900000001', 'followup', 'Repescagem'],
    ['5511900000001', 'Repescagem', 'Repescagem'],
    ['5511900000001', 'tarefa', 'Tarefa'],
    ['5511900000002', 'vip', 'Repescagem'],
    ['5511900000003', 'inbox', 'Tarefa'],
  ])('blocks %s -> %s with 422 and a reason, changing nothing', async (chatId, column, word) => {
    const before = await stored(a.id, chatId);
    const res = await move(a.token, chatId, column);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'RULE_BROKEN' });
    expect(res.json().message).toContain(word);
    expect(await stored(a.id, chatId)).toBe(before);
  });

  it('answers 400 for an unknown column and 404 for another user’s chat', async () => {
    const unknown = await move(a.token, '5511900000001', 'arquivo');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Coluna desconhecida: arquivo');
    expect((await move(a.token, '5511900000001', 42)).statusCode).toBe(400);
    const foreign = await move(a.token, '5511900000009', 'vip');
    expect(foreign.statusCode).toBe(404);
    expect(await stored(b.id, '5511900000009')).toBe('inbox');
    expect((await move(a.token, 'não existe', 'vip')).statusCode).toBe(400);
  });

  it('reads an unknown stored column as inicial, and it can be moved from there', async () => {
    const list = await t.app.inject({ url: '/dashboard/zapi/chats', headers: bearer(a.token) });
    const legacy = list.json().chats.find((c: { chatId: string }) => c.chatId === '5511900000004');
    expect(legacy.column).toBe('inbox');
    expect((await move(a.token, '5511900000004', 'vip')).statusCode).toBe(200);
  });

  it('a drop on the same column changes nothing, even in a reserved one', async () => {
    const res = await move(a.token, '5511900000002', 'followup');
    expect(res.statusCode).toBe(200);
    expect(await stored(a.id, '5511900000002')).toBe('followup');
  });
});
