import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest: provider tokens, and each clinic's media key (`purpose`
 * 'media-key'). The key is derived from the server secret with HKDF, one per purpose, so a
 * database dump alone reveals neither. Format: v1.<iv>.<tag>.<ciphertext>.
 */
export function createSecretBox(serverSecret: string, purpose = 'provider-secrets') {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'conecta-clinica', purpose, 32));

  function sealBytes(plain: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      'v1',
      iv.toString('base64url'),
      tag.toString('base64url'),
      data.toString('base64url'),
    ].join('.');
  }

  function openBytes(sealed: string): Buffer {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined)
      throw new Error('segredo em formato desconhecido');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  }

  return {
    seal: (plain: string) => sealBytes(Buffer.from(plain, 'utf8')),
    open: (sealed: string) => openBytes(sealed).toString('utf8'),
    sealBytes,
    openBytes,
    /** Names this key without revealing it (one-way): which server key sealed a row. */
    fingerprint: (label: string) =>
      createHash('sha256').update(label).update(key).digest('hex').slice(0, 16),
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
