import { BOARD_CURSOR_HEADER, chatEndpoints, routineEndpoints } from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, chats } from '../src/db/schema.ts';
import { routineRunsRepo } from '../src/modules/routines/routine-runs-repo.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { callApi, type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { openStream } from './helpers/sse-client.ts';
import type { TestApp } from './helpers/test-app.ts';

let conn: ConnectedClinic;
let t: TestApp;
let user: SignedInClinic;

const MIN = 60_000;
const ANA = '5511960000011';
const BIA = '5511960000012';
const ROUTINE = 'Oi! Conseguiu ver nossa mensagem?';

const sentTo = (phone: string) => conn.sentTo(phone);

const run = () => t.app.services.routineRunner.runOnce();

/** A message through the real webhook, from the patient or from the clinic's phone. */
const writes = (phone: string, text: string, fromMe = false) =>
  conn.writes(phone, text, { fromMe });

async function card(phone: string) {
  const res = await user.call(chatEndpoints.list);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().chats as Array<{
    chatId: string;
    automationOff: boolean;
    nextRoutineAt: string | null;
  }>;
  return list.find((c) => c.chatId === phone)!;
}

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'OPTOUT1', anyHour: true });
  ({ t, clinic: user } = conn);
  const created = await user.call(routineEndpoints.create, {
    body: {
      sequenceNumber: 1,
      textContent: ROUTINE,
      hoursDelay: 1,
    },
  });
  expect(created.statusCode).toBe(201);
});

afterAll(() => conn.close());

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
    const list = await user.call(chatEndpoints.list);
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
      await user.call(chatEndpoints.changes, { query: { since: String(cursor) } })
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
    const claimed = await routineRunsRepo.attempts.claimDue(t.database.db, t.clock.now(), 25);
    expect(claimed.map((c) => c.chatId)).toEqual([BIA]);
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
    const byAtendente = await callApi(t, bruno, chatEndpoints.resetRoutine, {
      params: { chatId: ANA },
      body: {
        confirmOptOut: true,
      },
    });
    expect(byAtendente.statusCode).toBe(403);
    expect(byAtendente.json().message).toBe(
      'Só o Responsável pode retomar as rotinas de quem pediu para não receber mensagens automáticas.',
    );
    // The Responsável is asked to confirm first; nothing changes until then.
    const unconfirmed = await user.call(chatEndpoints.resetRoutine, { params: { chatId: ANA } });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(
      'O paciente pediu para não receber mensagens automáticas. Confirme para retomar as rotinas.',
    );
    expect(await card(ANA)).toMatchObject({ automationOff: true });

    const res = await user.call(chatEndpoints.resetRoutine, {
      params: { chatId: ANA },
      body: {
        confirmOptOut: true,
      },
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
    const plain = await callApi(t, bruno, chatEndpoints.resetRoutine, { params: { chatId: ANA } });
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
  beforeAll(() => user.signInAgain());

  it('answers the defaults until the clinic writes its own, and refuses bad lists in pt-BR', async () => {
    const before = await user.call(routineEndpoints.stopWords);
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
      const res = await user.callLoose(routineEndpoints.setStopWords, { body: { words } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await user.call(routineEndpoints.stopWords)).json().custom).toBe(false);
  });

  it("stops the routines on the clinic's words, and no longer on a default it took out", async () => {
    const saved = await user.call(routineEndpoints.setStopWords, {
      body: {
        words: ['Não quero mais', 'nao quero mais', 'STOP'],
      },
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

    const back = await user.call(routineEndpoints.setStopWords, {
      body: {
        words: null,
      },
    });
    expect(back.json()).toMatchObject({
      custom: false,
      message: 'Palavras de parada padrão restauradas',
    });
    await writes(DORA, 'PARAR');
    expect((await card(DORA)).automationOff).toBe(true);
  });

  it("is another clinic's business only: a second clinic keeps the defaults", async () => {
    const other = await signedInClinic(t);
    const res = await other.call(routineEndpoints.stopWords);
    expect(res.json().custom).toBe(false);
  });
});
