// @runtime: fetch (multipart uploads parsed by the fetch API's own FormData reader).
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PATIENT, PHONE, startSimulator, type TestSimulator } from './helpers/start-simulator.ts';

let t: TestSimulator;
beforeAll(async () => {
  t = await startSimulator();
  await t.control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, text: 'Oi' });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4 receita');

describe('media', () => {
  it('uploads, describes, downloads with the token and sends by id until the id expires', async () => {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', 'application/pdf');
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'receita.pdf');
    const upload = await t.graph(`${PHONE.id}/media`, { form });
    expect(upload.status).toBe(200);
    const id: string = upload.body.id;
    expect(id).toMatch(/^\d+$/);

    const info = await t.graph(id);
    expect(info.body).toMatchObject({
      messaging_product: 'whatsapp',
      mime_type: 'application/pdf',
      file_size: PDF.length,
      id,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const withoutToken = await fetch(info.body.url);
    expect(withoutToken.status).toBe(401);
    const download = await fetch(info.body.url, {
      headers: { authorization: `Bearer ${PHONE.accessToken}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const sent = await t.graph(`${PHONE.id}/messages`, {
      body: {
        messaging_product: 'whatsapp',
        to: PATIENT,
        type: 'document',
        document: { id, filename: 'receita.pdf' },
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.messages[0].id).toMatch(/^wamid\./);

    await t.control(`media/${id}/expire`, {});
    const gone = await t.graph(id);
    expect(gone.status).toBe(400);
    expect(gone.body.error.code).toBe(100);
    const late = await t.graph(`${PHONE.id}/messages`, {
      body: { messaging_product: 'whatsapp', to: PATIENT, type: 'document', document: { id } },
    });
    expect(late.status).toBe(400);
  });

  it('gives an inbound image a media id that can be fetched, and that expires after 7 days', async () => {
    const bytes = Buffer.from('fake-jpeg-bytes');
    const inbound = await t.control(`phone-numbers/${PHONE.id}/inbound`, {
      from: PATIENT,
      image: { base64: bytes.toString('base64'), mimeType: 'image/jpeg', caption: 'exame' },
    });
    const [event] = await t.receiver.waitFor(
      (body) => body.entry?.[0]?.changes?.[0]?.value?.messages?.[0]?.id === inbound.body.id,
    );
    const image = event!.body.entry[0].changes[0].value.messages[0].image;
    expect(image).toMatchObject({
      id: inbound.body.mediaId,
      mime_type: 'image/jpeg',
      caption: 'exame',
    });
    const info = await t.graph(image.id);
    expect(info.body.sha256).toBe(image.sha256);

    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await t.graph(image.id)).body.error.code).toBe(100);
  });

  it('serves a damaged download on request, while the Graph keeps the real sha256', async () => {
    const bytes = Buffer.from('exame-original');
    const real = createHash('sha256').update(bytes).digest('hex');
    const download = async (mediaId: string) => {
      const info = await t.graph(mediaId);
      expect(info.body.sha256).toBe(real);
      const res = await fetch(info.body.url, {
        headers: { authorization: `Bearer ${PHONE.accessToken}` },
      });
      const got = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(got.length);
      return got;
    };
    const image = { base64: bytes.toString('base64'), mimeType: 'image/jpeg' };
    const inbound = await t.control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, image });
    expect((await download(inbound.body.mediaId)).equals(bytes)).toBe(true);
    const other = Buffer.from('outro');
    await t.control(`media/${inbound.body.mediaId}/corrupt`, { base64: other.toString('base64') });
    expect((await download(inbound.body.mediaId)).equals(other)).toBe(true);
    const broken = await t.control(`phone-numbers/${PHONE.id}/inbound`, {
      from: PATIENT,
      image: { ...image, corrupt: true },
    });
    const served = await download(broken.body.mediaId);
    expect(served.length).toBe(bytes.length);
    expect(createHash('sha256').update(served).digest('hex')).not.toBe(real);
  });

  it('sends an image by link without an upload', async () => {
    await t.control(`phone-numbers/${PHONE.id}/inbound`, { from: PATIENT, text: 'Manda a foto?' });
    const sent = await t.graph(`${PHONE.id}/messages`, {
      body: {
        messaging_product: 'whatsapp',
        to: PATIENT,
        type: 'image',
        image: { link: 'https://example.com/a.jpg' },
      },
    });
    expect(sent.status).toBe(200);
    expect(
      t.sim.state.phoneNumbers.get(PHONE.id)!.sent.get(sent.body.messages[0].id),
    ).toMatchObject({
      type: 'image',
      to: PATIENT,
    });
  });
});
