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

describe('access token', () => {
  it('refuses a wrong or missing bearer token with Graph’s 190 error and HTTP 401', async () => {
    for (const token of ['EAAG-wrong', null]) {
      const answer = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'Oi'), token });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ code: 190, type: 'OAuthException' });
      expect(answer.body.error.message).toEqual(expect.any(String));
    }
    expect(t.sim.state.phoneNumbers.get(PHONE.id)!.sent.size).toBe(0);
  });

  it('refuses another number’s token on media too', async () => {
    t.sim.addPhoneNumber({ ...PHONE, id: '200000000000002', accessToken: 'EAAG-other' });
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', 'text/plain');
    form.set('file', new Blob(['x'], { type: 'text/plain' }), 'x.txt');
    const answer = await t.graph(`${PHONE.id}/media`, { form, token: 'EAAG-other' });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe(190);
  });

  it('accepts the right token', async () => {
    const answer = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'Olá!') });
    expect(answer.status).toBe(200);
    expect(answer.body.messages[0].id).toMatch(/^wamid\./);
  });
});
