import { chatEndpoints, messageEndpoints } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../src/db/schema.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

let conn: ConnectedClinic;
let t: TestApp;
let user: SignedInClinic;
let other: SignedInClinic;
let chatId: string;

// A tiny but real MP3 frame header followed by silence is enough for the provider and storage.
const MP3 = `data:audio/mpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]).toString('base64')}`;

const history = (who = user, id = chatId) =>
  who.call(messageEndpoints.list, { params: { chatId: id }, query: { t: String(Date.now()) } });

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'MSG1', chatCount: 10 });
  ({ t, clinic: user } = conn);
  other = await signedInClinic(t);
  const inbound = await conn.inbound({
    phone: '5511987650001',
    name: 'Marta Reis',
    message: 'Bom dia!',
  });
  expect(inbound.status).toBeLessThan(300);
  chatId = '5511987650001';
  await waitFor(
    () => history(),
    (r) => r.statusCode === 200 && r.json().messages.length > 0,
  );
});
afterAll(() => conn.close());

describe('reading and answering a conversation', () => {
  it('lists the conversation, never cached, and only for its owner', async () => {
    const res = await history();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().messages[0]).toMatchObject({
      content: 'Bom dia!',
      fromMe: false,
      type: 'text',
      isEdited: false,
    });
    expect((await history(other)).statusCode).toBe(404);
  });

  it("the board's search finds a word inside the messages, accents and case aside, and only the clinic's own", async () => {
    await conn.inbound({
      phone: chatId,
      name: 'Marta Reis',
      message: 'Qual é a preparação do exame? 100% em jejum?',
    });
    const search = (q: string, who = user) =>
      who.call(chatEndpoints.searchMessages, { query: { q } });
    const found = await waitFor(
      () => search('PREPARACAO'),
      (r) => r.statusCode === 200 && r.json().chatIds.length > 0,
    );
    // The newest matching message comes with each chat: its id, to open the chat there, and the
    // words around the match, shown on the card in place of the last message.
    const stored = (await history()).json().messages as Array<{ id: string; content: string }>;
    const matched = stored.find((m) => m.content.includes('preparação'))!;
    expect(found.json()).toEqual({
      success: true,
      chatIds: [chatId],
      hits: [
        {
          chatId,
          message: {
            id: matched.id,
            excerpt: 'Qual é a preparação do exame? 100% em jejum?',
            timestamp: expect.any(String),
            // A message, not an internal note of the team (issue 54).
            isNote: false,
          },
        },
      ],
    });
    // '%' and '_' are the text typed, not wildcards.
    expect((await search('0% e')).json().chatIds).toEqual([chatId]);
    expect((await search('x%y')).json().chatIds).toEqual([]);
    expect((await search('a_b')).json().chatIds).toEqual([]);
    expect((await search('preparação', other)).json().chatIds).toEqual([]);
    const short = await search('ex');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Digite ao menos 3 letras para buscar nas mensagens.');
  });

  it('sends text through the provider, stores it once even when the echo comes back', async () => {
    const res = await user.call(messageEndpoints.sendText, {
      body: {
        chatId,
        phone: chatId,
        message: '  Bom dia, Marta! Como posso ajudar?  ',
      },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'SENT' });
    const sent = await conn.sent();
    expect(
      sent.some(
        (s) => s.messageId === data.messageId && s.message === 'Bom dia, Marta! Como posso ajudar?',
      ),
    ).toBe(true);
    // The provider's statuses arrive by webhook; the message is there once.
    const after = await waitFor(
      () => history(),
      (r) =>
        r
          .json()
          .messages.some(
            (m: { messageId: string; status: string }) =>
              m.messageId === data.messageId && m.status === 'READ',
          ),
    );
    expect(
      after.json().messages.filter((m: { messageId: string }) => m.messageId === data.messageId),
    ).toHaveLength(1);
    const chats = (await user.call(chatEndpoints.list)).json().chats;
    expect(chats.find((c: { chatId: string }) => c.chatId === chatId).lastMessageContent).toBe(
      'Bom dia, Marta! Como posso ajudar?',
    );
  });

  it('stores nothing when the provider fails, and says why in pt-BR', async () => {
    const before = (await history()).json().messages.length;
    await conn.sim.control('/fail', { count: 3, status: 500 });
    const res = await user.call(messageEndpoints.sendText, {
      body: {
        chatId,
        phone: chatId,
        message: 'vai falhar',
      },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect((await history()).json().messages.length).toBe(before);
  });

  it('edits only the user’s own text messages', async () => {
    const sent = (
      await user.call(messageEndpoints.sendText, {
        body: {
          chatId,
          phone: chatId,
          message: 'Consulta às 10h',
        },
      })
    ).json().data;
    const edit = await user.call(messageEndpoints.edit, {
      body: {
        phone: chatId,
        editMessageId: sent.messageId,
        message: 'Consulta às 11h',
      },
    });
    expect(edit.statusCode).toBe(200);
    const msg = (await history())
      .json()
      .messages.find((m: { messageId: string }) => m.messageId === sent.messageId);
    expect(msg).toMatchObject({ content: 'Consulta às 11h', isEdited: true });
    const log = await conn.sent();
    expect(log.some((s) => s.editMessageId === sent.messageId)).toBe(true);

    const theirs = (await history()).json().messages.find((m: { fromMe: boolean }) => !m.fromMe);
    const refused = await user.call(messageEndpoints.edit, {
      body: {
        phone: chatId,
        editMessageId: theirs.messageId,
        message: 'x',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Só é possível editar as suas próprias mensagens de texto.',
    );
    const foreign = await other.call(messageEndpoints.edit, {
      body: {
        phone: chatId,
        editMessageId: sent.messageId,
        message: 'x',
      },
    });
    expect(foreign.statusCode).toBe(404);
    const blank = await user.call(messageEndpoints.edit, {
      body: {
        phone: chatId,
        editMessageId: sent.messageId,
        message: '   ',
      },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('sends audio, keeps it, and serves it to its owner only', async () => {
    const res = await user.call(messageEndpoints.sendAudio, {
      body: {
        chatId,
        phone: chatId,
        audio: MP3,
        duration: 2,
      },
    });
    expect(res.statusCode).toBe(200);
    const audio = (await history())
      .json()
      .audios.find((a: { messageId: string }) => a.messageId === res.json().data.messageId);
    expect(audio).toMatchObject({ fromMe: true, seconds: 2 });
    const file = await t.app.inject({ url: audio.audioUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
    // The link is bound to its owner: another user id, a changed id or a late use is refused.
    const forged = audio.audioUrl.replace(/u=[^&]+/, `u=${other.id}`);
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
    t.clock.advance(2 * 3600_000);
    expect((await t.app.inject({ url: audio.audioUrl })).statusCode).toBe(404);
  });

  it('refuses audio over the limits with 413 and anything but an mpeg data URL with 400', async () => {
    const long = await user.call(messageEndpoints.sendAudio, {
      body: {
        chatId,
        phone: chatId,
        audio: MP3,
        duration: 301,
      },
    });
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe('O áudio passa do limite de 16 MB ou 5 minutos.');
    const wav = await user.call(messageEndpoints.sendAudio, {
      body: {
        chatId,
        phone: chatId,
        audio: 'data:audio/wav;base64,AAAA',
        duration: 1,
      },
    });
    expect(wav.statusCode).toBe(400);
    const huge = `data:audio/mpeg;base64,${Buffer.alloc(16 * 1024 * 1024 + 10).toString('base64')}`;
    const big = await user.call(messageEndpoints.sendAudio, {
      body: {
        chatId,
        phone: chatId,
        audio: huge,
        duration: 10,
      },
    });
    expect(big.statusCode).toBe(413);
  });

  it('keeps received audio in our own storage', async () => {
    await conn.inbound({ phone: chatId, audio: true });
    const audio = await waitFor(
      () => history(),
      (r) =>
        r
          .json()
          .audios.some(
            (a: { fromMe: boolean; audioUrl: string | null }) =>
              !a.fromMe && a.audioUrl?.startsWith('/dashboard/media/'),
          ),
    );
    const received = audio.json().audios.find((a: { fromMe: boolean }) => !a.fromMe);
    expect((await t.app.inject({ url: received.audioUrl })).statusCode).toBe(200);
  });

  it('marks the chat read here and at the provider', async () => {
    await conn.inbound({ phone: chatId, message: 'Oi?' });
    await waitFor(
      async () =>
        (await user.call(chatEndpoints.list))
          .json()
          .chats.find((c: { chatId: string }) => c.chatId === chatId).unread,
      (u) => u > 0,
    );
    const res = await user.call(messageEndpoints.markRead, { params: { chatId } });
    expect(res.statusCode).toBe(200);
    const chat = (await user.call(chatEndpoints.list))
      .json()
      .chats.find((c: { chatId: string }) => c.chatId === chatId);
    expect(chat.unread).toBe(0);
    expect((await other.call(messageEndpoints.markRead, { params: { chatId } })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for another user’s chat on every send', async () => {
    expect(
      (
        await other.call(messageEndpoints.sendText, {
          body: {
            chatId,
            phone: chatId,
            message: 'x',
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await other.call(messageEndpoints.sendAudio, {
          body: {
            chatId,
            phone: chatId,
            audio: MP3,
            duration: 1,
          },
        })
      ).statusCode,
    ).toBe(404);
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.clinicId, other.id));
    expect(stored).toEqual([]);
  });
});
