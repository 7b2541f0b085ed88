import { type CloudSimulator, signBody, verifyWebhook } from '@conecta/cloud-api-simulator';
import {
  chatEndpoints,
  messageEndpoints,
  MSG,
  utcToLocal,
  whatsappTemplateEndpoints,
} from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, chats, connectionEvents, messages, webInstances } from '../src/db/schema.ts';
import { instancesAdminRepo } from '../src/modules/instances/index.ts';
import { tasksRepo } from '../src/modules/tasks/index.ts';
import { LEASE_MS } from '../src/scheduler/send-lease.ts';
import { signInAdmin } from './helpers/admin-user.ts';
import { seedAccounts } from '../src/seed/seed-accounts.ts';
import { callApi, type SignedInClinic } from './helpers/call-api.ts';
import {
  addCloudClinic,
  cloudNumber,
  openCloudApp,
  serveOnSimulator,
} from './helpers/cloud-clinic.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import { waitFor } from './helpers/wait-for.ts';
import {
  bearer,
  createTestClock,
  freshIp,
  post,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';
import { cloudControl, cloudSent } from './helpers/cloud-sim-control.ts';

const A = cloudNumber(1, 'clinica-a', '5511955550001');
const B = cloudNumber(2, 'clinica-b', '5511955550002');

let t: TestApp;
let sim: CloudSimulator;
/** The Z-API simulator, for a clinic that moves its number from Z-API to the Cloud API. */
let zapi: TestSimulator;
let callbackUrl: string;
let userA: SignedInClinic;
let userB: SignedInClinic;
let verifyTokenA: string;

beforeAll(async () => {
  const clock = createTestClock();
  zapi = await startSimulator({ clock, chatCount: 1 });
  ({ t, sim } = await openCloudApp(clock, { ZAPI_BASE_URL: zapi.url }));
  callbackUrl = `${t.publicUrl}/webhooks/whatsapp`;
  ({ owner: userA, verifyToken: verifyTokenA } = await addCloudClinic(t, sim, 'Clínica A', A));
  ({ owner: userB } = await addCloudClinic(t, sim, 'Clínica B', B));
});
afterAll(async () => {
  await zapi.close();
  await sim.close();
  await t.close();
});

const control = (path: string, body: unknown) => cloudControl(sim, path, body);

async function templatesOf(token: string) {
  const res = await callApi(t, token, whatsappTemplateEndpoints.list);
  expect(res.statusCode).toBe(200);
  return (res.json() as { templates: Array<Record<string, unknown>> }).templates;
}

async function chatsOf(token: string) {
  const res = await callApi(t, token, chatEndpoints.list);
  return (res.json() as { chats: Array<Record<string, unknown>> }).chats;
}

async function messagesOf(token: string, chatId: string) {
  const res = await t.app.inject({
    url: `/dashboard/messages/${chatId}?t=${Date.now()}`,
    headers: bearer(token),
  });
  return (res.json() as { messages?: Array<Record<string, unknown>> }).messages ?? [];
}

/** A webhook body as Meta builds it, for a patient's text to one of our numbers. */
function textWebhook(phoneNumberId: string, from: string, text: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000001',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511955550001', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Forjado' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.forged${Math.random().toString(16).slice(2)}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

const postHook = (body: string, signature?: string) =>
  fetch(callbackUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  });

/** A message the clinic sent from this number, as the sending side records it. */
async function sentMessage(user: { id: string }, to: string, number: typeof A) {
  const res = await fetch(`${sim.graphUrl}/${number.id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${number.token}` },
    body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'Oi' } }),
  });
  const wamid = ((await res.json()) as { messages: Array<{ id: string }> }).messages[0]!.id;
  const clinicId = await instancesAdminRepo.clinicOf(t.database.db, user.id);
  await t.database.db.insert(messages).values({
    clinicId: clinicId!,
    chatId: to,
    messageId: wamid,
    fromMe: true,
    type: 'text',
    content: 'Oi',
    status: 'SENT',
    sentBy: 'user',
    timestamp: t.clock.now(),
  });
  return wamid;
}

