import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createCloudSimulator } from '@conecta/cloud-api-simulator';
import { MSG } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestClock } from '../../../test/helpers/test-app.ts';
import { FetchRefused, MediaCorrupted } from '../../lib/fetch-to-file.ts';
import type { CloudApiInstance } from '../messaging-provider.ts';
import { downloadCloudMedia } from './download-cloud-media.ts';

/**
 * The one download of a Cloud API file by its media id (the media queue's): the bytes Meta
 * announced, checked against its sha256 (issue 47), an expired id, and a link that is not https.
 */
const clock = createTestClock();
clock.hold();
const PHONE = {
  id: '106540352242933',
  displayPhoneNumber: '5511955550033',
  accessToken: 'EAAG-media-token',
  appSecret: 'media-secret',
  verifyToken: 'media-verify',
  wabaId: '102290129340433',
};
const sim = createCloudSimulator({ now: () => clock.now().getTime(), phoneNumbers: [PHONE] });
const inst: CloudApiInstance = {
  kind: 'cloud-api',
  phoneNumberId: PHONE.id,
  businessAccountId: PHONE.wabaId,
  accessToken: PHONE.accessToken,
  appSecret: PHONE.appSecret,
};
const dir = mkdtempSync(path.join(tmpdir(), 'cc-cloud-media-'));
let simUrl = '';
let n = 0;

/** A Graph that answers a media id with a plain-http link, and records who got the token. */
let scripted: Server;
let scriptedUrl = '';
const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

beforeAll(async () => {
  simUrl = (await sim.listen(0)).url;
  scripted = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: 'http://elsewhere.example/file', mime_type: 'image/jpeg' }));
  });
  await new Promise<void>((r) => scripted.listen(0, '127.0.0.1', r));
  scriptedUrl = `http://127.0.0.1:${(scripted.address() as AddressInfo).port}/v21.0`;
});
afterAll(async () => {
  await sim.close();
  await new Promise<void>((r) => scripted.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

async function control(route: string, body: unknown = {}) {
  const res = await fetch(`${simUrl}/_sim/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, route).toBe(200);
  return (await res.json()) as { mediaId: string };
}

const picture = async (bytes: Buffer) =>
  (
    await control(`phone-numbers/${PHONE.id}/inbound`, {
      from: '5511987650033',
      image: { base64: bytes.toString('base64'), mimeType: 'image/jpeg' },
    })
  ).mediaId;

const download = (mediaId: string, graphUrl = sim.graphUrl!) => {
  const file = path.join(dir, `f${n++}`);
  const opts = { trustedOrigins: [new URL(graphUrl).origin], maxBytes: 1 << 20, timeoutMs: 5000 };
  return { file, done: downloadCloudMedia(inst, graphUrl, mediaId, file, opts) };
};

describe('downloadCloudMedia', () => {
  it('keeps the bytes whose sha256 is the one Meta announced', async () => {
    const bytes = Buffer.from('pretend-jpeg-bytes');
    const { file, done } = download(await picture(bytes));
    expect(await done).toEqual({ contentType: 'image/jpeg', bytes: bytes.length });
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('refuses bytes whose sha256 is not the announced one, in pt-BR (issue 47)', async () => {
    const mediaId = await picture(Buffer.from('o-exame-de-verdade'));
    await control(`media/${mediaId}/corrupt`, {
      base64: Buffer.from('outro-arquivo').toString('base64'),
    });
    const err = await download(mediaId).done.then(
      () => expect.fail('a mismatched file must be refused'),
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MediaCorrupted);
    expect(err).toMatchObject({ message: MSG.cloudApi.mediaCorrupted, failure: 'corrupted' });
  });

  it('says in pt-BR that an expired id is gone, not to be tried again', async () => {
    const mediaId = await picture(Buffer.from('x'));
    await control(`media/${mediaId}/expire`);
    const err = await download(mediaId).done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchRefused);
    expect(err).toMatchObject({ message: MSG.cloudApi.mediaUnavailable, failure: 'unavailable' });
  });

  it('never sends the token to a link that is not https', async () => {
    const err = await download('123', scriptedUrl).done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchRefused);
    expect(err).toMatchObject({ message: MSG.cloudApi.mediaLinkRefused });
    // Only the Graph itself was asked (with the token); the other host never was.
    expect(seen.map((s) => s.url)).toEqual(['/v21.0/123']);
  });
});
