import path from 'node:path';

import { ConfigError, loadConfig } from './config.ts';
import { createLocalMediaDriver } from './media/local-media-driver.ts';
import { moveLocalMedia } from './media/move-local-media.ts';
import { createS3MediaDriver } from './media/s3-media-driver.ts';

/**
 * `npm run media:move-to-s3`: moves the media of DATA_DIR/media into the object store configured
 * by MEDIA_STORE=s3 and the S3_* settings (the same environment the servers get). Stop the
 * servers, run it, start them with MEDIA_STORE=s3; interrupted, it is simply run again.
 */
async function main() {
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  if (config.mediaStore.kind !== 's3')
    throw new ConfigError(
      'Defina MEDIA_STORE=s3 e as variáveis S3_* (como nos servidores) para mover as mídias.',
    );
  const local = createLocalMediaDriver(path.join(config.dataDir, 'media'));
  const target = await createS3MediaDriver(config.mediaStore);
  const where = `${config.mediaStore.endpoint ?? 'AWS S3'} (bucket ${config.mediaStore.bucket})`;
  console.log(`Movendo as mídias de ${local.root} para ${where}...`);
  let last = Date.now();
  const done = await moveLocalMedia(local, target, (_key, p) => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    console.log(`  ${p.moved + p.skipped} arquivos (${(p.bytes / 1e6).toFixed(1)} MB enviados)`);
  });
  console.log(
    `Pronto: ${done.moved} arquivos enviados (${(done.bytes / 1e6).toFixed(1)} MB), ` +
      `${done.skipped} já estavam lá. A pasta local de mídias ficou vazia.`,
  );
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError
      ? err.message
      : `Falha ao mover as mídias: ${String((err as Error).message ?? err)}`,
  );
  process.exit(1);
});