describe('GET /webhooks/whatsapp (Meta verification handshake)', () => {
  it("echoes hub.challenge for a number's verify token, and refuses any other with 403", async () => {
    const ok = await verifyWebhook({
      callbackUrl,
      verifyToken: verifyTokenA,
      challenge: '1158201444',
    });
    expect(ok).toMatchObject({ verified: true, status: 200, answer: '1158201444' });
    const wrong = await verifyWebhook({ callbackUrl, verifyToken: 'não-é-o-token' });
    expect(wrong).toMatchObject({ verified: false, status: 403 });
    expect(JSON.parse(wrong.answer!)).toMatchObject({ message: MSG.common.verifyTokenRefused });
    const res = await fetch(
      `${callbackUrl}?hub.mode=unsubscribe&hub.verify_token=${verifyTokenA}&hub.challenge=1`,
    );
    expect(res.status).toBe(403);
    // A NUL byte in the token is refused like any other token, not a 500 from the database.
    const nul = await fetch(
      `${callbackUrl}?hub.mode=subscribe&hub.verify_token=%00&hub.challenge=1`,
    );
    expect(nul.status).toBe(403);
  });
});

describe('POST /webhooks/whatsapp signature', () => {
  it('refuses a body without signature, with a wrong one, or signed over another body; nothing is stored', async () => {
    const body = textWebhook(A.id, '5511944440001', 'forjada');
    const missing = await postHook(body);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: MSG.common.webhookSignatureMissing });
    expect((await postHook(body, signBody(body, 'outro-segredo'))).status).toBe(403);
    const other = textWebhook(A.id, '5511944440001', 'outra');
    const res = await postHook(body, signBody(other, A.secret));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: MSG.common.webhookSignatureInvalid });
    expect((await postHook(body, 'sha256=zz')).status).toBe(403);
    expect((await chatsOf(userA.token)).some((c) => c.chatId === '5511944440001')).toBe(false);
    // The same bytes with the right signature pass: the refusals were the signature's.
    expect((await postHook(body, signBody(body, A.secret))).status).toBe(200);
    expect((await chatsOf(userA.token)).some((c) => c.chatId === '5511944440001')).toBe(true);
  });

  it("a body naming clinic B's number but signed with clinic A's secret writes nothing to B", async () => {
    const body = textWebhook(B.id, '5511944440002', 'invasão');
    expect((await postHook(body, signBody(body, A.secret))).status).toBe(403);
    expect((await chatsOf(userB.token)).some((c) => c.chatId === '5511944440002')).toBe(false);
    expect((await chatsOf(userA.token)).some((c) => c.chatId === '5511944440002')).toBe(false);
  });
});

