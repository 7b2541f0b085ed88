import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../src/config.ts';
import { createSecretBox } from '../../src/lib/secret-box.ts';
import { signInAdmin } from '../helpers/admin-user.ts';
import { dumpDatabase } from '../helpers/db-snapshot.ts';
import { codeFrom } from '../helpers/smtp-sink.ts';
import {
  callAs,
  createTestApp,
  freshIp,
  post,
  type TestApp,
  uniqueEmail,
} from '../helpers/test-app.ts';

describe('the JWT secret file', () => {
  const base = () => mkdtempSync(path.join(tmpdir(), 'cc-secret-'));

  it('is created readable by the owner only, whatever the umask, in a folder of the owner only', () => {
    const dir = path.join(base(), 'dados');
    const previous = process.umask(0);
    try {
      loadConfig({ DATA_DIR: dir });
    } finally {
      process.umask(previous);
    }
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('is closed again when a copy was restored readable by others, and kept', () => {
    const dir = base();
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'jwt-secret');
    writeFileSync(file, 's'.repeat(64), { mode: 0o644 });
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret).toBe('s'.repeat(64));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe('s'.repeat(64));
  });
});

describe('a database dump', () => {
  let t: TestApp;
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds no password, code, reset link, session token or provider token in the clear', async () => {
    const email = uniqueEmail('dump');
    const password = 'Senha-Que-Nao-Fica-No-Banco-1';
    const ip = freshIp();
    await post(t.app, '/auth/register', { name: 'Ana', email, password }, { remoteAddress: ip });
    const code = codeFrom(await t.smtp.waitFor(email));
    const confirm = await post(t.app, '/auth/confirm', { email, code }, { remoteAddress: ip });
    expect(confirm.statusCode).toBe(200);
    secrets.set('password', password).set('code', code).set('session', confirm.json().token);

    const forgot = await post(t.app, '/auth/forgot-password', { email }, { remoteAddress: ip });
    expect(forgot.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(email, 1);
    const link = /reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    secrets.set('reset token', link![1]!);

    const admin = await signInAdmin(t);
    const created = await callAs(t, admin.token, 'POST', '/api/dev/webinstances', {
      userId: admin.id,
      seuToken: 'TOKEN-DO-PROVEDOR-EM-REPOUSO-9',
      clientToken: 'CLIENT-TOKEN-EM-REPOUSO-7',
      suaInstancia: 'REPOUSO01',
      connectedPhone: '5511999990000',
    });
    expect(created.statusCode).toBe(201);
    secrets
      .set('provider token', 'TOKEN-DO-PROVEDOR-EM-REPOUSO-9')
      .set('client token', 'CLIENT-TOKEN-EM-REPOUSO-7')
      .set('admin session', admin.token)
      .set('admin password', admin.password);

    const dump = await dumpDatabase(t.database.db);
    expect(dump).toContain('REPOUSO01');
    for (const [what, value] of secrets) expect(dump.includes(value), what).toBe(false);

    // The tokens are sealed with AES-256-GCM under a key derived from the server secret: the
    // right key opens them, any other fails.
    const row = /"token_sealed": "(v1\.[^"]+)"/.exec(dump);
    expect(row).not.toBeNull();
    expect(createSecretBox(t.config.jwtSecret).open(row![1]!)).toBe(
      'TOKEN-DO-PROVEDOR-EM-REPOUSO-9',
    );
    expect(() => createSecretBox('outro-segredo-'.repeat(4)).open(row![1]!)).toThrow();
    // Passwords as argon2id hashes.
    expect(dump).toMatch(/"password_hash": "\$argon2id\$/);
  });
});
