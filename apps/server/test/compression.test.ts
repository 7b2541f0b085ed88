// @runtime: zlib (brotli and gzip answers).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { chats } from '../src/db/schema.ts';
import { chooseEncoding } from '../src/http/compression.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { openStream } from './helpers/sse-client.ts';
import { bearer, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

/** What crosses the wire: answers compressed for a browser that accepts it, events never held. */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
const JS = 'export const conversa = "Conversa não encontrada.";\n'.repeat(400);

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  user = await signUp(t);
  await seedInstance(t, user.id);
  await t.database.db.insert(chats).values(
    Array.from({ length: 300 }, (_, i) => ({
      clinicId: user.id,
      chatId: `55119000${String(i).padStart(5, '0')}`,
      phone: `55119000${String(i).padStart(5, '0')}`,
      name: `Paciente ${i}`,
      column: 'hot_lead',
    })),
  );
});
afterAll(() => t.close());

const chatList = (acceptEncoding?: string) =>
  t.app.inject({
    url: '/dashboard/zapi/chats',
    headers: {
      ...bearer(user.token),
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed answers', () => {
  it('sends a JSON answer over 1 KB as brotli or gzip, the same JSON once opened', async () => {
    const plain = await chatList();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(20_000);

    const br = await chatList('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await chatList('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and clients that do not accept a coding as they are', async () => {
    const small = await t.app.inject({
      url: '/api/public-config',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('demoMode');
    expect((await chatList('identity')).headers['content-encoding']).toBeUndefined();
    expect((await chatList('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('serves the build’s pre-compressed assets as they are, by Accept-Encoding', async () => {
    // The build's output: an asset with its .br and .gz beside it, as
    // apps/web/build/precompress.ts makes them; the app serves a build found at its start.
    const dist = mkdtempSync(path.join(tmpdir(), 'cc-dist-'));
    const assets = path.join(dist, 'assets');
    mkdirSync(assets);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(assets, 'app-1.js'), JS);
    writeFileSync(path.join(assets, 'app-1.js.br'), brotliCompressSync(JS));
    writeFileSync(path.join(assets, 'app-1.js.gz'), gzipSync(JS));
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dist, JWT_SECRET: t.config.jwtSecret }),
      database: t.database,
      clock: t.clock.now,
      webDist: dist,
      logger: false,
    });
    try {
      await servesPrecompressed(app);
    } finally {
      await app.close();
    }
  });

  async function servesPrecompressed(app: FastifyInstance) {
    const br = await app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    const plain = await app.inject({ url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  }

  it('never compresses or holds back the event stream: an event arrives at once', async () => {
    const s = await openStream(`${t.publicUrl}/api/notifications/stream?token=${user.token}`, {
      'accept-encoding': 'br, gzip',
    });
    await s.waitFor((e) => e.event === 'connected');
    const big = 'Á'.repeat(3000);
    t.app.services.bus.publish(user.id, 'chat-update', {
      chatId: '5511900000001',
      reason: 'routine-failed',
      message: big,
    });
    const got = await s.waitFor((e) => e.event === 'chat-update');
    expect(got.data.message).toBe(big);
    await s.close();
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
