import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createECDH, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
// zod's own messages (a wrong type, an option not listed) in pt-BR, as in the API: whatever runs
// loadConfig (the server, `npm run media:move-to-s3`) tells a bad variable in pt-BR.
// oxlint-disable-next-line import/no-unassigned-import
import '@conecta/contract';
import { z } from 'zod';

import type { SendPacing } from '@conecta/contract';

import type { S3Options } from './media/s3-media-driver.ts';

/** An origin as browsers send it: scheme, host and port, nothing after. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

export type TrustProxy = false | number | string[];

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const VAPID_KEY_HINT =
  'use o par gerado por `npx web-push generate-vapid-keys` (base64url, sem "=")';

const zBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * A folder inside the bucket. Object keys are not paths, so "/x", "a//b" or "a/../b" would not
 * mean what they seem to (and some stores resolve "..", others keep it): refused at the start.
 */
const zS3Prefix = z
  .string()
  .regex(/^[A-Za-z0-9._/-]*$/, 'use letras, números, ".", "_", "-" e "/"')
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value.startsWith('/')) fail('não comece com "/": use clinicas/midia, não /clinicas/midia');
    else if (value.includes('//')) fail('não use "//": cada pasta tem um nome');
    else if (value.split('/').some((part) => part === '.' || part === '..'))
      fail('não use "." nem ".." como pasta: o prefixo é um nome no bucket, não um caminho');
  });

/** The drain on SIGTERM (see main.ts): it comes out of SHUTDOWN_GRACE_MS, 20 s in all. */
const MAX_SHUTDOWN_DRAIN_MS = 10_000;

const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  PUBLIC_URL: z.url('deve ser uma URL, como https://clinica.exemplo.com.br').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Conecta Clínica <nao-responda@conectaclinica.local>'),
  PROVIDER: z.enum(['simulator', 'zapi']).optional(),
  ZAPI_BASE_URL: z.url('deve ser uma URL').default('https://api.z-api.io'),
  // Meta's Graph API with its version (the Cloud API simulator's graphUrl in tests and demos).
  CLOUD_API_BASE_URL: z.url('deve ser uma URL').default('https://graph.facebook.com/v21.0'),
  ADMIN_EMAIL: z.email('deve ser um e-mail válido').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx): TrustProxy => {
      const value = v.trim();
      if (value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (value !== 'true' && list.length > 0 && list.every(isAddressOrRange)) return list;
      ctx.addIssue({
        code: 'custom',
        message:
          'use o número de proxies à frente do servidor (por exemplo 1) ou os endereços deles ' +
          '(IPs ou faixas CIDR separados por vírgula); "true" confiaria em qualquer ' +
          'X-Forwarded-For que um cliente inventasse',
      });
      return z.NEVER;
    })
    .default(false),
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isOrigin), {
      message: 'deve listar origens separadas por vírgula, como https://painel.exemplo.com.br',
    })
    .default([]),
  // A clinic's automatic sends (routines and scheduled messages) a minute.
  AUTOMATIC_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  // The pace of a WhatsApp number's automatic messages for a clinic that never chose its own
  // (docs/decisions.md says why these): a cap a day, a warm-up for a newly linked number, and
  // a minimum plus a random extra gap between two sends (0 and 0: no spacing).
  AUTOMATIC_DAILY_CAP: z.coerce.number().int().min(1).max(100_000).default(200),
  AUTOMATIC_WARM_UP: zBool.default(true),
  AUTOMATIC_SEND_GAP_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  AUTOMATIC_SEND_GAP_EXTRA_SECONDS: z.coerce.number().int().min(0).max(600).default(5),
  DEMO_MODE: zBool.default(false),
  DEMO_SCAN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  ALLOW_EMBEDDED_DB: zBool.default(false),
  // Production over http:// only for a PUBLIC_URL on this machine (a TLS proxy in front of it).
  ALLOW_HTTP_PUBLIC_URL: zBool.default(false),
  MEDIA_KEY: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  MEDIA_KEY_PREVIOUS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((k) => k.length >= 32), {
      message: 'cada chave anterior deve ter pelo menos 32 caracteres (separe-as por vírgula)',
    })
    .default([]),
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  // The SDK takes "minio:9000" and fails at the first upload, in English: the scheme is required.
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'deve ser uma URL com http:// ou https://, como https://minio.exemplo.com.br:9000',
    })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'deve ser um nome de bucket S3 válido')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: zBool.default(false),
  S3_PREFIX: zS3Prefix.default(''),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'deve ser um número de milissegundos, como 5000' })
    .int('deve ser um número inteiro de milissegundos, como 5000')
    .min(0, 'deve ser 0 (sem espera) ou mais')
    .max(
      MAX_SHUTDOWN_DRAIN_MS,
      `no máximo ${MAX_SHUTDOWN_DRAIN_MS} (10 s): a espera faz parte dos 20 s do encerramento`,
    )
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  API_DOCS: zBool.optional(),
  // Web Push (VAPID, RFC 8292): the same pair on every server of one deployment, or each
  // browser's subscription only works with the server that made it. Unset: DATA_DIR/vapid-keys.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, VAPID_KEY_HINT)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, VAPID_KEY_HINT)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'use mailto:voce@clinica.com.br ou https://...')
    .optional(),
});