describe('inbound from the simulator', () => {
  it('a text appears as a chat and a message on the board of its own clinic only', async () => {
    await control(`phone-numbers/${A.id}/inbound`, {
      from: '5511977770001',
      name: 'Joana Prado',
      text: 'Olá, quero marcar uma consulta',
    });
    const chat = (await chatsOf(userA.token)).find((c) => c.chatId === '5511977770001');
    expect(chat).toMatchObject({
      name: 'Joana Prado',
      unread: 1,
      lastMessageContent: 'Olá, quero marcar uma consulta',
    });
    const list = await messagesOf(userA.token, '5511977770001');
    expect(list).toEqual([
      expect.objectContaining({ content: 'Olá, quero marcar uma consulta', fromMe: false }),
    ]);
    expect((await chatsOf(userB.token)).some((c) => c.chatId === '5511977770001')).toBe(false);
    const last = sim.state.deliveries.at(-1);
    expect(last?.status).toBe(200);
  });

  it('the same patient writing to clinic B lands in B alone', async () => {
    await control(`phone-numbers/${B.id}/inbound`, { from: '5511977770009', text: 'Só para B' });
    expect((await chatsOf(userB.token)).find((c) => c.chatId === '5511977770009')).toMatchObject({
      lastMessageContent: 'Só para B',
    });
    expect((await chatsOf(userA.token)).some((c) => c.chatId === '5511977770009')).toBe(false);
  });

  it('a picture is downloaded by its media id at once and stored as a file of the message', async () => {
    const bytes = Buffer.from('imagem-de-teste-do-simulador');
    await control(`phone-numbers/${A.id}/inbound`, {
      from: '5511977770002',
      name: 'Paulo',
      image: { base64: bytes.toString('base64'), mimeType: 'image/jpeg', caption: 'exame' },
    });
    await t.app.services.downloader.idle();
    const [entry] = await messagesOf(userA.token, '5511977770002');
    expect(entry).toMatchObject({ type: 'image', content: 'exame', mimeType: 'image/jpeg' });
    expect(typeof entry?.mediaUrl).toBe('string');
    const file = await t.app.inject({
      url: entry!.mediaUrl as string,
      headers: bearer(userA.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('account-level webhooks', () => {
  it("a template review (no phone number id) is checked with its account's numbers' secret", async () => {
    const template = await control(`phone-numbers/${A.id}/templates`, {
      name: 'lembrete_consulta',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Olá {{1}}, sua consulta é amanhã.' }],
    });
    await control(`templates/${template.id}/review`, { status: 'APPROVED' });
    const delivery = sim.state.deliveries.at(-1)!;
    expect(delivery.body).toContain('message_template_status_update');
    expect(delivery.status).toBe(200);
    // A template the clinic's copy did not know yet brings Meta's list: approved, with its body.
    expect(await templatesOf(userA.token)).toEqual([
      expect.objectContaining({
        name: 'lembrete_consulta',
        language: 'pt_BR',
        category: 'UTILITY',
        status: 'APPROVED',
        body: 'Olá {{1}}, sua consulta é amanhã.',
        variables: 1,
      }),
    ]);
    expect(await templatesOf(userB.token)).toEqual([]);
    // A later review of a known template changes its row (no new sync: the simulator's list
    // still says APPROVED, the webhook says PAUSED).
    const paused = sim.state.deliveries.length;
    await control(`templates/${template.id}/review`, { status: 'PAUSED' });
    expect(sim.state.deliveries.length).toBe(paused + 1);
    expect((await templatesOf(userA.token))[0]).toMatchObject({ status: 'PAUSED' });
    await control(`templates/${template.id}/review`, { status: 'APPROVED' });
    // The same body signed with clinic B's secret names no account of B: refused.
    expect((await postHook(delivery.body, signBody(delivery.body, B.secret))).status).toBe(403);
  });
});

describe('templates of the clinic', () => {
  it('a Responsável creates one (sent to Meta for review) and the sync reads it back pending', async () => {
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(userB.token), ...(payload ? { payload } : {}) });
    const template = {
      name: 'retorno_exame',
      category: 'UTILITY',
      body: 'Olá {{1}}, seu exame chegou.',
    };
    // Up to three quick-reply buttons, each different: a fourth, or a repeat, is a pt-BR 400.
    for (const [buttons, message] of [
      [['A', 'B', 'C', 'D'], MSG.cloudApi.templateButtonsMax],
      [['Confirmar', 'confirmar'], MSG.cloudApi.templateButtonsRepeated],
      [['x'.repeat(26)], MSG.cloudApi.templateButtonRule],
    ] as const) {
      const refused = await call('POST', '/dashboard/whatsapp-templates', { ...template, buttons });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    const created = await call('POST', '/dashboard/whatsapp-templates', {
      ...template,
      buttons: ['Agendar retorno', 'Falar com a clínica'],
    });
    expect(created.statusCode, created.body).toBe(201);
    // Sent to Meta as its BUTTONS component of QUICK_REPLY buttons (the simulator checks it).
    const atMeta = (await (
      await fetch(`${sim.graphUrl}/${B.waba}/message_templates`, {
        headers: { authorization: `Bearer ${B.token}` },
      })
    ).json()) as { data: Array<{ components: unknown[] }> };
    expect(atMeta.data.at(-1)!.components[1]).toEqual({
      type: 'BUTTONS',
      buttons: [
        { type: 'QUICK_REPLY', text: 'Agendar retorno' },
        { type: 'QUICK_REPLY', text: 'Falar com a clínica' },
      ],
    });
    const synced = await call('POST', '/dashboard/whatsapp-templates/sync');
    expect(synced.statusCode).toBe(200);
    expect(synced.json().templates).toEqual([
      expect.objectContaining({
        name: 'retorno_exame',
        status: 'PENDING',
        variables: 1,
        buttons: ['Agendar retorno', 'Falar com a clínica'],
      }),
    ]);
    // Only approved templates go.
    const [pending] = synced.json().templates as Array<{ id: string }>;
    const send = await call('POST', '/dashboard/messages/send-template', {
      chatId: '5511977770009',
      templateId: pending!.id,
      variables: ['Ana'],
    });
    expect(send.statusCode).toBe(422);
    expect(send.json()).toMatchObject({ message: MSG.cloudApi.templateNotApproved });
  });
});

describe('statuses', () => {
  it('arriving out of order, a message ends at read, and a repeat or a late one changes nothing', async () => {
    const wamid = await sentMessage(userA, '5511977770001', A);
    await control(`phone-numbers/${A.id}/statuses`, {
      messageId: wamid,
      statuses: ['delivered', 'read', 'read', 'delivered', 'sent'],
    });
    const entry = (await messagesOf(userA.token, '5511977770001')).find(
      (m) => m.messageId === wamid,
    );
    expect(entry).toMatchObject({ status: 'READ', failure: null });
  });

  it('a failed status shows its error, and a late sent does not hide it', async () => {
    const wamid = await sentMessage(userA, '5511977770001', A);
    await control(`phone-numbers/${A.id}/statuses`, {
      messageId: wamid,
      statuses: [
        { status: 'failed', error: { code: 131047, title: 'Re-engagement message' } },
        'sent',
      ],
    });
    const entry = (await messagesOf(userA.token, '5511977770001')).find(
      (m) => m.messageId === wamid,
    );
    expect(entry).toMatchObject({ status: 'FAILED', failure: MSG.delivery.outsideWindow });
  });
});

describe('admin: Cloud API instances', () => {
  let admin: { id: string; token: string };
  beforeAll(async () => {
    await seedAccounts(
      t.database.db,
      [
        {
          name: 'Chefe',
          email: 'chefe-cloud@clinica.test',
          password: 'senha-admin-1',
          role: 'ADMIN',
        },
      ],
      t.app.log,
    );
    admin = (
      await post(
        t.app,
        '/auth/login',
        { email: 'chefe-cloud@clinica.test', password: 'senha-admin-1' },
        { remoteAddress: freshIp() },
      )
    ).json();
  });
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const cloudBody = () => ({
    provider: 'cloud-api',
    userId: admin.id,
    phoneNumberId: '100000000000077',
    businessAccountId: '200000000000077',
    accessToken: 'EAAG-TOKEN-SECRETO-WXYZ',
    appSecret: 'SEGREDO-DO-APP-9876',
    connectedPhone: '+55 11 95555-0077',
  });

  it('asks for every Cloud API field in pt-BR, and refuses a non-admin', async () => {
    const res = await call(admin.token, 'POST', '/api/dev/webinstances', {
      provider: 'cloud-api',
      userId: admin.id,
      connectedPhone: '5511955550077',
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json() as { details: Array<{ path: string; message: string }> }).details;
    expect(paths).toEqual(
      expect.arrayContaining([
        { path: 'phoneNumberId', message: MSG.adminRules.phoneNumberIdRequired },
        { path: 'businessAccountId', message: MSG.adminRules.businessAccountIdRequired },
        { path: 'accessToken', message: MSG.adminRules.accessTokenRequired },
        { path: 'appSecret', message: MSG.adminRules.appSecretRequired },
      ]),
    );
    const user = await call(userA.token, 'POST', '/api/dev/webinstances', {
      ...cloudBody(),
      userId: userA.id,
    });
    expect(user.statusCode).toBe(403);
    const taken = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...cloudBody(),
      phoneNumberId: A.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MSG.adminRules.phoneNumberIdTaken });
  });

  it('creates one, masks its secrets in the list, and shows the callback URL and verify token', async () => {
    const res = await call(admin.token, 'POST', '/api/dev/webinstances', cloudBody());
    expect(res.statusCode).toBe(201);
    const created = res.json().instance as { id: string };
    const list = (await call(admin.token, 'GET', '/api/dev/webinstances')).json() as {
      instances: Array<Record<string, unknown>>;
    };
    const shown = list.instances.find((i) => i.id === created.id);
    expect(shown).toMatchObject({
      provider: 'cloud-api',
      seuToken: '',
      cloudApi: {
        phoneNumberId: '100000000000077',
        businessAccountId: '200000000000077',
        accessToken: '••••WXYZ',
        appSecret: '••••9876',
        webhookUrl: callbackUrl,
        verifyToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      },
    });
    expect(JSON.stringify(list)).not.toContain('SECRETO');
    // Whole only for an admin who asks for it (and that is audited).
    const revealed = (await call(admin.token, 'GET', `/api/dev/webinstances/${created.id}`)).json();
    expect(revealed.instance.cloudApi.accessToken).toBe('EAAG-TOKEN-SECRETO-WXYZ');
    expect((await call(userA.token, 'GET', `/api/dev/webinstances/${created.id}`)).statusCode).toBe(
      403,
    );
    // The verify token it shows is the one the handshake accepts.
    const verifyToken = (shown!.cloudApi as { verifyToken: string }).verifyToken;
    expect((await verifyWebhook({ callbackUrl, verifyToken })).verified).toBe(true);
    // Sealed at rest like the Z-API tokens.
    const [stored] = await t.database.db
      .select()
      .from(webInstances)
      .where(eq(webInstances.id, created.id));
    expect(stored?.accessTokenSealed).toMatch(/^v1\./);
    expect(stored?.appSecretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toMatch(/SECRETO|SEGREDO/);
    // Audited like the Z-API instances, the secrets only as 'alterado'.
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, created.id));
    expect(audit.map((r) => r.action).sort()).toEqual(['instance.create', 'instance.reveal']);
    expect(audit.find((r) => r.action === 'instance.create')?.details).toMatchObject({
      provider: 'cloud-api',
      phoneNumberId: '100000000000077',
      accessToken: 'alterado',
      appSecret: 'alterado',
    });
    expect(JSON.stringify(audit)).not.toMatch(/SECRETO|SEGREDO/);
  });

  it('marks a saved number connected once Meta answers for its token, and leaves it pending before', async () => {
    const list = async () =>
      (
        (await call(admin.token, 'GET', '/api/dev/webinstances')).json() as {
          instances: Array<{ id: string; status: string; cloudApi?: { phoneNumberId: string } }>;
        }
      ).instances.find((i) => i.cloudApi?.phoneNumberId === '100000000000077')!;
    // Saved above while Meta did not know the number: not linked.
    const saved = await list();
    expect(saved.status).toBe('PENDING');
    const body = cloudBody();
    sim.addPhoneNumber({
      id: body.phoneNumberId,
      displayPhoneNumber: '5511955550077',
      accessToken: body.accessToken,
      appSecret: body.appSecret,
      verifyToken: 'não-usado-aqui',
      callbackUrl,
      wabaId: body.businessAccountId,
    });
    const res = t.app.inject({
      method: 'PUT',
      url: `/api/dev/webinstances/${saved.id}`,
      headers: bearer(admin.token),
      payload: { connectedPhone: body.connectedPhone },
    });
    expect((await res).statusCode).toBe(200);
    expect((await list()).status).toBe('ACTIVE');
    const events = await t.database.db
      .select()
      .from(connectionEvents)
      .where(eq(connectionEvents.instanceId, saved.id));
    expect(events).toMatchObject([{ kind: 'connected', reason: 'status-check' }]);
  });
});

describe('the connection watch', () => {
  it('checks a Cloud API number never linked (no QR to wait for) and marks it connected', async () => {
    const connected = async () =>
      (
        await t.database.db.select().from(webInstances).where(eq(webInstances.phoneNumberId, A.id))
      )[0]?.connected;
    expect(await connected()).toBe(false);
    await t.app.services.connectionWatch.runOnce();
    expect(await connected()).toBe(true);
  });
});

describe('the 24-hour window', () => {
  const patient = '5511977770031';
  const windowOf = async (token: string) =>
    (
      await callApi(t, token, whatsappTemplateEndpoints.chatWindow, { params: { chatId: patient } })
    ).json();
  const sendText = (message: string) =>
    userA.call(messageEndpoints.sendText, { body: { chatId: patient, phone: patient, message } });
  const sentTo = async () => (await cloudSent(sim, A.id)).filter((m) => m.to === patient);

  it("is open 24 h from the patient's last message, then refuses free text with a 422 and takes an approved template", async () => {
    t.clock.hold();
    await control(`phone-numbers/${A.id}/inbound`, { from: patient, text: 'Oi' });
    const wrote = t.clock.now().getTime();
    const open = await windowOf(userA.token);
    expect(open.window.open).toBe(true);
    // The inbound's time is Meta's, in whole seconds: within a second of the clock.
    expect(Math.abs(Date.parse(open.window.closesAt) - (wrote + 24 * 3_600_000))).toBeLessThan(
      1_000,
    );
    expect((await sendText('Dentro da janela')).statusCode).toBe(200);

    t.clock.advance(24 * 3_600_000 + 60_000);
    // The day-old session ended with the day; the member signs in again.
    await userA.signInAgain();
    const closed = await windowOf(userA.token);
    expect(closed.window, JSON.stringify(closed)).toMatchObject({ open: false });
    const before = (await sentTo()).length;
    const refused = await sendText('Fora da janela');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: MSG.cloudApi.windowClosedComposer });
    expect((await sentTo()).length).toBe(before);

    const [template] = await templatesOf(userA.token);
    const send = (variables: string[]) =>
      userA.call(whatsappTemplateEndpoints.send, {
        body: { chatId: patient, templateId: template!.id as string, variables },
      });
    expect((await send([])).statusCode).toBe(400);
    const ok = await send(['Joana']);
    expect(ok.statusCode).toBe(200);
    expect((await sentTo()).at(-1)).toMatchObject({ type: 'template' });
    expect((await messagesOf(userA.token, patient)).at(-1)).toMatchObject({
      fromMe: true,
      content: 'Olá Joana, sua consulta é amanhã.',
    });
  });
  it('a reminder outside the window waits, its reason on the card, until an approved utility template is chosen; it goes as it, its Confirmar confirms, and the month counts it', async () => {
    const who = '5511977770032';
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(userA.token), ...(payload ? { payload } : {}) });
    const simSent = async () => (await cloudSent(sim, A.id)).filter((m) => m.to === who);
    const card = async () =>
      (await chatsOf(userA.token)).find((c) => c.phone === who || c.chatId === who);

    // The session tells the web the clinic's provider (it shows 'Modelos do WhatsApp' then).
    expect((await call('GET', '/dashboard')).json().clinic).toMatchObject({
      provider: 'cloud-api',
    });
    t.clock.hold();
    await control(`phone-numbers/${A.id}/inbound`, { from: who, name: 'Rita', text: 'Oi' });
    t.clock.advance(25 * 3_600_000);
    await userA.signInAgain();
    const startsAt = new Date(t.clock.now().getTime() + 4 * 3_600_000);
    const booked = await call('POST', '/dashboard/appointments', {
      chatId: who,
      startsAt: utcToLocal(startsAt, 'America/Sao_Paulo').slice(0, 16),
      professional: 'Dra. Ana',
      remindHoursBefore: [2],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // Nothing chosen: the reminder waits (not failed, not sent) and the card says why.
    expect((await call('GET', '/dashboard/whatsapp-templates/automatic')).json().automatic).toEqual(
      {
        reminders: null,
        followUps: null,
      },
    );
    t.clock.advance(2 * 3_600_000 + 60_000);
    await t.app.services.reminderRunner.runOnce();
    expect(await simSent()).toEqual([]);
    expect(await card()).toMatchObject({ routineError: MSG.cloudApi.waitingNoTemplate });
    const reminders = async () =>
      (await call('GET', `/dashboard/chats/${who}/appointments`)).json().appointments.at(-1);
    expect((await reminders()).reminders).toEqual([expect.objectContaining({ status: 'pending' })]);

    // The Responsável chooses the approved utility template ({{1}}: the patient's name).
    const [template] = await templatesOf(userA.token);
    expect(
      (
        await call('PUT', '/dashboard/whatsapp-templates/automatic', {
          reminders: '00000000-0000-4000-8000-000000000000',
          followUps: null,
        })
      ).statusCode,
    ).toBe(404);
    const chosen = await call('PUT', '/dashboard/whatsapp-templates/automatic', {
      reminders: template!.id,
      followUps: null,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const usage = async () =>
      (await call('GET', '/dashboard/whatsapp-templates/usage')).json().byCategory.UTILITY ?? 0;
    const before = await usage();
    // Opt-in: the patient only wrote 'Oi' a day ago; without the clinic's record of consent the
    // template does not go either, and the card says so.
    t.clock.advance(30 * 60_000 + 1_000);
    await t.app.services.reminderRunner.runOnce();
    expect(await simSent()).toEqual([]);
    expect(await card()).toMatchObject({ routineError: MSG.cloudApi.waitingNoConsent });
    const windowNow = async () => (await call('GET', `/dashboard/chats/${who}/window`)).json();
    expect((await windowNow()).window).toMatchObject({ open: false, consent: null });
    const recorded = await call('PUT', `/dashboard/chats/${who}/automatic-consent`, {
      given: true,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ message: MSG.cloudApi.consentSaved });
    expect((await windowNow()).window.consent).toEqual({
      at: t.clock.now().toISOString(),
      byName: expect.any(String),
    });
    expect(await card()).toMatchObject({ routineError: null });
    const consentAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chat.consent_recorded'), eq(auditLog.actorUserId, userA.id)));
    expect(consentAudit.map((r) => r.details)).toEqual([{ chatId: who }]);
    t.clock.advance(30 * 60_000 + 1_000);
    await t.app.services.reminderRunner.runOnce();
    const sent = await simSent();
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'template',
        request: expect.objectContaining({
          template: {
            name: template!.name,
            language: { code: 'pt_BR' },
            components: [{ type: 'body', parameters: [{ type: 'text', text: 'Rita' }] }],
          },
        }),
      }),
    ]);
    expect((await messagesOf(userA.token, who)).at(-1)).toMatchObject({
      fromMe: true,
      content: 'Olá Rita, sua consulta é amanhã.',
    });
    expect(await card()).toMatchObject({ routineError: null });
    expect(await usage()).toBe(before + 1);

    // The patient taps the template's 'Confirmar' button: read as a typed '1' would be.
    await control(`phone-numbers/${A.id}/inbound`, {
      from: who,
      button: { text: 'Confirmar' },
    });
    expect((await reminders()).state).toBe('confirmed');
  });
  it('a patient who sent a stop word gets no template outside the window: the scheduled message waits, the card says why', async () => {
    const who = '5511977770033';
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(userA.token), ...(payload ? { payload } : {}) });
    // The reminder's template has no {{2}}, where a routine's or scheduled message's text goes:
    // refused for them (the patient would get its fixed words only).
    const [reminder] = await templatesOf(userA.token);
    const refused = await call('PUT', '/dashboard/whatsapp-templates/automatic', {
      reminders: null,
      followUps: reminder!.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: MSG.cloudApi.automaticFollowUpsNeedsText });
    const made = await control(`phone-numbers/${A.id}/templates`, {
      name: 'mensagem_clinica',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Olá {{1}}, uma mensagem da clínica: {{2}}' }],
    });
    await control(`templates/${made.id}/review`, { status: 'APPROVED' });
    const template = (await templatesOf(userA.token)).find((x) => x.name === 'mensagem_clinica');
    const chosen = await call('PUT', '/dashboard/whatsapp-templates/automatic', {
      reminders: null,
      followUps: template!.id,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await control(`phone-numbers/${A.id}/inbound`, { from: who, name: 'Lia', text: 'Oi' });
    // Consent was recorded, and then the patient sends a stop word: it withdraws the consent.
    expect(
      (await call('PUT', `/dashboard/chats/${who}/automatic-consent`, { given: true })).statusCode,
    ).toBe(200);
    t.clock.advance(1_000);
    await control(`phone-numbers/${A.id}/inbound`, { from: who, name: 'Lia', text: 'PARAR' });
    expect((await call('GET', `/dashboard/chats/${who}/window`)).json().window).toMatchObject({
      open: true,
      consent: null,
    });
    const due = new Date(t.clock.now().getTime() + 25 * 3_600_000);
    const task = await call('POST', '/api/tasks', {
      chatId: who,
      message: 'Seu exame chegou',
      scheduledDate: utcToLocal(due, 'America/Sao_Paulo').slice(0, 16),
    });
    expect(task.statusCode, task.body).toBe(201);
    t.clock.advance(25 * 3_600_000 + 60_000);
    await t.app.services.taskRunner.runOnce();
    await userA.signInAgain();
    const sent = await cloudSent(sim, A.id);
    expect(sent.filter((m) => m.to === who)).toEqual([]);
    const chat = (await chatsOf(userA.token)).find((c) => c.chatId === who);
    expect(chat).toMatchObject({ routineError: MSG.cloudApi.waitingOptedOut });
  });
});

