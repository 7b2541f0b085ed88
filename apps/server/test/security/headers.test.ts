import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

/**
 * Security headers on every kind of answer, HSTS only over HTTPS (X-Forwarded-Proto believed
 * only with TRUST_PROXY), and CORS closed unless CORS_ORIGINS opens it to named origins.
 */
let t: TestApp;
let token: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
  mkdirSync(path.join(t.webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(t.webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(t.webDist, 'assets', 'app-1.js'), 'console.log(1)');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** Another app on the same database and secret, with some configuration changed. */
async function variant(env: Record<string, string>) {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.dirname(t.webDist),
      JWT_SECRET: t.config.jwtSecret,
      ...env,
    }),
    database: t.database,
    clock: t.clock.now,
    webDist: t.webDist,
    logger: false,
  });
  apps.push(app);
  return app;
}

const EVIL = 'https://evil.example';
const PANEL = 'https://painel.clinica.example';
const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/dashboard/zapi/chats',
  headers: {
    origin,
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'authorization',
  },
});

describe('security headers', () => {
  it('sends a strict policy, no framing and no server banner on every kind of answer', async () => {
    const app = await variant({});
    const answers = await Promise.all([
      app.inject({ url: '/dashboard/zapi/chats', headers: bearer(token) }),
      app.inject({ url: '/dashboard/zapi/chats' }),
      app.inject({ url: '/api/nada' }),
      app.inject({ url: '/login', headers: { accept: 'text/html' } }),
      app.inject({ url: '/assets/app-1.js' }),
      app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 200, 200, 400]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers.server).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only for HTTPS, believing X-Forwarded-Proto only with TRUST_PROXY', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const direct = await variant({ PUBLIC_URL: 'https://painel.clinica.example' });
    const hsts = async (app: FastifyInstance, headers: Record<string, string>) =>
      (await app.inject({ url: '/api/public-config', headers })).headers[
        'strict-transport-security'
      ];
    // Without a trusted proxy, a client's claim of HTTPS is not believed.
    expect(await hsts(direct, https)).toBeUndefined();
    expect(await hsts(direct, {})).toBeUndefined();
    const proxied = await variant({ TRUST_PROXY: '1' });
    expect(await hsts(proxied, https)).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(proxied, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hsts(proxied, {})).toBeUndefined();
  });
});

describe('CORS', () => {
  it('is closed when not configured: a foreign origin gets no CORS header', async () => {
    const app = await variant({});
    const pre = await app.inject(preflight(EVIL));
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    const get = await app.inject({
      url: '/dashboard/zapi/chats',
      headers: { origin: EVIL, ...bearer(token) },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    // Not even to the app's own origin: it needs no CORS.
    const own = await app.inject(preflight('http://localhost:3000'));
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens only to the origins in CORS_ORIGINS', async () => {
    const app = await variant({ CORS_ORIGINS: `${PANEL}, https://outro.clinica.example` });
    const pre = await app.inject(preflight(PANEL));
    expect(pre.statusCode).toBe(204);
    expect(pre.headers).toMatchObject({
      'access-control-allow-origin': PANEL,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type, Last-Event-ID',
    });
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(pre.headers.vary)).toContain('Origin');
    const get = await app.inject({
      url: '/dashboard',
      headers: { origin: PANEL, ...bearer(token) },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBe(PANEL);
    expect(String(get.headers.vary)).toMatch(/Accept.*Origin|Origin.*Accept/);

    for (const origin of [EVIL, `${PANEL}.evil.example`, 'null', PANEL.replace('https', 'http')]) {
      const other = await app.inject(preflight(origin));
      expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(other.statusCode, origin).toBe(404);
    }
  });

  it.each([
    'painel.clinica.example',
    'https://painel.clinica.example/',
    'https://a.example/app',
    '*',
  ])('refuses CORS_ORIGINS=%s at start-up, naming the variable', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value, JWT_SECRET: 'x'.repeat(40) })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ CORS_ORIGINS: value, JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'CORS_ORIGINS',
    );
  });
});
