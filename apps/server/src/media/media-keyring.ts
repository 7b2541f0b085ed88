import { randomBytes } from 'node:crypto';

import type { Db } from '../db/client.ts';
import { createSecretBox, type SecretBox } from '../lib/secret-box.ts';
import { mediaKeysRepo, type StoredMediaKey } from './media-keys-repo.ts';

/** A server key: the secret from MEDIA_KEY (or DATA_DIR/media-key), as the box that seals. */
interface ServerKey {
  /** A fingerprint naming which server key sealed a row. */
  id: string;
  box: SecretBox;
}

export class MediaKeyError extends Error {}

function serverKey(secret: string): ServerKey {
  const box = createSecretBox(secret, 'media-key');
  return { id: box.fingerprint('conecta-midia-kek'), box };
}

/**
 * Each clinic's media key, made on its first file and kept in the database sealed by the server
 * key (envelope encryption): rotating the server key re-seals these small rows, never the files.
 * `previous` are the server keys being retired (MEDIA_KEY_PREVIOUS), still read until re-sealed.
 */
export function createMediaKeyring(
  db: Db,
  secrets: { current: string; previous: readonly string[] },
) {
  const current = serverKey(secrets.current);
  const known = new Map([current, ...secrets.previous.map(serverKey)].map((k) => [k.id, k]));
  // Keys never change once written (a rotation re-seals the same key), so they are kept here;
  // so is each clinic's current version, as only its first key is ever written.
  const opened = new Map<string, Promise<Buffer>>();
  const currents = new Map<string, Promise<{ version: number; key: Buffer }>>();

  const open = (row: StoredMediaKey): Buffer => {
    const kek = known.get(row.kekId);
    if (!kek)
      throw new MediaKeyError(
        'a chave de mídia desta clínica foi selada por outra MEDIA_KEY: defina a MEDIA_KEY usada ' +
          'antes, ou ponha-a em MEDIA_KEY_PREVIOUS',
      );
    return kek.box.openBytes(row.wrapped);
  };

  const remember = (clinicId: string, version: number, load: () => Promise<Buffer>) => {
    const name = `${clinicId}:${version}`;
    let key = opened.get(name);
    if (!key) {
      key = load();
      opened.set(name, key);
      // A failure (database away) is not kept: the next file asks again.
      key.catch(() => opened.delete(name));
    }
    return key;
  };

  async function loadCurrent(clinicId: string) {
    let row = await mediaKeysRepo.latest(db, clinicId);
    if (!row) {
      await mediaKeysRepo.createFirst(db, {
        clinicId,
        version: 1,
        kekId: current.id,
        wrapped: current.box.sealBytes(randomBytes(32)),
      });
      row = await mediaKeysRepo.latest(db, clinicId);
      if (!row) throw new MediaKeyError('chave de mídia não foi criada');
    }
    const found = row;
    return {
      version: found.version,
      key: await remember(clinicId, found.version, async () => open(found)),
    };
  }

  return {
    /** The key new files of the clinic are sealed with. */
    current(clinicId: string): Promise<{ version: number; key: Buffer }> {
      let found = currents.get(clinicId);
      if (!found) {
        found = loadCurrent(clinicId);
        currents.set(clinicId, found);
        found.catch(() => currents.delete(clinicId));
      }
      return found;
    },

    /** The key of a file sealed with version `version`. */
    get(clinicId: string, version: number): Promise<Buffer> {
      return remember(clinicId, version, async () => {
        const row = await mediaKeysRepo.find(db, clinicId, version);
        if (!row) throw new MediaKeyError('chave de mídia não encontrada');
        return open(row);
      });
    },

    /**
     * Re-seals every clinic key still under a previous server key with the current one (run at
     * start): answers how many. A key under a server key we were not given stops here, before
     * any file is written under a key that could not be read back.
     */
    async rewrap(): Promise<number> {
      const rows = await mediaKeysRepo.notSealedBy(db, current.id);
      for (const row of rows)
        await mediaKeysRepo.rewrap(db, row, current.id, current.box.sealBytes(open(row)));
      return rows.length;
    },
  };
}
export type MediaKeyring = ReturnType<typeof createMediaKeyring>;
