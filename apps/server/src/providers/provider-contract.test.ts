import { createCloudSimulator } from '@conecta/cloud-api-simulator';
import { MSG } from '@conecta/contract';
import { createSimulator } from '@conecta/zapi-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestClock } from '../../test/helpers/test-app.ts';
import { createCloudApiProvider } from './cloud-api/cloud-api-provider.ts';
import {
  ProviderError,
  type MessagingProvider,
  type ProviderInstance,
  type ProviderKind,
} from './messaging-provider.ts';
import { routeByKind } from './route-by-kind.ts';
import { createZapiProvider } from './zapi/zapi-provider.ts';

/**
 * One table of cases, run against both providers, each over real HTTP against its own simulator
 * (tools/zapi-simulator, tools/cloud-api-simulator), through the router the app uses. Every case
 * checks what the simulator recorded, not only what the provider answered. Where a provider lacks
 * a feature, the same case checks that its capability says so and that the call is refused
 * before anything is sent.
 */

/** One outgoing message as either simulator logged it, in the same words. */
interface Sent {
  id: string;
  type: string;
  to: string;
  text?: string | undefined;
  caption?: string | undefined;
  quoted?: string | undefined;
  fileName?: string | undefined;
  mimeType?: string | undefined;
  /** The file's bytes as the simulator received them, base64. */
  bytes?: string | undefined;
  editOf?: string | undefined;
  template?: string | undefined;
  templateParams?: string[] | undefined;
  reactsTo?: string | undefined;
  emoji?: string | undefined;
}

interface Harness {
  kind: ProviderKind;
  inst: ProviderInstance;
  /** The same instance with a wrong token. */
  badInst: ProviderInstance;
  /** The patient writes to the clinic; answers the provider's id of that message. */
  patientWrites(phone: string, text: string): Promise<string>;
  sent(): Promise<Sent[]>;
  /** The next `count` sends are refused by the provider's rate limit. */
  rateLimitNext(count: number): Promise<void>;
  /** What the provider says to a wrong token, in pt-BR. */
  badTokenMessage: string;
  rateLimitMessage: string;
  /** Meta's side reviews a template (Cloud API only). */
  review?(templateId: string, status: 'APPROVED' | 'REJECTED'): Promise<void>;
}

const ATTEMPTS = 3;
// The test's clock, held: both simulators read it, and only `advance` moves it.
const testClock = createTestClock();
testClock.hold();
const clock = () => testClock.now().getTime();
const advance = (ms: number) => testClock.advance(ms);
const DAY_AND_A_MINUTE = 24 * 60 * 60 * 1000 + 60_000;

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString(
  'base64',
);

const zapiSim = createSimulator({
  now: clock,
  scanDelayMs: null,
  chatCount: 1,
  liveActivity: false,
  autoCreateInstances: false,
  instances: [{ id: 'ZAPI-I1', token: 'ZAPI-T1', clientToken: 'ZAPI-C1', connected: true }],
});
const CLOUD_PHONE = {
  id: '106540352242922',
  displayPhoneNumber: '5511955550000',
  accessToken: 'EAAG-contract-token',
  appSecret: 'contract-app-secret',
  verifyToken: 'contract-verify',
  wabaId: '102290129340398',
};
const cloudSim = createCloudSimulator({ now: clock, phoneNumbers: [CLOUD_PHONE] });

let provider: MessagingProvider;
const harnesses: Harness[] = [];

async function control(base: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/_sim/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
  // The control APIs answer JSON objects or arrays; each harness reads the fields it knows.
  // oxlint-disable-next-line typescript/no-explicit-any
  return (await res.json()) as any;
}

const dataOf = (dataUrl: string | undefined) => dataUrl?.split(',')[1];

