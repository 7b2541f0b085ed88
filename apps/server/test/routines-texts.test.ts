import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signUp, type TestApp, callAs } from './helpers/test-app.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t, 'Ana');
  b = await signUp(t, 'Bruno');
});
afterAll(() => t.close());

const call = (
  token: string,
  method: Parameters<typeof callAs>[2],
  url: string,
  payload?: unknown,
) => callAs(t, token, method, url, payload);

describe('/dashboard/routines', () => {
  it('creates slots 1 to 7 with 0 and 48 hours at the boundaries', async () => {
    const first = await call(a.token, 'POST', '/dashboard/routines', {
      sequenceNumber: 1,
      textContent: ' Olá! Podemos ajudar? ',
      hoursDelay: 0,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Rotina criada!',
      routine: { sequenceNumber: 1, textContent: 'Olá! Podemos ajudar?', hoursDelay: 0 },
    });
    const last = await call(a.token, 'POST', '/dashboard/routines', {
      sequenceNumber: 7,
      textContent: 'Última tentativa',
      hoursDelay: '48',
    });
    expect(last.json().routine.hoursDelay).toBe(48);
    const list = (await call(a.token, 'GET', '/dashboard/routines')).json();
    expect(list.routines.map((r: { sequenceNumber: number }) => r.sequenceNumber)).toEqual([1, 7]);
  });

  it.each([
    [{ sequenceNumber: 2, textContent: '   ', hoursDelay: 1 }, 'Texto não pode ser vazio'],
    [{ sequenceNumber: 2, hoursDelay: 1 }, 'Texto não pode ser vazio'],
    [
      { sequenceNumber: 2, textContent: 'x', hoursDelay: 48.01 },
      'As horas devem ser um número de 0 a 48.',
    ],
    [
      { sequenceNumber: 2, textContent: 'x', hoursDelay: -1 },
      'As horas devem ser um número de 0 a 48.',
    ],
    [
      { sequenceNumber: 2, textContent: 'x', hoursDelay: 'duas' },
      'As horas devem ser um número de 0 a 48.',
    ],
    [
      { sequenceNumber: 2, textContent: 'x', hoursDelay: '' },
      'As horas devem ser um número de 0 a 48.',
    ],
    [
      { sequenceNumber: 0, textContent: 'x', hoursDelay: 1 },
      'A rotina deve ocupar uma posição de 1 a 7.',
    ],
    [
      { sequenceNumber: 8, textContent: 'x', hoursDelay: 1 },
      'A rotina deve ocupar uma posição de 1 a 7.',
    ],
    [
      { sequenceNumber: 1.5, textContent: 'x', hoursDelay: 1 },
      'A rotina deve ocupar uma posição de 1 a 7.',
    ],
    [
      { sequenceNumber: 2, textContent: 'x'.repeat(1001), hoursDelay: 1 },
      'O texto deve ter no máximo 1000 caracteres.',
    ],
  ])('rejects %j', async (payload, message) => {
    const res = await call(a.token, 'POST', '/dashboard/routines', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps one routine per slot, updates, deletes, and never touches another user’s', async () => {
    const dup = await call(a.token, 'POST', '/dashboard/routines', {
      sequenceNumber: 1,
      textContent: 'outra',
      hoursDelay: 2,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Já existe uma rotina nesta posição.');
    const [r1] = (await call(a.token, 'GET', '/dashboard/routines')).json().routines;
    const upd = await call(a.token, 'PUT', `/dashboard/routines/${r1.id}`, {
      sequenceNumber: 1,
      textContent: 'Novo texto',
      hoursDelay: 1.5,
    });
    expect(upd.json()).toMatchObject({
      message: 'Rotina atualizada!',
      routine: { textContent: 'Novo texto', hoursDelay: 1.5 },
    });
    const clash = await call(a.token, 'PUT', `/dashboard/routines/${r1.id}`, {
      sequenceNumber: 7,
      textContent: 'x',
      hoursDelay: 1,
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (
        await call(b.token, 'PUT', `/dashboard/routines/${r1.id}`, {
          sequenceNumber: 1,
          textContent: 'x',
          hoursDelay: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(b.token, 'DELETE', `/dashboard/routines/${r1.id}`)).statusCode).toBe(404);
    expect((await call(b.token, 'GET', '/dashboard/routines')).json().routines).toEqual([]);
    const del = await call(a.token, 'DELETE', `/dashboard/routines/${r1.id}`);
    expect(del.json()).toEqual({ success: true, message: 'Rotina removida!' });
  });
});

describe('/dashboard/pre-configured-texts', () => {
  it('creates, lists, updates and deletes, per user', async () => {
    const res = await call(a.token, 'POST', '/dashboard/pre-configured-texts', {
      title: 'Boas-vindas',
      content: 'Olá! Como podemos ajudar?',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().text.id;
    expect((await call(a.token, 'GET', '/dashboard/pre-configured-texts')).json().texts).toEqual([
      { id, title: 'Boas-vindas', content: 'Olá! Como podemos ajudar?' },
    ]);
    expect((await call(b.token, 'GET', '/dashboard/pre-configured-texts')).json().texts).toEqual(
      [],
    );
    const upd = await call(a.token, 'PUT', `/dashboard/pre-configured-texts/${id}`, {
      title: 'Boas-vindas',
      content: 'Oi!',
    });
    expect(upd.json().text.content).toBe('Oi!');
    expect(
      (
        await call(b.token, 'PUT', `/dashboard/pre-configured-texts/${id}`, {
          title: 'x',
          content: 'y',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(b.token, 'DELETE', `/dashboard/pre-configured-texts/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(a.token, 'DELETE', `/dashboard/pre-configured-texts/${id}`)).statusCode,
    ).toBe(200);
    expect((await call(a.token, 'GET', '/dashboard/pre-configured-texts')).json().texts).toEqual(
      [],
    );
  });

  it.each([
    [{ title: '', content: 'x' }, 'Título e conteúdo são obrigatórios'],
    [{ title: 'x', content: '  ' }, 'Título e conteúdo são obrigatórios'],
    [{}, 'Título e conteúdo são obrigatórios'],
    [{ title: 'x'.repeat(101), content: 'y' }, 'O título deve ter no máximo 100 caracteres.'],
    [{ title: 'x', content: 'y'.repeat(4001) }, 'O conteúdo deve ter no máximo 4000 caracteres.'],
  ])('rejects %j', async (payload, message) => {
    const res = await call(a.token, 'POST', '/dashboard/pre-configured-texts', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
