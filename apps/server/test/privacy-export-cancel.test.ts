// @runtime: streams (a download cancelled mid-way over real HTTP, no file descriptor left).
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

import { messageEndpoints, privacyEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCAL_WORK_DIR } from '../src/media/local-media-driver.ts';
import { readZip } from './helpers/read-zip.ts';
import type { SignedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * A member who closes the export download mid-way: the server stops writing the ZIP,
 * closes the media file it was reading, logs no error, and goes on answering; the next export
 * is whole.
 */
let conn: ConnectedClinic;
let t: TestApp;
let ana: SignedInClinic;
const LIA = '5511987650071';
// More than the sockets between the server and the client hold, so the download is still
// being written when it is closed.
const VOICES = [0, 1].map(() =>
  Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(10 * 1024 * 1024)]),
);

beforeAll(async () => {
  conn = await openConnectedClinic({
    instanceId: 'EXPCANCEL1',
    chatCount: 1,
    name: 'Dra. Ana Souza',
  });
  ({ t, clinic: ana } = conn);
  await conn.inbound({
    phone: LIA,
    name: 'Lia Prado',
    message: 'Pode me mandar o áudio?',
  });
  await waitFor(
    () => ana.call(messageEndpoints.list, { params: { chatId: LIA } }),
    (r) => r.statusCode === 200 && JSON.stringify(r.json()).includes('Pode me mandar o áudio?'),
  );
  for (const voice of VOICES) {
    const sent = await ana.call(messageEndpoints.sendAudio, {
      body: {
        chatId: LIA,
        phone: LIA,
        audio: `data:audio/mpeg;base64,${voice.toString('base64')}`,
        duration: 60,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  // The provider's copy of each voice note is fetched in the background: done before the test.
  await t.app.services.downloader.idle();
});
afterAll(() => conn.close());

async function exportUrl() {
  const link = await ana.call(privacyEndpoints.exportLink, { params: { chatId: LIA } });
  expect(link.statusCode, link.body).toBe(200);
  return `${t.publicUrl}${(link.json() as { url: string }).url}`;
}

/**
 * The stored media files this process (the server) holds open, where the system shows them
 * (Linux); not downloads under way, in the store's work folder.
 */
function openMediaFiles(): string[] | null {
  if (!existsSync('/proc/self/fd')) return null;
  const root = path.join(t.config.dataDir, 'media') + path.sep;
  const work = path.join(root, LOCAL_WORK_DIR) + path.sep;
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(root) && !target.startsWith(work) ? [target] : [];
    } catch {
      return []; // closed while listed
    }
  });
}

const EXPORT_LOG = /exporta(ção|cao) de paciente/;
const linesFrom = (from: number) =>
  t.logs.slice(from).map((l) => JSON.parse(l) as { level: number; msg?: string });

describe('an export download closed mid-way', () => {
  it('stops quietly, closes the media it was reading, and the next export is whole', async () => {
    const logsFrom = t.logs.length;
    const abort = new AbortController();
    const res = await fetch(await exportUrl(), { signal: abort.signal });
    expect(res.status).toBe(200);
    // Into the voice notes: the server is reading a media file when the download is closed.
    const reader = res.body!.getReader();
    for (let received = 0; received < 1024 * 1024;) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += value!.length;
    }
    // The browser goes away: its connection closes.
    abort.abort();

    const ended = await waitFor(
      async () => linesFrom(logsFrom).filter((l) => EXPORT_LOG.test(l.msg ?? '')),
      (lines) => lines.length > 0,
    );
    // Cancelled, not failed: an info line, no warning, no error.
    expect(ended.map((l) => [l.level, l.msg])).toEqual([
      [30, 'exportação de paciente cancelada: o download foi interrompido'],
    ]);
    if (openMediaFiles() !== null)
      await waitFor(
        async () => openMediaFiles(),
        (files) => files!.length === 0,
      );

    expect((await fetch(`${t.publicUrl}/healthz`)).status).toBe(200);
    const again = await fetch(await exportUrl());
    expect(again.status).toBe(200);
    const files = readZip(Buffer.from(await again.arrayBuffer()));
    const media = files.filter((f) => f.name.startsWith('midia/'));
    expect(media).toHaveLength(VOICES.length);
    for (const voice of VOICES) expect(media.some((f) => f.bytes.equals(voice))).toBe(true);
    expect(files.at(-1)!.name).toBe('manifesto.json');

    expect(linesFrom(logsFrom).filter((l) => l.level >= 50)).toEqual([]);
  });
});
