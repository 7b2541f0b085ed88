import {
  appointmentEndpoints,
  chatEndpoints,
  chatMergeEndpoints,
  formatPhone,
  messageEndpoints,
  noteEndpoints,
  privacyEndpoints,
  tagEndpoints,
  taskEndpoints,
  teamEndpoints,
  utcToLocal,
  waitingListEndpoints,
} from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, chatIdentifiers, chats } from '../src/db/schema.ts';
import { callApi, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { joinClinic } from './helpers/join-clinic.ts';

/**
 * Issue 48's 'Mesclar conversas': the Responsável joins two chats of one patient (preview, merge,
 * undo the same day), through the one merge of the code; and who wrote a note or sent a message
 * once they left the team.
 */
const ROSA = '5511987650101';
const ROSA_OLD = '5511976540102';
const OTHER = '5511965430103';
const DAY = 24 * 3_600_000;

let c: ConnectedClinic;
let bruno: Awaited<ReturnType<typeof joinClinic>>;

const ana = () => c.clinic;
const preview = (chatId: string, absorb: string) =>
  ana().callLoose(chatMergeEndpoints.preview, { params: { chatId }, query: { absorb } });
const merge = (chatId: string, absorb: unknown, token = ana().token) =>
  callApi(c.t, token, chatMergeEndpoints.merge, {
    params: { chatId },
    body: { absorb: absorb as string },
  });
const contents = async (chatId: string) =>
  (await ana().call(messageEndpoints.list, { params: { chatId } }))
    .data()
    .messages.map((m) => m.content);
const notes = async (chatId: string) =>
  (await ana().call(noteEndpoints.list, { params: { chatId } })).data().notes;
const boardIds = async () =>
  (await ana().call(chatEndpoints.list)).json().chats.map((x: { chatId: string }) => x.chatId);

beforeAll(async () => {
  c = await openConnectedClinic({ instanceId: 'MERGE1', name: 'Ana Souza' });
  bruno = await joinClinic(c.t, ana().token, { name: 'Bruno Lima' });
  await c.writes(ROSA, 'Oi, sou a Rosa', { name: 'Rosa Lima' });
  await c.writes(ROSA_OLD, 'Mensagem do número antigo', { name: 'Rosa (antigo)' });
  await c.writes(ROSA_OLD, 'Outra do número antigo');
  // Everything keyed to the old number's chat: a tag, a task, an appointment, the waiting list,
  // a note.
  const tag = (await ana().call(tagEndpoints.create, { body: { name: 'Retorno' } })).json().tag;
  await ana().call(tagEndpoints.setChatTags, {
    params: { chatId: ROSA_OLD },
    body: { tagIds: [tag.id] },
  });
  const soon = utcToLocal(new Date(c.t.clock.now().getTime() + 2 * DAY), 'America/Sao_Paulo');
  const task = await ana().call(taskEndpoints.create, {
    body: { chatId: ROSA_OLD, message: 'Seu exame chegou', scheduledDate: soon.slice(0, 19) },
  });
  expect(task.statusCode, task.body).toBe(201);
  const appointment = await ana().call(appointmentEndpoints.create, {
    body: { chatId: ROSA_OLD, startsAt: soon.slice(0, 16), professional: 'Dra. Ana' },
  });
  expect(appointment.statusCode, appointment.body).toBe(201);
  const waiting = await ana().call(waitingListEndpoints.add, {
    body: { chatId: ROSA_OLD, procedure: 'Limpeza' },
  });
  expect(waiting.statusCode, waiting.body).toBe(201);
  await ana().call(noteEndpoints.create, {
    params: { chatId: ROSA_OLD },
    body: { text: 'Paciente prefere manhã' },
  });
});
afterAll(async () => {
  await c.close();
});

describe('Mesclar conversas', () => {
  it('previews what moves, and which chat stays', async () => {
    const res = await preview(ROSA, ROSA_OLD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data()).toMatchObject({
      kept: { chatId: ROSA, name: 'Rosa Lima' },
      absorbed: { chatId: ROSA_OLD, name: 'Rosa (antigo)' },
      moves: {
        messages: 2,
        tags: 1,
        tasks: 1,
        appointments: 1,
        waitingList: 1,
        notes: 1,
        identifiers: 1,
      },
    });
  });

  it('refuses a chat with itself and bad input in pt-BR (400), an Atendente (403)', async () => {
    const self = await merge(ROSA, ROSA);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/ela mesma/);
    for (const bad of ['', 'não é um id', 42]) {
      const res = await merge(ROSA, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe('Escolha a conversa a mesclar.');
    }
    expect((await preview(ROSA, 'a b')).statusCode).toBe(400);
    const asAtendente = await merge(ROSA, ROSA_OLD, bruno.token);
    expect(asAtendente.statusCode).toBe(403);
    expect(asAtendente.json().success).toBe(false);
  });

  it("never reaches another clinic's chat (404)", async () => {
    const stranger = await signedInClinic(c.t, 'Outra Clínica');
    const res = await stranger.callLoose(chatMergeEndpoints.preview, {
      params: { chatId: ROSA },
      query: { absorb: ROSA_OLD },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await callApi(c.t, stranger.token, chatMergeEndpoints.merge, {
          params: { chatId: ROSA },
          body: { absorb: ROSA_OLD },
        })
      ).statusCode,
    ).toBe(404);
    // Nor is a chat of this clinic absorbed from there, nor an unknown one here.
    expect((await preview(ROSA, '5511900000000')).statusCode).toBe(404);
  });

  it('refuses an erased chat with a clear 409', async () => {
    await c.writes(OTHER, 'Quero apagar meus dados');
    const erased = await ana().call(privacyEndpoints.erase, {
      params: { chatId: OTHER },
      body: { confirmPhone: formatPhone(OTHER) },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const res = await merge(ROSA, OTHER);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/apagados/);
  });

  let mergeId = '';
  it('moves everything to the kept chat in one go, with a system note and the audit', async () => {
    const res = await merge(ROSA, ROSA_OLD);
    expect(res.statusCode, res.body).toBe(200);
    mergeId = res.data().mergeId;
    expect(await boardIds()).not.toContain(ROSA_OLD);
    expect(await contents(ROSA)).toEqual([
      'Oi, sou a Rosa',
      'Mensagem do número antigo',
      'Outra do número antigo',
    ]);
    const kept = await notes(ROSA);
    expect(kept.map((n) => n.authorKind)).toEqual(['member', 'system']);
    expect(kept[1]!.text).toMatch(/^Ana Souza mesclou aqui a conversa de Rosa \(antigo\)/);
    const moved = (await preview(ROSA, ROSA)).statusCode; // the kept chat is still there
    expect(moved).toBe(400);
    const stranger = await signedInClinic(c.t, 'Terceira Clínica');
    const foreign = await callApi(c.t, stranger.token, chatMergeEndpoints.undo, {
      params: { mergeId },
    });
    expect(foreign.statusCode).toBe(404);
    const [rosa] = await c.t.database.db.select().from(chats).where(eq(chats.chatId, ROSA));
    const names = await c.t.database.db
      .select({ value: chatIdentifiers.value })
      .from(chatIdentifiers)
      .where(eq(chatIdentifiers.chatRowId, rosa!.id));
    expect(names.map((n) => n.value)).toContain(ROSA_OLD);
    const audited = await c.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clinicId, rosa!.clinicId), eq(auditLog.action, 'chat.merge')));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ chatId: ROSA, absorbedChatId: ROSA_OLD });
  });

  it('puts back exactly what moved; what came later stays with the kept chat', async () => {
    // The patient writes from the old number after the merge: it lands in the kept chat.
    await c.writes(ROSA_OLD, 'Escrevi depois da mesclagem');
    expect(await contents(ROSA)).toContain('Escrevi depois da mesclagem');
    const undoable = (
      await ana().call(chatMergeEndpoints.undoable, { params: { chatId: ROSA } })
    ).data().merges;
    expect(undoable).toHaveLength(1);
    expect(undoable[0]!.goesBack).toMatchObject({ messages: 2, notes: 1, tasks: 1 });

    const res = await ana().call(chatMergeEndpoints.undo, { params: { mergeId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await boardIds()).toContain(ROSA_OLD);
    expect(await contents(ROSA_OLD)).toEqual([
      'Mensagem do número antigo',
      'Outra do número antigo',
    ]);
    expect(await contents(ROSA)).toEqual(['Oi, sou a Rosa', 'Escrevi depois da mesclagem']);
    expect((await notes(ROSA_OLD)).map((n) => n.text)).toEqual(['Paciente prefere manhã']);
    const back = (await preview(ROSA, ROSA_OLD)).data();
    expect(back.moves).toEqual({
      messages: 2,
      tags: 1,
      tasks: 1,
      appointments: 1,
      waitingList: 1,
      notes: 1,
      identifiers: 1,
    });
    expect(back.absorbed.name).toBe('Rosa (antigo)');
    const again = await ana().call(chatMergeEndpoints.undo, { params: { mergeId } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta mesclagem já foi desfeita.');
  });
});

describe('who wrote it, once they left the team', () => {
  it("names a removed member's notes and messages 'Membro que saiu da equipe' by kind", async () => {
    const asBruno = <E extends Parameters<typeof callApi>[2]>(e: E, input: unknown) =>
      callApi(c.t, bruno.token, e, input as never);
    const note = await asBruno(noteEndpoints.create, {
      params: { chatId: ROSA },
      body: { text: 'Liguei para ela' },
    });
    expect(note.statusCode, note.body).toBe(201);
    const sent = await asBruno(messageEndpoints.sendText, {
      body: { chatId: ROSA, phone: ROSA, message: 'Bom dia, Rosa' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const byBruno = async () => {
      const n = (await notes(ROSA)).find((x) => x.text === 'Liguei para ela')!;
      const m = (await ana().call(messageEndpoints.list, { params: { chatId: ROSA } }))
        .data()
        .messages.find((x) => x.content === 'Bom dia, Rosa')!;
      return { note: [n.authorKind, n.authorName], message: [m.senderKind, m.senderName] };
    };
    expect(await byBruno()).toEqual({
      note: ['member', 'Bruno Lima'],
      message: ['member', 'Bruno Lima'],
    });
    const removed = await ana().call(teamEndpoints.removeMember, {
      params: { userId: bruno.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await byBruno()).toEqual({
      note: ['former-member', null],
      message: ['former-member', null],
    });
    // The system's notes stay the system's.
    expect((await notes(ROSA)).filter((n) => n.authorKind === 'system').length).toBeGreaterThan(0);
  });
});

describe('Desfazer mesclagem, the next day', () => {
  it('may be undone only the same day (the test clock moves a day)', async () => {
    const res = await merge(ROSA, ROSA_OLD);
    expect(res.statusCode, res.body).toBe(200);
    c.t.clock.advance(DAY);
    await ana().signInAgain();
    const undoable = (
      await ana().call(chatMergeEndpoints.undoable, { params: { chatId: ROSA } })
    ).data().merges;
    expect(undoable).toEqual([]);
    const late = await ana().call(chatMergeEndpoints.undo, {
      params: { mergeId: res.data().mergeId },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/mesmo dia/);
    const unknown = await ana().call(chatMergeEndpoints.undo, {
      params: { mergeId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
