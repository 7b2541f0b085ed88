import { ConfigError } from './config-error.ts';
import { type Env, LOOPBACK_HOSTS } from './env-schema.ts';

/**
 * In production the public address carries invitation and password-reset links, session tokens
 * and the webhook's secret path: over http:// anyone on the way reads them. Only a PUBLIC_URL on
 * this machine may be http://, and only when asked for by name (ALLOW_HTTP_PUBLIC_URL=true).
 */
export function checkPublicUrl(e: Env) {
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
export function checkDemoMode(e: Env) {
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
export function checkMediaStore(e: Env) {
  const problems: string[] = [];
  if (e.MEDIA_STORE === 's3' && !e.S3_BUCKET)
    problems.push('S3_BUCKET: obrigatório com MEDIA_STORE=s3');
  if (e.BACKUP_TO_S3 && !e.S3_BUCKET) problems.push('S3_BUCKET: obrigatório com BACKUP_TO_S3=true');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    problems.push('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser definidos juntos');
  if (e.MEDIA_KEY && e.MEDIA_KEY_PREVIOUS.includes(e.MEDIA_KEY))
    problems.push('MEDIA_KEY_PREVIOUS: não repita a MEDIA_KEY atual entre as anteriores');
  if (problems.length > 0)
    throw new ConfigError(`Configuração inválida:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}
