import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSimulator, type TestSimulator } from './helpers/start-simulator.ts';

describe('addressing and authentication', () => {
  let t: TestSimulator;
  beforeAll(async () => {
    t = await startSimulator();
  });
  afterAll(() => t.close());

  it('answers 400 with an error for an unknown instance or a wrong token', async () => {
    const unknown = await fetch(`${t.url}/instances/NOPE/token/T1/status`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: expect.any(String) });
    const wrongToken = await fetch(`${t.url}/instances/I1/token/WRONG/status`, {
      headers: { 'client-token': 'C1' },
    });
    expect(wrongToken.status).toBe(400);
    expect(((await wrongToken.json()) as { error: unknown }).error).toEqual(expect.any(String));
  });

  it('checks the Client-Token header: 400 when missing, 403 when wrong', async () => {
    const missing = await t.zapi('status', { headers: { 'client-token': '' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'your client-token is not configured' });
    const wrong = await t.zapi('status', { headers: { 'client-token': 'X9' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'Client-Token X9 not allowed' });
    expect((await t.zapi('status')).status).toBe(200);
  });

  it('requires Content-Type: application/json on POST and PUT (415)', async () => {
    const post = await t.zapi('send-text', {
      body: { phone: '5511999990000', message: 'oi' },
      headers: { 'content-type': 'text/plain' },
    });
    expect(post.status).toBe(415);
    expect(post.body.error).toEqual(expect.any(String));
    const put = await t.zapi('update-webhook-received', {
      method: 'PUT',
      body: { value: 'http://localhost/x' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(put.status).toBe(415);
  });

  it('answers 405 for a wrong method and 404 for an unknown endpoint', async () => {
    const wrongMethod = await t.zapi('send-text', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect((await t.zapi('status', { method: 'POST', body: {} })).status).toBe(405);
    expect((await t.zapi('no-such-endpoint')).status).toBe(404);
  });

  it('creates instances through the control API, replacing an existing one', async () => {
    const created = await t.control('instances', { id: 'I2', token: 'T2', phone: '5511912345678' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'I2', phone: '5511912345678', connected: false });
    const status = await fetch(`${t.url}/instances/I2/token/T2/status`);
    expect(status.status).toBe(200);
    expect((await t.control('instances/I2')).body.clientToken).toBeNull();
    expect((await t.control('instances', { id: 'bad id', token: 'x' })).status).toBe(400);
    expect((await t.control('instances/NOPE')).status).toBe(404);
  });
});

describe('autoCreateInstances', () => {
  it('creates an unknown instance on first use with the token and Client-Token it came with', async () => {
    const t = await startSimulator({ instances: [], autoCreateInstances: true });
    try {
      const first = await fetch(`${t.url}/instances/NEW/token/TK/status`, {
        headers: { 'client-token': 'CT' },
      });
      expect(first.status).toBe(200);
      const again = await fetch(`${t.url}/instances/NEW/token/OTHER/status`, {
        headers: { 'client-token': 'CT' },
      });
      expect(again.status).toBe(400);
      const noClientToken = await fetch(`${t.url}/instances/NEW/token/TK/status`);
      expect(noClientToken.status).toBe(400);
    } finally {
      await t.close();
    }
  });
});