beforeAll(async () => {
  const zapi = await zapiSim.listen(0, '127.0.0.1');
  const cloud = await cloudSim.listen(0);
  provider = routeByKind({
    zapi: createZapiProvider({ baseUrl: zapi.url, backoffMs: 5, attempts: ATTEMPTS }),
    'cloud-api': createCloudApiProvider({
      baseUrl: cloudSim.graphUrl!,
      backoffMs: 5,
      attempts: ATTEMPTS,
    }),
  });
  const zapiInst = {
    kind: 'zapi' as const,
    instanceId: 'ZAPI-I1',
    token: 'ZAPI-T1',
    clientToken: 'ZAPI-C1',
  };
  harnesses.push({
    kind: 'zapi',
    inst: zapiInst,
    badInst: { ...zapiInst, token: 'wrong-token' },
    async patientWrites(phone, text) {
      const answer = await control(zapi.url, 'instances/ZAPI-I1/inbound', { phone, message: text });
      return answer.messageId as string;
    },
    async sent() {
      const rows = (await control(zapi.url, 'instances/ZAPI-I1/sent')) as Array<
        Record<string, string | undefined>
      >;
      return rows.map((r) => ({
        id: r.messageId!,
        type: r.kind!,
        to: r.phone!,
        text: r.message,
        caption: r.caption,
        quoted: r.quotedMessageId,
        fileName: r.fileName,
        mimeType: r.mimeType,
        bytes: dataOf(r.file ?? r.audio),
        editOf: r.editMessageId,
      }));
    },
    async rateLimitNext(count) {
      await control(zapi.url, 'fail', {
        count,
        status: 429,
        instanceId: 'ZAPI-I1',
        body: { error: 'Too many requests' },
      });
    },
    badTokenMessage: MSG.provider.badInstance,
    rateLimitMessage: MSG.provider.rateLimited,
  });
  const cloudInst = {
    kind: 'cloud-api' as const,
    phoneNumberId: CLOUD_PHONE.id,
    businessAccountId: CLOUD_PHONE.wabaId,
    accessToken: CLOUD_PHONE.accessToken,
    appSecret: CLOUD_PHONE.appSecret,
  };
  harnesses.push({
    kind: 'cloud-api',
    inst: cloudInst,
    badInst: { ...cloudInst, accessToken: 'EAAG-expired' },
    async patientWrites(phone, text) {
      const answer = await control(cloud.url, `phone-numbers/${CLOUD_PHONE.id}/inbound`, {
        from: phone,
        text,
      });
      return answer.id as string;
    },
    async sent() {
      const rows = (await control(cloud.url, `phone-numbers/${CLOUD_PHONE.id}/messages`)) as Array<{
        id: string;
        type: string;
        to: string;
        request: Record<string, Record<string, unknown> | undefined>;
      }>;
      return rows.map((r) => {
        const body = r.request[r.type] ?? {};
        const media = typeof body.id === 'string' ? cloudSim.state.media.get(body.id) : undefined;
        const template = r.type === 'template' ? (body as Record<string, unknown>) : undefined;
        const components = (template?.components ?? []) as Array<{
          parameters?: Array<{ text?: string }>;
        }>;
        return {
          id: r.id,
          type: r.type,
          to: r.to,
          text: r.type === 'text' ? (body.body as string) : undefined,
          caption: body.caption as string | undefined,
          quoted: r.request.context?.message_id as string | undefined,
          fileName: body.filename as string | undefined,
          mimeType: media?.mimeType,
          bytes: media?.bytes.toString('base64'),
          template: template?.name as string | undefined,
          reactsTo: r.type === 'reaction' ? (body.message_id as string) : undefined,
          emoji: r.type === 'reaction' ? (body.emoji as string) : undefined,
          templateParams: template
            ? components.flatMap((c) => (c.parameters ?? []).map((p) => p.text ?? ''))
            : undefined,
        };
      });
    },
    async rateLimitNext(count) {
      await control(cloud.url, 'fail', {
        count,
        code: 130429,
        phoneNumberId: CLOUD_PHONE.id,
        edge: 'messages',
      });
    },
    badTokenMessage: MSG.cloudApi.tokenInvalid,
    rateLimitMessage: MSG.cloudApi.rateLimited,
    async review(templateId, status) {
      await control(cloud.url, `templates/${templateId}/review`, { status });
    },
  });
});

