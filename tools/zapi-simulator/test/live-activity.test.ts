import { afterEach, describe, expect, it } from 'vitest';

import { startSimulator, type TestSimulator } from './helpers/start-simulator.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

describe('live activity', () => {
  let t: TestSimulator;
  let hooks: WebhookReceiver;
  afterEach(async () => {
    await t.close();
    await hooks.close();
  });

  it('has patients write now and then and answer what the clinic sent', async () => {
    hooks = await startWebhookReceiver();
    t = await startSimulator({
      chatCount: 10,
      liveActivity: true,
      replyChance: 1,
      timing: { historyDelayMs: 60_000, liveIntervalMs: [80, 120], replyDelayMs: [150, 200] },
    });
    await t.zapi('update-every-webhooks', { method: 'PUT', body: { value: hooks.url } });
    await t.control('instances/I1/scan', {});
    const spontaneous = await hooks.waitFor((b) => b.type === 'ReceivedCallback' && !b.fromMe, 2);
    expect(spontaneous[0]?.body.text).toEqual({ message: expect.any(String) });

    const patient = '5511955554444';
    await t.zapi('send-text', {
      body: { phone: patient, message: 'Podemos confirmar sua consulta?' },
    });
    const [reply] = await hooks.waitFor(
      (b) => b.phone === patient && b.type === 'ReceivedCallback',
    );
    expect(reply?.body).toMatchObject({ fromMe: false, text: { message: expect.any(String) } });
    const typing = (b: Record<string, unknown>) =>
      b.type === 'PresenceChatCallback' && b.phone === patient && b.status === 'COMPOSING';
    await hooks.waitFor(typing);

    await t.control('instances/I1/disconnect', {});
    await t.sim.settled();
    const count = hooks.ofType('ReceivedCallback').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hooks.ofType('ReceivedCallback').length).toBe(count);
  });

  it('waits for a received webhook configured after the connection before sending history', async () => {
    hooks = await startWebhookReceiver();
    t = await startSimulator({ chatCount: 6 });
    await t.control('instances/I1/scan', {});
    await new Promise((resolve) => setTimeout(resolve, 150));
    await t.zapi('update-webhook-received', { method: 'PUT', body: { value: hooks.url } });
    const total = t.sim.state.instances.get('I1')?.history.length ?? 0;
    await hooks.waitFor((b) => b.type === 'ReceivedCallback', total);
  });
});
