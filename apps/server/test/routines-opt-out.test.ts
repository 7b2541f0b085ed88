import { BOARD_CURSOR_HEADER } from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, chats } from '../src/db/schema.ts';
import { routineRunsRepo } from '../src/modules/routines/routine-runs-repo.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import { openStream } from './helpers/sse-client.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  freshIp,
  post,
  signUp,
  type TestApp,
  withoutOpeningHours,
} from './helpers/test-app.ts';

let t: TestApp;
let sim: TestSimulator;
let user: Awaited<ReturnType<typeof signUp>>;
let instanceId: string;
let secret: string;

const MIN = 60_000;
const ANA = '5511960000011';
const BIA = '5511960000012';
const ROUTINE = 'Oi! Conseguiu ver nossa mensagem?';

async function sentTo(phone: string): Promise<string[]> {
  const log = (await sim.control(`/instances/${instanceId}/sent`)).body as unknown as Array<{
    phone: string;
    message?: string;
  }>;
  return log.filter((s) => s.phone === phone).map((s) => s.message ?? '');
}

const run = () => t.app.services.routineRunner.runOnce();

/** A message through the real webhook, from the patient or from the clinic's phone. */
const writes = (phone: string, text: string, fromMe = false) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${secret}`,
    payload: {
      type: 'ReceivedCallback',
      messageId: `M${Date.now()}${Math.random()}`,
      phone,
      fromMe,
      momment: t.clock.now().getTime(),
      text: { message: text },
    },
  });

async function card(phone: string) {
  const res = await callAs(t, user.token, 'GET', '/dashboard/zapi/chats');
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().chats as Array<{
    chatId: string;
    automationOff: boolean;
    nextRoutineAt: string | null;
  }>;
  return list.find((c) => c.chatId === phone)!;
}

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 0 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock });
  user = await signUp(t);
  await withoutOpeningHours(t, user.token);
  const inst = await seedInstance(t, user.id, { instanceId: 'OPTOUT1', token: 'TOKOPT' });
  instanceId = inst.instanceId;
  secret = inst.webhookSecret;
  await callAs(t, user.token, 'GET', '/dashboard/zapi/qr-code');
  await sim.control(`/instances/${instanceId}/scan`, {});
  await callAs(t, user.token, 'GET', '/dashboard/zapi/status');
  const created = await callAs(t, user.token, 'POST', '/dashboard/routines', {
    sequenceNumber: 1,
    textContent: ROUTINE,
    hoursDelay: 1,
  });
  expect(created.statusCode).toBe(201);
});

afterAll(async () => {
  await t.close();
  await sim.close();
});

describe('a patient who asks for no automatic messages', () => {
  it('a stop word inside a longer message is left to staff', async () => {
    const CAIO = '5511960000013';
    await writes(CAIO, 'Bom dia!', true);
    await writes(CAIO, 'Quero cancelar a consulta de amanhã');
    expect(await card(CAIO)).toMatchObject({ automationOff: false });
  });

  it('the card says so live: the message event and the board sync carry it', async () => {
    const EVA = '5511960000015';
    await writes(EVA, 'Sua consulta está confirmada.', true);
    const list = await callAs(t, user.token, 'GET', '/dashboard/zapi/chats');
    const cursor = String(list.headers[BOARD_CURSOR_HEADER]);
    const stream = await openStream(
      `${t.publicUrl}/api/notifications/stream?token=${encodeURIComponent(user.token)}`,
    );
    await writes(EVA, 'Oi');
    await writes(EVA, 'PARAR');
    const said = (text: string) =>
      stream.waitFor((e) => e.event === 'new-message' && e.data.message === text);
    expect((await said('Oi')).data).toMatchObject({ chatId: EVA, automationOff: false });
    expect((await said('PARAR')).data).toMatchObject({ chatId: EVA, automationOff: true });
    await stream.close();
    const changes = (
      await callAs(t, user.token, 'GET', `/dashboard/zapi/chats/changes?since=${cursor}`)
    ).json();
    expect(changes.chats).toEqual([
      expect.objectContaining({ chatId: EVA, automationOff: true, nextRoutineAt: null }),
    ]);
  });

  it("'Parar.' keeps every routine from that chat, even after the clinic answers, and the card says so", async () => {
    await writes(ANA, 'Oi, tudo bem?', true);
    await writes(ANA, ' Parar. ');
    await writes(ANA, 'Certo, não enviaremos mais lembretes.', true);
    expect(await card(ANA)).toMatchObject({ automationOff: true, nextRoutineAt: null });
    t.clock.advance(120 * MIN);
    await run();
    expect(await sentTo(ANA)).toEqual([]);
  });

  it('a step claimed before the stop word came is not sent', async () => {
    await writes(BIA, 'Sua consulta está confirmada.', true);
    t.clock.advance(61 * MIN);
    // The step is claimed (as by a process that then died), and the stop word lands meanwhile.
    const claimed = await routineRunsRepo.claimDue(t.database.db, t.clock.now(), 25, null);
    expect(claimed.map((c) => c.chat_id)).toEqual([BIA]);
    await t.database.db
      .update(chats)
      .set({ routineOptedOutAt: t.clock.now() })
      .where(and(eq(chats.clinicId, user.id), eq(chats.chatId, BIA)));
    // Past the stale limit another pass takes the claim over: it reconciles, then refuses to send.
    t.clock.advance(3 * MIN);
    await run();
    expect(await sentTo(BIA)).toEqual([]);
    expect(await card(BIA)).toMatchObject({ automationOff: true });
  });

  it("'Resetar Rotinas' is staff's way back: the card clears and the routine goes again", async () => {
    const [before] = await t.database.db
      .select({ optedOutAt: chats.routineOptedOutAt })
      .from(chats)
      .where(and(eq(chats.clinicId, user.id), eq(chats.chatId, ANA)));
    expect(before!.optedOutAt).not.toBeNull();
    // An Atendente cannot clear a patient's opt-out (review 3, finding 5).
    const bruno = (await joinClinic(t, user.token)).token;
    const byAtendente = await callAs(t, bruno, 'PATCH', `/dashboard/chats/${ANA}/reset-routine`, {
      confirmOptOut: true,
    });
    expect(byAtendente.statusCode).toBe(403);
    expect(byAtendente.json().message).toBe(
      'Só o Responsável pode retomar as rotinas de quem pediu para não receber mensagens automáticas.',
    );
    // The Responsável is asked to confirm first; nothing changes until then.
    const unconfirmed = await callAs(
      t,
      user.token,
      'PATCH',
      `/dashboard/chats/${ANA}/reset-routine`,
    );
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(
      'O paciente pediu para não receber mensagens automáticas. Confirme para retomar as rotinas.',
    );
    expect(await card(ANA)).toMatchObject({ automationOff: true });

    const res = await callAs(t, user.token, 'PATCH', `/dashboard/chats/${ANA}/reset-routine`, {
      confirmOptOut: true,
    });
    expect(res.statusCode).toBe(200);
    // The audit keeps who cleared it and when the patient had opted out.
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clinicId, user.id), eq(auditLog.action, 'chat.opt_out_cleared')));
    expect(entries).toMatchObject([
      {
        actorUserId: user.id,
        details: { chatId: ANA, optedOutAt: before!.optedOutAt!.toISOString() },
      },
    ]);
    // A chat that never opted out is reset by anyone, with no question.
    const plain = await callAs(t, bruno, 'PATCH', `/dashboard/chats/${ANA}/reset-routine`);
    expect(plain.statusCode).toBe(200);
    expect(await card(ANA)).toMatchObject({ automationOff: false });
    t.clock.advance(61 * MIN);
    await run();
    expect(await sentTo(ANA)).toEqual([ROUTINE]);
  });
});

describe("the clinic's own stop words", () => {
  const CAIO = '5511960000013';
  const DORA = '5511960000014';

  // The tests above moved the clock past the session's 4 idle hours: sign in again.
  beforeAll(async () => {
    const res = await post(
      t.app,
      '/auth/login',
      { email: user.email, password: user.password },
      { remoteAddress: freshIp() },
    );
    user = { ...user, token: res.json().token };
  });

  it('answers the defaults until the clinic writes its own, and refuses bad lists in pt-BR', async () => {
    const before = await callAs(t, user.token, 'GET', '/dashboard/routines/stop-words');
    expect(before.json()).toEqual({
      success: true,
      words: ['PARAR', 'SAIR', 'CANCELAR', 'DESCADASTRAR'],
      defaults: ['PARAR', 'SAIR', 'CANCELAR', 'DESCADASTRAR'],
      custom: false,
    });
    for (const [words, message] of [
      [[], 'Informe ao menos uma palavra de parada.'],
      [['   '], 'Uma palavra de parada não pode ficar vazia.'],
      [['x'.repeat(31)], 'Cada palavra de parada deve ter no máximo 30 caracteres.'],
      [Array.from({ length: 21 }, (_, i) => `p${i}`), 'No máximo 20 palavras de parada.'],
    ] as const) {
      const res = await callAs(t, user.token, 'PUT', '/dashboard/routines/stop-words', { words });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await callAs(t, user.token, 'GET', '/dashboard/routines/stop-words')).json().custom,
    ).toBe(false);
  });

  it("stops the routines on the clinic's words, and no longer on a default it took out", async () => {
    const saved = await callAs(t, user.token, 'PUT', '/dashboard/routines/stop-words', {
      words: ['Não quero mais', 'nao quero mais', 'STOP'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      words: ['Não quero mais', 'STOP'],
      custom: true,
      message: 'Palavras de parada salvas',
    });

    await writes(CAIO, 'Olá, tudo bem?', true);
    await writes(CAIO, 'NAO QUERO MAIS!');
    await writes(DORA, 'Olá, tudo bem?', true);
    await writes(DORA, 'parar');
    expect((await card(CAIO)).automationOff).toBe(true);
    expect((await card(DORA)).automationOff).toBe(false);

    const back = await callAs(t, user.token, 'PUT', '/dashboard/routines/stop-words', {
      words: null,
    });
    expect(back.json()).toMatchObject({
      custom: false,
      message: 'Palavras de parada padrão restauradas',
    });
    await writes(DORA, 'PARAR');
    expect((await card(DORA)).automationOff).toBe(true);
  });

  it("is another clinic's business only: a second clinic keeps the defaults", async () => {
    const other = await signUp(t);
    const res = await callAs(t, other.token, 'GET', '/dashboard/routines/stop-words');
    expect(res.json().custom).toBe(false);
  });
});