/** Addresses a demo server may listen on: this machine only. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  provider: 'simulator' | 'zapi';
  zapiBaseUrl: string;
  /** Meta's Graph API with its version, for instances on the official Cloud API. */
  cloudApiBaseUrl: string;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /**
   * Which hops' X-Forwarded-* to believe: none, the last N, or those coming from these addresses
   * (Fastify's `trustProxy`); never every hop.
   */
  trustProxy: TrustProxy;
  /** Origins allowed to call the API from another site; empty keeps CORS closed. */
  corsOrigins: string[];
  automaticSendsPerMinute: number;
  /** The pace of a number's automatic messages for a clinic that never chose its own. */
  automaticPacing: SendPacing;
  demoMode: boolean;
  /** Demo mode: how long after the first QR the simulated phone "scans" it (0: never). */
  demoScanDelayMs: number;
  /** Production on PGlite was asked for by name (ALLOW_EMBEDDED_DB=true). */
  embeddedDbAllowed: boolean;
  /** Seals each clinic's media key (MEDIA_KEY, or DATA_DIR/media-key made at first start). */
  mediaKey: string;
  /** Server keys being retired: their clinic keys are re-sealed with `mediaKey` at start. */
  mediaKeyPrevious: string[];
  /** Where media bytes live; `s3` is any S3-compatible object store. */
  mediaStore: { kind: 'local' } | ({ kind: 's3' } & S3Options);
  /** `GET /metrics` exists only when set, and answers only to this bearer token. */
  metricsToken: string | undefined;
  /**
   * On SIGTERM, how long the process keeps serving while `/readyz` answers 503, so a balancer
   * that polls it stops sending traffic before the listener closes (5 s in production, else 0).
   */
  shutdownDrainMs: number;
  /**
   * `/api/docs` (the OpenAPI document and a page that reads it) is served: by default outside
   * production, where it is turned on by API_DOCS=true.
   */
  apiDocs: boolean;
  /** Web Push: the server's VAPID key pair and who it says it is to the push services. */
  vapid: VapidKeys & { subject: string };
}

export interface VapidKeys {
  /** An uncompressed P-256 point, base64url (what the browser's `applicationServerKey` takes). */
  publicKey: string;
  privateKey: string;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, baseDir = process.cwd()): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = zEnv.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Configuração inválida:\n  ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos',
    );
  }
  checkDemoMode(e);
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL && !e.ALLOW_EMBEDDED_DB) {
    throw new ConfigError(
      'Configuração inválida:\n  DATABASE_URL: em produção, use PostgreSQL (postgres://...). O banco ' +
        'embutido (PGlite) não garante os dados numa queda da máquina; para usá-lo mesmo assim, ' +
        'defina ALLOW_EMBEDDED_DB=true.',
    );
  }
  checkMediaStore(e);
  checkPublicUrl(e);
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Configuração inválida:\n  VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY devem ser definidas juntas',
    );
  }
  const provider = e.DEMO_MODE ? 'simulator' : 'zapi';
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    provider,
    zapiBaseUrl: e.ZAPI_BASE_URL.replace(/\/$/, ''),
    cloudApiBaseUrl: e.CLOUD_API_BASE_URL.replace(/\/$/, ''),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    automaticSendsPerMinute: e.AUTOMATIC_SENDS_PER_MINUTE,
    automaticPacing: {
      dailyCap: e.AUTOMATIC_DAILY_CAP,
      warmUp: e.AUTOMATIC_WARM_UP,
      minGapSeconds: e.AUTOMATIC_SEND_GAP_SECONDS,
      extraGapSeconds: e.AUTOMATIC_SEND_GAP_EXTRA_SECONDS,
    },
    demoMode: e.DEMO_MODE,
    demoScanDelayMs: e.DEMO_SCAN_DELAY_MS,
    embeddedDbAllowed: e.ALLOW_EMBEDDED_DB,
    mediaKey: e.MEDIA_KEY ?? readOrCreateSecret(dataDir, 'media-key'),
    mediaKeyPrevious: e.MEDIA_KEY_PREVIOUS,
    mediaStore:
      e.MEDIA_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX && !e.S3_PREFIX.endsWith('/') ? `${e.S3_PREFIX}/` : e.S3_PREFIX,
          }
        : { kind: 'local' },
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    },
  };
}

