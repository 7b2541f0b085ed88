import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  PATIENT,
  PHONE,
  startSimulator,
  textTo,
  type TestSimulator,
} from './helpers/start-simulator.ts';

const DAY_AND_A_MINUTE = 24 * 60 * 60 * 1000 + 60 * 1000;
const ASYNC_PHONE = { ...PHONE, id: '300000000000003', accessToken: 'EAAG-async' };

let t: TestSimulator;
beforeAll(async () => {
  t = await startSimulator();
  t.sim.addPhoneNumber({ ...ASYNC_PHONE, callbackUrl: t.receiver.url, windowErrors: 'status' });
});
afterAll(() => t.close());

const template = (name: string, params: string[]) => ({
  messaging_product: 'whatsapp',
  to: PATIENT,
  type: 'template',
  template: {
    name,
    language: { code: 'pt_BR' },
    components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
  },
});

describe('the 24-hour customer service window', () => {
  it('answers a wamid inside the window and refuses free-form with 131047 a day and a minute later, while an approved template still goes', async () => {
    const inbound = await t.control(`phone-numbers/${PHONE.id}/inbound`, {
      from: PATIENT,
      text: 'Oi',
    });
    const created = await t.control(`phone-numbers/${PHONE.id}/templates`, {
      name: 'lembrete_consulta',
      language: 'pt_BR',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Olá {{1}}, sua consulta é {{2}}.' }],
    });
    const pending = await t.graph(`${PHONE.id}/messages`, {
      body: template('lembrete_consulta', ['Ana', 'amanhã']),
    });
    expect(pending.status).toBe(404);
    expect(pending.body.error.code).toBe(132001);

    const reply = await t.graph(`${PHONE.id}/messages`, {
      body: { ...textTo(PATIENT, 'Olá! Temos horário.'), context: { message_id: inbound.body.id } },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: PATIENT, wa_id: PATIENT }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });

    t.clock.advance(DAY_AND_A_MINUTE);
    const late = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'Ainda está aí?') });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({
      code: 131047,
      message: expect.stringContaining('Re-engagement message'),
    });

    const review = await t.control(`templates/${created.body.id}/review`, { status: 'APPROVED' });
    expect(review.status).toBe(200);
    const [update] = await t.receiver.waitFor(
      (body) =>
        body.entry?.[0]?.changes?.[0]?.value?.event === 'APPROVED' &&
        body.entry[0].changes[0].field === 'message_template_status_update',
    );
    // The entry's trigger time, Unix seconds as a JSON integer, as Meta's reference shows it.
    expect(update!.body.entry[0].time).toBe(Math.floor(t.clock.now() / 1000));
    const wrongCount = await t.graph(`${PHONE.id}/messages`, {
      body: template('lembrete_consulta', ['Ana']),
    });
    expect(wrongCount.body.error.code).toBe(132000);
    const approved = await t.graph(`${PHONE.id}/messages`, {
      body: template('lembrete_consulta', ['Ana', 'amanhã']),
    });
    expect(approved.status).toBe(200);
    expect(approved.body.messages[0].id).toMatch(/^wamid\./);
  });

  it('refuses a rejected template and reopens the window when the patient writes again', async () => {
    const created = await t.control(`phone-numbers/${PHONE.id}/templates`, {
      name: 'promo',
      language: 'pt_BR',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: 'Promoção!' }],
    });
    await t.control(`templates/${created.body.id}/review`, {
      status: 'REJECTED',
      reason: 'PROMOTIONAL',
    });
    const rejected = await t.graph(`${PHONE.id}/messages`, { body: template('promo', []) });
    expect(rejected.body.error.code).toBe(132001);

    await t.control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, text: 'Voltei' });
    const again = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'Que bom!') });
    expect(again.status).toBe(200);
  });

  it('can instead accept the send and report 131047 in a failed status webhook', async () => {
    const answer = await t.graph(`${ASYNC_PHONE.id}/messages`, {
      body: textTo('5511900001111', 'Oi'),
      token: ASYNC_PHONE.accessToken,
    });
    expect(answer.status).toBe(200);
    const id = answer.body.messages[0].id;
    const [event] = await t.receiver.waitFor(
      (body) => body.entry?.[0]?.changes?.[0]?.value?.statuses?.[0]?.id === id,
    );
    expect(event!.body.entry[0].changes[0].value.statuses[0]).toMatchObject({
      status: 'failed',
      recipient_id: '5511900001111',
      errors: [{ code: 131047, title: 'Re-engagement message' }],
    });
  });
});
