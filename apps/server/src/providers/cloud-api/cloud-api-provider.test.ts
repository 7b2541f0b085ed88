import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createCloudSimulator } from '@conecta/cloud-api-simulator';
import { MSG } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestClock } from '../../../test/helpers/test-app.ts';
import { ProviderError, type CloudApiInstance } from '../messaging-provider.ts';
import { createCloudApiProvider } from './cloud-api-provider.ts';

/**
 * What the shared contract table (provider-contract.test.ts) does not reach: mark read, the token
 * check of `status`, the recipient error, and how a send that may have reached Meta is reported
 * (never repeated here). Received media: download-cloud-media.test.ts.
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

  it('names a username user (a chat keyed by BSUID) by recipient, for a text and a template', async () => {
    const bsuid = 'BR.1502576394655843';
    await control(`phone-numbers/${PHONE.id}/inbound`, { userId: bsuid, text: 'Oi' });
    await control(`phone-numbers/${PHONE.id}/templates`, {
      name: 'retorno_bsuid',
      language: 'pt_BR',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Olá, seu retorno está disponível.' }],
    });
    const templateId = [...sim.state.phoneNumbers.get(PHONE.id)!.templates.values()].find(
      (tpl) => tpl.name === 'retorno_bsuid',
    )!.id;
    await control(`templates/${templateId}/review`, { status: 'APPROVED' });
    const text = await provider().sendText(inst, { phone: bsuid, message: 'Olá!' });
    const template = await provider().sendTemplate!(inst, {
      phone: bsuid,
      name: 'retorno_bsuid',
      language: 'pt_BR',
    });
    const sent = sim.state.phoneNumbers.get(PHONE.id)!.sent;
    for (const id of [text.messageId, template.messageId]) {
      expect(sent.get(id)).toMatchObject({ to: bsuid, byUserId: true });
      expect(sent.get(id)!.request.recipient).toBe(bsuid);
      expect(sent.get(id)!.request).not.toHaveProperty('to');
    }
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

  it('retries Meta’s transient errors on a read', async () => {
    answers.length = 0;
    requests.length = 0;
    answers.push(
      { status: 500, body: { error: { message: 'Something went wrong', code: 131000 } } },
      { status: 200, body: { id: PHONE.id } },
    );
    const p = createCloudApiProvider({ baseUrl: scriptedUrl, backoffMs: 5, timeoutMs: 2000 });
    expect(await p.status(inst)).toEqual({ connected: true });
    expect(requests.map((r) => r.url)).toEqual([`/v21.0/${PHONE.id}`, `/v21.0/${PHONE.id}`]);
  });
});
