import path from 'node:path';

import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createLocalMediaDriver } from './local-media-driver.ts';
import { createMediaKeyring } from './media-keyring.ts';
import { createMediaStore, mediaWorkDir } from './media-store.ts';
import { createS3MediaDriver } from './s3-media-driver.ts';

/** The media store the configuration names, with its keys. */
export async function openMediaStore(config: Config, db: Db) {
  const keyring = createMediaKeyring(db, {
    current: config.mediaKey,
    previous: config.mediaKeyPrevious,
  });
  const driver =
    config.mediaStore.kind === 's3'
      ? await createS3MediaDriver(config.mediaStore)
      : createLocalMediaDriver(path.join(config.dataDir, 'media'));
  return {
    keyring,
    store: createMediaStore({ driver, keyring, workDir: mediaWorkDir(config.dataDir) }),
  };
}
