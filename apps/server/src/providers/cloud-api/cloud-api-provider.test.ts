import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createCloudSimulator } from '@conecta/cloud-api-simulator';
import { MSG } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestClock } from '../../../test/helpers/test-app.ts';
import { ProviderError, type CloudApiInstance } from '../messaging-provider.ts';
import { createCloudApiProvider } from './cloud-api-provider.ts';

/**
 * What the shared contract table (provider-contract.test.ts) does not reach: media received by
 * id, mark read, the token check of `status`, the recipient error, and how a send that may have
 * reached Meta is reported (never repeated here).
 */
const clock = createTestClock();
clock.hold();
const PHONE = {
  id: '106540352242922',
  displayPhoneNumber: '5511955550000',
  accessToken: 'EAAG-unit-token',
  appSecret: 'unit-secret',
  verifyToken: 'unit-verify',
  wabaId: '102290129340398',
};
const sim = createCloudSimulator({ now: () => clock.now().getTime(), phoneNumbers: [PHONE] });
const inst: CloudApiInstance = {
  kind: 'cloud-api',
  phoneNumberId: PHONE.id,
  businessAccountId: PHONE.wabaId,
  accessToken: PHONE.accessToken,
  appSecret: PHONE.appSecret,
};
const PATIENT = '5511987650001';
let simUrl = '';
const provider = () =>
  createCloudApiProvider({ baseUrl: sim.graphUrl!, backoffMs: 5, timeoutMs: 2000 });

/** A scripted Graph: each request pops the next answer; status 0 drops the connection. */
let scripted: Server;
let scriptedUrl = '';
const answers: Array<{ status: number; body: unknown }> = [];
const requests: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  simUrl = (await sim.listen(0)).url;
  scripted = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '' });
      const next = answers.shift() ?? { status: 200, body: {} };
      if (next.status === 0) return req.socket.destroy();
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((r) => scripted.listen(0, '127.0.0.1', r));
  scriptedUrl = `http://127.0.0.1:${(scripted.address() as AddressInfo).port}/v21.0`;
});
afterAll(async () => {
  await sim.close();
  await new Promise<void>((r) => scripted.close(() => r()));
});

