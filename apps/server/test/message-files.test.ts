import { messageEndpoints } from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../src/db/schema.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

// Pictures and documents sent from the chat window, and quoted replies.
let conn: ConnectedClinic;
let t: TestApp;
let user: SignedInClinic;
let other: SignedInClinic;
const chatId = '5511987650002';

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n');
const PDF = `data:application/pdf;base64,${PDF_BYTES.toString('base64')}`;
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

type Entry = {
  id: string;
  messageId: string;
  type: string;
  content: string;
  fromMe: boolean;
  mediaUrl: string | null;
  fileName: string | null;
  mimeType: string | null;
  fileSize: number | null;
  quoted: { messageId: string; fromMe: boolean; preview: string | null } | null;
};

const listed = async (): Promise<Entry[]> =>
  (
    await user.call(messageEndpoints.list, { params: { chatId }, query: { t: String(Date.now()) } })
  ).json().messages;
const sentLog = () => conn.sent();

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'FILES1', chatCount: 3 });
  ({ t, clinic: user } = conn);
  other = await signedInClinic(t);
  await conn.inbound({
    phone: chatId,
    name: 'Lia Campos',
    message: 'Pode me mandar o preparo do exame?',
  });
  // No list (a 404) until the webhook has stored the chat.
  await waitFor(listed, (m) => (m?.length ?? 0) > 0);
});
afterAll(() => conn.close());

