import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createECDH, randomBytes } from 'node:crypto';
import path from 'node:path';

import { ConfigError } from './config-error.ts';

export interface VapidKeys {
  /** An uncompressed P-256 point, base64url (what the browser's `applicationServerKey` takes). */
  publicKey: string;
  privateKey: string;
}

/**
 * A secret made once and kept readable by the owner only, so restarts keep sessions (jwt-secret)
 * and media (media-key). Several processes must share them: set JWT_SECRET and MEDIA_KEY then.
 */
export function readOrCreateSecret(
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

/**
 * The Web Push key pair made once into DATA_DIR/vapid-keys, like the other secrets: a new pair
 * would orphan every browser's subscription (each is bound to the public key it was made with).
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
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