async function control(path: string, body?: unknown) {
  const res = await fetch(`${simUrl}/_sim/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // oxlint-disable-next-line typescript/no-explicit-any -- the control API's JSON, read by field
  return (await res.json()) as any;
}

const refused = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('the call should have been refused'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

describe('createCloudApiProvider', () => {
  it('downloads a received picture by its media id, and says so in pt-BR once the id expired', async () => {
    const bytes = Buffer.from('pretend-jpeg-bytes');
    const inbound = await control(`phone-numbers/${PHONE.id}/inbound`, {
      from: PATIENT,
      image: { base64: bytes.toString('base64'), mimeType: 'image/jpeg' },
    });
    const media = await provider().downloadMedia!(inst, inbound.mediaId);
    expect(media.mimeType).toBe('image/jpeg');
    expect(media.bytes.equals(bytes)).toBe(true);

    await control(`media/${inbound.mediaId}/expire`, {});
    const err = await refused(provider().downloadMedia!(inst, inbound.mediaId));
    expect(err.message).toBe(MSG.cloudApi.mediaUnavailable);
    expect(err.retryable).toBe(false);
  });

  it('marks the patient’s last message read by its id, and does nothing without one', async () => {
    const inbound = await control(`phone-numbers/${PHONE.id}/inbound`, {
      from: PATIENT,
      text: 'Oi',
    });
    await provider().markRead(inst, { phone: PATIENT });
    expect(sim.state.phoneNumbers.get(PHONE.id)!.received.get(inbound.id)!.readAt).toBeUndefined();
    await provider().markRead(inst, { phone: PATIENT, lastMessageId: inbound.id });
    expect(sim.state.phoneNumbers.get(PHONE.id)!.received.get(inbound.id)!.readAt).toBe(
      clock.now().getTime(),
    );
  });

  it('answers not connected, with the pt-BR reason, when the token no longer works', async () => {
    expect(await provider().status({ ...inst, accessToken: 'EAAG-revoked' })).toEqual({
      connected: false,
      error: MSG.cloudApi.tokenInvalid,
    });
    expect(await provider().qrCode({ ...inst, accessToken: 'EAAG-revoked' })).toEqual({
      connected: false,
      qrCode: null,
    });
  });

  it('sends audio uploaded first, and a picture Meta cannot show as one as a document', async () => {
    await control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, text: 'Manda' });
    const audio = await provider().sendAudio(inst, {
      phone: PATIENT,
      audio: `data:audio/mpeg;base64,${Buffer.from('ID3-mp3').toString('base64')}`,
    });
    const gif = await provider().sendFile(inst, {
      phone: PATIENT,
      kind: 'image',
      dataUrl: `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`,
      fileName: 'mapa.gif',
      extension: 'gif',
    });
    const sent = sim.state.phoneNumbers.get(PHONE.id)!.sent;
    const audioSent = sent.get(audio.messageId)!;
    expect(audioSent.type).toBe('audio');
    const audioId = (audioSent.request.audio as { id: string }).id;
    expect(sim.state.media.get(audioId)!.mimeType).toBe('audio/mpeg');
    expect(sent.get(gif.messageId)).toMatchObject({
      type: 'document',
      request: { document: { filename: 'mapa.gif' } },
    });
  });

  it('refuses a group before any request, and maps 131026 to the recipient error', async () => {
    const before = sim.state.phoneNumbers.get(PHONE.id)!.sent.size;
    const group = await refused(
      provider().sendText(inst, { phone: '120363000000000000-group', message: 'Oi' }),
    );
    expect(group).toMatchObject({ reason: 'unsupported', message: MSG.cloudApi.groupsUnsupported });
    await control('fail', { code: 131026, phoneNumberId: PHONE.id, edge: 'messages' });
    const err = await refused(provider().sendText(inst, { phone: PATIENT, message: 'Oi' }));
    expect(err).toMatchObject({
      message: MSG.cloudApi.recipientUnavailable,
      retryable: false,
      reason: 'recipient-unavailable',
    });
    expect(sim.state.phoneNumbers.get(PHONE.id)!.sent.size).toBe(before);
  });

  it('never repeats a send whose connection dropped after the request: maybe delivered', async () => {
    answers.length = 0;
    requests.length = 0;
    answers.push({ status: 0, body: null });
    const p = createCloudApiProvider({ baseUrl: scriptedUrl, backoffMs: 5, timeoutMs: 2000 });
    const err = await refused(p.sendText(inst, { phone: PATIENT, message: 'Oi' }));
    expect(err).toMatchObject({ retryable: true, maybeDelivered: true });
    expect(requests).toHaveLength(1);
    // A read (not a send) is simply tried again.
    answers.push({ status: 0, body: null }, { status: 200, body: { id: PHONE.id } });
    expect(await p.status(inst)).toEqual({ connected: true });
    expect(requests).toHaveLength(3);
  });

  it('retries Meta’s transient errors and refuses a media link that is not https', async () => {
    answers.length = 0;
    requests.length = 0;
    answers.push(
      { status: 500, body: { error: { message: 'Something went wrong', code: 131000 } } },
      { status: 200, body: { url: 'http://elsewhere.example/file', mime_type: 'image/jpeg' } },
    );
    const p = createCloudApiProvider({ baseUrl: scriptedUrl, backoffMs: 5, timeoutMs: 2000 });
    const err = await refused(p.downloadMedia!(inst, '123'));
    expect(err.message).toBe(MSG.cloudApi.mediaLinkRefused);
    // Two answers read (the retry), and the token never went to the other host.
    expect(requests.map((r) => r.url)).toEqual(['/v21.0/123', '/v21.0/123']);
  });
});
