import type { CloudSimulator } from '@conecta/cloud-api-simulator';
import {
  chatEndpoints,
  messageEndpoints,
  noteEndpoints,
  privacyEndpoints,
} from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chatIdentifiers, chats } from '../src/db/schema.ts';
import { callApi, type SignedInClinic } from './helpers/call-api.ts';
import { cloudNumber, openCloudClinic } from './helpers/cloud-clinic.ts';
import { cloudControl, cloudSent } from './helpers/cloud-sim-control.ts';
import { postSignedWebhook } from './helpers/meta-webhook.ts';
import { readZip } from './helpers/read-zip.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Issue 48, from Meta's "System messages webhook reference" (Aug 2026: `user_changed_number` with
 * the new number in `system.wa_id` and the previous and new BSUIDs, `user_changed_user_id` for a
 * BSUID alone) and the "business-scoped user IDs" page (`user_id_update`, `recipient_user_id` on
 * statuses): a patient who changes number or BSUID stays one patient in one chat, every name is
 * kept, exported and tombstoned by the erasure.
 */
const N = cloudNumber(49, 'identity', '5511955554900');
const CARLA = {
  oldPhone: '5511977774901',
  newPhone: '5511988884902',
  oldId: 'BR.1111111111111901',
  newId: 'BR.1111111111111902',
};
const DIANA = { oldId: 'BR.2222222222222901', newId: 'BR.2222222222222902' };
const EDU = { phone: '5511977774903', oldId: 'BR.3333333333333901', newId: 'BR.3333333333333902' };

let t: TestApp;
let sim: CloudSimulator;
let owner: SignedInClinic;
let clinicId: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, sim, owner, clinicId, close } = await openCloudClinic('Clínica Identidades', N));
});
afterAll(() => close());

const control = (path: string, body: unknown) => cloudControl(sim, path, body);
const inbound = (body: Record<string, unknown>) => control(`phone-numbers/${N.id}/inbound`, body);
const identity = (body: Record<string, unknown>) => control(`phone-numbers/${N.id}/identity`, body);

const chatRows = () =>
  t.database.db
    .select({ chatId: chats.chatId, phone: chats.phone, bsuid: chats.bsuid })
    .from(chats)
    .where(eq(chats.clinicId, clinicId));

async function namesOf(chatId: string) {
  const rows = await t.database.db
    .select({ value: chatIdentifiers.value })
    .from(chatIdentifiers)
    .innerJoin(chats, eq(chats.id, chatIdentifiers.chatRowId))
    .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)));
  return rows.map((r) => r.value).sort();
}

