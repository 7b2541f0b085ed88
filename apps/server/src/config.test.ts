import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.ts';

const dir = () => mkdtempSync(path.join(tmpdir(), 'cc-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const base = dir();
    const c = loadConfig({}, base);
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(base, 'data'),
      provider: 'zapi',
      demoMode: false,
      zapiBaseUrl: 'https://api.z-api.io',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('creates the JWT secret once, readable by the owner only', () => {
    const base = dir();
    const first = loadConfig({ DATA_DIR: 'd' }, base);
    const second = loadConfig({ DATA_DIR: 'd' }, base);
    expect(first.jwtSecret).toBe(second.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(base, 'd', 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('uses the real provider in production', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://x/y',
    };
    expect(loadConfig(env, dir()).provider).toBe('zapi');
  });

  it('takes a hop count or the proxies’ addresses for TRUST_PROXY, never every hop', () => {
    expect(loadConfig({}, dir()).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, dir()).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10, ::1' }, dir()).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
  });

  it('turns demo mode on only when asked for by name, on this machine only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, dir()).demoMode).toBe(false);
    const demo = loadConfig({ DEMO_MODE: 'true', HOST: 'localhost' }, dir());
    expect(demo).toMatchObject({ demoMode: true, provider: 'simulator' });
  });

  it('runs production on the embedded database only when allowed by name', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ALLOW_EMBEDDED_DB: 'true' };
    expect(loadConfig(env, dir())).toMatchObject({
      databaseUrl: undefined,
      embeddedDbAllowed: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: deve começar com postgres://'],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL'],
    [{ PROVIDER: 'outro' }, 'PROVIDER'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: use o número de proxies'],
    [{ TRUST_PROXY: '10.0.0.1/99' }, 'TRUST_PROXY: use o número de proxies'],
    [{ PROVIDER: 'simulator' }, 'PROVIDER: o simulador só existe no modo demonstração'],
    [
      { DEMO_MODE: 'true', NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' },
      'DEMO_MODE: o modo demonstração',
    ],
    [
      { DEMO_MODE: 'true', HOST: '0.0.0.0' },
      'HOST: o modo demonstração só escuta neste computador',
    ],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'ALLOW_EMBEDDED_DB=true'],
    [{ JWT_SECRET: 'curto' }, 'JWT_SECRET: deve ter pelo menos 32 caracteres'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos'],
  ])('rejects %j naming the variable', (env, text) => {
    expect(() => loadConfig(env, dir())).toThrow(ConfigError);
    expect(() => loadConfig(env, dir())).toThrow(text);
  });
});
