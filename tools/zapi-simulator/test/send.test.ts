import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startSimulator, type TestSimulator } from './helpers/start-simulator.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

const PATIENT = '5511987654321';

describe('sending', () => {
  let t: TestSimulator;
  let hooks: WebhookReceiver;
  beforeEach(async () => {
    hooks = await startWebhookReceiver();
    t = await startSimulator({ chatCount: 0 });
    await t.control('instances/I1/scan', {});
  });
  afterEach(async () => {
    await t.close();
    await hooks.close();
  });

  it('send-text answers zaapId, messageId and id, and logs the send', async () => {
    const answer = await t.zapi('send-text', {
      body: { phone: PATIENT, message: 'Olá! Sua consulta está confirmada.', messageId: 'Q1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      zaapId: expect.stringMatching(/^[0-9A-Z]{32}$/),
      messageId: expect.stringMatching(/^3EB0[0-9A-F]{16}$/),
      id: answer.body.messageId,
    });
    const sent = (await t.control('instances/I1/sent')).body;
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'text',
        phone: PATIENT,
        message: 'Olá! Sua consulta está confirmada.',
        quotedMessageId: 'Q1',
        messageId: answer.body.messageId,
        at: expect.any(Number),
      }),
    ]);
    const chat = await t.zapi(`chats/${PATIENT}`);
    expect(chat.body).toMatchObject({ phone: PATIENT, unread: '0' });
  });

  it("logs send-text's delayTyping and delayMessage, the seconds 'typing...' shows and the send waits", async () => {
    const answer = await t.zapi('send-text', {
      body: { phone: PATIENT, message: 'Bom dia!', delayTyping: 3, delayMessage: 2 },
    });
    expect(answer.status).toBe(200);
    const sent = (await t.control('instances/I1/sent')).body as unknown as Array<object>;
    expect(sent[0]).toMatchObject({ delayTyping: 3, delayMessage: 2 });
  });

  it('validates the input', async () => {
    const noMessage = await t.zapi('send-text', { body: { phone: PATIENT, message: '  ' } });
    expect(noMessage.status).toBe(400);
    const badPhone = await t.zapi('send-text', { body: { phone: '55-11', message: 'oi' } });
    expect(badPhone.status).toBe(400);
    const broadcast = await t.zapi('send-text', {
      body: { phone: '123-broadcast', message: 'oi' },
    });
    expect(broadcast.status).toBe(400);
    const delay = await t.zapi('send-text', {
      body: { phone: PATIENT, message: 'oi', delayMessage: 40 },
    });
    expect(delay.status).toBe(400);
    const badJson = await fetch(`${t.url}/instances/I1/token/T1/send-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'client-token': 'C1' },
      body: '{nope',
    });
    expect(badJson.status).toBe(400);
  });

  it('edits a message sent before through editMessageId, and refuses an unknown one', async () => {
    const original = await t.zapi('send-text', {
      body: { phone: PATIENT, message: 'Consulta às 14h' },
    });
    const edit = await t.zapi('send-text', {
      body: { phone: PATIENT, message: 'Consulta às 15h', editMessageId: original.body.messageId },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.messageId).not.toBe(original.body.messageId);
    const sent = (await t.control('instances/I1/sent')).body;
    expect(sent[1]).toMatchObject({
      editMessageId: original.body.messageId,
      message: 'Consulta às 15h',
    });
    const unknown = await t.zapi('send-text', {
      body: { phone: PATIENT, message: 'x', editMessageId: '3EB0FFFFFFFFFFFFFFFF' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/not found/i);
    const otherChat = await t.zapi('send-text', {
      body: { phone: '5511900000000', message: 'x', editMessageId: original.body.messageId },
    });
    expect(otherChat.status).toBe(400);
  });

  it('walks each send through SENT -> RECEIVED -> READ and reports it as fromMe', async () => {
    await t.zapi('update-every-webhooks', {
      method: 'PUT',
      body: { value: hooks.url, notifySentByMe: true },
    });
    const { body } = await t.zapi('send-text', { body: { phone: PATIENT, message: 'Bom dia!' } });
    const statuses = await hooks.waitFor(
      (b) => b.type === 'MessageStatusCallback' && (b.ids as string[]).includes(body.messageId),
      3,
    );
    expect(statuses.map((e) => e.body.status)).toEqual(['SENT', 'RECEIVED', 'READ']);
    expect(statuses[0]?.body).toMatchObject({ instanceId: 'I1', phone: PATIENT, isGroup: false });
    const [fromMe] = await hooks.waitFor((b) => b.type === 'ReceivedCallback');
    expect(fromMe?.body).toMatchObject({
      messageId: body.messageId,
      phone: PATIENT,
      fromMe: true,
      fromApi: true,
      text: { message: 'Bom dia!' },
    });
    const [delivery] = await hooks.waitFor((b) => b.type === 'DeliveryCallback');
    expect(delivery?.body).toMatchObject({ zaapId: body.zaapId, messageId: body.messageId });
  });

  it('does not report fromMe sends without notifySentByMe', async () => {
    await t.zapi('update-every-webhooks', { method: 'PUT', body: { value: hooks.url } });
    await t.zapi('send-text', { body: { phone: PATIENT, message: 'Oi' } });
    await hooks.waitFor((b) => b.status === 'READ');
    expect(hooks.ofType('ReceivedCallback')).toEqual([]);
  });

  it('send-audio accepts a data URL and serves it back in the fromMe callback', async () => {
    await t.zapi('update-webhook-received-delivery', { method: 'PUT', body: { value: hooks.url } });
    const bytes = Buffer.alloc(32_000, 7);
    const audio = `data:audio/mpeg;base64,${bytes.toString('base64')}`;
    const answer = await t.zapi('send-audio', { body: { phone: PATIENT, audio } });
    expect(answer.status).toBe(200);
    const [event] = await hooks.waitFor((b) => b.type === 'ReceivedCallback');
    const sentAudio = event?.body.audio as { audioUrl: string; seconds: number; mimeType: string };
    expect(sentAudio).toMatchObject({ ptt: true, seconds: 2, mimeType: 'audio/mpeg' });
    const served = await fetch(sentAudio.audioUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const url = await t.zapi('send-audio', {
      body: { phone: PATIENT, audio: 'https://cdn.example/a.ogg' },
    });
    expect(url.status).toBe(200);
    const bad = await t.zapi('send-audio', {
      body: { phone: PATIENT, audio: 'data:text/plain;base64,AA==' },
    });
    expect(bad.status).toBe(400);
    const sent = (await t.control('instances/I1/sent')).body;
    expect(sent.map((s: { kind: string }) => s.kind)).toEqual(['audio', 'audio']);
    expect(sent[1].audio).toBe('https://cdn.example/a.ogg');
  });

  it('configures webhooks, accepting http URLs and "" (remove) and refusing non-URLs', async () => {
    for (const endpoint of [
      'update-webhook-received',
      'update-webhook-received-delivery',
      'update-webhook-delivery',
      'update-webhook-message-status',
      'update-webhook-connected',
      'update-webhook-disconnected',
      'update-webhook-chat-presence',
    ]) {
      const set = await t.zapi(endpoint, {
        method: 'PUT',
        body: { value: 'http://localhost:9/h' },
      });
      expect(set.body, endpoint).toEqual({ value: true });
    }
    const bad = await t.zapi('update-webhook-received', {
      method: 'PUT',
      body: { value: 'not a url' },
    });
    expect(bad.status).toBe(400);
    const ftp = await t.zapi('update-every-webhooks', {
      method: 'PUT',
      body: { value: 'ftp://x/y' },
    });
    expect(ftp.status).toBe(400);
    await t.zapi('update-webhook-received', { method: 'PUT', body: { value: '' } });
    const me = (await t.zapi('me')).body;
    expect(me).toMatchObject({
      receivedCallbackUrl: null,
      deliveryCallbackUrl: 'http://localhost:9/h',
    });
    expect(me.receiveCallbackSentByMe).toBe(true);
  });
  it('send-image and send-document/{extension} log the file and echo it with a working link', async () => {
    await t.zapi('update-every-webhooks', {
      method: 'PUT',
      body: { value: hooks.url, notifySentByMe: true },
    });
    const pdf = Buffer.from('%PDF-1.4 preparo');
    const doc = await t.zapi('send-document/pdf', {
      body: {
        phone: PATIENT,
        document: `data:application/pdf;base64,${pdf.toString('base64')}`,
        fileName: 'preparo.pdf',
        messageId: 'Q9',
      },
    });
    expect(doc.status).toBe(200);
    const png = await t.zapi('send-image', {
      body: { phone: PATIENT, image: 'data:image/png;base64,iVBORw0KGgo=', caption: 'Mapa' },
    });
    expect(png.status).toBe(200);
    const sent = (await t.control('instances/I1/sent')).body;
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'document',
        extension: 'pdf',
        fileName: 'preparo.pdf',
        mimeType: 'application/pdf',
        quotedMessageId: 'Q9',
        messageId: doc.body.messageId,
      }),
      expect.objectContaining({ kind: 'image', caption: 'Mapa', mimeType: 'image/png' }),
    ]);
    const [echo] = await hooks.waitFor(
      (b) => b.type === 'ReceivedCallback' && b.messageId === doc.body.messageId,
    );
    expect(echo?.body).toMatchObject({
      fromMe: true,
      referenceMessageId: 'Q9',
      document: { fileName: 'preparo.pdf', mimeType: 'application/pdf' },
    });
    const link = (echo!.body.document as { documentUrl: string }).documentUrl;
    const file = await fetch(link);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    expect(
      (
        await t.zapi('send-image', {
          body: { phone: PATIENT, image: 'data:text/plain;base64,AA==' },
        })
      ).status,
    ).toBe(400);
    expect((await t.zapi('send-document/pdf', { body: { phone: PATIENT } })).status).toBe(400);
  });

  it('inbound takes a generated document and a quoted reply', async () => {
    await t.zapi('update-webhook-received', { method: 'PUT', body: { value: hooks.url } });
    const doc = await t.control('instances/I1/inbound', { phone: PATIENT, document: true });
    expect(doc.status).toBe(201);
    await t.control('instances/I1/inbound', {
      phone: PATIENT,
      message: 'Recebi, obrigado',
      referenceMessageId: doc.body.messageId,
    });
    const received = await hooks.waitFor((b) => b.type === 'ReceivedCallback', 2);
    expect(received[0]?.body.document).toMatchObject({
      fileName: 'preparo-exame.pdf',
      mimeType: 'application/pdf',
    });
    expect(received[1]?.body).toMatchObject({
      referenceMessageId: doc.body.messageId,
      text: { message: 'Recebi, obrigado' },
    });
  });
});
