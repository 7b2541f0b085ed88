import { routineEndpoints, textEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let a: SignedInClinic;
let b: SignedInClinic;
beforeAll(async () => {
  t = await createTestApp();
  a = await signedInClinic(t, 'Ana');
  b = await signedInClinic(t, 'Bruno');
});
afterAll(() => t.close());

describe('/dashboard/routines', () => {
  it('creates slots 1 to 7 with 0 and 48 hours at the boundaries', async () => {
    const first = await a.call(routineEndpoints.create, {
      body: {
        sequenceNumber: 1,
        textContent: ' Olá! Podemos ajudar? ',
        hoursDelay: 0,
      },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Rotina criada!',
      routine: { sequenceNumber: 1, textContent: 'Olá! Podemos ajudar?', hoursDelay: 0 },
    });
    const last = await a.call(routineEndpoints.create, {
      body: {
        sequenceNumber: 7,
        textContent: 'Última tentativa',
        hoursDelay: '48',
      },
    });
    expect(last.json().routine.hoursDelay).toBe(48);
    const list = (await a.call(routineEndpoints.list)).json();
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
    const res = await a.callLoose(routineEndpoints.create, { body: payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps one routine per slot, updates, deletes, and never touches another user’s', async () => {
    const dup = await a.call(routineEndpoints.create, {
      body: {
        sequenceNumber: 1,
        textContent: 'outra',
        hoursDelay: 2,
      },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Já existe uma rotina nesta posição.');
    const [r1] = (await a.call(routineEndpoints.list)).json().routines;
    const upd = await a.call(routineEndpoints.update, {
      params: { id: r1.id },
      body: {
        sequenceNumber: 1,
        textContent: 'Novo texto',
        hoursDelay: 1.5,
      },
    });
    expect(upd.json()).toMatchObject({
      message: 'Rotina atualizada!',
      routine: { textContent: 'Novo texto', hoursDelay: 1.5 },
    });
    const clash = await a.call(routineEndpoints.update, {
      params: { id: r1.id },
      body: {
        sequenceNumber: 7,
        textContent: 'x',
        hoursDelay: 1,
      },
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (
        await b.call(routineEndpoints.update, {
          params: { id: r1.id },
          body: {
            sequenceNumber: 1,
            textContent: 'x',
            hoursDelay: 1,
          },
        })
      ).statusCode,
    ).toBe(404);
    expect((await b.call(routineEndpoints.remove, { params: { id: r1.id } })).statusCode).toBe(404);
    expect((await b.call(routineEndpoints.list)).json().routines).toEqual([]);
    const del = await a.call(routineEndpoints.remove, { params: { id: r1.id } });
    expect(del.json()).toEqual({ success: true, message: 'Rotina removida!' });
  });
});

describe('/dashboard/pre-configured-texts', () => {
  it('creates, lists, updates and deletes, per user', async () => {
    const res = await a.call(textEndpoints.create, {
      body: {
        title: 'Boas-vindas',
        content: 'Olá! Como podemos ajudar?',
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().text.id;
    expect((await a.call(textEndpoints.list)).json().texts).toEqual([
      { id, title: 'Boas-vindas', content: 'Olá! Como podemos ajudar?' },
    ]);
    expect((await b.call(textEndpoints.list)).json().texts).toEqual([]);
    const upd = await a.call(textEndpoints.update, {
      params: { id },
      body: {
        title: 'Boas-vindas',
        content: 'Oi!',
      },
    });
    expect(upd.json().text.content).toBe('Oi!');
    expect(
      (
        await b.call(textEndpoints.update, {
          params: { id },
          body: {
            title: 'x',
            content: 'y',
          },
        })
      ).statusCode,
    ).toBe(404);
    expect((await b.call(textEndpoints.remove, { params: { id } })).statusCode).toBe(404);
    expect((await a.call(textEndpoints.remove, { params: { id } })).statusCode).toBe(200);
    expect((await a.call(textEndpoints.list)).json().texts).toEqual([]);
  });

  it.each([
    [{ title: '', content: 'x' }, 'Título e conteúdo são obrigatórios'],
    [{ title: 'x', content: '  ' }, 'Título e conteúdo são obrigatórios'],
    [{}, 'Título e conteúdo são obrigatórios'],
    [{ title: 'x'.repeat(101), content: 'y' }, 'O título deve ter no máximo 100 caracteres.'],
    [{ title: 'x', content: 'y'.repeat(4001) }, 'O conteúdo deve ter no máximo 4000 caracteres.'],
  ])('rejects %j', async (payload, message) => {
    const res = await a.callLoose(textEndpoints.create, { body: payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
