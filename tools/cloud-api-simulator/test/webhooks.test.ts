// @runtime: crypto and fetch (HMAC-SHA256 webhook signatures over the raw body).
import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PATIENT, PHONE, startSimulator, type TestSimulator } from './helpers/start-simulator.ts';

let t: TestSimulator;
beforeAll(async () => {
  t = await startSimulator();
});
afterAll(() => t.close());

const hmac = (raw: string, secret: string): string =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('inbound webhooks', () => {
  it('signs each POST with the app secret over the raw body, so the signature follows the body', async () => {
    await t.control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, text: 'Oi' });
    await t.control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, text: 'Tem horário?' });
    const [first, second] = await t.receiver.waitFor(
      (body) => body.entry?.[0]?.changes?.[0]?.value?.messages,
      2,
    );

    for (const event of [first!, second!]) {
      expect(event.headers['x-hub-signature-256']).toBe(hmac(event.raw, PHONE.appSecret));
      expect(event.headers['x-hub-signature-256']).not.toBe(hmac(event.raw, 'another-secret'));
    }
    expect(first!.raw).not.toBe(second!.raw);
    expect(first!.headers['x-hub-signature-256']).not.toBe(second!.headers['x-hub-signature-256']);
  });

  it('carries the text in Meta’s envelope, with the contact and a wamid', async () => {
    const sent = await t.control(`phone-numbers/${PHONE.id}/inbound`, {
      from: '+55 11 91234-0000',
      name: 'Maria Souza',
      text: 'Bom dia',
    });
    const [event] = await t.receiver.waitFor(
      (body) => body.entry?.[0]?.changes?.[0]?.value?.messages?.[0]?.id === sent.body.id,
    );
    expect(event!.body).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: PHONE.displayPhoneNumber,
                  phone_number_id: PHONE.id,
                },
                contacts: [{ profile: { name: 'Maria Souza' }, wa_id: '5511912340000' }],
                messages: [{ from: '5511912340000', type: 'text', text: { body: 'Bom dia' } }],
              },
            },
          ],
        },
      ],
    });
    expect(sent.body.id).toMatch(/^wamid\./);
  });
});

describe('verification handshake', () => {
  it('is verified only when the endpoint echoes the challenge for the right verify token', async () => {
    const right = await t.control(`phone-numbers/${PHONE.id}/verify-webhook`, {
      challenge: '1158201444',
    });
    expect(right.body).toMatchObject({ verified: true, status: 200, answer: '1158201444' });

    const wrong = await t.control(`phone-numbers/${PHONE.id}/verify-webhook`, {
      verifyToken: 'not-the-token',
      challenge: '1158201444',
    });
    expect(wrong.body).toMatchObject({ verified: false, status: 403 });
    expect(wrong.body.answer).not.toContain('1158201444');
  });
});