describe('sending a document or a picture', () => {
  it('sends a PDF through send-document/pdf, keeps it sealed and serves it with its name', async () => {
    const res = await user.call(messageEndpoints.sendFile, {
      body: {
        chatId,
        phone: chatId,
        file: PDF,
        fileName: 'Preparo colonoscopia.pdf',
        caption: 'Segue o preparo',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Documento enviado.');
    const { messageId } = res.json().data;
    expect((await sentLog()).at(-1)).toMatchObject({
      kind: 'document',
      extension: 'pdf',
      fileName: 'Preparo colonoscopia.pdf',
      caption: 'Segue o preparo',
      mimeType: 'application/pdf',
      messageId,
    });
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, user.id), eq(messages.messageId, messageId)));
    expect(row).toMatchObject({
      type: 'document',
      fileName: 'Preparo colonoscopia.pdf',
      mediaMime: 'application/pdf',
      fileSize: PDF_BYTES.length,
      fromMe: true,
    });
    expect(row!.mediaPath).toMatch(/\.pdf\.enc$/);
    const entry = (await listed()).find((m) => m.messageId === messageId)!;
    expect(entry).toMatchObject({
      type: 'document',
      content: 'Segue o preparo',
      fileName: 'Preparo colonoscopia.pdf',
      mimeType: 'application/pdf',
      fileSize: PDF_BYTES.length,
    });
    const file = await t.app.inject({ url: entry.mediaUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Preparo%20colonoscopia.pdf');
    expect(file.rawPayload).toEqual(PDF_BYTES);
    // The provider's echo of the same id changes nothing of what was stored.
    await waitFor(listed, (m) => m.filter((e) => e.messageId === messageId).length === 1);
  });

  it('sends a picture through send-image with its caption', async () => {
    const res = await user.call(messageEndpoints.sendFile, {
      body: {
        chatId,
        phone: chatId,
        file: PNG,
        fileName: 'mapa.png',
        caption: 'Como chegar',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await sentLog()).at(-1)).toMatchObject({
      kind: 'image',
      caption: 'Como chegar',
      mimeType: 'image/png',
    });
    const entry = (await listed()).find((m) => m.messageId === res.json().data.messageId)!;
    expect(entry).toMatchObject({
      type: 'image',
      fileName: 'mapa.png',
      fileSize: PNG_BYTES.length,
    });
    expect((await t.app.inject({ url: entry.mediaUrl! })).rawPayload).toEqual(PNG_BYTES);
  });

  it('refuses a type it does not send (400) and a picture over 16 MB (413), in pt-BR', async () => {
    const before = (await sentLog()).length;
    const html = await user.call(messageEndpoints.sendFile, {
      body: {
        chatId,
        phone: chatId,
        file: `data:text/html;base64,${Buffer.from('<script>').toString('base64')}`,
        fileName: 'pagina.html',
      },
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(/Tipo de arquivo não permitido/);
    const big = await user.call(messageEndpoints.sendFile, {
      body: {
        chatId,
        phone: chatId,
        file: `data:image/jpeg;base64,${Buffer.alloc(16 * 1024 * 1024 + 1).toString('base64')}`,
        fileName: 'grande.jpg',
      },
    });
    // Status and message together: a failure shows which refusal came instead.
    expect({ status: big.statusCode, message: big.json().message }).toEqual({
      status: 413,
      message: 'A imagem passa do limite de 16 MB.',
    });
    const notDataUrl = await user.call(messageEndpoints.sendFile, {
      body: {
        chatId,
        phone: chatId,
        file: 'https://exemplo.com/a.pdf',
        fileName: 'a.pdf',
      },
    });
    expect(notDataUrl.statusCode).toBe(400);
    expect((await sentLog()).length).toBe(before);
  });

  it('answers 404 for another clinic’s chat and stores nothing for it', async () => {
    const res = await other.call(messageEndpoints.sendFile, {
      body: {
        chatId,
        phone: chatId,
        file: PDF,
        fileName: 'x.pdf',
      },
    });
    expect(res.statusCode).toBe(404);
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.clinicId, other.id));
    expect(stored).toEqual([]);
  });

  it('keeps a received document with its name and size once downloaded', async () => {
    await conn.inbound({ phone: chatId, document: true });
    const all = await waitFor(listed, (m) =>
      m.some((e) => !e.fromMe && e.type === 'document' && e.mediaUrl !== null),
    );
    const doc = all.find((e) => !e.fromMe && e.type === 'document')!;
    expect(doc).toMatchObject({ fileName: 'preparo-exame.pdf', mimeType: 'application/pdf' });
    expect(doc.fileSize).toBeGreaterThan(0);
    const file = await t.app.inject({ url: doc.mediaUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('replies', () => {
  it('sends a reply with the quoted message’s id and shows the quote', async () => {
    const patient = (await listed()).find((m) => !m.fromMe && m.type === 'text')!;
    const res = await user.call(messageEndpoints.sendText, {
      body: {
        chatId,
        phone: chatId,
        message: 'Claro, segue abaixo.',
        replyTo: patient.messageId,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await sentLog()).at(-1)).toMatchObject({
      kind: 'text',
      quotedMessageId: patient.messageId,
    });
    const reply = (await listed()).find((m) => m.messageId === res.json().data.messageId)!;
    expect(reply.quoted).toEqual({
      messageId: patient.messageId,
      fromMe: false,
      preview: 'Pode me mandar o preparo do exame?',
    });
  });

  it('refuses a reply to a message that is not this chat’s', async () => {
    const res = await user.call(messageEndpoints.sendText, {
      body: {
        chatId,
        phone: chatId,
        message: 'Oi',
        replyTo: 'NAO-EXISTE',
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('A mensagem respondida não foi encontrada.');
  });

  it('shows a patient’s quoted reply (referenceMessageId) with what it quotes', async () => {
    const doc = (await listed()).find((m) => m.fromMe && m.type === 'document')!;
    await conn.inbound({
      phone: chatId,
      message: 'Recebi, obrigada!',
      referenceMessageId: doc.messageId,
    });
    const all = await waitFor(listed, (m) => m.some((e) => e.content === 'Recebi, obrigada!'));
    expect(all.find((e) => e.content === 'Recebi, obrigada!')!.quoted).toEqual({
      messageId: doc.messageId,
      fromMe: true,
      preview: '📄 Preparo colonoscopia.pdf',
    });
  });
});
