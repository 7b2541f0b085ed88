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
      cloudApiBaseUrl: 'https://graph.facebook.com/v21.0',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('takes the Cloud API base with its version, without a trailing slash, and refuses a non-URL', () => {
    const c = loadConfig({ CLOUD_API_BASE_URL: 'https://graph.facebook.com/v22.0/' }, dir());
    expect(c.cloudApiBaseUrl).toBe('https://graph.facebook.com/v22.0');
    expect(() => loadConfig({ CLOUD_API_BASE_URL: 'graph' }, dir())).toThrow(/CLOUD_API_BASE_URL/);
  });

  it('creates the JWT secret once, readable by the owner only', () => {
    const base = dir();
    const first = loadConfig({ DATA_DIR: 'd' }, base);
    const second = loadConfig({ DATA_DIR: 'd' }, base);
    expect(first.jwtSecret).toBe(second.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(base, 'd', 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('creates the media key once beside it, and takes MEDIA_KEY and its previous keys', () => {
    const base = dir();
    const first = loadConfig({ DATA_DIR: 'd' }, base);
    expect(loadConfig({ DATA_DIR: 'd' }, base).mediaKey).toBe(first.mediaKey);
    expect(first.mediaKey).not.toBe(first.jwtSecret);
    expect(statSync(path.join(base, 'd', 'media-key')).mode & 0o777).toBe(0o600);
    const given = loadConfig(
      { MEDIA_KEY: 'n'.repeat(40), MEDIA_KEY_PREVIOUS: ` ${'a'.repeat(32)}, ${'b'.repeat(32)} ` },
      dir(),
    );
    expect(given).toMatchObject({
      mediaKey: 'n'.repeat(40),
      mediaKeyPrevious: ['a'.repeat(32), 'b'.repeat(32)],
      mediaStore: { kind: 'local' },
    });
    expect(() => loadConfig({ MEDIA_KEY: 'curta' }, dir())).toThrow(/MEDIA_KEY: deve ter/);
    expect(() =>
      loadConfig({ MEDIA_KEY: 'n'.repeat(40), MEDIA_KEY_PREVIOUS: 'n'.repeat(40) }, dir()),
    ).toThrow(/não repita a MEDIA_KEY atual/);
  });

  it('makes the Web Push key pair once into DATA_DIR/vapid-keys, or takes the pair from the environment', () => {
    const base = dir();
    const first = loadConfig({}, base);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(first.vapid.subject).toBe('mailto:nao-responda@conectaclinica.local');
    expect(statSync(path.join(base, 'data', 'vapid-keys')).mode & 0o777).toBe(0o600);
    // A restart keeps the pair: every browser's subscription is bound to it.
    expect(loadConfig({}, base).vapid).toEqual(first.vapid);

    const env = {
      VAPID_PUBLIC_KEY: first.vapid.publicKey,
      VAPID_PRIVATE_KEY: first.vapid.privateKey,
      VAPID_SUBJECT: 'https://clinica.exemplo.com.br',
    };
    expect(loadConfig(env, dir()).vapid).toEqual({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: 'https://clinica.exemplo.com.br',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY }, dir())).toThrow(
      /VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY devem ser definidas juntas/,
    );
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: 'curta' }, dir())).toThrow(
      /VAPID_PRIVATE_KEY: use o par gerado/,
    );
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'ti@clinica' }, dir())).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it('sends pushes only to the browsers’ push services unless told otherwise, by name', () => {
    expect(loadConfig({}, dir()).pushServices).toEqual({
      hosts: [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.notify.windows.com',
        'web.push.apple.com',
        '*.push.apple.com',
      ],
      trustedOrigins: [],
    });
    const c = loadConfig(
      {
        PUSH_SERVICE_HOSTS: 'FCM.googleapis.com, *.push.exemplo.com.br',
        PUSH_TRUSTED_ORIGINS: 'https://push.clinica.local:8443',
      },
      dir(),
    );
    expect(c.pushServices).toEqual({
      hosts: ['fcm.googleapis.com', '*.push.exemplo.com.br'],
      trustedOrigins: ['https://push.clinica.local:8443'],
    });
    for (const hosts of [
      'https://fcm.googleapis.com',
      '10.0.0.8',
      'localhost',
      'fcm.googleapis.com:443',
    ])
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: hosts }, dir())).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => loadConfig({ PUSH_TRUSTED_ORIGINS: 'push.local' }, dir())).toThrow(
      /PUSH_TRUSTED_ORIGINS/,
    );
  });

  it('takes an S3-compatible media store only with its bucket, and keys in pairs', () => {
    expect(
      loadConfig(
        {
          MEDIA_STORE: 's3',
          S3_BUCKET: 'midia-clinica',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_FORCE_PATH_STYLE: 'true',
          S3_PREFIX: 'conecta',
        },
        dir(),
      ).mediaStore,
    ).toEqual({
      kind: 's3',
      bucket: 'midia-clinica',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
      prefix: 'conecta/',
    });
    expect(() => loadConfig({ MEDIA_STORE: 's3' }, dir())).toThrow(
      /S3_BUCKET: obrigatório com MEDIA_STORE=s3/,
    );
    // Backups to the store: its settings, under 'backups/' below the prefix.
    expect(() => loadConfig({ BACKUP_TO_S3: 'true' }, dir())).toThrow(
      /S3_BUCKET: obrigatório com BACKUP_TO_S3=true/,
    );
    expect(
      loadConfig({ BACKUP_TO_S3: 'true', S3_BUCKET: 'copias', S3_PREFIX: 'conecta' }, dir()).backup
        .s3,
    ).toMatchObject({ bucket: 'copias', prefix: 'conecta/backups/' });
    expect(loadConfig({}, dir()).backup.s3).toBeUndefined();
    expect(() =>
      loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b-b', S3_ACCESS_KEY_ID: 'k' }, dir()),
    ).toThrow(/devem ser definidos juntos/);
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' }, dir())).toThrow(/MEDIA_STORE/);
    // Folders inside the bucket, a trailing "/" or not.
    expect(
      loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b-b', S3_PREFIX: 'rede/clinica-1/' }, dir())
        .mediaStore,
    ).toMatchObject({ prefix: 'rede/clinica-1/' });
  });

  it('waits SHUTDOWN_DRAIN_MS before closing: 5 s in production, none elsewhere unless set', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x/y',
      PUBLIC_URL: 'https://clinica.exemplo.com.br',
    };
    expect(loadConfig(production, dir()).shutdownDrainMs).toBe(5000);
    expect(loadConfig({}, dir()).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '1500' }, dir()).shutdownDrainMs).toBe(
      1500,
    );
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }, dir()).shutdownDrainMs).toBe(0);
  });

  it('uses the real provider in production', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://x/y',
      PUBLIC_URL: 'https://clinica.exemplo.com.br',
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

  it('runs production over http:// only on this machine, when allowed by name', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x/y',
      ALLOW_HTTP_PUBLIC_URL: 'true',
    };
    for (const url of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000'])
      expect(loadConfig({ ...env, PUBLIC_URL: url }, dir()).publicUrl).toBe(url);
  });

  it('runs production on the embedded database only when allowed by name', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ALLOW_EMBEDDED_DB: 'true',
      PUBLIC_URL: 'https://clinica.exemplo.com.br',
      BACKUP_KEY: 'b'.repeat(40),
    };
    expect(loadConfig(env, dir())).toMatchObject({
      databaseUrl: undefined,
      embeddedDbAllowed: true,
    });
    // Its backups' key is named: one made beside the data would die with the disk.
    expect(() => loadConfig({ ...env, BACKUP_KEY: undefined }, dir())).toThrow(
      /BACKUP_KEY: em produção com o banco embutido/,
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    // zod's own messages are the pt-BR ones of the contract, not its English defaults.
    [{ PORT: 'abc' }, 'PORT: Valor inválido: era esperado um número.'],
    [{ MEDIA_STORE: 'ftp' }, 'MEDIA_STORE: Opção inválida: use local ou s3.'],
    // The SDK would take these, and fail at the first upload in English.
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: deve ser uma URL com http:// ou https://'],
    [{ S3_ENDPOINT: 'ftp://minio:21' }, 'S3_ENDPOINT: deve ser uma URL com http:// ou https://'],
    [{ S3_PREFIX: '/midia' }, 'S3_PREFIX: não comece com "/"'],
    [{ S3_PREFIX: 'rede//midia' }, 'S3_PREFIX: não use "//"'],
    [{ S3_PREFIX: 'rede/../outra' }, 'S3_PREFIX: não use "." nem ".." como pasta'],
    [{ S3_PREFIX: '..' }, 'S3_PREFIX: não use "." nem ".." como pasta'],
    [{ SHUTDOWN_DRAIN_MS: 'cinco' }, 'SHUTDOWN_DRAIN_MS: deve ser um número de milissegundos'],
    [{ SHUTDOWN_DRAIN_MS: '-1' }, 'SHUTDOWN_DRAIN_MS: deve ser 0 (sem espera) ou mais'],
    [{ SHUTDOWN_DRAIN_MS: '30000' }, 'SHUTDOWN_DRAIN_MS: no máximo 10000 (10 s)'],
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
    // Review 3, finding 10: links and the webhook's secret in clear.
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', PUBLIC_URL: 'http://clinica.br' },
      'PUBLIC_URL: em produção, use o endereço público com https://',
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' },
      'PUBLIC_URL: em produção, use o endereço público com https://',
    ],
    [
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x/y',
        PUBLIC_URL: 'http://clinica.br',
        ALLOW_HTTP_PUBLIC_URL: 'true',
      },
      'PUBLIC_URL: em produção, use o endereço público com https://',
    ],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos'],
  ])('rejects %j naming the variable', (env, text) => {
    expect(() => loadConfig(env, dir())).toThrow(ConfigError);
    expect(() => loadConfig(env, dir())).toThrow(text);
  });
});
