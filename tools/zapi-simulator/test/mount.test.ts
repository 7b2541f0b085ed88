import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSimulator, type Simulator } from '../src/index.ts';

describe('mounting the handler in another server', () => {
  let sim: Simulator;
  let server: ReturnType<typeof createServer>;
  let base: string;
  beforeAll(async () => {
    sim = createSimulator({
      basePath: '/zapi',
      chatCount: 8,
      scanDelayMs: null,
      instances: [{ id: 'M1', token: 'MT', connected: true }],
    });
    server = createServer((req, res) => {
      if (req.url === '/parsed/instances/M1/token/MT/send-text') {
        // A framework that already parsed the body leaves it in req.body.
        const parsed = req as IncomingMessage & { body?: unknown };
        parsed.body = { phone: '5511988887777', message: 'pré-processado' };
        req.url = '/zapi/instances/M1/token/MT/send-text';
      }
      sim.handler(req, res, () => res.writeHead(200).end('app'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await sim.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers under its base path and passes everything else to next()', async () => {
    expect(await (await fetch(`${base}/`)).text()).toBe('app');
    expect(await (await fetch(`${base}/instances/M1/token/MT/status`)).text()).toBe('app');
    const status = await fetch(`${base}/zapi/instances/M1/token/MT/status`);
    expect(await status.json()).toMatchObject({ connected: true });
  });

  it('builds avatar links from the Host it was reached at, base path included', async () => {
    const chats = (await (await fetch(`${base}/zapi/instances/M1/token/MT/chats`)).json()) as {
      profileThumbnail: string | null;
    }[];
    const link = chats.find((c) => c.profileThumbnail)?.profileThumbnail ?? '';
    expect(link.startsWith(`${base}/zapi/_sim/avatars/`)).toBe(true);
    expect((await fetch(link)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('uses a body the host framework already parsed', async () => {
    const answer = await fetch(`${base}/parsed/instances/M1/token/MT/send-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(sim.state.instances.get('M1')?.sent[0]?.message).toBe('pré-processado');
  });
});
