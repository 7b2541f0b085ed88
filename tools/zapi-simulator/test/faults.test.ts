import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSimulator, type TestSimulator } from './helpers/start-simulator.ts';

describe('fault injection', () => {
  let t: TestSimulator;
  beforeAll(async () => {
    t = await startSimulator({ chatCount: 0 });
    await t.control('instances/I1/scan', {});
  });
  afterAll(() => t.close());

  it('answers the next N provider calls with the given status, then recovers', async () => {
    const set = await t.control('fail', { count: 2, status: 503 });
    expect(set.body).toMatchObject({ value: true, pending: 2 });
    const first = await t.zapi('status');
    expect(first.status).toBe(503);
    expect(first.body.error).toEqual(expect.any(String));
    expect(
      (await t.zapi('send-text', { body: { phone: '5511999990000', message: 'a' } })).status,
    ).toBe(503);
    expect((await t.zapi('status')).status).toBe(200);
    expect((await t.control('instances/I1/sent')).body).toEqual([]);
  });

  it('uses a custom body and can target one instance', async () => {
    await t.control('instances', { id: 'OTHER', token: 'T9' });
    const lapsed = {
      error: 'To continue sending a message, you must subscribe to this instance again',
    };
    await t.control('fail', { count: 1, status: 400, body: lapsed, instanceId: 'I1' });
    expect((await fetch(`${t.url}/instances/OTHER/token/T9/status`)).status).toBe(200);
    const failed = await t.zapi('send-text', { body: { phone: '5511999990000', message: 'a' } });
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual(lapsed);
    expect((await t.control('fail', { count: 1 })).status).toBe(400);
  });

  it('can target one endpoint, leaving every other call alone', async () => {
    await t.control('fail', { count: 2, status: 503, instanceId: 'I1', endpoint: 'send-text' });
    expect((await t.zapi('status')).status).toBe(200);
    const send = () => t.zapi('send-text', { body: { phone: '5511999990000', message: 'b' } });
    expect((await send()).status).toBe(503);
    expect((await t.zapi('status')).status).toBe(200);
    expect((await send()).status).toBe(503);
    expect((await send()).status).toBe(200);
  });

  it('adds latency to provider calls', async () => {
    await t.control('latency', { ms: 250 });
    const started = Date.now();
    expect((await t.zapi('status')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    await t.control('latency', { ms: 0 });
    const quick = Date.now();
    await t.zapi('status');
    expect(Date.now() - quick).toBeLessThan(200);
  });

  it('resets to the preset instances with fresh state', async () => {
    await t.zapi('send-text', { body: { phone: '5511999990000', message: 'a' } });
    await t.control('fail', { count: 5, status: 500 });
    const reset = await t.control('reset', {});
    expect(reset.body).toEqual({ value: true, instances: ['I1'] });
    expect((await t.zapi('status')).body.connected).toBe(false);
    expect((await t.control('instances/I1/sent')).body).toEqual([]);
    expect((await t.control('instances/OTHER')).status).toBe(404);
  });
});
