import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { syncProgress } from '../src/db/schema.ts';
import type { MessagingProvider } from '../src/providers/messaging-provider.ts';
import { createZapiProvider } from '../src/providers/zapi/zapi-provider.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import {
  bearer,
  createSecondApp,
  createTestApp,
  createTestClock,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

let t: TestApp;
let sim: TestSimulator;
let reachedPage2: () => void;
const atPage2 = new Promise<void>((resolve) => (reachedPage2 = resolve));
let releasePage2: () => void;
const page2Released = new Promise<void>((resolve) => (releasePage2 = resolve));

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 250 });
  const real = createZapiProvider({ baseUrl: sim.url, backoffMs: 0 });
  // The real adapter, its second page held until the test lets it go: the sync is mid-list.
  const provider: MessagingProvider = {
    ...real,
    listChats: async (inst, page, size) => {
      if (page === 2) {
        reachedPage2();
        await page2Released;
      }
      return real.listChats(inst, page, size);
    },
  };
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock, provider });
});
afterAll(async () => {
  releasePage2();
  await t.close();
  await sim.close();
});

it('a shutdown stops a sync at its next page, keeps its progress, and the next server resumes it', async () => {
  const u = await signUp(t);
  const { instanceId, clinicId } = await seedInstance(t, u.id);
  const ask = (path: string) =>
    t.app.inject({ url: `/dashboard/zapi/${path}`, headers: bearer(u.token) });
  await ask('qr-code');
  await sim.control(`/instances/${instanceId}/scan`, {});
  expect((await ask('qr-code')).json()).toMatchObject({ connected: true });
  await atPage2;

  // What the server's close does: a 250-chat list (three pages and 250 photos) is not run to its
  // end first.
  const stopped = t.app.services.sync.stop();
  releasePage2();
  await stopped;
  const progressOf = async () =>
    (
      await t.database.db.select().from(syncProgress).where(eq(syncProgress.clinicId, clinicId))
    )[0]!;
  const kept = await progressOf();
  expect(kept).toMatchObject({ phase: 'chats', nextPage: 3, loaded: 200, lastError: null });
  expect(kept.completedAt).toBeNull();

  // The next process picks it up where it stopped.
  const next = await createSecondApp(t, { env: { ZAPI_BASE_URL: sim.url } });
  try {
    await next.app.services.sync.resume(clinicId);
    const done = await waitFor(progressOf, (p) => p.completedAt !== null);
    expect(done).toMatchObject({ phase: 'done', loaded: 250, total: 250, lastError: null });
  } finally {
    await next.close();
  }
});