/**
 * In production the public address carries invitation and password-reset links, session tokens
 * and the webhook's secret path: over http:// anyone on the way reads them. Only a PUBLIC_URL on
 * this machine may be http://, and only when asked for by name (ALLOW_HTTP_PUBLIC_URL=true).
 */
function checkPublicUrl(e: z.infer<typeof zEnv>) {
  if (e.NODE_ENV !== 'production') return;
  const url = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  if (url.protocol === 'https:') return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (e.ALLOW_HTTP_PUBLIC_URL && LOOPBACK_HOSTS.has(host)) return;
  throw new ConfigError(
    'Configuração inválida:\n  PUBLIC_URL: em produção, use o endereço público com https:// ' +
      '(por ele passam os links de convite e de nova senha e o segredo do webhook). Só um ' +
      'endereço nesta máquina (127.0.0.1 ou localhost, atrás de um proxy TLS) pode ser http://, ' +
      'com ALLOW_HTTP_PUBLIC_URL=true.',
  );
}

/**
 * Demo mode creates accounts whose passwords are printed in the README, and mounts the simulator:
 * it is only ever on when asked for by name, and never where anyone else can reach it.
 */
function checkDemoMode(e: z.infer<typeof zEnv>) {
  const problems: string[] = [];
  if (e.PROVIDER === 'simulator' && !e.DEMO_MODE)
    problems.push('PROVIDER: o simulador só existe no modo demonstração (DEMO_MODE=true)');
  if (e.DEMO_MODE && e.PROVIDER === 'zapi')
    problems.push('PROVIDER: o modo demonstração usa o simulador; tire PROVIDER ou DEMO_MODE');
  if (e.DEMO_MODE && e.NODE_ENV === 'production')
    problems.push(
      'DEMO_MODE: o modo demonstração (contas com senhas públicas) não roda com NODE_ENV=production',
    );
  if (e.DEMO_MODE && !LOOPBACK_HOSTS.has(e.HOST))
    problems.push(
      `HOST: o modo demonstração só escuta neste computador (127.0.0.1), não em ${e.HOST}`,
    );
  if (problems.length > 0)
    throw new ConfigError(`Configuração inválida:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/** The object store's settings go together; a half-set store stops the start, not a first upload. */
function checkMediaStore(e: z.infer<typeof zEnv>) {
  const problems: string[] = [];
  if (e.MEDIA_STORE === 's3' && !e.S3_BUCKET)
    problems.push('S3_BUCKET: obrigatório com MEDIA_STORE=s3');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    problems.push('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser definidos juntos');
  if (e.MEDIA_KEY && e.MEDIA_KEY_PREVIOUS.includes(e.MEDIA_KEY))
    problems.push('MEDIA_KEY_PREVIOUS: não repita a MEDIA_KEY atual entre as anteriores');
  if (problems.length > 0)
    throw new ConfigError(`Configuração inválida:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/**
 * A secret made once and kept readable by the owner only, so restarts keep sessions (jwt-secret)
 * and media (media-key). Several processes must share them: set JWT_SECRET and MEDIA_KEY then.
 */
function readOrCreateSecret(
  dataDir: string,
  name: string,
  make: () => string = () => randomBytes(48).toString('base64url'),
): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    // A copy restored with looser permissions is closed again.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  // The data folder holds the database and this secret: the owner's only, when we create it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = make();
  // The mode is set at creation, so the secret is never readable by others, whatever the umask;
  // `wx` keeps the secret of a process that started at the same moment and wrote it first.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8').trim();
  }
  chmodSync(file, 0o600);
  return secret;
}

/** The address inside 'Name <address>' (or the whole value). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * The Web Push key pair made once into DATA_DIR/vapid-keys, like the other secrets: a new pair
 * would orphan every browser's subscription (each is bound to the public key it was made with).
 */
function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const text = readOrCreateSecret(dataDir, 'vapid-keys', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    // The private scalar is 32 bytes; a leading zero byte would be dropped, so it is padded back.
    const privateKey = ecdh.getPrivateKey().toString('hex').padStart(64, '0');
    return JSON.stringify({
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: Buffer.from(privateKey, 'hex').toString('base64url'),
    } satisfies VapidKeys);
  });
  try {
    const keys = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string')
      return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch {
    // Told below.
  }
  throw new ConfigError(
    `Configuração inválida:\n  ${path.join(dataDir, 'vapid-keys')}: arquivo ilegível; apague-o ` +
      'para gerar um novo par (as inscrições de push atuais deixam de valer) ou defina ' +
      'VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY',
  );
}
