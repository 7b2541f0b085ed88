import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  PATIENT,
  PHONE,
  startSimulator,
  textTo,
  type TestSimulator,
} from './helpers/start-simulator.ts';

let t: TestSimulator;
const WABA = `waba-${PHONE.id}`;
beforeAll(async () => {
  t = await startSimulator();
});
afterAll(() => t.close());

describe('the WhatsApp Business account templates', () => {
  it('creates a template PENDING, lists it with its status, and shows the review outcome', async () => {
    const created = await t.graph(`${WABA}/message_templates`, {
      body: {
        name: 'lembrete_consulta',
        language: 'pt_BR',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Olá {{1}}, sua consulta é amanhã.' }],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'PENDING', category: 'UTILITY' });
    const again = await t.graph(`${WABA}/message_templates`, {
      body: {
        name: 'lembrete_consulta',
        language: 'pt_BR',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Outra' }],
      },
    });
    expect(again.body.error.code).toBe(100);

    await t.control(`templates/${created.body.id}/review`, { status: 'REJECTED', reason: 'SPAM' });
    const listed = await t.graph(`${WABA}/message_templates?limit=100`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: created.body.id,
        name: 'lembrete_consulta',
        language: 'pt_BR',
        status: 'REJECTED',
        rejected_reason: 'SPAM',
      }),
    ]);
  });

  it("takes quick-reply buttons within Meta's limits and refuses what breaks them with 100", async () => {
    const submit = (name: string, buttons: unknown[]) =>
      t.graph(`${WABA}/message_templates`, {
        body: {
          name,
          language: 'pt_BR',
          category: 'UTILITY',
          components: [
            { type: 'BODY', text: 'Sua consulta é amanhã.' },
            { type: 'BUTTONS', buttons },
          ],
        },
      });
    const quick = (text: string) => ({ type: 'QUICK_REPLY', text });
    const ok = await submit('com_botoes', [quick('Confirmar'), quick('Remarcar')]);
    expect(ok.status).toBe(200);
    const listed = await t.graph(`${WABA}/message_templates`);
    expect(
      listed.body.data.find((x: { name: string }) => x.name === 'com_botoes').components[1],
    ).toEqual({ type: 'BUTTONS', buttons: [quick('Confirmar'), quick('Remarcar')] });
    for (const [name, buttons] of [
      ['longo', [quick('x'.repeat(26))]],
      ['vazio', [quick(' ')]],
      ['nenhum', []],
      ['onze', Array.from({ length: 11 }, (_, i) => quick(`Opção ${i}`))],
      ['variavel', [quick('Sim {{1}}')]],
    ] as const) {
      const refused = await submit(name, [...buttons]);
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.code, name).toBe(100);
    }
    expect(
      (
        await submit(
          'dez',
          Array.from({ length: 10 }, (_, i) => quick(`Opção ${i}`)),
        )
      ).status,
    ).toBe(200);
  });

  it('refuses another token with 190', async () => {
    const answer = await t.graph(`${WABA}/message_templates`, { token: 'wrong' });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe(190);
  });
});

describe('injected faults', () => {
  it('answers the next matching calls with the Graph error asked for, then works again', async () => {
    await t.control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, text: 'Oi' });
    await t.control('fail', { count: 2, code: 130429, phoneNumberId: PHONE.id, edge: 'messages' });
    const first = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'um') });
    const second = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'dois') });
    const third = await t.graph(`${PHONE.id}/messages`, { body: textTo(PATIENT, 'três') });
    expect([first.body.error?.code, second.body.error?.code]).toEqual([130429, 130429]);
    expect(first.body.error.error_data.details).toContain('throughput');
    expect(third.status).toBe(200);
    const sent = await t.control(`phone-numbers/${PHONE.id}/messages`);
    expect(
      sent.body.map((m: { request: { text: { body: string } } }) => m.request.text.body),
    ).toEqual(['três']);
  });
});
