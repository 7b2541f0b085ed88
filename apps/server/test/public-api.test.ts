import {
  API_SCOPES,
  type ApiScope,
  apiKeyEndpoints,
  type EndpointDef,
  type EndpointInput,
  publicApiEndpoints as api,
  teamEndpoints,
  privacyEndpoints,
} from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callApi, callLoose, signedInClinic } from './helpers/call-api.ts';
import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import { signUp, type TestApp } from './helpers/test-app.ts';

/**
 * The public API (/api/v1) with the clinic's keys ('Integrações'): a key of each scope reaches
 * its routes and no other (403 in pt-BR), a revoked or unknown key is 401, another clinic's key
 * finds none of this clinic's ids (404), and an appointment upserted by the clinic system's own
 * id twice changes nothing the second time.
 */

let clinic: LinkedClinic;
let t: TestApp;
const MARIA = '5511950000001';
const JOAO = '5511950000002';
/** One key per scope of this clinic, and one with every scope. */
const keyOf = {} as Record<ApiScope | 'all', string>;
let otherKey: string;
let revokedKey: string;

type Probe = { scope: ApiScope; call: (key: string) => ReturnType<typeof callApi> };

const as = <E extends EndpointDef>(key: string, endpoint: E, input?: EndpointInput<E>) =>
  callApi(t, key, endpoint, input);

async function createKey(token: string, name: string, scopes: ApiScope[]) {
  const res = await callApi(t, token, apiKeyEndpoints.create, { body: { name, scopes } });
  expect(res.statusCode, res.body).toBe(201);
  return res.data();
}

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'PUBAPI1', token: 'TOKPUBAPI' });
  t = clinic.t;
  await clinic.writes(MARIA, 'Oi, quero marcar', 'Maria Souza');
  await clinic.writes(JOAO, 'Bom dia', 'João Lima');
  for (const scope of API_SCOPES)
    keyOf[scope] = (await createKey(clinic.token, `Chave ${scope}`, [scope])).token;
  keyOf.all = (await createKey(clinic.token, 'Agenda Feegow', [...API_SCOPES])).token;
  const revoked = await createKey(clinic.token, 'Antiga', [...API_SCOPES]);
  revokedKey = revoked.token;
  await callApi(t, clinic.token, apiKeyEndpoints.revoke, { params: { id: revoked.key.id } });
  const other = await signedInClinic(t, 'Bruno Costa');
  otherKey = (await createKey(other.token, 'Outra clínica', [...API_SCOPES])).token;
}, 60_000);
afterAll(() => clinic?.close());

/** Every public route, with a call this clinic's ids make valid, and the scope it needs. */
const probes = (): Record<string, Probe> => ({
  chats: { scope: 'chats:read', call: (k) => as(k, api.chats, { query: {} }) },
  messages: {
    scope: 'chats:read',
    call: (k) => as(k, api.messages, { params: { chatId: MARIA }, query: {} }),
  },
  send: {
    scope: 'messages:send',
    call: (k) => as(k, api.send, { body: { chatId: MARIA, text: 'Olá, Maria!' } }),
  },
  appointmentsDay: {
    scope: 'appointments:read',
    call: (k) => as(k, api.appointmentsDay, { query: {} }),
  },
  upsert: {
    scope: 'appointments:write',
    call: (k) =>
      as(k, api.upsertAppointment, {
        params: { externalId: 'probe-1' },
        body: { chatId: MARIA, startsAt: clinic.inHours(48), professional: 'Dra. Ana' },
      }),
  },
  attendance: {
    scope: 'appointments:write',
    call: (k) =>
      as(k, api.attendance, {
        params: { externalId: 'probe-1' },
        body: { attendance: 'clinicCancelled' },
      }),
  },
  cancel: {
    scope: 'appointments:write',
    call: (k) => as(k, api.cancelAppointment, { params: { externalId: 'probe-1' } }),
  },
  waitingList: {
    scope: 'waiting-list:write',
    call: (k) => as(k, api.waitingList, { body: { chatId: JOAO, procedure: 'Limpeza' } }),
  },
  agendaReport: {
    scope: 'reports:read',
    call: (k) => as(k, api.agendaReport, { query: { period: '30d' } }),
  },
});

