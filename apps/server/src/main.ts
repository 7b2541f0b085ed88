import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir, protectDataDir } from './db/prepare-data-dir.ts';
import { describeError } from './lib/describe-error.ts';
import { describeStartFailure } from './describe-start-failure.ts';
import { systemClock } from './lib/clock.ts';
import { demoCloudApiBaseUrl, mountCloudSimulator } from './demo/mount-cloud-simulator.ts';
import { demoAssistantConfig, mountOpenAiSimulator } from './demo/mount-openai-simulator.ts';
import { mountSimulator, SIMULATOR_PATH } from './demo/mount-simulator.ts';
import { watchDemoMonth } from './demo/watch-demo-month.ts';
import { createProviders } from './providers/create-providers.ts';
import { removeDemoAccounts } from './seed/remove-demo-accounts.ts';
import { DEMO_ACCOUNTS, DEMO_CLOUD_API_EMAIL, seedAccounts } from './seed/seed-accounts.ts';
import { seedDemoInstances } from './seed/seed-demo-instances.ts';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/**
 * Longest stop on SIGTERM, from the signal to the exit, the drain (SHUTDOWN_DRAIN_MS, at most
 * 10 s) included; container runtimes allow ~30 s.
 */
const SHUTDOWN_GRACE_MS = 20_000;

/** Known once the configuration is read, for the message of a failed start. */
let dataDirForErrors: string | undefined;

/**
 * `npm run backup` asks the running server for a backup with SIGUSR2: only the server's own user
 * (or root) can send it, so the request needs no route, token or open port. Listened for before
 * anything else, as Node's default for the signal ends the process: one that comes while the
 * server is still starting is kept and served once it is ready.
 */
let onBackupSignal: () => void = () => {
  backupAsked = true;
};
let backupAsked = false;
process.on('SIGUSR2', () => onBackupSignal());

async function main() {
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  dataDirForErrors = config.dataDir;
  // Before the database writes a byte: the data folder and every file in it, the owner's only.
  protectDataDir(config.dataDir);
  if (!config.databaseUrl) lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // Demo mode talks to the simulators mounted on this very server, over real HTTP.
  const zapiBaseUrl = config.demoMode
    ? `http://127.0.0.1:${config.port}${SIMULATOR_PATH}`
    : config.zapiBaseUrl;
  const cloudApiBaseUrl = config.demoMode
    ? demoCloudApiBaseUrl(config.port)
    : config.cloudApiBaseUrl;
  const provider = createProviders({ zapiBaseUrl, cloudApiBaseUrl });
  // Demo mode without AI_*: the assistant talks to the OpenAI-compatible simulator mounted below.
  if (config.demoMode && !config.assistant) config.assistant = demoAssistantConfig(config.port);
  const app = await buildApp({ config, database, clock: systemClock, webDist, provider });
  if (config.env === 'production' && !config.databaseUrl) {
    app.log.warn(
      { dataDir: config.dataDir },
      'banco embutido (PGlite) em produção por ALLOW_EMBEDDED_DB=true: ele resiste a um processo ' +
        'encerrado, não a uma queda da máquina; com pacientes reais, use PostgreSQL (DATABASE_URL)',
    );
  }
  if (config.demoMode) {
    mountSimulator(app, { publicUrl: config.publicUrl, scanDelayMs: config.demoScanDelayMs });
    mountCloudSimulator(app, { port: config.port });
    mountOpenAiSimulator(app);
  }

  const accounts = [
    ...(config.admin ? [{ name: 'Administrador', ...config.admin, role: 'ADMIN' as const }] : []),
    ...(config.demoMode ? DEMO_ACCOUNTS : []),
  ];
  if (!config.demoMode) await removeDemoAccounts(database.db, config.admin?.email, app.log);
  await seedAccounts(database.db, accounts, app.log);
  if (config.demoMode) {
    await seedDemoInstances(
      database.db,
      app.services.access,
      DEMO_ACCOUNTS.map((a) => a.email),
      DEMO_CLOUD_API_EMAIL,
    );
    const stopDemoMonth = watchDemoMonth({
      db: database.db,
      clock: systemClock,
      emails: DEMO_ACCOUNTS.filter((a) => a.role !== 'ADMIN').map((a) => a.email),
      log: app.log,
    });
    app.addHook('onClose', async () => stopDemoMonth());
  }

  let closing = false;
  /**
   * Graceful stop. First the drain (SHUTDOWN_DRAIN_MS): `/readyz` answers 503 at once while the
   * process still listens and serves, so a balancer that polls it takes the process out before
   * any connection is refused (closing the listener at once would turn the 503 into refused
   * connections, and the requests the balancer still sends into errors). Then the scheduler
   * claims nothing more (the send under way finishes, the rest it claimed is released), streams
   * are told when to reconnect, running requests finish, and the database closes.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.beginDrain();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'encerrando');
    // Started with the drain, not after it: the runtime counts its own limit from the signal,
    // so the whole stop, drain included, ends within SHUTDOWN_GRACE_MS (the drain is at most
    // half of it, so the close always keeps 10 s). Something stuck cannot hold the process.
    const force = setTimeout(() => {
      process.stderr.write('Encerramento demorou demais; saindo sem esperar o resto.\n');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      if (config.shutdownDrainMs > 0) await sleep(config.shutdownDrainMs);
      await Promise.all([app.services.scheduler.stop(), app.close()]);
      await database.close();
      process.exit(0);
    } catch (err) {
      process.stderr.write(
        `Falha ao encerrar: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exit(1);
    }
  };
  onBackupSignal = () => {
    if (!closing) void app.services.backups.runNow();
  };
  if (backupAsked) onBackupSignal();
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Syncs cut short by the last stop carry on. A database away at this moment is not a failed
  // start: the server is up (/readyz says 503 until it is back), the scheduler starts, and a sync
  // left unfinished is taken up again by the next status check of its number.
  await app.services.sync.resumeAll().catch((err: unknown) => {
    app.log.warn({ err: describeError(err) }, 'não foi possível retomar as sincronizações agora');
  });
  app.services.scheduler.start();
  printBanner(config.publicUrl, config.demoMode, database.kind);
}

function printBanner(url: string, demo: boolean, db: string) {
  const lines = [
    '',
    `  Conecta Clínica em ${url}  (banco: ${db === 'pglite' ? 'PGlite embutido' : 'PostgreSQL'})`,
  ];
  if (demo) {
    lines.push('  Modo demonstração. Contas de teste:');
    for (const a of DEMO_ACCOUNTS)
      lines.push(`    ${a.role.padEnd(5)}  ${a.email}  senha: ${a.password}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`${describeStartFailure(err, dataDirForErrors)}\n`);
  }
  process.exit(1);
});
