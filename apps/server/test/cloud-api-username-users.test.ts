import type { CloudSimulator } from '@conecta/cloud-api-simulator';
import { chatEndpoints, messageEndpoints, privacyEndpoints } from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chatIdentifiers, chats } from '../src/db/schema.ts';
import type { SignedInClinic } from './helpers/call-api.ts';
import { cloudNumber, openCloudClinic } from './helpers/cloud-clinic.ts';
import { cloudControl, cloudSent } from './helpers/cloud-sim-control.ts';
import { postSignedWebhook } from './helpers/meta-webhook.ts';
import { bearer, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 48, written from Meta's "business-scoped user IDs" page: every message webhook carries
 * the sender's BSUID (`messages[].from_user_id`, `contacts[].user_id`); a user who adopted a
 * username may come with no phone (`from` and `wa_id` left out, `contacts[].profile.username`);
 * such a user is answered with `recipient` (the BSUID) instead of `to`, and the statuses of that
 * send name `recipient_user_id` instead of `recipient_id`.
 */
const N = cloudNumber(48, 'bsuid', '5511955554800');
const USERNAME_USER = 'BR.1502576394655843';
const PHONE_USER = { phone: '5511977774801', userId: 'BR.2602576394655848' };

let t: TestApp;
let sim: CloudSimulator;
let user: SignedInClinic;
let clinicId: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, sim, owner: user, clinicId, close } = await openCloudClinic('Clínica Usernames', N));
});
afterAll(() => close());

const control = (path: string, body: unknown) => cloudControl(sim, path, body);

async function chatsOf() {
  const res = await user.call(chatEndpoints.list);
  return (res.json() as { chats: Array<Record<string, unknown>> }).chats;
}

async function messagesOf(chatId: string) {
  const res = await t.app.inject({
    url: `/dashboard/messages/${chatId}?t=${Date.now()}`,
    headers: bearer(user.token),
  });
  return (res.json() as { messages?: Array<Record<string, unknown>> }).messages ?? [];
}

const chatRows = () =>
  t.database.db
    .select({ chatId: chats.chatId, bsuid: chats.bsuid, username: chats.username })
    .from(chats)
    .where(eq(chats.clinicId, clinicId));

const sentByNumber = () => cloudSent(sim, N.id);