describe('the public API with clinic keys', () => {
  it('has a probe for every public route', () => {
    expect(Object.keys(probes()).length).toBe(Object.keys(api).length);
  });

  it('answers a key with the scope, and refuses every other scope with 403 in pt-BR', async () => {
    for (const [name, probe] of Object.entries(probes())) {
      for (const scope of API_SCOPES) {
        if (scope === probe.scope) continue;
        const res = await probe.call(keyOf[scope]);
        expect(res.statusCode, `${name} com ${scope}: ${res.body}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        expect(res.json().message).toContain('Esta chave não tem a permissão');
      }
      const res = await probe.call(keyOf[probe.scope]);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('refuses a revoked key, an unknown key, a session token and no key with 401', async () => {
    const unknown = `cck_${'A'.repeat(43)}`;
    for (const [name, probe] of Object.entries(probes())) {
      for (const key of [revokedKey, unknown, clinic.token, 'cck_curta']) {
        const res = await probe.call(key);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(401);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'UNAUTHORIZED',
          message: 'Chave de API inválida ou revogada.',
        });
      }
      const none = await callLoose(t, undefined, api.chats);
      expect(none.statusCode).toBe(401);
    }
  });

  it("never shows or changes this clinic's data to another clinic's key", async () => {
    await as(keyOf.all, api.upsertAppointment, {
      params: { externalId: 'only-ours' },
      body: { chatId: MARIA, startsAt: clinic.inHours(72), professional: 'Dra. Ana' },
    });
    const chats = await as(otherKey, api.chats, { query: {} });
    expect(chats.data().chats).toEqual([]);
    const day = await as(otherKey, api.appointmentsDay, {
      query: { date: clinic.inHours(72).slice(0, 10) },
    });
    expect(day.data().appointments).toEqual([]);
    const foreign = [
      as(otherKey, api.messages, { params: { chatId: MARIA }, query: {} }),
      as(otherKey, api.send, { body: { chatId: MARIA, text: 'Oi' } }),
      as(otherKey, api.cancelAppointment, { params: { externalId: 'only-ours' } }),
      as(otherKey, api.attendance, {
        params: { externalId: 'only-ours' },
        body: { attendance: 'clinicCancelled' },
      }),
      as(otherKey, api.waitingList, { body: { chatId: MARIA, procedure: 'Limpeza' } }),
      // Their own upsert under our id and our patient's chat: the chat is not theirs.
      as(otherKey, api.upsertAppointment, {
        params: { externalId: 'only-ours' },
        body: { chatId: MARIA, startsAt: clinic.inHours(72), professional: 'Dr. Intruso' },
      }),
    ];
    for (const res of await Promise.all(foreign)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().success).toBe(false);
    }
    const ours = await as(keyOf.all, api.appointmentsDay, {
      query: { date: clinic.inHours(72).slice(0, 10) },
    });
    expect(ours.data().appointments.find((a) => a.externalId === 'only-ours')).toMatchObject({
      professional: 'Dra. Ana',
      state: 'waiting',
    });
  });

  it('upserts by externalId: the same call twice changes nothing, a new time moves it', async () => {
    const body = {
      chatId: JOAO,
      startsAt: clinic.inHours(50),
      professional: 'Dr. Paulo',
      procedure: 'Avaliação',
      remindHoursBefore: [24, 2],
    };
    const put = () =>
      as(keyOf['appointments:write'], api.upsertAppointment, {
        params: { externalId: 'feegow:991' },
        body,
      });
    const first = (await put()).data();
    expect(first).toMatchObject({ changed: true, appointment: { externalId: 'feegow:991' } });
    const second = (await put()).data();
    expect(second.changed).toBe(false);
    expect(second.message).toBe('Nada mudou: a consulta já estava assim.');
    expect(second.appointment).toEqual(first.appointment);
    const list = await clinic.call('GET', `/dashboard/chats/${JOAO}/appointments`);
    expect(list.json().appointments).toHaveLength(1);

    body.startsAt = clinic.inHours(54);
    const moved = (await put()).data();
    expect(moved.changed).toBe(true);
    expect(moved.appointment.id).toBe(first.appointment.id);
    expect(moved.appointment.startsAt).toBe(body.startsAt);

    const cancel = () =>
      as(keyOf['appointments:write'], api.cancelAppointment, {
        params: { externalId: 'feegow:991' },
      });
    expect((await cancel()).data()).toMatchObject({
      changed: true,
      appointment: { state: 'cancelled' },
    });
    expect((await cancel()).data().changed).toBe(false);
  });

  it('sends through the same rules as the chat window, and records who did it', async () => {
    const sent = await as(keyOf['messages:send'], api.send, {
      body: { phone: '+55 11 95000-0001', text: 'Sua consulta está confirmada.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await clinic.sentTo(MARIA)).toContain('Sua consulta está confirmada.');
    // A program's message is automatic: no one who said a stop word, no template without consent.
    await clinic.writes('5511950000003', 'PARAR', 'Rosa Alves');
    const stopped = await as(keyOf['messages:send'], api.send, {
      body: { chatId: '5511950000003', text: 'Promoção de limpeza!' },
    });
    expect(stopped.statusCode).toBe(422);
    expect(stopped.json().message).toContain('pediu para não receber mensagens automáticas');
    const template = await as(keyOf['messages:send'], api.send, {
      body: {
        chatId: MARIA,
        template: { templateId: '0b6c5d1e-8f2a-4c3b-9d7e-1a2b3c4d5e6f', variables: [] },
      },
    });
    expect(template.statusCode).toBe(422);
    expect(template.json().message).toContain('consentimento registrado');
    const neither = await callLoose(t, keyOf['messages:send'], api.send, {
      body: { text: 'Oi' },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('chatId ou phone');

    const audit = await callApi(t, clinic.token, teamEndpoints.auditLog, { query: {} });
    const entry = audit.data().entries.find((e) => e.action === 'message.send');
    expect(entry?.actorName).toContain('pela chave de API "Chave messages:send"');
    await as(keyOf.all, api.messages, { params: { chatId: JOAO }, query: {} });
    const reads = await callApi(t, clinic.token, privacyEndpoints.accessLog, { query: {} });
    expect(reads.data().entries.some((e) => e.detail?.includes('pela chave de API'))).toBe(true);
  });

  it('sends to a phone the clinic never talked to: its chat is opened under the folded number', async () => {
    const key = keyOf['messages:send'];
    // Written without the ninth digit: the chat is keyed with it, like a patient's own message.
    const sent = await as(key, api.send, {
      body: { phone: '+55 (11) 8123-4567', text: 'Olá! Aqui é a clínica.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await clinic.sentTo('5511981234567')).toEqual(['Olá! Aqui é a clínica.']);
    const chats = await as(keyOf['chats:read'], api.chats, { query: { limit: 100 } });
    const opened = chats.data().chats.find((c) => c.chatId === '5511981234567');
    expect(opened).toMatchObject({
      phone: '5511981234567',
      lastMessageContent: 'Olá! Aqui é a clínica.',
    });
    // The same phone again, either spelling, is the same chat; the patient's answer lands there.
    t.clock.advance(1_000);
    await as(key, api.send, { body: { phone: '5511981234567', text: 'Confirma amanhã?' } });
    t.clock.advance(1_000);
    await clinic.writes('551181234567', 'Confirmo', 'Paulo Reis');
    const after = (await as(keyOf['chats:read'], api.chats, { query: { limit: 100 } })).data();
    expect(after.chats.filter((c) => c.chatId.endsWith('81234567')).map((c) => c.chatId)).toEqual([
      '5511981234567',
    ]);
    const history = await as(keyOf['chats:read'], api.messages, {
      params: { chatId: '5511981234567' },
      query: {},
    });
    expect(history.data().messages.map((m) => m.content)).toEqual([
      'Olá! Aqui é a clínica.',
      'Confirma amanhã?',
      'Confirmo',
    ]);
    // Each send is the member's send: audited, in the key's name.
    const audit = await callApi(t, clinic.token, teamEndpoints.auditLog, { query: {} });
    const sends = audit
      .data()
      .entries.filter((e) => e.action === 'message.send' && e.target === '5511981234567');
    expect(sends).toHaveLength(2);
    expect(sends[0]!.actorName).toContain('pela chave de API');
  });

  it('refuses a bad phone with 400 in pt-BR, another scope with 403, and opens nothing', async () => {
    for (const phone of ['11 98123-4567', '5500981234567', '0800 123 4567', '+55 11 9812']) {
      const res = await callLoose(t, keyOf['messages:send'], api.send, {
        body: { phone, text: 'Oi' },
      });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().details[0].message).toContain('código do país');
    }
    const wrongScope = await as(keyOf['chats:read'], api.send, {
      body: { phone: '5511970000077', text: 'Oi' },
    });
    expect(wrongScope.statusCode).toBe(403);
    const all = (await as(keyOf['chats:read'], api.chats, { query: { limit: 100 } })).data();
    expect(all.chats.map((c) => c.chatId)).not.toContain('5511970000077');
  });

  it("never reaches this clinic's patients with another clinic's key", async () => {
    // A phone is not an id of this clinic's: the other clinic's key would open its own chat
    // with it. That clinic has no number, so it cannot send, and opens no chat anywhere.
    const res = await as(otherKey, api.send, { body: { phone: MARIA, text: 'Oi, Maria' } });
    expect(res.statusCode).toBe(422);
    expect(await clinic.sentTo(MARIA)).not.toContain('Oi, Maria');
    const theirs = await as(otherKey, api.chats, { query: {} });
    expect(theirs.data().chats).toEqual([]);
  });

  it('does not bring back an erased patient by sending to their phone', async () => {
    const gone = '5511970000009';
    await clinic.writes(gone, 'Quero apagar meus dados', 'Lúcia Prado');
    const erase = await callApi(t, clinic.token, privacyEndpoints.erase, {
      params: { chatId: gone },
      body: { confirmPhone: '+55 (11) 97000-0009' },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    // Under either spelling of the number.
    for (const phone of [gone, '551170000009']) {
      const res = await as(keyOf['messages:send'], api.send, { body: { phone, text: 'Olá!' } });
      expect(res.statusCode, phone).toBe(422);
      expect(res.json().message).toContain('foram apagados a pedido dele');
    }
    expect(await clinic.sentTo(gone)).toEqual([]);
    const all = (await as(keyOf['chats:read'], api.chats, { query: { limit: 100 } })).data();
    expect(all.chats.map((c) => c.chatId)).not.toContain(gone);
  });

  it('keeps one appointment when the same upsert arrives twice at once', async () => {
    const put = () =>
      as(keyOf.all, api.upsertAppointment, {
        params: { externalId: 'twice-at-once' },
        body: { chatId: JOAO, startsAt: clinic.inHours(80), professional: 'Dra. Ana' },
      });
    const answers = await Promise.all([put(), put()]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.map((r) => r.data().changed).sort()).toEqual([false, true]);
    expect(answers[0]!.data().appointment.id).toBe(answers[1]!.data().appointment.id);
  });

  it('limits each key to 120 calls a minute, in pt-BR, without touching other keys', async () => {
    const { token } = await createKey(clinic.token, 'Muito rápida', ['appointments:read']);
    const day = (key: string) => as(key, api.appointmentsDay, { query: {} });
    for (let i = 0; i < 120; i++) expect((await day(token)).statusCode).toBe(200);
    const over = await day(token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas chamadas com esta chave. Aguarde um minuto e tente de novo.',
    });
    expect((await day(keyOf['appointments:read'])).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await day(token)).statusCode).toBe(200);
  });

  it('pages chats with a cursor', async () => {
    const first = (await as(keyOf.all, api.chats, { query: { limit: '1' } })).data();
    expect(first.chats).toHaveLength(1);
    expect(first.next).not.toBeNull();
    const second = (
      await as(keyOf.all, api.chats, { query: { limit: '1', after: first.next! } })
    ).data();
    expect(second.chats[0]!.chatId).not.toBe(first.chats[0]!.chatId);
  });

  it('lists keys without their tokens, with the last use, and only to the Responsável', async () => {
    const list = (await callApi(t, clinic.token, apiKeyEndpoints.list)).data();
    expect(list.keys.map((k) => k.name)).not.toContain('Antiga');
    const feegow = list.keys.find((k) => k.name === 'Agenda Feegow')!;
    expect(feegow.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(keyOf.all);
    expect(keyOf.all.startsWith(feegow.hint)).toBe(true);
    const stranger = await signUp(t, 'Carla Dias');
    const theirs = await callApi(t, stranger.token, apiKeyEndpoints.revoke, {
      params: { id: feegow.id },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('groups the public API under its own tag, with the key scheme and examples', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const upsert = doc.paths['/api/v1/appointments/{externalId}']!.put!;
    expect(upsert.tags).toEqual(['API pública (v1)']);
    expect(upsert.security).toEqual([{ chaveApi: [] }]);
    expect(doc.components.securitySchemes.chaveApi).toBeDefined();
    expect(JSON.stringify(upsert)).toContain('Dra. Ana Lima');
  });
});
