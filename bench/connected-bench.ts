import { createSimulator } from '@conecta/zapi-simulator';

import { eq } from 'drizzle-orm';

import { syncProgress, webInstances } from '../apps/server/src/db/schema.ts';
import { startBenchApp } from './bench-app.ts';
import { snapshotWebDist } from './bench-browser.ts';

/**
 * The real app serving the built web app, with its benchmark user's WhatsApp linked in a Z-API
 * simulator over real HTTP and a finished sync, so the dashboard goes straight to the board. The
 * chats themselves are the caller's to write.
 */
export async function startConnectedBench(options: { webDist?: string; port?: number } = {}) {
  const sim = createSimulator({ scanDelayMs: null, chatCount: 1, autoCreateInstances: true });
  const { url: simUrl } = await sim.listen(0, '127.0.0.1');
  const bench = await startBenchApp(simUrl, {
    webDist: options.webDist ?? snapshotWebDist(),
    ...(options.port ? { port: options.port } : {}),
  });
  const { instanceId } = bench.instance;
  /** The simulator's control API (/_sim/...). */
  const control = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${simUrl}/_sim${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`simulador ${path}: ${res.status} ${await res.text()}`);
  };
  await control('/instances', {
    id: instanceId,
    token: bench.app.services.access.zapiCredentials(bench.instance).token,
  });
  await control(`/instances/${instanceId}/scan`);
  // Linked and known to be: a clinic that has been using the app. Left unknown, the first status
  // check would see the number come up and start a sync over the chats the caller writes; its
  // photo phase held the dashboard on the sync screen with 50,000 chats.
  await bench.database.db
    .update(webInstances)
    .set({ connected: true })
    .where(eq(webInstances.id, bench.instance.id));
  return {
    bench,
    simUrl,
    control,
    /** Records a finished sync of `total` chats (over the scan's own, finished before). */
    async markSynced(total: number) {
      const done = { phase: 'done' as const, total, loaded: total, completedAt: new Date() };
      await bench.database.db
        .insert(syncProgress)
        .values({ clinicId: bench.userId, ...done })
        .onConflictDoUpdate({ target: syncProgress.clinicId, set: done });
    },
    async close() {
      await bench.close();
      await sim.close();
    },
  };
}
