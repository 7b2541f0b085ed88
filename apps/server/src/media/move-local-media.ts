import type { LocalMediaDriver } from './local-media-driver.ts';
import type { MediaDriver } from './media-driver.ts';

export interface MoveProgress {
  moved: number;
  skipped: number;
  bytes: number;
}

/**
 * Moves every file of the local media folder into `target` under the same key, as it is (sealed
 * files stay sealed; a plain one from before sealing is sealed later by the servers). A file is
 * removed here only once the target holds it at its full length, so the move can stop at any
 * point and be run again: what is already there is not sent twice.
 */
export async function moveLocalMedia(
  local: LocalMediaDriver,
  target: MediaDriver,
  onFile: (key: string, progress: MoveProgress) => void = () => undefined,
): Promise<MoveProgress> {
  const progress: MoveProgress = { moved: 0, skipped: 0, bytes: 0 };
  for await (const key of local.list()) {
    const size = await local.size(key);
    if (size === null) continue; // removed meanwhile (an erasure)
    if ((await target.size(key)) === size) {
      progress.skipped++;
    } else {
      await target.put(key, await local.get(key), size);
      const stored = await target.size(key);
      if (stored !== size)
        throw new Error(
          `o destino guardou ${stored ?? 0} de ${size} bytes de ${key}; nada foi apagado`,
        );
      progress.moved++;
      progress.bytes += size;
    }
    await local.remove(key);
    onFile(key, progress);
  }
  return progress;
}
