import type { MessagingProvider } from '../../src/providers/messaging-provider.ts';
import { signedInClinic } from './call-api.ts';
import { connectNumber } from './link-whatsapp.ts';
import { startSimulator } from './simulator.ts';
import { zapiText, zapiWebhook } from './zapi-webhook.ts';
import {
  createTestApp,
  createTestClock,
  type TestApp,
  type TestClock,
  withoutOpeningHours,
} from './test-app.ts';

export interface ConnectedClinicOptions {
  /** The provider instance's id on the simulator (unique in the file). */
  instanceId: string;
  /** Chats already on the phone, brought in after the scan (waited for when more than 0). */
  chatCount?: number;
  /** More of the app's environment (the simulator's URL is given). */
  env?: Record<string, string>;
  /** The provider adapter, built on the simulator's URL and the test's clock. */
  provider?: (simUrl: string, clock: TestClock) => MessagingProvider;
  /** The owner's name. */
  name?: string;
  /** The clinic keeps no opening hours: its automatic messages go whenever due. */
  anyHour?: boolean;
}

/**
 * The preamble of the tests that talk to a patient: one test clock shared by the app and the
 * Z-API simulator, a signed-in clinic (`clinic.call(endpoint, input)`), and its number linked on
 * the simulator, its chat list loaded. `inbound` is a patient writing on the phone; `sent`, what
 * the simulator was asked to send.
 */
export async function openConnectedClinic(opts: ConnectedClinicOptions) {
  const clock = createTestClock();
  const chatCount = opts.chatCount ?? 0;
  const sim = await startSimulator({ clock, chatCount });
  const t: TestApp = await createTestApp(
    { ZAPI_BASE_URL: sim.url, ...opts.env },
    {
      listen: true,
      clock,
      ...(opts.provider ? { provider: opts.provider(sim.url, clock) } : {}),
    },
  );
  const clinic = await signedInClinic(t, opts.name);
  if (opts.anyHour) await withoutOpeningHours(t, clinic.token);
  const { instanceId, webhookSecret } = await connectNumber(t, sim, clinic, opts.instanceId, {
    loaded: chatCount > 0,
  });
  const sent = async () =>
    (await sim.control(`/instances/${instanceId}/sent`)).body as unknown as Array<
      Record<string, unknown> & { phone: string; messageId: string; message?: string }
    >;
  return {
    t,
    sim,
    clinic,
    instanceId,
    webhookSecret,
    /** A patient writes from the phone (the simulator calls the app's webhook). */
    inbound: (body: Record<string, unknown>) =>
      sim.control(`/instances/${instanceId}/inbound`, body),
    /** A text reaching the webhook now: from `phone`, or with `fromMe` from the clinic's phone. */
    writes: (phone: string, text: string, how: { fromMe?: boolean; name?: string } = {}) =>
      zapiText(t, webhookSecret, phone, text, how),
    /** Any other callback to the webhook (a voice note, a reaction, a status). */
    webhook: (fields: Record<string, unknown> & { phone: string }) =>
      zapiWebhook(t, webhookSecret, fields),
    /** The texts the simulator was asked to send to `phone`, in order. */
    sentTo: async (phone: string) =>
      (await sent()).filter((s) => s.phone === phone).map((s) => s.message ?? ''),
    /** Everything the simulator was asked to send for this number, in order. */
    sent,
    async close() {
      await t.close();
      await sim.close();
    },
  };
}
export type ConnectedClinic = Awaited<ReturnType<typeof openConnectedClinic>>;
