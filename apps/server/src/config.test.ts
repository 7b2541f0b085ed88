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
      provider: 'simulator',
      demoMode: true,
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
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, dir()).provider).toBe(
      'zapi',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: deve começar com postgres://'],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL'],
    [{ PROVIDER: 'outro' }, 'PROVIDER'],
    [{ JWT_SECRET: 'curto' }, 'JWT_SECRET: deve ter pelo menos 32 caracteres'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos'],
  ])('rejects %j naming the variable', (env, text) => {
    expect(() => loadConfig(env, dir())).toThrow(ConfigError);
    expect(() => loadConfig(env, dir())).toThrow(text);
  });
});
