import { type CloudSimulator, signBody } from '@conecta/cloud-api-simulator';
import { chatEndpoints, MSG } from '@conecta/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages, whatsappTemplates } from '../../src/db/schema.ts';
import { instancesAdminRepo } from '../../src/modules/instances/index.ts';
import { callApi, type SignedInClinic } from '../helpers/call-api.ts';
import { addCloudClinic, cloudNumber, openCloudApp } from '../helpers/cloud-clinic.ts';
import { bearer, type TestApp } from '../helpers/test-app.ts';
import { cloudControl } from '../helpers/cloud-sim-control.ts';

/**
 * The Cloud API webhook as the fourth outside review drove it (issue 47), items 9 to 11:
 * - a correctly signed body for a number the app does not serve is Meta's: 200, nothing stored,
 *   logged once however often Meta retries it; a body no secret of ours signed is still refused;
 * - a received file whose bytes are not the sha256 Meta gave is refused, and the message says so;
 * - numbers out of range in a signed body ('"timestamp":"1e20"') are ignored with a 200, not a
 *   500; a template status update older than the stored one (a replay) changes nothing.
 */
const A = cloudNumber(41, 'revisao-a', '5511955550041');
const B = cloudNumber(42, 'revisao-b', '5511955550042');
/** A number of clinic A's WhatsApp Business account that no instance serves (its second one). */
const SECOND_OF_A = '100000000000049';
/** A number, and its account, that the app no longer serves (an instance an admin deleted). */
const DELETED = { id: '100000000000048', waba: '200000000000048' };

let t: TestApp;
let sim: CloudSimulator;
let callbackUrl: string;
let userA: SignedInClinic;
let userB: SignedInClinic;
let clinicA: string;

