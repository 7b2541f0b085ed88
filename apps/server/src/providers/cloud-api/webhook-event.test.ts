import { createHmac } from 'node:crypto';

import { MSG } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { OUT_OF_RANGE, cloudAccountChanges, parseCloudWebhook } from './webhook-event.ts';
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

  it('ignores a message whose timestamp is not a time Meta sends (issue 47)', () => {
    const at = (timestamp: unknown) =>
      events(message({ type: 'text', text: { body: 'a' }, timestamp }))[0];
    for (const bad of ['1e20', 1e20, '-5', '99999999999', '12.5', '0', 'amanhã', 1.5, true])
      expect(at(bad), String(bad)).toEqual({ kind: 'ignored', reason: OUT_OF_RANGE });
    // A day past the server's clock is not a time either; an hour is clock drift.
    const ahead = (ms: number) => String(Math.floor((AT.getTime() + ms) / 1000));
    expect(at(ahead(25 * 3600_000))).toMatchObject({ kind: 'ignored' });
    expect(at(ahead(3600_000))).toMatchObject({ kind: 'message' });
    // Without one, the message is stamped when it arrived, as before.
    expect(at(undefined)).toMatchObject({ kind: 'message', time: AT });
    const failed = envelope({
      statuses: [{ id: 'wamid.F', status: 'failed', errors: [{ code: 1e20 }, { code: 131047 }] }],
    });
    expect(events(failed)).toEqual([
      { kind: 'status', ids: ['wamid.F'], status: 'FAILED', forwardOnly: true, errorCode: null },
    ]);
  });

  it("reads an account change's time, and leaves out one whose time is out of range", () => {
    const body = (time: unknown) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          ...(time === undefined ? {} : { time }),
          changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED' } }],
        },
      ],
    });
    const when = Math.floor(AT.getTime() / 1000) - 60;
    expect(cloudAccountChanges(body(when), AT)).toEqual({
      changes: [
        {
          businessAccountId: '102290129340398',
          field: 'message_template_status_update',
          value: { event: 'APPROVED' },
          time: new Date(when * 1000),
        },
      ],
      outOfRange: 0,
    });
    expect(cloudAccountChanges(body(undefined), AT).changes[0]?.time).toBeNull();
    for (const bad of [1e20, '1e20', -1, 99_999_999_999])
      expect(cloudAccountChanges(body(bad), AT), String(bad)).toEqual({
        changes: [],
        outOfRange: 1,
      });
  });

  // Meta's "business-scoped user IDs" page: `user_id` on every contact, `from_user_id` on the
  // message, and for a username user whose number is withheld no `from` nor `wa_id`.
  it('keys a username user with no phone by the BSUID, with the username and profile name', () => {
    const body = envelope({
      contacts: [
        { profile: { name: 'Ana', username: 'ana.souza' }, user_id: 'BR.1502576394655843' },
      ],
      messages: [
        {
          from_user_id: 'BR.1502576394655843',
          id: 'wamid.U',
          timestamp: '1739321024',
          type: 'text',
          text: { body: 'Oi' },
        },
      ],
    });
    expect(events(body)[0]).toMatchObject({
      kind: 'message',
      chatId: 'BR.1502576394655843',
      chatName: 'Ana',
      userId: 'BR.1502576394655843',
      username: 'ana.souza',
      content: { type: 'text', text: 'Oi' },
    });
  });

  it('reads the parent BSUID of a managed business: from_parent_user_id, else contacts[].parent_user_id', () => {
    const body = envelope({
      contacts: [
        {
          profile: { name: 'Ana', username: 'ana.souza' },
          user_id: 'BR.1502576394655843',
          parent_user_id: 'BR.ENT.11815799212886844830',
        },
      ],
      messages: [
        {
          from_user_id: 'BR.1502576394655843',
          from_parent_user_id: 'BR.ENT.11815799212886844830',
          id: 'wamid.P',
          timestamp: '1739321024',
          type: 'text',
          text: { body: 'Oi' },
        },
        // The contact's alone names it when the message leaves it out.
        {
          from_user_id: 'BR.1502576394655843',
          id: 'wamid.P2',
          timestamp: '1739321025',
          type: 'text',
          text: { body: 'Tudo bem?' },
        },
      ],
    });
    expect(events(body).map((e) => ('parentUserId' in e ? e.parentUserId : undefined))).toEqual([
      'BR.ENT.11815799212886844830',
      'BR.ENT.11815799212886844830',
    ]);
    // A message with none (most users) says so.
    expect(events(message({ type: 'text', text: { body: 'Oi' } }))[0]).toMatchObject({
      parentUserId: null,
    });
  });

  it('keeps the phone as the key of a user with phone and BSUID, and ignores a malformed BSUID', () => {
    const withId = envelope({
      contacts: [
        { profile: { name: 'Sheena' }, wa_id: '16505551234', user_id: 'US.13491208655302741918' },
      ],
      messages: [
        {
          from: '16505551234',
          id: 'wamid.P',
          timestamp: '1739321024',
          type: 'text',
          text: { body: 'Oi' },
        },
      ],
    });
    expect(events(withId)[0]).toMatchObject({
      chatId: '16505551234',
      chatName: 'Sheena',
      userId: 'US.13491208655302741918',
      username: null,
    });
    const bad = envelope({
      contacts: [{ profile: { name: 'X' }, user_id: 'br.../etc' }],
      messages: [{ from_user_id: 'br.../etc', id: 'wamid.B', type: 'text', text: { body: 'Oi' } }],
    });
    expect(events(bad)[0]).toMatchObject({ kind: 'ignored' });
  });

  it('reads a status of a send by BSUID (recipient_user_id, no recipient_id) by its message id', () => {
    const body = envelope({
      statuses: [
        {
          id: 'wamid.S',
          status: 'delivered',
          timestamp: '1739321024',
          recipient_user_id: 'BR.1502576394655843',
        },
      ],
    });
    expect(events(body)).toEqual([
      {
        kind: 'status',
        ids: ['wamid.S'],
        status: 'DELIVERED',
        forwardOnly: true,
        errorCode: null,
        userId: 'BR.1502576394655843',
        username: null,
      },
    ]);
  });

  it("reads Meta's user_changed_number system message: the old number in from, the new in system.wa_id, both BSUIDs", () => {
    const body = envelope({
      messages: [
        {
          from: '16505551234',
          id: 'wamid.SYS',
          timestamp: '1739321024',
          type: 'system',
          system: {
            body: 'User Sheena Nelson changed from 16505551234 to 12195555358',
            wa_id: '12195555358',
            type: 'user_changed_number',
            user_id: 'US.13491208655302741919',
            previous_user_id: 'US.13491208655302741918',
          },
        },
      ],
    });
    expect(events(body)).toEqual([
      {
        kind: 'identity',
        messageId: 'wamid.SYS',
        time: new Date(1739321024 * 1000),
        previous: { phone: '16505551234', userId: 'US.13491208655302741918', parentUserId: null },
        current: { phone: '12195555358', userId: 'US.13491208655302741919', parentUserId: null },
      },
    ]);
  });

  it('reads user_changed_user_id and the user_id_update field; other system messages are ignored', () => {
    const sys = envelope({
      messages: [
        {
          from_user_id: 'BR.2',
          id: 'wamid.SYS2',
          timestamp: '1739321024',
          type: 'system',
          system: {
            type: 'user_changed_user_id',
            previous_user_id: 'BR.1',
            user_id: 'BR.2',
            previous_parent_user_id: 'BR.P1',
            parent_user_id: 'BR.P2',
          },
        },
        {
          from: '16505551234',
          id: 'wamid.SYS3',
          timestamp: '1739321024',
          type: 'system',
          system: { type: 'customer_identity_changed', body: '...' },
        },
      ],
    });
    expect(events(sys)).toEqual([
      {
        kind: 'identity',
        messageId: 'wamid.SYS2',
        time: new Date(1739321024 * 1000),
        previous: { phone: null, userId: 'BR.1', parentUserId: 'BR.P1' },
        current: { phone: null, userId: 'BR.2', parentUserId: 'BR.P2' },
      },
      { kind: 'ignored', reason: 'mensagem de sistema sem uso' },
    ]);
    const update = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'user_id_update',
              value: {
                ...envelope({}).entry[0]!.changes[0]!.value,
                user_id_update: [
                  {
                    wa_id: '16505551234',
                    detail: {
                      previous: { user_id: 'US.1' },
                      current: { user_id: 'US.2', parent_user_id: 'US.ENT.3' },
                    },
                    timestamp: '1739321024',
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(events(update)).toEqual([
      {
        kind: 'identity',
        messageId: null,
        time: new Date(1739321024 * 1000),
        previous: { phone: '16505551234', userId: 'US.1', parentUserId: null },
        current: { phone: null, userId: 'US.2', parentUserId: 'US.ENT.3' },
      },
    ]);
    // Not an account change: the number's reader has it.
    expect(cloudAccountChanges(update, AT).changes).toEqual([]);
  });

  it('keys a Brazilian mobile without its ninth digit with it, keeping the address Meta used', () => {
    const body = envelope({
      contacts: [{ profile: { name: 'Rosa' }, wa_id: '551187650071' }],
      messages: [
        {
          from: '551187650071',
          id: 'wamid.N',
          timestamp: '1739321024',
          type: 'text',
          text: { body: 'Oi' },
        },
      ],
    });
    expect(events(body)).toEqual([
      expect.objectContaining({
        kind: 'message',
        chatId: '5511987650071',
        address: '551187650071',
        chatName: 'Rosa',
      }),
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
