import { isIP } from 'node:net';

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

/**
 * The browsers' push services: Chrome, Edge's Chromium, Opera, Samsung Internet (Firebase Cloud
 * Messaging), Firefox (Mozilla's autopush), Edge on Windows (WNS) and Safari (Apple's).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** A host name with letters (never an IP literal), optionally `*.` for any subdomain. */
const PUSH_HOST = /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/;

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export const VAPID_KEY_HINT =
  'use o par gerado por `npx web-push generate-vapid-keys` (base64url, sem "=")';

/** 'a, b,,c' as ['a', 'b', 'c']: the settings that list several values, comma-separated. */
function commaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

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

export const zEnv = z.object({
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
      const list = commaList(value);
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
    .transform(commaList)
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
  // Calendar sync (issue 49): how often each imported calendar is read, and whether a calendar
  // address on this machine or a private network may be read (never in production).
  CALENDAR_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  CALENDAR_ALLOW_PRIVATE_ADDRESSES: zBool.optional(),
  DEMO_MODE: zBool.default(false),
  DEMO_SCAN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  ALLOW_EMBEDDED_DB: zBool.default(false),
  // Production over http:// only for a PUBLIC_URL on this machine (a TLS proxy in front of it).
  ALLOW_HTTP_PUBLIC_URL: zBool.default(false),
  MEDIA_KEY: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  MEDIA_KEY_PREVIOUS: z
    .string()
    .transform(commaList)
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
  // Web Push endpoints the server POSTs to: a browser hands the address, so only the browsers'
  // push services are taken (https, their hosts; `*.` is any subdomain), each resolved to a public
  // address at send time. PUSH_TRUSTED_ORIGINS: push services taken as they are, on any address
  // and http too (one inside your own network; the tests' fake one on 127.0.0.1).
  PUSH_SERVICE_HOSTS: z
    .string()
    .transform((v) => commaList(v.toLowerCase()))
    .refine((list) => list.length > 0 && list.every((h) => PUSH_HOST.test(h)), {
      message:
        'deve listar nomes de servidores separados por vírgula, como fcm.googleapis.com ou ' +
        '*.notify.windows.com (sem https://, sem porta, sem endereços IP)',
    })
    .default([...DEFAULT_PUSH_SERVICE_HOSTS]),
  PUSH_TRUSTED_ORIGINS: z
    .string()
    .transform(commaList)
    .refine((list) => list.every(isOrigin), {
      message: 'deve listar origens separadas por vírgula, como https://push.clinica.local:8443',
    })
    .default([]),
  // The receptionist's assistant (issue 50): any OpenAI-compatible endpoint the clinic's server
  // trusts (OpenAI, Groq, OpenRouter, Ollama, vLLM). Without AI_BASE_URL and AI_MODEL the
  // feature does not exist; without AI_TRANSCRIBE_MODEL there is no 'Transcrever'.
  AI_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'deve ser uma URL com http:// ou https://, como https://api.openai.com/v1',
    })
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TRANSCRIBE_MODEL: z.string().min(1).max(200).optional(),
  // Tokens a clinic may spend in a month (the provider's own count); then the assistant stops.
  AI_MONTHLY_TOKENS: z.coerce.number().int().min(1000).max(1_000_000_000).default(500_000),
  // How long one call to the provider may take before the member is told (each try).
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // Backups of the embedded database (PGlite): the key they are encrypted with (kept elsewhere
  // too: a key only beside the data it protects is lost with the disk), where they go, the hour
  // of the daily one in BACKUP_TIME_ZONE, and how many are kept.
  BACKUP_KEY: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  // Each finished backup also to the S3 store (the S3_* settings), under `backups/`: a copy off
  // this machine's disk.
  BACKUP_TO_S3: zBool.default(false),
  BACKUP_HOUR: z.coerce
    .number({ error: 'deve ser uma hora de 0 a 23, como 3' })
    .int('deve ser uma hora de 0 a 23, como 3')
    .min(0, 'deve ser uma hora de 0 a 23, como 3')
    .max(23, 'deve ser uma hora de 0 a 23, como 3')
    .default(3),
  BACKUP_KEEP: z.coerce
    .number({ error: 'deve ser um número de cópias, como 7' })
    .int('deve ser um número inteiro de cópias, como 7')
    .min(1, 'guarde ao menos 1 cópia')
    .max(365, 'no máximo 365 cópias')
    .default(7),
  BACKUP_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        return Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone !== '';
      } catch {
        return false;
      }
    }, 'deve ser um fuso horário IANA, como America/Sao_Paulo')
    .default('America/Sao_Paulo'),
});

/** The environment as read and checked, before it becomes a `Config`. */
export type Env = z.infer<typeof zEnv>;

/** Addresses a demo server may listen on: this machine only. */
export const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