describe('a username user with no phone', () => {
  it('writes: a chat keyed by the BSUID holds the message and shows the username', async () => {
    await control(`phone-numbers/${N.id}/inbound`, {
      userId: USERNAME_USER,
      username: 'ana.souza',
      name: 'Ana Souza',
      text: 'Olá, quero marcar uma consulta',
    });
    const chat = (await chatsOf()).find((c) => c.chatId === USERNAME_USER);
    expect(chat).toMatchObject({
      name: 'Ana Souza',
      username: 'ana.souza',
      unread: 1,
      lastMessageContent: 'Olá, quero marcar uma consulta',
    });
    expect(await messagesOf(USERNAME_USER)).toEqual([
      expect.objectContaining({ content: 'Olá, quero marcar uma consulta', fromMe: false }),
    ]);
    const [row] = (await chatRows()).filter((r) => r.chatId === USERNAME_USER);
    expect(row).toEqual({ chatId: USERNAME_USER, bsuid: USERNAME_USER, username: 'ana.souza' });
  });

  it("is answered by recipient (the BSUID, no 'to'), and a status naming only recipient_user_id moves the message", async () => {
    const res = await user.call(messageEndpoints.sendText, {
      body: { chatId: USERNAME_USER, phone: USERNAME_USER, message: 'Olá, Ana! Temos horário.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const send = (await sentByNumber()).at(-1)!;
    expect(send.request).toMatchObject({ recipient: USERNAME_USER, type: 'text' });
    expect(send.request).not.toHaveProperty('to');

    await control(`phone-numbers/${N.id}/statuses`, {
      messageId: send.id,
      statuses: ['delivered'],
    });
    // The simulator reports a send by BSUID as Meta does: recipient_user_id, no recipient_id.
    const hook = sim.state.deliveries.at(-1)!;
    const status = JSON.parse(hook.body).entry[0].changes[0].value.statuses[0];
    expect(status).toMatchObject({ recipient_user_id: USERNAME_USER });
    expect(status).not.toHaveProperty('recipient_id');
    expect(hook.status).toBe(200);
    expect((await messagesOf(USERNAME_USER)).find((m) => m.messageId === send.id)).toMatchObject({
      status: 'DELIVERED',
    });
  });
});

describe('a phone user with a BSUID', () => {
  it('keeps the phone as the key and stores the BSUID; a later message with the BSUID alone lands in the same chat', async () => {
    await control(`phone-numbers/${N.id}/inbound`, {
      from: PHONE_USER.phone,
      userId: PHONE_USER.userId,
      name: 'Bruno Lima',
      text: 'Bom dia',
    });
    expect((await chatRows()).filter((r) => r.bsuid === PHONE_USER.userId)).toEqual([
      { chatId: PHONE_USER.phone, bsuid: PHONE_USER.userId, username: null },
    ]);

    // He adopts a username and Meta withholds his number: the BSUID finds his chat.
    await control(`phone-numbers/${N.id}/inbound`, {
      userId: PHONE_USER.userId,
      username: 'bruno.lima',
      name: 'Bruno Lima',
      text: 'Ainda tem horário?',
    });
    const rows = await t.database.db
      .select({ chatId: chats.chatId, username: chats.username })
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), eq(chats.bsuid, PHONE_USER.userId)));
    expect(rows).toEqual([{ chatId: PHONE_USER.phone, username: 'bruno.lima' }]);
    expect((await chatRows()).some((r) => r.chatId === PHONE_USER.userId)).toBe(false);
    expect((await messagesOf(PHONE_USER.phone)).map((m) => m.content)).toEqual([
      'Bom dia',
      'Ainda tem horário?',
    ]);

    // His chat still has a phone: the answer goes by `to`.
    const res = await user.call(messageEndpoints.sendText, {
      body: { chatId: PHONE_USER.phone, phone: PHONE_USER.phone, message: 'Tem sim.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const send = (await sentByNumber()).at(-1)!;
    expect(send.request).toMatchObject({ to: PHONE_USER.phone });
    expect(send.request).not.toHaveProperty('recipient');
  });
});

describe('an erased patient who had a BSUID', () => {
  it('is not brought back by a replayed message that names only the BSUID', async () => {
    const erase = await user.call(privacyEndpoints.erase, {
      params: { chatId: PHONE_USER.phone },
      body: { confirmPhone: PHONE_USER.phone },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    // History Meta delivers late (written before the erasure), with the number withheld.
    const res = await postSignedWebhook(t, N, {
      contacts: [
        { profile: { name: 'Bruno Lima', username: 'bruno.lima' }, user_id: PHONE_USER.userId },
      ],
      messages: [
        {
          from_user_id: PHONE_USER.userId,
          id: 'wamid.replayed-after-erasure',
          timestamp: String(Math.floor(t.clock.now().getTime() / 1000) - 600),
          type: 'text',
          text: { body: 'Mensagem antiga' },
        },
      ],
    });
    expect(res.status).toBe(200);
    const rows = await chatRows();
    expect(rows.some((r) => r.chatId === PHONE_USER.userId || r.bsuid === PHONE_USER.userId)).toBe(
      false,
    );
  });

  it('a username user with no phone is erased by typing the @username, not a number', async () => {
    const erase = (confirmPhone: string) =>
      user.call(privacyEndpoints.erase, {
        params: { chatId: USERNAME_USER },
        body: { confirmPhone },
      });
    const wrong = await erase('11 98765-0021');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: 'O @usuário digitado não é o deste paciente.' });
    const done = await erase('@ana.souza');
    expect(done.statusCode, done.body).toBe(200);
    expect((await chatRows()).some((r) => r.chatId === USERNAME_USER)).toBe(false);
  });
});

describe('a user of a managed business with a parent BSUID', () => {
  /** Meta's message webhook, signed as Meta signs it, for a sender named by BSUIDs alone. */
  async function writes(id: string, userId: string, parentUserId: string, text: string) {
    const res = await postSignedWebhook(t, N, {
      contacts: [
        {
          profile: { name: 'Caio Prado', username: 'caio.prado' },
          user_id: userId,
          parent_user_id: parentUserId,
        },
      ],
      messages: [
        {
          from_user_id: userId,
          from_parent_user_id: parentUserId,
          id,
          timestamp: String(Math.floor(t.clock.now().getTime() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });
    expect(res.status).toBe(200);
  }

  it('keeps the parent BSUID among the names, and a new BSUID under the same parent lands in the same chat', async () => {
    const PARENT = 'BR.ENT.11815799212886844830';
    await writes('wamid.parent-1', 'BR.3702576394655849', PARENT, 'Olá, sou o Caio');
    const [first] = (await chatRows()).filter((r) => r.username === 'caio.prado');
    expect(first).toMatchObject({ chatId: 'BR.3702576394655849' });
    const ids = await t.database.db
      .select({ kind: chatIdentifiers.kind, value: chatIdentifiers.value })
      .from(chatIdentifiers)
      .where(eq(chatIdentifiers.clinicId, clinicId));
    expect(ids).toContainEqual({ kind: 'parent_bsuid', value: PARENT });
    // Written from another portfolio's BSUID of the same managed business: the parent finds him.
    t.clock.advance(1_000);
    await writes('wamid.parent-2', 'BR.4802576394655840', PARENT, 'Sou eu de novo');
    expect((await chatRows()).filter((r) => r.username === 'caio.prado')).toHaveLength(1);
    expect((await messagesOf('BR.3702576394655849')).map((m) => m.content)).toEqual([
      'Olá, sou o Caio',
      'Sou eu de novo',
    ]);
  });
});
