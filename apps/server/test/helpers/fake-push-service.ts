import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

import { importJWK, jwtVerify } from 'jose';

/** A browser's side of a subscription: its ECDH key pair and auth secret, made here. */
export interface FakeDevice {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
  /** What the push service answers this device's next pushes (201 unless set). */
  status: number;
  /** Held answers: the push service keeps the request open until `release()`. */
  hold: Promise<void> | null;
}

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  /** The VAPID key the JWT was signed with (`k=`), and the JWT's claims. */
  vapidKey: string;
  claims: Record<string, unknown>;
  ttl: string | undefined;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * RFC 8291 (Web Push message encryption) over RFC 8188's aes128gcm, from the receiving side:
 * salt, record size and the sender's public key head the body; the keys come from the ECDH
 * secret and the device's auth secret by HKDF; one record, ending with the 0x02 delimiter.
 */
export function decryptAes128gcm(body: Buffer, device: FakeDevice): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('bad padding');
  return padded.subarray(0, end);
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT for this origin, signed by the key `k`. */
async function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const jwk = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, jwk, { algorithms: ['ES256'], audience: origin });
  const exp = payload.exp ?? 0;
  // RFC 8292: no more than 24 hours ahead.
  if (exp * 1000 > Date.now() + 24 * 3600_000 + 60_000) throw new Error('exp too far');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
    throw new Error('sub must be mailto: or https:');
  return { vapidKey: key, claims: payload as Record<string, unknown> };
}

/**
 * A push service on loopback: it accepts a push only with a valid VAPID signature and a body it
 * can decrypt with the device's private key, and records what it read. A bad push answers 400
 * and is recorded in `rejected`.
 */
export async function startFakePushService() {
  const devices = new Map<string, FakeDevice>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      if (!device || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      try {
        const vapid = await verifyVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(decryptAes128gcm(body, device).toString('utf8')) as Record<
          string,
          unknown
        >;
        if (device.hold) await device.hold;
        if (device.status >= 200 && device.status < 300)
          received.push({ device: name, payload, ttl: req.headers.ttl as string, ...vapid });
        res.writeHead(device.status).end();
      } catch (err) {
        rejected.push(`${name}: ${(err as Error).message}`);
        res.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    /** Where it listens: the tests name it in PUSH_TRUSTED_ORIGINS, as an admin would. */
    origin,
    received,
    rejected,
    /** A new browser subscription: fresh P-256 keys and a 16-byte auth secret. */
    device(name: string): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: FakeDevice = {
        name,
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
        ecdh,
        authSecret,
        status: 201,
        hold: null,
      };
      devices.set(name, device);
      return device;
    },
    /** Holds this device's pushes until the returned function is called. */
    hold(device: FakeDevice): () => void {
      let release!: () => void;
      device.hold = new Promise((resolve) => (release = resolve));
      return () => {
        device.hold = null;
        release();
      };
    },
    pushesTo: (name: string) => received.filter((r) => r.device === name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
