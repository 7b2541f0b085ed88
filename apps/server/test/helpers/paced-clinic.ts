import { tasks } from '../../src/db/schema.ts';
import { advanceToLocalHour } from './advance-to-local-hour.ts';
import { signedInClinic } from './call-api.ts';
import { startSimulator } from './simulator.ts';
import { createTestApp, createTestClock, PACED, type TestApp } from './test-app.ts';

const ZONE = 'America/Sao_Paulo';

/**
 * The tests of the automatic messages' pace start here: the app under the product's pace (PACED)
 * and the Z-API simulator on one test clock, moved to 09:00 in São Paulo so the day does not end
 * during the test, and a clinic owner signed in at that hour (`ana.call`). `sentBy` reads what a number's
 * phone sent from the simulator's state (a long tick loop lets HTTP sockets idle out).
 */
export async function openPacedClinic() {
  const clock = createTestClock();
  const sim = await startSimulator({ clock, chatCount: 0 });
  const t = await createTestApp({ ZAPI_BASE_URL: sim.url, ...PACED }, { listen: true, clock });
  advanceToLocalHour(t.clock, '09', ZONE);
  const ana = await signedInClinic(t);
  return {
    t,
    sim,
    ana,
    /** What a number's simulated phone sent, in order. */
    sentBy: (instance: string) => [...(sim.sim.state.instances.get(instance)?.sent ?? [])],
    /** The task runner's passes for `ms` of the test clock, on this app or on the apps given. */
    passes: (ms: number, apps: Array<TestApp['app']> = [t.app]) => runPasses(t, apps, ms),
    /** Messages the owner scheduled in `clinicId`, one to each chat given, due in `inMs`. */
    schedule: (
      clinicId: string,
      to: Array<{ id: string; chatId: string; message: string }>,
      inMs = 60_000,
    ) => scheduleTo(t, { clinicId, createdBy: ana.id }, to, inMs),
    async close() {
      await sim.close();
      // The simulator's webhooks leave kept-alive connections the app's close would wait out
      // (Fastify's 72 s keep-alive): they end here, their work long done.
      t.app.server.closeAllConnections();
      await t.close();
    },
  };
}

export type PacedClinic = Awaited<ReturnType<typeof openPacedClinic>>;

/**
 * The task runner's passes on every app given, one every 2 s of the test clock, for `ms` of it
 * (the scheduler's tick is 1 s; 2 s, below the 3 s minimum gap, still lets each send go on time).
 */
async function runPasses(t: TestApp, apps: Array<TestApp['app']>, ms: number) {
  const end = t.clock.now().getTime() + ms;
  while (t.clock.now().getTime() < end) {
    await Promise.all(
      apps.map(async (app) => {
        while ((await app.services.taskRunner.runOnce()) > 0);
      }),
    );
    t.clock.advance(2000);
  }
}

/** Scheduled messages by `createdBy`, one to each chat given, due `inMs` after the test's now. */
async function scheduleTo(
  t: TestApp,
  from: { clinicId: string; createdBy: string },
  to: Array<{ id: string; chatId: string; message: string }>,
  inMs: number,
) {
  const dueAt = new Date(t.clock.now().getTime() + inMs);
  await t.database.db.insert(tasks).values(
    to.map((chat) => ({
      clinicId: from.clinicId,
      chatRowId: chat.id,
      chatId: chat.chatId,
      message: chat.message,
      createdBy: from.createdBy,
      dueAt,
      nextAttemptAt: dueAt,
    })),
  );
}