describe('moving a number from Z-API to the Cloud API', () => {
  const patient = '5511977770041';
  // Its display phone is the one the clinic had on Z-API, read from its row when it moves.
  const C = cloudNumber(3, 'clinica-c', '');
  const zapiSent = async () =>
    (
      (await zapi.control('/instances/SWITCH1/sent')).body as unknown as Array<{
        message?: string;
      }>
    ).map((m) => m.message ?? '');
  const cloudTexts = async () =>
    (await cloudSent<{ request: { text?: { body?: string } } }>(sim, C.id)).map(
      (m) => m.request.text?.body ?? '',
    );

  it('keeps the board, sends a task due during the switch once through the new gateway, and audits who switched', async () => {
    t.clock.hold();
    const user = await signUp(t, 'Clínica C');
    const call = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
      token = user.token,
    ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    // On Z-API, linked by QR, with a patient, a tag and a task: the open board of a clinic.
    const row = await seedInstance(t, user.id, { instanceId: 'SWITCH1', token: 'TOKSWITCH1' });
    await call('GET', '/dashboard/zapi/qr-code');
    await zapi.control('/instances/SWITCH1/scan', {});
    await call('GET', '/dashboard/zapi/status');
    await zapi.control('/instances/SWITCH1/inbound', {
      phone: patient,
      name: 'Rita',
      message: 'Oi',
    });
    const chatRow = async () =>
      (
        await t.database.db
          .select()
          .from(chats)
          .where(and(eq(chats.clinicId, user.id), eq(chats.chatId, patient)))
      )[0];
    const before = await waitFor(chatRow, (c) => c !== undefined);
    const tag = (
      await call('POST', '/dashboard/tags', { name: 'Retorno', color: '#10B981' })
    ).json();
    expect(tag.success, JSON.stringify(tag)).toBe(true);
    const tagId = tag.tag.id as string;
    expect(
      (await call('PUT', `/dashboard/zapi/chats/${patient}/tags`, { tagIds: [tagId] })).statusCode,
    ).toBe(200);
    const due = utcToLocal(new Date(t.clock.now().getTime() + 5 * 60_000), 'America/Sao_Paulo');
    const task = await call('POST', '/api/tasks', {
      chatId: patient,
      message: 'Lembrete: traga os exames',
      scheduledDate: due.slice(0, 16),
    });
    expect(task.statusCode, task.body).toBe(201);

    // It falls due, and a process claims it under Z-API and dies before sending: the claim is
    // in flight while the admin switches the number.
    t.clock.advance(5 * 60_000);
    expect(await tasksRepo.attempts.claimDue(t.database.db, t.clock.now(), 10)).toHaveLength(1);
    serveOnSimulator(sim, t, { ...C, display: row.connectedPhone }, 'verify-token-clinica-c');
    const admin = await signInAdmin(t);
    const switched = await call(
      'PUT',
      `/api/dev/webinstances/${row.id}`,
      {
        provider: 'cloud-api',
        phoneNumberId: C.id,
        businessAccountId: C.waba,
        accessToken: C.token,
        appSecret: C.secret,
      },
      admin.token,
    );
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().instance).toMatchObject({ provider: 'cloud-api', status: 'ACTIVE' });
    // The patient writes once, and the old session (still alive beside Meta for a while)
    // delivers it too.
    await zapi.control('/instances/SWITCH1/inbound', {
      phone: patient,
      name: 'Rita',
      message: 'Tudo certo?',
    });
    await zapi.sim.settled();
    // The old session ends as the number leaves it; its 'disconnected' must not pause the sends
    // that now go through Meta.
    await zapi.control('/instances/SWITCH1/disconnect', {});
    await zapi.sim.settled();
    const [inst] = await t.database.db
      .select()
      .from(webInstances)
      .where(eq(webInstances.id, row.id));
    expect(inst?.connected).toBe(true);
    // Meta delivers the same message: only its copy is stored, in the same chat (by phone).
    await control(`phone-numbers/${C.id}/inbound`, {
      from: patient,
      name: 'Rita',
      text: 'Tudo certo?',
    });
    const after = await chatRow();
    expect(after?.id).toBe(before!.id);
    const copies = await t.database.db
      .select({ messageId: messages.messageId })
      .from(messages)
      .where(
        and(
          eq(messages.clinicId, user.id),
          eq(messages.chatId, patient),
          eq(messages.content, 'Tudo certo?'),
        ),
      );
    expect(copies).toHaveLength(1);
    expect(copies[0]!.messageId).toMatch(/^wamid\./);

    // The stale claim is reconciled: no echo of it anywhere, so it goes now, through Meta, once.
    t.clock.advance(LEASE_MS + 1000);
    expect(await t.app.services.taskRunner.runOnce()).toBe(1);
    t.clock.advance(LEASE_MS + 1000);
    await t.app.services.taskRunner.runOnce();
    expect((await cloudTexts()).filter((m) => m === 'Lembrete: traga os exames')).toHaveLength(1);
    expect(await zapiSent()).not.toContain('Lembrete: traga os exames');

    // The board stays: the tag, and the history of both gateways in the one chat.
    const board = (await call('GET', '/dashboard/zapi/chats')).json().chats as Array<{
      chatId: string;
      tags: Array<{ id: string }>;
    }>;
    expect(board.filter((c) => c.chatId === patient)).toHaveLength(1);
    expect(board.find((c) => c.chatId === patient)?.tags.map((x) => x.id)).toEqual([tagId]);
    expect((await messagesOf(user.token, patient)).map((m) => m.content ?? m.text)).toEqual(
      expect.arrayContaining(['Oi', 'Tudo certo?', 'Lembrete: traga os exames']),
    );
    // Who switched, and when.
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, row.id), eq(auditLog.action, 'instance.provider-switch')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.id,
      details: { from: 'zapi', to: 'cloud-api' },
    });
  });
});
