import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
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
  TRUST_PROXY: zBool.default(false),
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
  DEMO_SCAN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
});

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
  trustProxy: boolean;
  /** Origins allowed to call the API from another site; empty keeps CORS closed. */
  corsOrigins: string[];
  demoMode: boolean;
  /** Demo mode: how long after the first QR the simulated phone "scans" it (0: never). */
  demoScanDelayMs: number;
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
  const provider = e.PROVIDER ?? (e.NODE_ENV === 'production' ? 'zapi' : 'simulator');
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
    demoMode: provider === 'simulator',
    demoScanDelayMs: e.DEMO_SCAN_DELAY_MS,
  };
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
