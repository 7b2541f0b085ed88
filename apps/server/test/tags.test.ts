import { chatEndpoints, tagEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let a: SignedInClinic;
let b: SignedInClinic;

beforeAll(async () => {
  t = await createTestApp();
  a = await signedInClinic(t, 'Ana');
  b = await signedInClinic(t, 'Bruno');
  await t.database.db.insert(chats).values([
    { clinicId: a.id, chatId: '5511900000001', phone: '5511900000001' },
    { clinicId: b.id, chatId: '5511900000009', phone: '5511900000009' },
  ]);
});
afterAll(() => t.close());

const chatTags = async (who: SignedInClinic, chatId: string) =>
  (await who.call(chatEndpoints.list)).data().chats.find((c) => c.chatId === chatId)?.tags;
const create = (who: SignedInClinic, body: { name: string; color?: string }) =>
  who.call(tagEndpoints.create, { body });
const setTags = (who: SignedInClinic, chatId: string, tagIds: string[]) =>
  who.call(tagEndpoints.setChatTags, { params: { chatId }, body: { tagIds } });

describe('/dashboard/tags', () => {
  it('creates with the default colour and trims the name', async () => {
    const res = await create(a, { name: '  Convênio  ' });
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
    const res = await a.callLoose(tagEndpoints.create, { body: payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts 2 and 50 characters and every palette colour in any case', async () => {
    expect((await create(a, { name: 'OK', color: '#8b5cf6' })).json().tag.color).toBe('#8B5CF6');
    expect((await create(a, { name: 'y'.repeat(50), color: '#14B8A6' })).statusCode).toBe(201);
  });

  it('refuses a duplicate ignoring case, on create and on rename; other users may reuse it', async () => {
    const dup = await create(a, { name: 'CONVÊNIO' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Etiqueta já existe');
    const other = await create(a, { name: 'Retorno' });
    const rename = await a.call(tagEndpoints.update, {
      params: { id: other.data().tag.id },
      body: { name: 'convênio', color: '#EF4444' },
    });
    expect(rename.statusCode).toBe(409);
    expect((await create(b, { name: 'Convênio' })).statusCode).toBe(201);
  });

  it('updates and lists only the user’s own tags', async () => {
    const created = (await create(a, { name: 'Primeira consulta' })).data().tag;
    const upd = await a.call(tagEndpoints.update, {
      params: { id: created.id },
      body: {
        name: 'Primeira vez',
        color: '#F59E0B',
      },
    });
    expect(upd.json()).toMatchObject({
      message: 'Etiqueta atualizada!',
      tag: { name: 'Primeira vez', color: '#F59E0B' },
    });
    const mine = (await a.call(tagEndpoints.list)).data().tags;
    expect(mine.map((x) => x.name)).toContain('Primeira vez');
    const theirs = (await b.call(tagEndpoints.list)).data().tags;
    expect(theirs.map((x) => x.name)).toEqual(['Convênio']);
    expect(
      (await b.call(tagEndpoints.update, { params: { id: created.id }, body: { name: 'roubo' } }))
        .statusCode,
    ).toBe(404);
    expect((await b.call(tagEndpoints.remove, { params: { id: created.id } })).statusCode).toBe(
      404,
    );
  });

  it('sets a chat’s tags, refuses another user’s tag ids without changing anything, and a delete removes the tag from chats', async () => {
    const vip = (await create(a, { name: 'VIP', color: '#EC4899' })).data().tag;
    const urg = (await create(a, { name: 'Urgente', color: '#EF4444' })).data().tag;
    const set = await setTags(a, '5511900000001', [vip.id, urg.id, vip.id]);
    expect(set.statusCode).toBe(200);
    expect((await chatTags(a, '5511900000001'))?.map((x) => x.name)).toEqual(['Urgente', 'VIP']);

    const bTag = (await b.call(tagEndpoints.list)).data().tags[0]!;
    const foreign = await setTags(a, '5511900000001', [vip.id, bTag.id]);
    expect(foreign.statusCode).toBe(404);
    expect((await chatTags(a, '5511900000001'))?.map((x) => x.name)).toEqual(['Urgente', 'VIP']);
    const foreignChat = await setTags(a, '5511900000009', [vip.id]);
    expect(foreignChat.statusCode).toBe(404);
    expect((await setTags(a, '5511900000001', ['x'])).statusCode).toBe(400);

    const del = await a.call(tagEndpoints.remove, { params: { id: urg.id } });
    expect(del.json()).toEqual({ success: true, message: 'Etiqueta removida!' });
    expect((await chatTags(a, '5511900000001'))?.map((x) => x.name)).toEqual(['VIP']);
    const cleared = await setTags(a, '5511900000001', []);
    expect(cleared.json().tags).toEqual([]);
  });
});