afterAll(async () => {
  await zapiSim.close();
  await cloudSim.close();
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('the call should have been refused'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

let seq = 0;
/** A patient of its own per case, so one case's window or chat never decides another's. */
const newPatient = () => `55119${String(87_000_000 + ++seq)}`;

const cases: Array<{ name: string; run: (h: Harness) => Promise<void> }> = [
  {
    name: 'sends a text and the provider records it to that number',
    async run(h) {
      const patient = newPatient();
      await h.patientWrites(patient, 'Bom dia, queria marcar uma consulta');
      const { messageId } = await provider.sendText(h.inst, {
        phone: patient,
        message: 'Olá! Temos horário amanhã às 14h.',
      });
      expect((await h.sent()).at(-1)).toMatchObject({
        id: messageId,
        type: 'text',
        to: patient,
        text: 'Olá! Temos horário amanhã às 14h.',
      });
    },
  },
  {
    name: 'answers a message as a quoted reply',
    async run(h) {
      const patient = newPatient();
      const asked = await h.patientWrites(patient, 'Aceitam convênio?');
      const { messageId } = await provider.sendText(h.inst, {
        phone: patient,
        message: 'Aceitamos, sim.',
        quotedMessageId: asked,
      });
      expect((await h.sent()).at(-1)).toMatchObject({ id: messageId, quoted: asked });
    },
  },
  {
    name: 'sends a picture with its caption, the same bytes arriving',
    async run(h) {
      const patient = newPatient();
      await h.patientWrites(patient, 'Pode mandar o mapa?');
      const { messageId } = await provider.sendFile(h.inst, {
        phone: patient,
        kind: 'image',
        dataUrl: `data:image/png;base64,${PNG_BASE64}`,
        fileName: 'mapa.png',
        extension: 'png',
        caption: 'Como chegar',
      });
      expect((await h.sent()).at(-1)).toMatchObject({
        id: messageId,
        type: 'image',
        to: patient,
        caption: 'Como chegar',
        mimeType: 'image/png',
        bytes: PNG_BASE64,
      });
    },
  },
  {
    name: 'sends a document with its name, the same bytes arriving',
    async run(h) {
      const patient = newPatient();
      await h.patientWrites(patient, 'Me manda o pedido de exame?');
      const { messageId } = await provider.sendFile(h.inst, {
        phone: patient,
        kind: 'document',
        dataUrl: `data:application/pdf;base64,${PDF_BASE64}`,
        fileName: 'pedido-exame.pdf',
        extension: 'pdf',
      });
      expect((await h.sent()).at(-1)).toMatchObject({
        id: messageId,
        type: 'document',
        fileName: 'pedido-exame.pdf',
        mimeType: 'application/pdf',
        bytes: PDF_BASE64,
      });
    },
  },
  {
    name: 'edits a sent text where the provider can, and refuses before sending where it cannot',
    async run(h) {
      const patient = newPatient();
      await h.patientWrites(patient, 'Qual o horário?');
      const first = await provider.sendText(h.inst, { phone: patient, message: 'Às 15h' });
      const edit = () =>
        provider.sendText(h.inst, {
          phone: patient,
          message: 'Às 16h',
          editMessageId: first.messageId,
        });
      if (provider.capabilities(h.inst).edit) {
        await edit();
        expect((await h.sent()).at(-1)).toMatchObject({ text: 'Às 16h', editOf: first.messageId });
      } else {
        const before = (await h.sent()).length;
        const err = await failure(edit());
        expect(err).toMatchObject({ retryable: false, reason: 'unsupported' });
        expect(err.message).toBe(MSG.cloudApi.editUnsupported);
        expect(await h.sent()).toHaveLength(before);
      }
    },
  },
  {
    name: 'reacts to the patient’s message where the provider can, and refuses before sending where it cannot',
    async run(h) {
      const patient = newPatient();
      const theirs = await h.patientWrites(patient, 'Cheguei!');
      const before = (await h.sent()).length;
      const react = () =>
        provider.sendReaction!(h.inst, { phone: patient, messageId: theirs, emoji: '👍' });
      if (provider.capabilities(h.inst).reactions) {
        const { messageId } = await react();
        expect((await h.sent()).at(-1)).toMatchObject({
          id: messageId,
          type: 'reaction',
          to: patient,
          reactsTo: theirs,
          emoji: '👍',
        });
      } else {
        expect(await failure(react())).toMatchObject({ reason: 'unsupported', retryable: false });
        expect(await h.sent()).toHaveLength(before);
      }
    },
  },
  {
    name: 'reports a working instance as connected, with no QR code to scan',
    async run(h) {
      expect(await provider.status(h.inst)).toMatchObject({ connected: true });
      expect(await provider.qrCode(h.inst)).toEqual({ connected: true, qrCode: null });
    },
  },
  {
    name: 'refuses a free-form send after the 24-hour window, in pt-BR and not retryable, where there is a window',
    async run(h) {
      const patient = newPatient();
      await h.patientWrites(patient, 'Obrigado!');
      advance(DAY_AND_A_MINUTE);
      const before = (await h.sent()).length;
      const late = provider.sendText(h.inst, { phone: patient, message: 'Como foi a consulta?' });
      if (provider.capabilities(h.inst).conversationWindow) {
        const err = await failure(late);
        expect(err.message).toBe(MSG.cloudApi.windowClosed);
        expect(err).toMatchObject({ retryable: false, reason: 'window-closed' });
        expect(await h.sent()).toHaveLength(before);
        // The patient writes again: the window opens and the same send goes.
        await h.patientWrites(patient, 'Oi de novo');
        await provider.sendText(h.inst, { phone: patient, message: 'Como foi a consulta?' });
      } else {
        await late;
      }
      expect((await h.sent()).at(-1)).toMatchObject({ to: patient, text: 'Como foi a consulta?' });
    },
  },
  {
    name: 'sends an approved template outside the window where templates exist, and refuses one not approved',
    async run(h) {
      const patient = newPatient();
      const template = {
        phone: patient,
        name: 'lembrete_consulta',
        language: 'pt_BR',
        components: [
          {
            type: 'body' as const,
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: '03/03 às 14h' },
            ],
          },
        ],
      };
      if (!provider.capabilities(h.inst).templates) {
        const before = (await h.sent()).length;
        expect(await failure(provider.sendTemplate!(h.inst, template))).toMatchObject({
          reason: 'unsupported',
          retryable: false,
        });
        expect(await failure(provider.listTemplates!(h.inst))).toMatchObject({
          reason: 'unsupported',
        });
        expect(await h.sent()).toHaveLength(before);
        return;
      }
      const created = await provider.createTemplate!(h.inst, {
        name: 'lembrete_consulta',
        language: 'pt_BR',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Olá {{1}}, lembramos da sua consulta em {{2}}.' }],
      });
      expect(created.status).toBe('PENDING');
      const pending = await failure(provider.sendTemplate!(h.inst, template));
      expect(pending.message).toBe(MSG.cloudApi.templateUnavailable);
      expect(pending).toMatchObject({ retryable: false, reason: 'template-unavailable' });

      await h.review!(created.id, 'APPROVED');
      expect(await provider.listTemplates!(h.inst)).toContainEqual(
        expect.objectContaining({
          id: created.id,
          name: 'lembrete_consulta',
          language: 'pt_BR',
          category: 'UTILITY',
          status: 'APPROVED',
        }),
      );
      // This patient never wrote: only a template may open the conversation.
      const { messageId } = await provider.sendTemplate!(h.inst, template);
      expect((await h.sent()).at(-1)).toMatchObject({
        id: messageId,
        type: 'template',
        to: patient,
        template: 'lembrete_consulta',
        templateParams: ['Ana', '03/03 às 14h'],
      });
    },
  },
  {
    name: 'retries a rate limit and sends once; says it in pt-BR, retryable, when it lasts',
    async run(h) {
      const patient = newPatient();
      await h.patientWrites(patient, 'Oi');
      const before = (await h.sent()).length;
      await h.rateLimitNext(1);
      await provider.sendText(h.inst, { phone: patient, message: 'Depois do limite' });
      const after = await h.sent();
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toMatchObject({ text: 'Depois do limite' });

      await h.rateLimitNext(ATTEMPTS);
      const err = await failure(provider.sendText(h.inst, { phone: patient, message: 'Não vai' }));
      expect(err.message).toBe(h.rateLimitMessage);
      expect(err).toMatchObject({ retryable: true, maybeDelivered: false, reason: 'rate-limited' });
      expect(await h.sent()).toHaveLength(before + 1);
    },
  },
  {
    name: 'refuses a wrong token with a clear pt-BR error, never retried, nothing sent',
    async run(h) {
      const patient = newPatient();
      await h.patientWrites(patient, 'Oi');
      const before = (await h.sent()).length;
      const err = await failure(provider.sendText(h.badInst, { phone: patient, message: 'x' }));
      expect(err.message).toBe(h.badTokenMessage);
      expect(err).toMatchObject({ retryable: false, reason: 'auth' });
      expect(await h.sent()).toHaveLength(before);
    },
  },
];

describe.each([['zapi'], ['cloud-api']] as const)('provider contract: %s', (kind) => {
  const h = () => harnesses.find((each) => each.kind === kind)!;
  it.each(cases)('$name', async ({ run }) => {
    await run(h());
  });
});