beforeAll(async () => {
  ({ t, sim } = await openCloudApp());
  callbackUrl = `${t.publicUrl}/webhooks/whatsapp`;
  ({ owner: userA } = await addCloudClinic(t, sim, 'Clínica Revisão A', A));
  ({ owner: userB } = await addCloudClinic(t, sim, 'Clínica Revisão B', B));
  clinicA = (await instancesAdminRepo.clinicOf(t.database.db, userA.id))!;
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const control = (path: string, body: unknown) => cloudControl(sim, path, body);

const postHook = (body: string, signature?: string) =>
  fetch(callbackUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  });

let seq = 0;
/** A `messages` webhook body as Meta builds it, for one patient's text to `phoneNumberId`. */
function textBody(
  phoneNumberId: string,
  waba: string,
  from: string,
  over: Record<string, unknown> = {},
) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: waba,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511955550049', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Paciente' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.revisao${seq++}`,
                  timestamp: String(Math.floor(t.clock.now().getTime() / 1000)),
                  type: 'text',
                  text: { body: 'Olá' },
                  ...over,
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

async function chatsOf(token: string) {
  const res = await callApi(t, token, chatEndpoints.list);
  return (res.json() as { chats: Array<{ chatId: string }> }).chats.map((c) => c.chatId);
}

async function messageCount() {
  const [row] = await t.database.db.select({ n: count() }).from(messages);
  return Number(row?.n ?? 0);
}

const logLines = (words: string) => t.logs.filter((l) => l.includes(words));

describe('a signed webhook for a number the app does not serve (issue 47, item 9)', () => {
  it("answers 200 for a number of a served account (a clinic's second number) and stores nothing", async () => {
    const before = await messageCount();
    const body = textBody(SECOND_OF_A, A.waba, '5511944470001');
    const res = await postHook(body, signBody(body, A.secret));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, results: ['unknown-number'] });
    expect(await messageCount()).toBe(before);
    expect(await chatsOf(userA.token)).not.toContain('5511944470001');
    expect(await chatsOf(userB.token)).not.toContain('5511944470001');
  });

  it('answers 200 for the number of a deleted instance, signed with one of our app secrets', async () => {
    const before = await messageCount();
    const body = textBody(DELETED.id, DELETED.waba, '5511944470002');
    const res = await postHook(body, signBody(body, B.secret));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, results: ['unknown-number'] });
    expect(await messageCount()).toBe(before);
  });

  it('logs it once, not once per retry of Meta', async () => {
    const words = 'número que o app não atende';
    const already = logLines(words).filter((l) => l.includes(DELETED.id)).length;
    expect(already).toBe(1);
    for (let i = 0; i < 5; i++) {
      // Meta's retries of the same bytes, and new messages to the same number.
      const body = textBody(DELETED.id, DELETED.waba, '5511944470002');
      expect((await postHook(body, signBody(body, B.secret))).status).toBe(200);
    }
    expect(logLines(words).filter((l) => l.includes(DELETED.id))).toHaveLength(1);
  });

  it('still refuses a body no secret of ours signed (403), or one without a signature (401)', async () => {
    const body = textBody(DELETED.id, DELETED.waba, '5511944470003');
    const forged = await postHook(body, signBody(body, 'segredo-de-ninguem'));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ message: MSG.common.webhookSignatureInvalid });
    const second = textBody(SECOND_OF_A, A.waba, '5511944470003');
    expect((await postHook(second, signBody(second, 'segredo-de-ninguem'))).status).toBe(403);
    expect((await postHook(body, `sha256=${'0'.repeat(64)}`)).status).toBe(403);
    expect((await postHook(body)).status).toBe(401);
    // A body signed with A's secret naming B's number (served by the app) is still refused.
    const cross = textBody(B.id, A.waba, '5511944470004');
    expect((await postHook(cross, signBody(cross, A.secret))).status).toBe(403);
    expect(await chatsOf(userB.token)).not.toContain('5511944470004');
  });
});

describe("a received file whose bytes are not Meta's sha256 (issue 47, item 10)", () => {
  it('is refused: no file is kept, and the message says why in pt-BR', async () => {
    const patient = '5511944470010';
    await control(`phone-numbers/${A.id}/inbound`, {
      from: patient,
      name: 'Rita',
      image: {
        base64: Buffer.from('o-exame-de-verdade').toString('base64'),
        mimeType: 'image/jpeg',
        caption: 'exame',
        corrupt: true,
      },
    });
    await t.app.services.downloader.idle();
    const res = await t.app.inject({
      url: `/dashboard/messages/${patient}?t=${Date.now()}`,
      headers: bearer(userA.token),
    });
    const [entry] = (res.json() as { messages: Array<Record<string, unknown>> }).messages;
    expect(entry).toMatchObject({
      type: 'image',
      content: 'exame',
      mediaUrl: null,
      failure: MSG.receivedMedia.corrupted,
    });
    const [row] = await t.database.db
      .select({ path: messages.mediaPath, failure: messages.mediaFailure })
      .from(messages)
      .where(and(eq(messages.clinicId, clinicA), eq(messages.chatId, patient)));
    expect(row).toEqual({ path: null, failure: 'corrupted' });
  });
});

describe('numbers out of range and stale updates (issue 47, item 11)', () => {
  it('ignores a message whose timestamp is not a time Meta sends, with a 200 and not a 500', async () => {
    const before = await messageCount();
    const patient = '5511944470020';
    for (const timestamp of ['1e20', 1e20, '-5', '99999999999', '12.5', 'amanhã']) {
      const body = textBody(A.id, A.waba, patient, { timestamp });
      const res = await postHook(body, signBody(body, A.secret));
      expect(res.status, String(timestamp)).toBe(200);
    }
    expect(await messageCount()).toBe(before);
    expect(await chatsOf(userA.token)).not.toContain(patient);
    // The same message with Meta's own kind of timestamp is stored.
    const body = textBody(A.id, A.waba, patient);
    expect((await postHook(body, signBody(body, A.secret))).status).toBe(200);
    expect(await chatsOf(userA.token)).toContain(patient);
  });

  it('keeps a failed status whose error code no integer holds, without the code', async () => {
    const wamid = 'wamid.revisao-falha';
    await t.database.db.insert(messages).values({
      clinicId: clinicA,
      chatId: '5511944470020',
      messageId: wamid,
      fromMe: true,
      type: 'text',
      content: 'Oi',
      status: 'SENT',
      sentBy: 'user',
      timestamp: t.clock.now(),
    });
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: A.waba,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '5511955550041', phone_number_id: A.id },
                statuses: [
                  {
                    id: wamid,
                    status: 'failed',
                    timestamp: '1e20',
                    recipient_id: '5511944470020',
                    errors: [{ code: 1e20, title: 'x' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect((await postHook(body, signBody(body, A.secret))).status).toBe(200);
    const [row] = await t.database.db
      .select({ status: messages.status, code: messages.statusErrorCode })
      .from(messages)
      .where(and(eq(messages.clinicId, clinicA), eq(messages.messageId, wamid)));
    expect(row).toEqual({ status: 'FAILED', code: null });
  });

  it('answers 200 to a signed body that is not a WhatsApp webhook, and stores nothing', async () => {
    const before = await messageCount();
    // Names A's number, so A's secret is tried: signed, but not JSON, or not Meta's shape.
    for (const body of [
      `{"phone_number_id":"${A.id}", quebrado`,
      JSON.stringify({ object: 'page', phone_number_id: A.id }),
    ]) {
      const res = await postHook(body, signBody(body, A.secret));
      expect(res.status, body).toBe(200);
      expect(await res.json()).toEqual({ success: true, results: ['ignored'] });
    }
    expect(await messageCount()).toBe(before);
  });

  it('ignores a replayed template status update older than the stored status', async () => {
    const template = await control(`phone-numbers/${A.id}/templates`, {
      name: 'retorno_revisao',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Olá {{1}}, seu retorno é amanhã.' }],
    });
    const statusOf = async () => {
      const [row] = await t.database.db
        .select({ status: whatsappTemplates.status })
        .from(whatsappTemplates)
        .where(
          and(
            eq(whatsappTemplates.clinicId, clinicA),
            eq(whatsappTemplates.providerId, template.id),
          ),
        );
      return row?.status;
    };
    const approved = await control(`templates/${template.id}/review`, { status: 'APPROVED' });
    expect(approved.delivery.status).toBe(200);
    expect(await statusOf()).toBe('APPROVED');
    // Meta pauses it a while later.
    t.clock.advance(60_000);
    const paused = await control(`templates/${template.id}/review`, { status: 'PAUSED' });
    expect(paused.delivery.status).toBe(200);
    expect(await statusOf()).toBe('PAUSED');
    // The old APPROVED, exactly as Meta signed it, comes again: answered 200, nothing changes.
    const replay = await postHook(approved.delivery.body, approved.delivery.signature);
    expect(replay.status).toBe(200);
    expect(await statusOf()).toBe('PAUSED');
    // An update stamped at an absurd time (a year 5000, '1e20') is ignored too.
    for (const time of [99_999_999_999, 1e20]) {
      const body = approved.delivery.body.replace(/"time":\d+/, `"time":${time}`);
      expect(body).not.toBe(approved.delivery.body);
      expect((await postHook(body, signBody(body, A.secret))).status).toBe(200);
      expect(await statusOf()).toBe('PAUSED');
    }
    // A newer one applies.
    t.clock.advance(60_000);
    await control(`templates/${template.id}/review`, { status: 'APPROVED' });
    expect(await statusOf()).toBe('APPROVED');
  });
});
