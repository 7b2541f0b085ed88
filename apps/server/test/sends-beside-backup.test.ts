import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import { startS3Server, type TestS3 } from './helpers/s3-server.ts';
import { localDateInDays } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * The background work's lanes (wiring/background-loops.ts) with the scheduler running as main.ts
 * runs it: a scheduled message due while the daily backup is under way goes at once, instead of
 * waiting for the backup to end. The backup is slow at the outer boundary: its S3-compatible
 * store (a real one behind a proxy) takes the upload only when the test lets it.
 */
const PATIENT = '5511930000001';
const REMINDED = '5511930000002';
const HOUR = 3_600_000;

let clinic: LinkedClinic;
let s3: TestS3;
const root = mkdtempSync(path.join(tmpdir(), 'cc-sends-backup-'));

/** An S3 store whose uploads wait until `release()`: a slow link to the bucket. */
async function slowStore(target: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held = 0;
  const server = createServer((req, res) => {
    const forward = () => {
      const upstream = httpRequest(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    };
    if (req.method === 'PUT' || req.method === 'POST') {
      held++;
      void released.then(forward);
    } else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => held,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
let store: Awaited<ReturnType<typeof slowStore>>;

beforeAll(async () => {
  s3 = await startS3Server();
  store = await slowStore(s3.url);
  const { MEDIA_STORE: _media, ...s3Settings } = s3.env;
  clinic = await openLinkedClinic(
    { instanceId: 'BKPSEND', token: 'TOKBKPSEND' },
    {
      embedded: true,
      env: {
        ...s3Settings,
        S3_ENDPOINT: store.url,
        BACKUP_TO_S3: 'true',
        BACKUP_DIR: path.join(root, 'copias'),
        BACKUP_KEY: 'chave-das-copias-do-teste-de-envios-0123456789',
      },
    },
  );
  await clinic.writes(PATIENT, 'Oi, tudo bem?', 'Carla Dias');
  await clinic.writes(REMINDED, 'Bom dia', 'Rui Prado');
}, 120_000);
afterAll(async () => {
  store?.release();
  await clinic?.close();
  await store?.close();
  await s3?.close().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

describe('background work beside the automatic sends', () => {
  it('sends a reminder and a scheduled message that come due while the daily backup waits on its store', async () => {
    const { t } = clinic;
    // An appointment whose 24 h reminder comes due a minute or two after the backup starts.
    const booked = await clinic.call('POST', '/dashboard/appointments', {
      chatId: REMINDED,
      startsAt: clinic.inHours(25 + 24 + 2 / 60),
      professional: 'Dra. Ana Souza',
      remindHoursBefore: [24],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    t.app.services.scheduler.start();
    // A day later: the daily backup's hour has passed, and the next pass starts it. Its file is
    // made, then its upload waits on the slow store.
    t.clock.advance(25 * HOUR);
    await waitFor(
      async () => store.held(),
      (n) => n > 0,
      20_000,
    );

    const res = await clinic.call('POST', '/api/tasks', {
      chatId: PATIENT,
      message: 'Sua consulta é amanhã às 9h',
      scheduledDate: localDateInDays(2 / 1440, t.clock),
    });
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(3 * 60_000);
    // While the backup still waits (before the lanes, it went only after the backup: never
    // here). The bench measures how soon: bench/background-sends.ts.
    await waitFor(
      () => clinic.sentTo(PATIENT),
      (sent) => sent.includes('Sua consulta é amanhã às 9h'),
      15_000,
    );
    await waitFor(
      () => clinic.sentTo(REMINDED),
      (sent) => sent.some((text) => text.includes('Lembramos da sua consulta')),
      15_000,
    );
    expect((await t.app.services.backups.status()).last).toBeNull();

    store.release();
    await waitFor(
      () => t.app.services.backups.status(),
      (status) => status.last !== null,
      20_000,
    );
  });
});
