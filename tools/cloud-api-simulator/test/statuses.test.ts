import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  PATIENT,
  PHONE,
  startSimulator,
  textTo,
  type TestSimulator,
} from './helpers/start-simulator.ts';

let t: TestSimulator;
beforeAll(async () => {
  t = await startSimulator();
  await t.control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, text: 'Oi' });
});
afterAll(() => t.close());

const statusOf =
  (id: string) =>
  (body: { entry?: { changes?: { value?: { statuses?: { id: string }[] } }[] }[] }) =>
    body.entry?.[0]?.changes?.[0]?.value?.statuses?.[0]?.id === id;

describe('statuses', () => {
  it('arrive in the order the test chose, even read before sent', async () => {
    const sent = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'Confirmado!') });
    const id: string = sent.body.messages[0].id;
    await t.control(`phone-numbers/${PHONE.id}/statuses`, {
      messageId: id,
      statuses: ['read', 'delivered', 'sent'],
    });
    const events = await t.receiver.waitFor(statusOf(id), 3);
    const statuses = events.map((event) => event.body.entry[0].changes[0].value.statuses[0]);
    expect(statuses.map((status) => status.status)).toEqual(['read', 'delivered', 'sent']);
    expect(statuses[0]).toMatchObject({
      recipient_id: PATIENT,
      timestamp: expect.stringMatching(/^\d+$/),
    });
  });

  it('reports a failure with Meta’s errors[]', async () => {
    const sent = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'Oi de novo') });
    const id: string = sent.body.messages[0].id;
    await t.control(`phone-numbers/${PHONE.id}/statuses`, {
      messageId: id,
      statuses: [{ status: 'failed', error: { code: 131026, title: 'Message undeliverable' } }],
    });
    const [event] = await t.receiver.waitFor(statusOf(id));
    expect(event!.body.entry[0].changes[0].value.statuses[0]).toMatchObject({
      status: 'failed',
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
  });

  it('marks a received message as read, and refuses an unknown message id', async () => {
    const inbound = await t.control(`phone-numbers/${PHONE.id}/inbound`, {
      from: PATIENT,
      text: 'Li?',
    });
    const read = await t.graph(`${PHONE.id}/messages`, {
      body: { messaging_product: 'whatsapp', status: 'read', message_id: inbound.body.id },
    });
    expect(read.body).toEqual({ success: true });
    expect(t.sim.state.phoneNumbers.get(PHONE.id)!.received.get(inbound.body.id)!.readAt).toBe(
      t.clock.now(),
    );
    const unknown = await t.graph(`${PHONE.id}/messages`, {
      body: { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.nope' },
    });
    expect(unknown.body.error.code).toBe(131009);
  });
});
