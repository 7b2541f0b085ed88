import path from 'node:path';
// zod's own messages (a wrong type, an option not listed) in pt-BR, as in the API: whatever runs
// loadConfig (the server, `npm run media:move-to-s3`) tells a bad variable in pt-BR.
// oxlint-disable-next-line import/no-unassigned-import
import '@conecta/contract';

import type { SendPacing } from '@conecta/contract';

import type { S3Options } from './media/s3-media-driver.ts';
import { checkDemoMode, checkMediaStore, checkPublicUrl } from './config/config-checks.ts';
import { ConfigError } from './config/config-error.ts';
import {
  readOrCreateSecret,
  readOrCreateVapidKeys,
  type VapidKeys,
} from './config/data-dir-secrets.ts';
import { type Env, type TrustProxy, zEnv } from './config/env-schema.ts';

export { ConfigError, type TrustProxy, type VapidKeys };

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
  /**
   * Where push endpoints may point: the push services' hosts (https, a public address checked at
   * send time) and origins trusted as they are (PUSH_TRUSTED_ORIGINS).
   */
  pushServices: PushServices;
  /** Backups of the embedded database (see backup/ and the README); unused on PostgreSQL. */
  backup: BackupConfig;
  /**
   * The receptionist's assistant's provider (AI_*); undefined when none is configured (the
   * feature does not appear). Demo mode without one uses the simulator mounted in this server.
   */
  assistant: AssistantConfig | undefined;
  /**
   * The import of external calendars: how often each is read, and whether a private or
   * loopback address may be (outside production only; default there: yes, for tests and demos).
   */
  calendarImport: { everyMs: number; allowPrivate: boolean; timeoutMs: number };
}

export interface AssistantConfig {
  /** An OpenAI-compatible API's base, with its version: https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Undefined: the provider is not asked to transcribe ('Transcrever' does not appear). */
  transcribeModel: string | undefined;
  monthlyTokens: number;
  timeoutMs: number;
  /** The demo's simulator in this same server: nothing leaves the machine. */
  demo: boolean;
}

export interface PushServices {
  hosts: string[];
  trustedOrigins: string[];
}

export interface BackupConfig {
  /** Where backups are written: BACKUP_DIR, or the folder `<DATA_DIR>-backups` beside DATA_DIR. */
  dir: string;
  /** BACKUP_KEY, or (outside production) DATA_DIR/backup-key, made once. */
  key: string;
  /** The key is the one made into DATA_DIR: the start warns that it must be copied elsewhere. */
  keyInDataDir: boolean;
  hour: number;
  timeZone: string;
  keep: number;
  /** BACKUP_TO_S3: each finished backup is also put in the S3 store, under `backups/`. */
  s3: S3Options | undefined;
}

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
  const backup = backupConfig(e, dataDir, baseDir);
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
    mediaStore: e.MEDIA_STORE === 's3' ? { kind: 's3', ...s3Options(e, '') } : { kind: 'local' },
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    },
    pushServices: { hosts: e.PUSH_SERVICE_HOSTS, trustedOrigins: e.PUSH_TRUSTED_ORIGINS },
    backup,
    assistant: assistantConfig(e),
    calendarImport: {
      everyMs: e.CALENDAR_POLL_MINUTES * 60_000,
      allowPrivate: e.NODE_ENV !== 'production' && (e.CALENDAR_ALLOW_PRIVATE_ADDRESSES ?? true),
      timeoutMs: 15_000,
    },
  };
}

function assistantConfig(e: Env): AssistantConfig | undefined {
  if ((e.AI_BASE_URL === undefined) !== (e.AI_MODEL === undefined))
    throw new ConfigError(
      'Configuração inválida:\n  AI_BASE_URL e AI_MODEL devem ser definidos juntos (o endereço ' +
        'compatível com a API da OpenAI, como https://api.openai.com/v1, e o modelo de texto)',
    );
  if (!e.AI_BASE_URL || !e.AI_MODEL) return undefined;
  return {
    baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
    // A model the clinic runs itself (Ollama, vLLM) may take no key; the client needs one.
    apiKey: e.AI_API_KEY ?? 'sem-chave',
    model: e.AI_MODEL,
    transcribeModel: e.AI_TRANSCRIBE_MODEL,
    monthlyTokens: e.AI_MONTHLY_TOKENS,
    timeoutMs: e.AI_TIMEOUT_MS,
    demo: false,
  };
}

function backupConfig(e: Env, dataDir: string, baseDir: string): BackupConfig {
  const dir = e.BACKUP_DIR
    ? path.resolve(baseDir, e.BACKUP_DIR)
    : path.join(path.dirname(dataDir), `${path.basename(dataDir)}-backups`);
  // A restore needs an empty DATA_DIR, and a backup would copy the older backups into itself.
  if (dir === dataDir || dir.startsWith(dataDir + path.sep))
    throw new ConfigError(
      `Configuração inválida:\n  BACKUP_DIR: não pode ficar dentro da DATA_DIR (${dataDir}); ` +
        'use outra pasta, de preferência em outro disco',
    );
  // Production on the embedded database names its key: a key made beside the data would die
  // with the disk that the backups are meant to outlive.
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL && !e.BACKUP_KEY)
    throw new ConfigError(
      'Configuração inválida:\n  BACKUP_KEY: em produção com o banco embutido, defina a chave ' +
        'das cópias de segurança (32 caracteres ou mais, por exemplo `openssl rand -base64 48`) ' +
        'e guarde-a também fora deste servidor: sem ela, nenhuma cópia pode ser restaurada.',
    );
  const key = e.BACKUP_KEY ?? (e.DATABASE_URL ? '' : readOrCreateSecret(dataDir, 'backup-key'));
  return {
    dir,
    key,
    keyInDataDir: !e.BACKUP_KEY && !e.DATABASE_URL,
    hour: e.BACKUP_HOUR,
    timeZone: e.BACKUP_TIME_ZONE,
    keep: e.BACKUP_KEEP,
    s3: e.BACKUP_TO_S3 ? s3Options(e, 'backups/') : undefined,
  };
}

/** The S3 store's settings (checked by config-checks.ts), its keys under S3_PREFIX + `under`. */
function s3Options(e: Env, under: string): S3Options {
  const prefix = e.S3_PREFIX && !e.S3_PREFIX.endsWith('/') ? `${e.S3_PREFIX}/` : e.S3_PREFIX;
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: `${prefix}${under}`,
  };
}

/** The address inside 'Name <address>' (or the whole value). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}