const contentsOf = async (chatId: string) =>
  (
    await t.app.inject({
      url: `/dashboard/messages/${chatId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    })
  )
    .json<{ messages: Array<{ content: string | null }> }>()
    .messages.map((m) => m.content);

const lastSend = async () => (await cloudSent(sim, N.id)).at(-1)!;

/** Posts a body as Meta would, signed with the number's app secret. */
async function postSigned(value: Record<string, unknown>, field?: string) {
  expect((await postSignedWebhook(t, N, value, field)).status).toBe(200);
}

describe('a patient who changes number (user_changed_number)', () => {
  it('stays in the same chat: the new number and BSUID are kept, the team reads a note, the answer goes to the new number', async () => {
    await inbound({ from: CARLA.oldPhone, userId: CARLA.oldId, name: 'Carla Dias', text: 'Oi' });
    const sent = await identity({
      kind: 'user_changed_number',
      name: 'Carla Dias',
      from: CARLA.oldPhone,
      newPhone: CARLA.newPhone,
      previousUserId: CARLA.oldId,
      userId: CARLA.newId,
    });
    expect(sent.delivery.status).toBe(200);
    expect((await chatRows()).filter((c) => c.chatId.startsWith('55119')).length).toBe(1);
    expect((await chatRows()).find((c) => c.chatId === CARLA.oldPhone)).toEqual({
      chatId: CARLA.oldPhone,
      phone: CARLA.newPhone,
      bsuid: CARLA.newId,
    });
    expect(await namesOf(CARLA.oldPhone)).toEqual(
      [CARLA.oldPhone, CARLA.newPhone, CARLA.oldId, CARLA.newId].sort(),
    );
    const notes = (await owner.call(noteEndpoints.list, { params: { chatId: CARLA.oldPhone } }))
      .data()
      .notes.map((n) => n.text);
    expect(notes).toEqual([
      'Aviso automático: o paciente mudou de número no WhatsApp e agora escreve de +55 (11) 98888-4902. As mensagens continuam nesta conversa.',
    ]);

    // She writes from the new number: the same chat, no stranger.
    await inbound({
      from: CARLA.newPhone,
      userId: CARLA.newId,
      name: 'Carla Dias',
      text: 'Sou eu',
    });
    expect((await chatRows()).some((c) => c.chatId === CARLA.newPhone)).toBe(false);
    expect(await contentsOf(CARLA.oldPhone)).toEqual(['Oi', 'Sou eu']);

    const res = await owner.call(messageEndpoints.sendText, {
      body: { chatId: CARLA.oldPhone, phone: CARLA.oldPhone, message: 'Anotado, Carla.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastSend()).request).toMatchObject({ to: CARLA.newPhone });

    // A late status naming the old number's send still moves the message (read by its id).
    const board = (await owner.call(chatEndpoints.list)).data();
    expect(board.chats.filter((c) => c.chatId === CARLA.oldPhone)).toHaveLength(1);
  });
});

describe('a patient who wrote from the new number before the notice', () => {
  it('has the two chats joined into the old one, both histories in it', async () => {
    const OLD = '5511977774906';
    const NEW = '5511988884906';
    await inbound({ from: OLD, userId: 'BR.5555555555555901', name: 'Gabi Reis', text: 'Antigo' });
    await inbound({ from: NEW, userId: 'BR.5555555555555902', name: 'Gabi Reis', text: 'Novo' });
    expect((await chatRows()).filter((c) => c.chatId === OLD || c.chatId === NEW)).toHaveLength(2);
    await identity({
      kind: 'user_changed_number',
      from: OLD,
      newPhone: NEW,
      previousUserId: 'BR.5555555555555901',
      userId: 'BR.5555555555555902',
    });
    expect((await chatRows()).filter((c) => c.chatId === OLD || c.chatId === NEW)).toEqual([
      { chatId: OLD, phone: NEW, bsuid: 'BR.5555555555555902' },
    ]);
    expect(await contentsOf(OLD)).toEqual(['Antigo', 'Novo']);
  });
});

describe('a username user whose BSUID changes', () => {
  it('user_changed_user_id: the new BSUID lands in the chat of the old one and is answered by it', async () => {
    await inbound({ userId: DIANA.oldId, username: 'diana.r', name: 'Diana Rocha', text: 'Olá' });
    await identity({
      kind: 'user_changed_user_id',
      previousUserId: DIANA.oldId,
      userId: DIANA.newId,
    });
    await inbound({
      userId: DIANA.newId,
      username: 'diana.r',
      name: 'Diana Rocha',
      text: 'De novo',
    });
    expect((await chatRows()).some((c) => c.chatId === DIANA.newId)).toBe(false);
    expect(await contentsOf(DIANA.oldId)).toEqual(['Olá', 'De novo']);
    expect(await namesOf(DIANA.oldId)).toEqual(['@diana.r', DIANA.oldId, DIANA.newId].sort());
    const res = await owner.call(messageEndpoints.sendText, {
      body: { chatId: DIANA.oldId, phone: DIANA.oldId, message: 'Oi, Diana!' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const send = (await lastSend()).request;
    expect(send).toMatchObject({ recipient: DIANA.newId });
    expect(send).not.toHaveProperty('to');
  });

  it('user_id_update: a phone user whose BSUID changed is found by the new one alone', async () => {
    await inbound({ from: EDU.phone, userId: EDU.oldId, name: 'Edu Prado', text: 'Bom dia' });
    await identity({
      kind: 'user_id_update',
      from: EDU.phone,
      previousUserId: EDU.oldId,
      userId: EDU.newId,
    });
    // Meta withholds his number now: the new BSUID alone finds his chat.
    await inbound({ userId: EDU.newId, username: 'edu.prado', text: 'Tudo bem?' });
    expect((await chatRows()).some((c) => c.chatId === EDU.newId)).toBe(false);
    expect(await contentsOf(EDU.phone)).toEqual(['Bom dia', 'Tudo bem?']);
  });
});

describe('statuses', () => {
  it('a status naming recipient_user_id (and the username of a read) teaches the chat its BSUID', async () => {
    const phone = '5511977774904';
    await inbound({ from: phone, name: 'Fabio Lins', text: 'Oi' });
    const res = await owner.call(messageEndpoints.sendText, {
      body: { chatId: phone, phone, message: 'Olá, Fabio' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = await lastSend();
    await postSigned({
      contacts: [
        { profile: { username: 'fabio.lins' }, wa_id: phone, user_id: 'BR.4444444444444904' },
      ],
      statuses: [
        {
          id,
          status: 'read',
          timestamp: String(Math.floor(t.clock.now().getTime() / 1000)),
          recipient_id: phone,
          recipient_user_id: 'BR.4444444444444904',
        },
      ],
    });
    expect((await chatRows()).find((c) => c.chatId === phone)?.bsuid).toBe('BR.4444444444444904');
    expect(await namesOf(phone)).toEqual(['@fabio.lins', 'BR.4444444444444904']);
  });
});

describe('privacy', () => {
  it('the export lists every name the patient was known by', async () => {
    const link = (
      await owner.call(privacyEndpoints.exportLink, { params: { chatId: CARLA.oldPhone } })
    ).data();
    const res = await fetch(`${t.publicUrl}${link.url}`);
    expect(res.status).toBe(200);
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(
      files.find((f) => f.name === 'manifesto.json')!.bytes.toString(),
    ) as {
      paciente: { telefone: string; identificadores: Array<{ tipo: string; valor: string }> };
    };
    expect(manifest.paciente.telefone).toBe(CARLA.newPhone);
    expect(manifest.paciente.identificadores.map((i) => i.valor).sort()).toEqual(
      [CARLA.oldPhone, CARLA.newPhone, CARLA.oldId, CARLA.newId].sort(),
    );
  });

  it("the privacy log, its CSV and the export never print a username user's BSUID", async () => {
    // Opening Diana's chat (keyed by her first BSUID) is a reading in the log.
    await t.app.inject({
      url: `/dashboard/messages/${DIANA.oldId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const log = (await owner.call(privacyEndpoints.accessLog, { query: {} })).data();
    const reading = log.entries.find((e) => e.chatId === DIANA.oldId);
    expect(reading?.chatName).toBe('Diana Rocha');
    const csv = await owner.callLoose(privacyEndpoints.accessLogCsv, { query: {} });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('BR.');
    expect(csv.body).toContain('Diana Rocha;Diana Rocha');
    const link = (
      await owner.call(privacyEndpoints.exportLink, { params: { chatId: DIANA.oldId } })
    ).data();
    expect(link.fileName).toMatch(/^paciente-sem-numero-/);
    const zip = readZip(
      Buffer.from(await (await fetch(`${t.publicUrl}${link.url}`)).arrayBuffer()),
    );
    const manifest = JSON.parse(zip.find((f) => f.name === 'manifesto.json')!.bytes.toString()) as {
      paciente: Record<string, unknown>;
    };
    expect(manifest.paciente).toMatchObject({ telefone: null, usuario: '@diana.r' });
    const transcript = zip.find((f) => f.name === 'conversa.html')!.bytes.toString();
    expect(transcript).not.toContain('BR.');
  });

  it('an erased patient does not come back under an old or a new name, nor after a later change', async () => {
    const erase = await callApi(t, owner.token, privacyEndpoints.erase, {
      params: { chatId: CARLA.oldPhone },
      body: { confirmPhone: CARLA.newPhone },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    const before = Math.floor(t.clock.now().getTime() / 1000) - 600;
    // History Meta delivers late, naming each old name in turn.
    const replay = (n: number, from: Record<string, unknown>) =>
      postSigned({
        messages: [
          {
            ...from,
            id: `wamid.replay-${n}`,
            timestamp: String(before),
            type: 'text',
            text: { body: 'Antiga' },
          },
        ],
      });
    await replay(1, { from: CARLA.oldPhone });
    await replay(2, { from_user_id: CARLA.oldId });
    await replay(3, { from: CARLA.newPhone, from_user_id: CARLA.newId });
    // She changes number again after the erasure: the newest names are tombstoned too.
    await identity({
      kind: 'user_changed_number',
      from: CARLA.newPhone,
      newPhone: '5511999994905',
      previousUserId: CARLA.newId,
      userId: 'BR.1111111111111905',
    });
    await replay(4, { from: '5511999994905', from_user_id: 'BR.1111111111111905' });
    const left = (await chatRows()).filter((c) =>
      [CARLA.oldPhone, CARLA.newPhone, CARLA.oldId, CARLA.newId, '5511999994905'].includes(
        c.chatId,
      ),
    );
    expect(left).toEqual([]);
    // A fresh message from her is a new start, as for any erased patient.
    await inbound({ from: '5511999994905', userId: 'BR.1111111111111905', text: 'Voltei' });
    expect((await chatRows()).filter((c) => c.chatId === '5511999994905')).toHaveLength(1);
  });
});
