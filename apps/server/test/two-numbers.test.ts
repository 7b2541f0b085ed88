import { type CloudSimulator, createCloudSimulator } from '@conecta/cloud-api-simulator';
import { and, eq } from 'drizzle-orm';
import { taskEndpoints, utcToLocal } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import {
  instancesRepo,
  newVerifyToken,
  newWebhookSecret,
  nextChatKeySuffix,
} from '../src/modules/instances/index.ts';
import { cloudNumber, serveOnSimulator } from './helpers/cloud-clinic.ts';
import { openConnectedClinic, type ConnectedClinic } from './helpers/connected-clinic.ts';
import { cloudControl, cloudSent } from './helpers/cloud-sim-control.ts';
import { bearer } from './helpers/test-app.ts';

/**
 * Issue 48, a clinic with two numbers: its Z-API number (the main one, linked by QR on the Z-API
 * simulator) and a Cloud API number added beside it (the Cloud API simulator). Each patient is
 * answered from the number they wrote to, and the same phone writing to both is two chats.
 */
const CLOUD = cloudNumber(481, 'two-numbers', '5511955554810');
const BOTH = '5511977774810';
const USERNAME_USER = 'BR.1502576394655481';
const ZONE = 'America/Sao_Paulo';

let c: ConnectedClinic;
let cloud: CloudSimulator;
let clinicId: string;
let cloudRowId: string;
let zapiRowId: string;

beforeAll(async () => {
  // The Cloud simulator listens first (the app is built with its address) and reads the
  // clinic's test clock once it exists.
  let now: () => number = () => Date.now();
  cloud = createCloudSimulator({ now: () => now() });
  await cloud.listen(0);
  c = await openConnectedClinic({
    instanceId: 'ZAPI-TWO-NUMBERS',
    env: { CLOUD_API_BASE_URL: cloud.graphUrl! },
  });
  now = () => c.t.clock.now().getTime();

  const db = c.t.database.db;
  const main = (await instancesRepo.findByClinic(db, (await clinicOf())!))!;
  clinicId = main.clinicId;
  zapiRowId = main.id;
  const access = c.t.app.services.access;
  const taken = (await instancesRepo.listByClinic(db, clinicId)).map((r) => r.chatKeySuffix);
  const row = (await instancesRepo.insert(db, {
    clinicId,
    chatKeySuffix: nextChatKeySuffix(taken),
    label: 'Financeiro',
    provider: 'cloud-api',
    phoneNumberId: CLOUD.id,
    businessAccountId: CLOUD.waba,
    accessTokenSealed: access.seal(CLOUD.token),
    appSecretSealed: access.seal(CLOUD.secret),
    verifyToken: newVerifyToken(),
    connectedPhone: CLOUD.display,
    status: 'ACTIVE',
    webhookSecret: newWebhookSecret(),
  }))!;

  cloudRowId = row.id;
  serveOnSimulator(cloud, c.t, CLOUD, row.verifyToken!);
  // Two simulators and an app: more than one server's start on a loaded machine.
}, 180_000);
afterAll(async () => {
  await c?.close();
  await cloud?.close();
});

async function clinicOf() {
  const { instancesAdminRepo } = await import('../src/modules/instances/index.ts');
  return instancesAdminRepo.clinicOf(c.t.database.db, c.clinic.id);
}

const chatRows = () =>
  c.t.database.db
    .select({ chatId: chats.chatId, phone: chats.phone, instanceId: chats.instanceId })
    .from(chats)
    .where(eq(chats.clinicId, clinicId))
    .orderBy(chats.chatId);

