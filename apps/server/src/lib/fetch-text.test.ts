import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FetchTextError, fetchText } from './fetch-text.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/grande') res.end('x'.repeat(5000));
    else if (req.url === '/volta') res.writeHead(302, { location: 'ftp://exemplo.com/' }).end();
    else res.end('BEGIN:VCALENDAR');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const opts = { allowPrivate: true, timeoutMs: 5000, maxBytes: 1000 };
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err instanceof FetchTextError ? err.failure : String(err)),
  );

describe('fetchText', () => {
  it('refuses a loopback address unless private addresses are allowed (never in production)', async () => {
    expect(await failure(fetchText(`${base}/`, { ...opts, allowPrivate: false }))).toBe('refused');
    expect(await fetchText(`${base}/`, opts)).toBe('BEGIN:VCALENDAR');
  });

  it('cuts a body past the size cap and refuses a redirect to another scheme', async () => {
    expect(await failure(fetchText(`${base}/grande`, opts))).toBe('tooLarge');
    expect(await failure(fetchText(`${base}/volta`, opts))).toBe('refused');
  });
});
