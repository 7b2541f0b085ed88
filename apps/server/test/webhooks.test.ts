import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedInstance } from './helpers/seed-instance.ts';
import { bearer, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  secret = (await seedInstance(t, user.id)).webhookSecret;
});
afterAll(() => t.close());

const received = (over: Record<string, unknown> = {}) => ({
  type: 'ReceivedCallback',
  instanceId: 'X',
  messageId: `3EB0${Math.random().toString(16).slice(2, 14).toUpperCase()}`,
  phone: '5544999999999',
  fromMe: false,
  momment: 1795392000000,
  status: 'RECEIVED',
  chatName: 'Maria Oliveira',
  senderName: 'Maria',
  photo: null,
  isGroup: false,
  isNewsletter: false,
  isEdit: false,
  waitingMessage: false,
  text: { message: 'Olá, queria marcar uma consulta' },
  ...over,
});

const hook = (body: unknown, headers: Record<string, string> = {}, s = secret) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${s}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });

async function chats() {
  const res = await t.app.inject({ url: '/dashboard/zapi/chats', headers: bearer(user.token) });
  return res.json() as { chats: Array<Record<string, unknown>>; unreadCount: number };
}

describe('POST /webhooks/zapi/:secret', () => {
  it('creates the chat on its first message and keeps it current; a repeat changes nothing', async () => {
    const body = received({ phone: '5511911112222' });
    const first = await hook(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, result: 'stored' });
    const again = await hook(body);
    expect(again.json()).toMatchObject({ result: 'duplicate' });

    const chat = (await chats()).chats.find((c) => c.chatId === '5511911112222');
    expect(chat).toMatchObject({
      name: 'Maria Oliveira',
      unread: 1,
      lastMessageContent: 'Olá, queria marcar uma consulta',
      lastMessageTime: new Date(1795392000000).toISOString(),
      column: 'inbox',
      isGroup: false,
    });

    // A reply from the clinic's phone moves the last message but adds no unread.
    await hook(
      received({
        phone: '5511911112222',
        fromMe: true,
        momment: 1795392060000,
        text: { message: 'Claro! Qual dia?' },
      }),
    );
    const after = (await chats()).chats.find((c) => c.chatId === '5511911112222');
    expect(after).toMatchObject({ unread: 1, lastMessageContent: 'Claro! Qual dia?' });

    // An older message arriving late does not replace the newest preview.
    await hook(
      received({
        phone: '5511911112222',
        momment: 1795391000000,
        text: { message: 'mensagem antiga' },
      }),
    );
    const late = (await chats()).chats.find((c) => c.chatId === '5511911112222');
    expect(late).toMatchObject({ unread: 2, lastMessageContent: 'Claro! Qual dia?' });
  });

  it('accepts gzip bodies and reads second or millisecond timestamps', async () => {
    const body = received({ phone: '5511933334444', momment: 1795392000 });
    const res = await hook(gzipSync(JSON.stringify(body)), { 'content-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    const chat = (await chats()).chats.find((c) => c.chatId === '5511933334444');
    expect(chat?.lastMessageTime).toBe(new Date(1795392000000).toISOString());
  });

  it('stores audio, image and document messages as typed entries', async () => {
    await hook(
      received({
        phone: '5511955556666',
        text: undefined,
        audio: { ptt: true, seconds: 7, audioUrl: 'https://x/a.mp3', mimeType: 'audio/ogg' },
      }),
    );
    let chat = (await chats()).chats.find((c) => c.chatId === '5511955556666');
    expect(chat?.lastMessageContent).toBe('🎤 Áudio');
    await hook(
      received({
        phone: '5511955556666',
        momment: 1795392100000,
        text: undefined,
        document: {
          documentUrl: 'https://x/d.pdf',
          fileName: 'exame.pdf',
          mimeType: 'application/pdf',
        },
      }),
    );
    chat = (await chats()).chats.find((c) => c.chatId === '5511955556666');
    expect(chat?.lastMessageContent).toBe('📄 exame.pdf');
  });

  it('applies statuses and edits; a status for an unknown message is ignored', async () => {
    const sent = received({
      phone: '5511977778888',
      fromMe: true,
      text: { message: 'Consulta às 10h' },
    });
    await hook(sent);
    const status = await hook({
      type: 'MessageStatusCallback',
      status: 'READ',
      ids: [sent.messageId],
      momment: 1795392000000,
    });
    expect(status.json()).toMatchObject({ result: 'status' });
    const unknown = await hook({
      type: 'MessageStatusCallback',
      status: 'READ',
      ids: ['NAOEXISTE'],
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ result: 'unknown-message' });
    const edit = await hook(
      received({
        ...sent,
        messageId: 'EDIT1',
        isEdit: true,
        editMessageId: sent.messageId,
        text: { message: 'Consulta às 11h' },
      }),
    );
    expect(edit.json()).toMatchObject({ result: 'edited' });
  });

  it('lets an edit change only a message of its own chat and of its own author', async () => {
    const patient = received({ phone: '5511933330001', text: { message: 'Original da paciente' } });
    const clinic = received({
      phone: '5511933330001',
      fromMe: true,
      messageId: 'CLINICA-ORIGINAL',
      text: { message: 'Original da clínica' },
    });
    await hook(patient);
    await hook(clinic);
    const edit = (over: Record<string, unknown>) =>
      hook(received({ isEdit: true, text: { message: 'Trocado por outro' }, ...over }));
    // From another chat, naming the patient's message.
    const other = await edit({
      phone: '5511933330002',
      messageId: 'EDIT-OUTRA',
      editMessageId: patient.messageId,
    });
    expect(other.json()).toMatchObject({ result: 'ignored' });
    // From the patient's side, naming the clinic's own message.
    const author = await edit({
      phone: '5511933330001',
      messageId: 'EDIT-AUTOR',
      editMessageId: 'CLINICA-ORIGINAL',
    });
    expect(author.json()).toMatchObject({ result: 'ignored' });
    const res = await t.app.inject({
      url: '/dashboard/messages/5511933330001',
      headers: bearer(user.token),
    });
    const texts = (res.json().messages as Array<{ content: string; isEdited: boolean }>).map(
      (m) => [m.content, m.isEdited],
    );
    expect(texts).toContainEqual(['Original da paciente', false]);
    expect(texts).toContainEqual(['Original da clínica', false]);
    expect(texts.map(([c]) => c)).not.toContain('Trocado por outro');
  });

  it('answers 404 for an unknown secret and 400 for malformed bodies, storing nothing', async () => {
    const before = (await chats()).chats.length;
    expect((await hook(received({ phone: '5511900000001' }), {}, 'x'.repeat(32))).statusCode).toBe(
      404,
    );
    expect((await hook(received({ phone: '5511900000002' }), {}, '../../etc')).statusCode).toBe(
      404,
    );
    expect((await hook('{"type":')).statusCode).toBe(400);
    expect((await hook([1, 2, 3])).statusCode).toBe(400);
    expect((await hook({ type: 'ReceivedCallback', phone: '5511900000003' })).statusCode).toBe(400);
    expect((await hook(Buffer.from('não é gzip'), { 'content-encoding': 'gzip' })).statusCode).toBe(
      400,
    );
    expect((await chats()).chats.length).toBe(before);
  });

  it('ignores callbacks the product does not use', async () => {
    const res = await hook({ type: 'PresenceChatCallback', phone: '5511', status: 'COMPOSING' });
    expect(res.json()).toMatchObject({ result: 'ignored' });
    const waiting = await hook(received({ waitingMessage: true, text: undefined }));
    expect(waiting.json()).toMatchObject({ result: 'ignored' });
    // A chat id the routes refuse would make a chat nobody can open, export or erase (review 3).
    const before = (await chats()).chats.length;
    for (const phone of ['5511 98888-7777', '../5511988887777', '+5511988887777']) {
      const odd = await hook(received({ phone, messageId: `ODD${before}${phone.length}` }));
      expect(odd.json(), phone).toMatchObject({ result: 'ignored' });
    }
    expect((await chats()).chats).toHaveLength(before);
  });
});
