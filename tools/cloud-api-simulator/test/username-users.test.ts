import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PHONE, startSimulator, type TestSimulator } from './helpers/start-simulator.ts';

/** A BSUID as Meta's "business-scoped user IDs" page writes them: country, '.', digits. */
const BSUID = 'BR.1502576394655843';

let t: TestSimulator;
beforeAll(async () => {
  t = await startSimulator();
});
afterAll(() => t.close());

describe('a username user with no phone', () => {
  it('writes with user_id and username and no from/wa_id, is answered by recipient, and its statuses name recipient_user_id', async () => {
    const inbound = await t.control(`phone-numbers/${PHONE.id}/inbound`, {
      userId: BSUID,
      username: 'ana.souza',
      name: 'Ana',
      text: 'Oi',
    });
    expect(inbound.status).toBe(200);
    const [hook] = await t.receiver.waitFor(
      (body) => body.entry?.[0]?.changes?.[0]?.value?.messages?.[0]?.id === inbound.body.id,
    );
    const value = hook!.body.entry[0].changes[0].value;
    expect(value.contacts).toEqual([
      { profile: { name: 'Ana', username: 'ana.souza' }, user_id: BSUID },
    ]);
    expect(value.messages[0]).toMatchObject({ from_user_id: BSUID, text: { body: 'Oi' } });
    expect(value.messages[0]).not.toHaveProperty('from');

    const reply = await t.graph(`${PHONE.id}/messages`, {
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        recipient: BSUID,
        type: 'text',
        text: { body: 'Olá, Ana!' },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.contacts).toEqual([{ input: BSUID, user_id: BSUID }]);
    const sentId = reply.body.messages[0].id;

    const statuses = await t.control(`phone-numbers/${PHONE.id}/statuses`, {
      messageId: sentId,
      statuses: ['delivered'],
    });
    expect(statuses.status).toBe(200);
    const [status] = await t.receiver.waitFor(
      (body) => body.entry?.[0]?.changes?.[0]?.value?.statuses?.[0]?.id === sentId,
    );
    const st = status!.body.entry[0].changes[0].value.statuses[0];
    expect(st).toMatchObject({ status: 'delivered', recipient_user_id: BSUID });
    expect(st).not.toHaveProperty('recipient_id');
  });

  it('refuses a send with neither to nor recipient, and an inbound with neither from nor userId', async () => {
    const send = await t.graph(`${PHONE.id}/messages`, {
      body: { messaging_product: 'whatsapp', type: 'text', text: { body: 'x' } },
    });
    expect(send.status).toBe(400);
    const inbound = await t.control(`phone-numbers/${PHONE.id}/inbound`, { text: 'x' });
    expect(inbound.status).toBe(400);
  });
});
