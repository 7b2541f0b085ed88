import { createHmac } from 'node:crypto';

import { MSG } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { parseCloudWebhook } from './webhook-event.ts';
import { candidatePhoneNumberIds, signatureMatches } from './webhook-signature.ts';

const AT = new Date('2026-01-01T12:00:00Z');
const envelope = (value: Record<string, unknown>, phoneNumberId = '106540352242922') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});
const message = (m: Record<string, unknown>) =>
  envelope({
    contacts: [{ profile: { name: 'Sheena' }, wa_id: '16505551234' }],
    messages: [{ from: '16505551234', id: 'wamid.X', timestamp: '1739321024', ...m }],
  });
const events = (body: unknown) => parseCloudWebhook(body, AT).flatMap((c) => c.events);

describe('parseCloudWebhook', () => {
  it('reads a text with its sender, name, time and the message it answers', () => {
    const [change] = parseCloudWebhook(
      message({ type: 'text', text: { body: 'Olá' }, context: { id: 'wamid.Q' } }),
      AT,
    );
    expect(change?.phoneNumberId).toBe('106540352242922');
    expect(change?.events[0]).toMatchObject({
      kind: 'message',
      messageId: 'wamid.X',
      chatId: '16505551234',
      fromMe: false,
      chatName: 'Sheena',
      time: new Date(1739321024 * 1000),
      quotedId: 'wamid.Q',
      content: { type: 'text', text: 'Olá' },
    });
  });

  it('names media by id, for the queue to fetch with the token', () => {
    const image = { id: '1479537139650973', mime_type: 'image/jpeg', caption: 'exame' };
    const doc = { id: '77', mime_type: 'application/pdf', filename: 'laudo.pdf' };
    expect(events(message({ type: 'image', image }))[0]).toMatchObject({
      content: { type: 'image', url: 'whatsapp-media:1479537139650973', caption: 'exame' },
    });
    expect(events(message({ type: 'document', document: doc }))[0]).toMatchObject({
      content: { type: 'document', url: 'whatsapp-media:77', fileName: 'laudo.pdf' },
    });
    expect(events(message({ type: 'audio', audio: { id: '9', voice: true } }))[0]).toMatchObject({
      content: { type: 'audio', url: 'whatsapp-media:9' },
    });
    expect(
      events(message({ type: 'sticker', sticker: { id: '5', mime_type: 'image/webp' } }))[0],
    ).toMatchObject({ content: { type: 'image', url: 'whatsapp-media:5' } });
    // An id that is not one (a path, a URL) is never handed to the downloader.
    expect(events(message({ type: 'image', image: { id: '../x' } }))[0]).toMatchObject({
      content: { type: 'image', url: null },
    });
  });

  it('keeps a reaction as a line quoting its message, and drops a removed one', () => {
    expect(
      events(message({ type: 'reaction', reaction: { message_id: 'wamid.M', emoji: '👍' } }))[0],
    ).toMatchObject({
      kind: 'message',
      quotedId: 'wamid.M',
      content: { type: 'other', text: MSG.previews.reaction('👍') },
    });
    expect(
      events(message({ type: 'reaction', reaction: { message_id: 'wamid.M' } }))[0]?.kind,
    ).toBe('ignored');
  });

  it("tells a patient's edit and deletion (sent as unsupported) and reads button replies as text", () => {
    const unsupported = (type: string) =>
      events(
        message({
          type: 'unsupported',
          unsupported: { type },
          errors: [{ code: 131051, title: 'Message type unknown' }],
        }),
      )[0];
    expect(unsupported('edit')).toMatchObject({
      content: { type: 'other', text: MSG.previews.editedElsewhere },
    });
    expect(unsupported('revoke')).toMatchObject({
      content: { type: 'other', text: MSG.previews.deletedByPatient },
    });
    expect(events(message({ type: 'button', button: { text: 'Confirmar' } }))[0]).toMatchObject({
      content: { type: 'text', text: 'Confirmar' },
    });
    expect(
      events(
        message({
          type: 'interactive',
          interactive: { button_reply: { id: '1', title: 'Remarcar' } },
        }),
      )[0],
    ).toMatchObject({ content: { type: 'text', text: 'Remarcar' } });
  });

  it('reads statuses as forward-only, with a failure code', () => {
    const body = envelope({
      statuses: [
        { id: 'wamid.S', status: 'read', timestamp: '1', recipient_id: '1' },
        {
          id: 'wamid.F',
          status: 'failed',
          timestamp: '1',
          recipient_id: '1',
          errors: [{ code: 131047, title: 'Re-engagement message' }],
        },
        { id: 'wamid.D', status: 'deleted' },
      ],
    });
    expect(events(body)).toEqual([
      { kind: 'status', ids: ['wamid.S'], status: 'READ', forwardOnly: true, errorCode: null },
      { kind: 'status', ids: ['wamid.F'], status: 'FAILED', forwardOnly: true, errorCode: 131047 },
      { kind: 'ignored', reason: 'status sem uso' },
    ]);
  });

  it('refuses what is not a WhatsApp webhook, and skips other fields', () => {
    expect(() => parseCloudWebhook({ object: 'page', entry: [] }, AT)).toThrow();
    expect(() => parseCloudWebhook('x', AT)).toThrow();
    const template = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'message_template_status_update', value: {} }] }],
    };
    expect(parseCloudWebhook(template, AT)).toEqual([]);
  });
});

describe('webhook signature', () => {
  const raw = Buffer.from(JSON.stringify(message({ type: 'text', text: { body: 'Olá' } })));
  const sign = (body: Buffer, secret: string) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it('finds the numbers a body names without parsing it', () => {
    expect(candidatePhoneNumberIds(raw)).toEqual(['106540352242922']);
    expect(candidatePhoneNumberIds(Buffer.from('{"phone_number_id":"1"} lixo {'))).toEqual(['1']);
  });

  it('matches only the HMAC of these bytes with this secret', () => {
    expect(signatureMatches(raw, sign(raw, 's3cr3t'), 's3cr3t')).toBe(true);
    expect(signatureMatches(raw, sign(raw, 'outro'), 's3cr3t')).toBe(false);
    expect(signatureMatches(raw, sign(Buffer.from('{}'), 's3cr3t'), 's3cr3t')).toBe(false);
    expect(signatureMatches(raw, undefined, 's3cr3t')).toBe(false);
    expect(signatureMatches(raw, 'sha256=abc', 's3cr3t')).toBe(false);
    expect(signatureMatches(raw, sign(raw, 's3cr3t').replace('sha256=', 'sha1='), 's3cr3t')).toBe(
      false,
    );
  });
});
