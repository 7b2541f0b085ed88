import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { filesHolding, filesUnder } from './helpers/files-at-rest.ts';
import { linkWhatsApp } from './helpers/link-whatsapp.ts';
import { removeServerBundle, serverBundle } from './helpers/server-bundle.ts';
import { startS3Server, type TestS3 } from './helpers/s3-server.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import {
  callAs,
  createSecondApp,
  createTestApp,
  createTestClock,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * `npm run media:move-to-s3`: a clinic on the local folder moves its media into an
 * object store; the servers started with MEDIA_STORE=s3 then serve every file, nothing is left
 * on the machine, and running it again sends nothing twice.
 */
let t: TestApp;
let sim: TestSimulator;
let s3: TestS3;
/**
 * The command as `npm run media:move-to-s3` runs it: the compiled move-media.js beside the
 * server's bundle, built once for this file (four runs, none loading the sources through tsx).
 */
let command: string;

beforeAll(async () => {
  command = path.join(path.dirname(serverBundle()), 'move-media.js');
  const clock = createTestClock();
  s3 = await startS3Server();
  sim = await startSimulator({ clock, chatCount: 1 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock });
});
afterAll(async () => {
  await t.close();
  await sim.close();
  await s3.close();
  removeServerBundle();
});

function runMove(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', command], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

it('moves local media into the object store, where the servers then find it', async () => {
  const user = await signUp(t);
  await linkWhatsApp(t, sim, user, 'MUDA1');
  const phone = '5511987650041';
  await sim.control('/instances/MUDA1/inbound', { phone, name: 'Ivo', message: 'Oi' });
  await waitFor(
    () => callAs(t, user.token, 'GET', `/dashboard/messages/${phone}`),
    (r) => r.statusCode === 200 && r.json().messages.length > 0,
  );
  const voices = [randomBytes(70_000), randomBytes(500)].map((b) =>
    Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), b]),
  );
  for (const voice of voices) {
    const sent = await callAs(t, user.token, 'POST', '/dashboard/messages/send-audio', {
      chatId: phone,
      phone,
      audio: `data:audio/mpeg;base64,${voice.toString('base64')}`,
      duration: 2,
    });
    expect(sent.statusCode).toBe(200);
  }
  // The simulator's echo of each send (with its file's link) handled, then any download it
  // queued: the count below is what stays, not a moment of a download under way.
  await sim.sim.settled();
  await t.app.services.downloader.idle();
  const local = path.join(t.config.dataDir, 'media');
  expect(filesUnder(local)).toHaveLength(2);
  const env = { DATA_DIR: t.config.dataDir, NODE_ENV: 'test', ...s3.env };

  // The two refused runs side by side (a process start each, about a second); each one's
  // files are counted as soon as it ends.
  const refusedRun = async (more: Record<string, string>) => {
    const run = await runMove({ DATA_DIR: t.config.dataDir, NODE_ENV: 'test', ...more });
    return { ...run, filesLeft: filesUnder(local).length };
  };
  const [refused, mistyped] = await Promise.all([
    refusedRun({}),
    // A mistyped setting is told in pt-BR, naming the variable, zod's own messages included.
    refusedRun({ MEDIA_STORE: 'nuvem', S3_ENDPOINT: 'minio:9000' }),
  ]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('Defina MEDIA_STORE=s3');
  expect(refused.filesLeft).toBe(2);

  expect(mistyped.code).toBe(1);
  expect(mistyped.output).toContain('MEDIA_STORE: Opção inválida: use local ou s3.');
  expect(mistyped.output).toContain('S3_ENDPOINT: deve ser uma URL com http:// ou https://');
  expect(mistyped.filesLeft).toBe(2);

  const moved = await runMove(env);
  expect(moved.code, moved.output).toBe(0);
  expect(moved.output).toContain('Pronto: 2 arquivos enviados');
  expect(filesUnder(local)).toEqual([]);
  for (const voice of voices) expect(filesHolding(s3.dir, voice)).toEqual([]);

  const again = await runMove(env);
  expect(again.output).toContain('Pronto: 0 arquivos enviados (0.0 MB), 0 já estavam lá');

  // A server on the object store (same database and keys) serves both voice notes.
  const onS3 = await createSecondApp(t, { env: { MEDIA_KEY: t.config.mediaKey, ...s3.env } });
  try {
    const audios = (await callAs(t, user.token, 'GET', `/dashboard/messages/${phone}`)).json()
      .audios as Array<{ audioUrl: string }>;
    const served = await Promise.all(
      audios.map(async (a) => (await onS3.app.inject({ url: a.audioUrl })).rawPayload),
    );
    expect(served.map((b) => b.toString('base64')).sort()).toEqual(
      voices.map((b) => b.toString('base64')).sort(),
    );
  } finally {
    await onS3.close();
  }
});
