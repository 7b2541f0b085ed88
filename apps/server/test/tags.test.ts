import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { createTestApp, signUp, type TestApp, callAs } from './helpers/test-app.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t, 'Ana');
  b = await signUp(t, 'Bruno');
  await t.database.db.insert(chats).values([
    { clinicId: a.id, chatId: '5511900000001', phone: '5511900000001' },
    { clinicId: b.id, chatId: '5511900000009', phone: '5511900000009' },
  ]);
});
afterAll(() => t.close());

const call = (
  token: string,
  method: Parameters<typeof callAs>[2],
  url: string,
  payload?: unknown,
) => callAs(t, token, method, url, payload);

const chatTags = async (token: string, chatId: string) =>
  (
    (await call(token, 'GET', '/dashboard/zapi/chats')).json().chats as Array<{
      chatId: string;
      tags: Array<{ name: string }>;
    }>
  ).find((c) => c.chatId === chatId)?.tags;

describe('/dashboard/tags', () => {
  it('creates with the default colour and trims the name', async () => {
    const res = await call(a.token, 'POST', '/dashboard/tags', { name: '  Convênio  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Etiqueta criada!',
      tag: { name: 'Convênio', color: '#10B981' },
    });
  });

  it.each([
    [{ name: '' }, 'Digite um nome para a etiqueta.'],
    [{ name: '   ' }, 'Digite um nome para a etiqueta.'],
    [{ name: 'A' }, 'O nome da etiqueta deve ter no mínimo 2 caracteres.'],
    [{ name: 'x'.repeat(51) }, 'O nome da etiqueta deve ter no máximo 50 caracteres.'],
    [{ name: 'Urgente', color: '#123456' }, 'Cor inválida: escolha uma das cores da paleta.'],
    [{ name: 'Urgente', color: 'red' }, 'Cor inválida: escolha uma das cores da paleta.'],
    [{}, 'Digite um nome para a etiqueta.'],
  ])('rejects %j', async (payload, message) => {
    const res = await call(a.token, 'POST', '/dashboard/tags', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts 2 and 50 characters and every palette colour in any case', async () => {
    expect(
      (await call(a.token, 'POST', '/dashboard/tags', { name: 'OK', color: '#8b5cf6' })).json().tag
        .color,
    ).toBe('#8B5CF6');
    expect(
      (await call(a.token, 'POST', '/dashboard/tags', { name: 'y'.repeat(50), color: '#14B8A6' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a duplicate ignoring case, on create and on rename; other users may reuse it', async () => {
    const dup = await call(a.token, 'POST', '/dashboard/tags', { name: 'CONVÊNIO' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Etiqueta já existe');
    const other = await call(a.token, 'POST', '/dashboard/tags', { name: 'Retorno' });
    const rename = await call(a.token, 'PUT', `/dashboard/tags/${other.json().tag.id}`, {
      name: 'convênio',
      color: '#EF4444',
    });
    expect(rename.statusCode).toBe(409);
    expect((await call(b.token, 'POST', '/dashboard/tags', { name: 'Convênio' })).statusCode).toBe(
      201,
    );
  });

  it('updates and lists only the user’s own tags', async () => {
    const created = (
      await call(a.token, 'POST', '/dashboard/tags', { name: 'Primeira consulta' })
    ).json().tag;
    const upd = await call(a.token, 'PUT', `/dashboard/tags/${created.id}`, {
      name: 'Primeira vez',
      color: '#F59E0B',
    });
    expect(upd.json()).toMatchObject({
      message: 'Etiqueta atualizada!',
      tag: { name: 'Primeira vez', color: '#F59E0B' },
    });
    const mine = (await call(a.token, 'GET', '/dashboard/tags')).json().tags as Array<{
      name: string;
    }>;
    expect(mine.map((x) => x.name)).toContain('Primeira vez');
    const theirs = (await call(b.token, 'GET', '/dashboard/tags')).json().tags as Array<{
      name: string;
    }>;
    expect(theirs.map((x) => x.name)).toEqual(['Convênio']);
    expect(
      (await call(b.token, 'PUT', `/dashboard/tags/${created.id}`, { name: 'roubo' })).statusCode,
    ).toBe(404);
    expect((await call(b.token, 'DELETE', `/dashboard/tags/${created.id}`)).statusCode).toBe(404);
  });

  it('sets a chat’s tags, refuses another user’s tag ids without changing anything, and a delete removes the tag from chats', async () => {
    const vip = (
      await call(a.token, 'POST', '/dashboard/tags', { name: 'VIP', color: '#EC4899' })
    ).json().tag;
    const urg = (
      await call(a.token, 'POST', '/dashboard/tags', { name: 'Urgente', color: '#EF4444' })
    ).json().tag;
    const set = await call(a.token, 'PUT', '/dashboard/zapi/chats/5511900000001/tags', {
      tagIds: [vip.id, urg.id, vip.id],
    });
    expect(set.statusCode).toBe(200);
    expect((await chatTags(a.token, '5511900000001'))?.map((x) => x.name)).toEqual([
      'Urgente',
      'VIP',
    ]);

    const bTag = (await call(b.token, 'GET', '/dashboard/tags')).json().tags[0];
    const foreign = await call(a.token, 'PUT', '/dashboard/zapi/chats/5511900000001/tags', {
      tagIds: [vip.id, bTag.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await chatTags(a.token, '5511900000001'))?.map((x) => x.name)).toEqual([
      'Urgente',
      'VIP',
    ]);
    const foreignChat = await call(a.token, 'PUT', '/dashboard/zapi/chats/5511900000009/tags', {
      tagIds: [vip.id],
    });
    expect(foreignChat.statusCode).toBe(404);
    expect(
      (await call(a.token, 'PUT', '/dashboard/zapi/chats/5511900000001/tags', { tagIds: ['x'] }))
        .statusCode,
    ).toBe(400);

    const del = await call(a.token, 'DELETE', `/dashboard/tags/${urg.id}`);
    expect(del.json()).toEqual({ success: true, message: 'Etiqueta removida!' });
    expect((await chatTags(a.token, '5511900000001'))?.map((x) => x.name)).toEqual(['VIP']);
    const cleared = await call(a.token, 'PUT', '/dashboard/zapi/chats/5511900000001/tags', {
      tagIds: [],
    });
    expect(cleared.json().tags).toEqual([]);
  });
});
