import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

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

const zBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  // Issue 19: a clinic's automatic sends (routines and scheduled messages) a minute.
  AUTOMATIC_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  DEMO_MODE: zBool.default(false),
  DEMO_SCAN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  ALLOW_EMBEDDED_DB: zBool.default(false),
  METRICS_TOKEN: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  API_DOCS: zBool.optional(),
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
  demoMode: boolean;
  /** Demo mode: how long after the first QR the simulated phone "scans" it (0: never). */
  demoScanDelayMs: number;
  /** Production on PGlite was asked for by name (ALLOW_EMBEDDED_DB=true). */
  embeddedDbAllowed: boolean;
  /** `GET /metrics` exists only when set, and answers only to this bearer token. */
  metricsToken: string | undefined;
  /**
   * `/api/docs` (the OpenAPI document and a page that reads it) is served: by default outside
   * production, where it is turned on by API_DOCS=true.
   */
  apiDocs: boolean;
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
  const provider = e.DEMO_MODE ? 'simulator' : 'zapi';
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    provider,
    zapiBaseUrl: e.ZAPI_BASE_URL.replace(/\/$/, ''),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    automaticSendsPerMinute: e.AUTOMATIC_SENDS_PER_MINUTE,
    demoMode: e.DEMO_MODE,
    demoScanDelayMs: e.DEMO_SCAN_DELAY_MS,
    embeddedDbAllowed: e.ALLOW_EMBEDDED_DB,
    metricsToken: e.METRICS_TOKEN,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
  };
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

/** The JWT secret is made once and kept readable by the owner only, so restarts keep sessions. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    // A copy restored with looser permissions is closed again.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  // The data folder holds the database and this secret: the owner's only, when we create it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
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