async function messagesOf(chatId: string) {
  const res = await c.t.app.inject({
    url: `/dashboard/messages/${encodeURIComponent(chatId)}`,
    headers: bearer(c.clinic.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { messages: Array<{ content: string | null; fromMe: boolean }> }).messages;
}

async function send(chatId: string, message: string) {
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/dashboard/messages/send',
    headers: bearer(c.clinic.token),
    payload: { chatId, phone: chatId, message },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const sentByCloud = () => cloudSent(cloud, CLOUD.id);

describe('a clinic with a Z-API and a Cloud API number', () => {
  it('keeps the same phone writing to both numbers as two chats, each on its number', async () => {
    expect((await c.writes(BOTH, 'Oi, pela recepção', { name: 'Carla' })).statusCode).toBe(200);
    await cloudControl(cloud, `phone-numbers/${CLOUD.id}/inbound`, {
      from: BOTH,
      name: 'Carla',
      text: 'Oi, sobre o boleto',
    });
    expect(await chatRows()).toEqual([
      { chatId: BOTH, phone: BOTH, instanceId: zapiRowId },
      { chatId: `${BOTH}:n2`, phone: BOTH, instanceId: cloudRowId },
    ]);
    expect((await messagesOf(BOTH)).map((m) => m.content)).toEqual(['Oi, pela recepção']);
    expect((await messagesOf(`${BOTH}:n2`)).map((m) => m.content)).toEqual(['Oi, sobre o boleto']);
  });

  it("the board's pages keep only the chosen number's chats, and each card names its number", async () => {
    const page = async (query: string) => {
      const res = await c.t.app.inject({
        url: `/dashboard/zapi/chats?limit=50${query}`,
        headers: bearer(c.clinic.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { chats: Array<{ chatId: string; numberId?: string | null }> };
      return body.chats.map((chat) => [chat.chatId, chat.numberId]).sort();
    };
    expect(await page('')).toEqual([
      [BOTH, zapiRowId],
      [`${BOTH}:n2`, cloudRowId],
    ]);
    expect(await page(`&numberId=${cloudRowId}`)).toEqual([[`${BOTH}:n2`, cloudRowId]]);
    expect(await page(`&numberId=${zapiRowId}`)).toEqual([[BOTH, zapiRowId]]);
    const bad = await c.t.app.inject({
      url: '/dashboard/zapi/chats?limit=50&numberId=nope',
      headers: bearer(c.clinic.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers each chat from the number the patient wrote to, addressed to the phone', async () => {
    await send(`${BOTH}:n2`, 'O boleto vence dia 10.');
    expect((await sentByCloud()).at(-1)!.request).toMatchObject({
      to: BOTH,
      text: { body: 'O boleto vence dia 10.' },
    });
    expect(await c.sentTo(BOTH)).toEqual([]);

    await send(BOTH, 'Sua consulta é amanhã.');
    expect(await c.sentTo(BOTH)).toEqual(['Sua consulta é amanhã.']);
    expect((await sentByCloud()).map((s) => s.request.text)).toEqual([
      expect.objectContaining({ body: 'O boleto vence dia 10.' }),
    ]);
  });

  it("sends a scheduled message from the chat's own number", async () => {
    const due = utcToLocal(new Date(c.t.clock.now().getTime() + 5 * 60_000), ZONE).slice(0, 16);
    const res = await c.clinic.call(taskEndpoints.create, {
      body: { chatId: `${BOTH}:n2`, message: 'Lembrete do boleto', scheduledDate: due },
    });
    expect(res.statusCode, res.body).toBe(201);
    c.t.clock.advance(6 * 60_000);
    expect(await c.t.app.services.taskRunner.runOnce()).toBe(1);
    expect((await sentByCloud()).at(-1)!.request).toMatchObject({
      to: BOTH,
      text: expect.objectContaining({ body: 'Lembrete do boleto' }),
    });
    expect(await c.sentTo(BOTH)).toEqual(['Sua consulta é amanhã.']);
  });

  it('receives and answers a username user on the Cloud API number, by BSUID', async () => {
    await cloudControl(cloud, `phone-numbers/${CLOUD.id}/inbound`, {
      userId: USERNAME_USER,
      username: 'ana.souza',
      name: 'Ana Souza',
      text: 'Quero pagar a consulta',
    });
    const [row] = await c.t.database.db
      .select({ phone: chats.phone, username: chats.username, instanceId: chats.instanceId })
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, `${USERNAME_USER}:n2`)));
    expect(row).toEqual({ phone: USERNAME_USER, username: 'ana.souza', instanceId: cloudRowId });

    const res = await c.t.app.inject({
      url: '/dashboard/zapi/chats',
      headers: bearer(c.clinic.token),
    });
    const card = (res.json() as { chats: Array<Record<string, unknown>> }).chats.find(
      (x) => x.chatId === `${USERNAME_USER}:n2`,
    );
    expect(card).toMatchObject({ name: 'Ana Souza', username: 'ana.souza' });

    await send(`${USERNAME_USER}:n2`, 'Pode pagar pelo link.');
    const request = (await sentByCloud()).at(-1)!.request;
    expect(request).toMatchObject({ recipient: USERNAME_USER });
    expect(request).not.toHaveProperty('to');
  });

  it("a status of the Cloud API number's send moves that message only", async () => {
    const sent = await (await fetch(`${cloud.url}/_sim/phone-numbers/${CLOUD.id}/messages`)).json();
    const last = (sent as Array<{ id: string }>).at(-1)!;
    await cloudControl(cloud, `phone-numbers/${CLOUD.id}/statuses`, {
      messageId: last.id,
      statuses: ['delivered'],
    });
    const res = await c.t.app.inject({
      url: `/dashboard/messages/${USERNAME_USER}:n2?t=${Date.now()}`,
      headers: bearer(c.clinic.token),
    });
    const messages = (res.json() as { messages: Array<{ messageId: string; status: string }> })
      .messages;
    expect(messages.find((m) => m.messageId === last.id)).toMatchObject({ status: 'DELIVERED' });
  });
});
