import type { FastifyInstance } from 'fastify';

import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { describeError } from '../lib/describe-error.ts';
import { openMediaStore } from '../media/open-media-store.ts';
import { FetchRefused } from '../lib/fetch-to-file.ts';
import { type InstanceAccess } from '../modules/instances/index.ts';
import {
  createLegacySealingRunner,
  createMediaDownloader,
  type MediaJob,
} from '../modules/conversations/index.ts';
import { CLOUD_MEDIA_PREFIX } from '../providers/cloud-api/webhook-event.ts';
import { downloadCloudMedia } from '../providers/cloud-api/download-cloud-media.ts';

/** Longer than any download takes (they time out at 30 s): older work files were abandoned. */
const WORK_IDLE_MS = 10 * 60_000;

/**
 * The media store (local or S3, sealed at rest), the queue that downloads the provider's files
 * into it, and the background pass that seals files stored before sealing existed.
 */
export async function wireMedia(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    clock: Clock;
    access: InstanceAccess;
    /** A received file is stored: told after the download, never holding it up. */
    onStored?: (job: MediaJob) => void;
  },
) {
  const { config, database, clock, access } = deps;
  const db = database.db;
  const { store: media, keyring } = await openMediaStore(config, db);
  // Clinic keys still sealed by a retired server key (MEDIA_KEY_PREVIOUS) are re-sealed before
  // any file is served; a key no configured server key opens stops the start here.
  app.addHook('onReady', async () => {
    const rewrapped = await keyring.rewrap();
    if (rewrapped > 0)
      app.log.info({ chaves: rewrapped }, 'chaves de mídia reseladas com a MEDIA_KEY atual');
  });
  const downloader = createMediaDownloader({
    db,
    clock,
    media,
    log: app.log,
    ...(deps.onStored ? { onStored: deps.onStored } : {}),
    // The provider's files, and in demo mode the simulator's on this very server, are trusted
    // wherever they are; any other media link must be on a public address.
    trustedOrigins: [
      new URL(config.zapiBaseUrl).origin,
      new URL(config.cloudApiBaseUrl).origin,
      ...(config.demoMode
        ? [new URL(config.publicUrl).origin, `http://127.0.0.1:${config.port}`]
        : []),
    ],
    // A Cloud API file is named by a media id: fetched with the clinic's number and token.
    fetchSpecial(job, file, opts) {
      if (!job.url.startsWith(CLOUD_MEDIA_PREFIX)) return undefined;
      const mediaId = job.url.slice(CLOUD_MEDIA_PREFIX.length);
      return (async () => {
        const row = await access.findByClinic(job.clinicId);
        const inst = row && access.credentials(row);
        // The clinic moved off the Cloud API (or lost its instance): no token to fetch it with.
        if (inst?.kind !== 'cloud-api') throw new FetchRefused('instância sem Cloud API');
        return downloadCloudMedia(inst, config.cloudApiBaseUrl, mediaId, file, opts);
      })();
    },
  });
  app.addHook('onReady', () => downloader.start({ alone: database.kind === 'pglite' }));
  // Plain bytes of downloads a killed process left behind: gone at start, and every few minutes
  // by the background loop (wiring/background-loops.ts).
  const sweepWork = () =>
    media.sweepWork(WORK_IDLE_MS).then(
      (n) => {
        if (n > 0) app.log.info({ arquivos: n }, 'downloads interrompidos removidos');
        return n;
      },
      (err: unknown) => {
        app.log.warn({ err: describeError(err) }, 'falha ao limpar downloads interrompidos');
        return 0;
      },
    );
  app.addHook('onReady', async () => {
    await sweepWork();
  });
  const legacySealing = createLegacySealingRunner({ db, clock, media, log: app.log });
  return { media, downloader, legacySealing, sweepWork, sweepEveryMs: WORK_IDLE_MS };
}
