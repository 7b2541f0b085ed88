/**
 * Sync of 5,000 chats from the simulator: total time and the progress the dashboard would show.
 * Run: npx tsx bench/sync-5000-chats.ts   (BENCH_DATABASE_URL=postgres://... for PostgreSQL)
 */
import { createSimulator } from '@conecta/zapi-simulator';

import { startBenchApp } from './bench-app.ts';

const CHATS = Number(process.env.BENCH_CHATS ?? 5000);

const sim = createSimulator({
  scanDelayMs: null,
  chatCount: 20,
  autoCreateInstances: true,
  timing: { historyWaitForWebhookMs: 1 },
});
const { url: simUrl } = await sim.listen(0, '127.0.0.1');
const bench = await startBenchApp(simUrl);
const token = bench.app.services.access.zapiCredentials(bench.instance).token;
const control = (p: string, body: unknown) =>
  fetch(`${simUrl}/_sim${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

await control('/instances', { id: bench.instance.instanceId, token });
await control(`/instances/${bench.instance.instanceId}/chats`, { count: CHATS - 20 });
await control(`/instances/${bench.instance.instanceId}/scan`, {});

const started = performance.now();
await bench.app.services.sync.start(bench.userId);
const samples: Array<{ ms: number; percentage: number; loaded: number }> = [];
for (;;) {
  const { syncPercentage } =
    await import('../apps/server/src/modules/connection/sync-percentage.ts');
  const { syncRepo } = await import('../apps/server/src/modules/connection/sync-repo.ts');
  const row = await syncRepo.find(bench.database.db, bench.userId);
  if (row) {
    const p = syncPercentage(row);
    const last = samples[samples.length - 1];
    if (!last || last.percentage !== p.percentage)
      samples.push({
        ms: Math.round(performance.now() - started),
        percentage: p.percentage,
        loaded: p.loaded,
      });
    if (p.completed) break;
  }
  await new Promise((r) => setTimeout(r, 50));
}
const totalMs = performance.now() - started;
const { total } = await (
  await import('../apps/server/src/modules/conversations/chats-repo.ts')
).chatsRepo.totals(bench.database.db, bench.userId);
console.log(
  JSON.stringify({
    bench: 'sync',
    db: bench.kind,
    chats: total,
    totalMs: Math.round(totalMs),
    progress: samples.map((x) => `${x.ms}ms=${x.percentage}%`).join(' '),
  }),
);
await bench.close();
await sim.close();
