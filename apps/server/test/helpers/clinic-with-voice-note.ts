import { linkWhatsApp } from './link-whatsapp.ts';
import { startSimulator } from './simulator.ts';
import { callAs, createTestApp, createTestClock, signUp } from './test-app.ts';
import { waitFor } from './wait-for.ts';

export type StoredAudio = { fromMe: boolean; audioUrl: string | null; messageId: string };

/**
 * A clinic whose WhatsApp is linked on the simulator, with one patient who wrote and sent a voice
 * note, stored by the app (`env` picks the media store). For the tests of stored media.
 */
export async function clinicWithVoiceNote(opts: {
  phone: string;
  instanceId: string;
  env?: Record<string, string>;
  /** PGlite even on a PostgreSQL run. */
  embedded?: boolean;
}) {
  const clock = createTestClock();
  const sim = await startSimulator({ clock, chatCount: 2 });
  const t = await createTestApp(
    { ZAPI_BASE_URL: sim.url, ...opts.env },
    { listen: true, clock, embedded: opts.embedded ?? false },
  );
  const user = await signUp(t);
  const instanceId = await linkWhatsApp(t, sim, user, opts.instanceId);
  const inbound = (body: Record<string, unknown>) =>
    sim.control(`/instances/${instanceId}/inbound`, { phone: opts.phone, ...body });
  await inbound({ name: 'Lia', message: 'Oi' });
  await inbound({ audio: true });
  const history = () =>
    callAs(t, user.token, 'GET', `/dashboard/messages/${opts.phone}?t=${Date.now()}`);
  // A 404 until the webhook has stored the chat: wait on, do not read its body as a list.
  await waitFor(
    history,
    (r) =>
      r.statusCode === 200 &&
      (r.json().audios as StoredAudio[]).some(
        (a) => !a.fromMe && a.audioUrl?.startsWith('/dashboard/'),
      ),
  );
  return {
    t,
    sim,
    user,
    inbound,
    /** The chat's voice notes as the window lists them. */
    audios: async () => (await history()).json().audios as StoredAudio[],
    async close() {
      await t.close();
      await sim.close();
    },
  };
}
