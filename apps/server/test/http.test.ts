import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('one origin for the app and the API', () => {
  it('answers JSON 404 for unknown API paths', async () => {
    for (const url of ['/api/nada', '/auth/nada', '/dashboard/nada', '/webhooks/nada']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Recurso não encontrado.',
      });
    }
  });

  it('sets the security headers on every answer', async () => {
    const res = await t.app.inject({ url: '/api/nada' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.server).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the built app for browser navigations, including GET /dashboard', async () => {
    mkdirSync(path.join(t.webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(t.webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(t.webDist, 'assets', 'app-123.js'), 'console.log(1)');
    const app = await buildApp({
      config: (await import('../src/config.ts')).loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: t.webDist,
        JWT_SECRET: 'x'.repeat(40),
      }),
      database: t.database,
      clock: t.clock.now,
      webDist: t.webDist,
      logger: false,
    });
    try {
      const dash = await app.inject({ url: '/dashboard', headers: html });
      expect(dash.statusCode).toBe(200);
      expect(dash.headers['content-type']).toContain('text/html');
      expect(dash.headers.vary).toContain('Accept');
      expect(dash.body).toContain('id="root"');
      const deep = await app.inject({ url: '/qualquer/rota', headers: html });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('id="root"');
      const api = await app.inject({ url: '/dashboard' });
      expect(api.statusCode).toBe(401);
      const asset = await app.inject({ url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    } finally {
      await app.close();
    }
  });

  it('tells the sign-in screens whether mail goes to the log', async () => {
    const res = await t.app.inject({ url: '/api/public-config' });
    expect(res.json()).toEqual({ demoMode: false, mailToLog: false });
  });
});
