import { utcToLocal } from '@conecta/contract';
import { eq } from 'drizzle-orm';

import { webInstances } from '../../src/db/schema.ts';
import { instancesAdminRepo } from '../../src/modules/instances/index.ts';

import { seedInstance, seedLinkedNumber } from './seed-instance.ts';
import { zapiText, zapiWebhook } from './zapi-webhook.ts';
import { startSimulator } from './simulator.ts';
import { callAs, createTestApp, createTestClock, post, signUp, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const HOUR = 3_600_000;
const ZONE = 'America/Sao_Paulo';

/**
 * A clinic whose number is linked to the Z-API simulator, on one test clock shared by the app
 * and the simulator: what the agenda's tests (reminders, attendance, the waiting list, the
 * survey) start from, with the few calls they all make.
 */
export type LinkedClinic = Awaited<ReturnType<typeof openLinkedClinic>>;

export async function openLinkedClinic(
  instance: { instanceId: string; token: string },
  /** More of the app's settings, and PGlite in its DATA_DIR even on PostgreSQL (backups). */
  settings: { env?: Record<string, string>; embedded?: boolean } = {},
) {
  const clock = createTestClock();
  const sim = await startSimulator({ clock, chatCount: 0 });
  const t = await createTestApp(
    { ZAPI_BASE_URL: sim.url, ...settings.env },
    { listen: true, clock, ...(settings.embedded ? { embedded: true } : {}) },
  );
  const owner = await signUp(t);
  let token = owner.token;
  const { instanceId, webhookSecret: secret } = await seedInstance(t, owner.id, instance);

  async function call(method: Method, url: string, body?: unknown) {
    const res = await callAs(t, token, method, url, body);
    if (res.statusCode !== 401) return res;
    const login = await post(t.app, '/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    token = login.json().token as string;
    return callAs(t, token, method, url, body);
  }
  const writesTo = (app: TestApp['app'], phone: string, text: string, name = 'Paciente') =>
    zapiText(t, secret, phone, text, { name, app });

  await call('GET', '/dashboard/zapi/qr-code');
  await sim.control(`/instances/${instanceId}/scan`, {});
  await call('GET', '/dashboard/zapi/status');

  return {
    t,
    sim,
    owner,
    /** The owner's token now (renewed when the test's hours expire the session). */
    get token() {
      return token;
    },
    instanceId,
    secret,
    /** A call as the owner; hours pass on the test's clock, so an expired session signs in again. */
    call,
    /** The board column a chat is in, as the owner's board lists it (undefined: not listed). */
    async columnOf(chatId: string) {
      const chats = (await call('GET', '/dashboard/zapi/chats')).json().chats as Array<{
        chatId: string;
        column: string;
      }>;
      return chats.find((c) => c.chatId === chatId)?.column;
    },
    /** A patient's text arriving by the instance's webhook, stamped at the test's now. */
    writes: (phone: string, text: string, name?: string) => writesTo(t.app, phone, text, name),
    /** The same to another app on the same database (a second server instance). */
    writesTo,
    /** Any other callback to the instance's webhook (a reaction, a button's answer). */
    webhook: (fields: Record<string, unknown> & { phone: string }) =>
      zapiWebhook(t, secret, fields),
    /** The texts the simulator was asked to send to `phone`, in order. */
    sentTo: async (phone: string) =>
      (
        (await sim.control(`/instances/${instanceId}/sent`)).body as unknown as Array<{
          phone: string;
          message?: string;
        }>
      )
        .filter((s) => s.phone === phone)
        .map((s) => s.message ?? ''),
    /** A local date-time `hours` after the test's now, as a member in São Paulo writes it. */
    inHours: (hours: number) =>
      utcToLocal(new Date(t.clock.now().getTime() + hours * HOUR), ZONE).slice(0, 16),
    close: async () => {
      await t.close();
      await sim.close();
    },
  };
}

const DAY = 24 * HOUR;

/**
 * A second Z-API number for `clinic` (issue 48), connected on the simulator, its chats keyed
 * ':n2', linked 60 days ago so no warm-up cap holds its sends: the clinic's id, the number's row id
 * and its webhook secret, how a patient writes to it and what it sent.
 */
export type SecondNumber = Awaited<ReturnType<typeof linkSecondNumber>>;

export async function linkSecondNumber(
  clinic: LinkedClinic,
  second: { instanceId: string; token: string; phone: string },
) {
  const { t } = clinic;
  const clinicId = (await instancesAdminRepo.clinicOf(t.database.db, clinic.owner.id))!;
  await clinic.sim.control('/instances', {
    id: second.instanceId,
    token: second.token,
    connected: true,
  });
  const rowId = await seedLinkedNumber(t, clinicId, {
    ...second,
    suffix: ':n2',
    linkedAt: new Date(t.clock.now().getTime() - 60 * DAY),
  });
  const [row] = await t.database.db
    .select({ secret: webInstances.webhookSecret })
    .from(webInstances)
    .where(eq(webInstances.id, rowId));
  const secret = row!.secret;
  return {
    clinicId,
    rowId,
    secret,
    /** A patient's text to this number, through its webhook. */
    async writes(phone: string, text: string) {
      const res = await zapiText(t, secret, phone, text, { name: 'Paciente' });
      if (res.statusCode !== 200)
        throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
    },
    /** What this number's phone was asked to send to `phone`. */
    async sentTo(phone: string) {
      const sent = (await clinic.sim.control(`/instances/${second.instanceId}/sent`))
        .body as unknown as Array<{ phone: string; message?: string }>;
      return sent.filter((s) => s.phone === phone).map((s) => s.message ?? '');
    },
  };
}
