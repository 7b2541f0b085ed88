import { createReadStream } from 'node:fs';
import path from 'node:path';

import { createS3Client, type S3Options } from '../media/s3-client.ts';
import { isBackupFileName } from './make-backup.ts';

/**
 * A part of a multipart upload, held in memory while it goes (two at a time): 32 MB at most,
 * and 10,000 parts (S3's limit) make 160 GB, where a single PUT stops at 5 GB.
 */
const PART_BYTES = 16 * 1024 * 1024;

/**
 * BACKUP_TO_S3: the finished backup files copied to the bucket under `<S3_PREFIX>/backups/`.
 * Uploads go in parts (lib-storage's `Upload`, one PUT when the file is smaller than a part), so
 * a DATA_DIR of local media past 5 GB still goes; an upload that fails is aborted, leaving no
 * object and no parts. BACKUP_KEEP is applied to what the bucket lists, not to what the folder
 * let go, so copies left over by a day whose upload failed go at the next one that succeeds.
 */
export async function createBackupS3Copies(o: S3Options) {
  const [{ DeleteObjectCommand, ListObjectsV2Command }, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const client = await createS3Client(o);

  async function names(): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: o.bucket, Prefix: o.prefix, ContinuationToken: token }),
      );
      for (const obj of page.Contents ?? []) {
        const name = obj.Key?.slice(o.prefix.length) ?? '';
        // Only this product's backups, directly under the prefix: nothing else there is touched.
        if (isBackupFileName(name)) found.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort();
  }

  return {
    /** Puts `file` under its own name; resolves once the object is whole in the bucket. */
    async upload(file: string): Promise<void> {
      const body = createReadStream(file);
      try {
        await new Upload({
          client,
          params: { Bucket: o.bucket, Key: `${o.prefix}${path.basename(file)}`, Body: body },
          partSize: PART_BYTES,
          queueSize: 2,
        }).done();
      } finally {
        // The SDK pipes the body and does not close it when the request fails midway: a file
        // left open would keep a pruned backup's disk space until the process ends.
        body.destroy();
      }
    },
    /**
     * Removes all but the `keep` newest backups in the bucket; answers the names removed. A key
     * allowed objects but not the listing (no `s3:ListBucket`) removes `fallback` instead: the
     * names the folder let go, as the bucket holds the same ones on days whose upload went.
     */
    async prune(keep: number, fallback: string[]): Promise<string[]> {
      const all = await names().catch(() => undefined);
      const old = all ? all.slice(0, Math.max(0, all.length - keep)) : fallback;
      for (const name of old)
        await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: `${o.prefix}${name}` }));
      return old;
    },
    names,
  };
}
export type BackupS3Copies = Awaited<ReturnType<typeof createBackupS3Copies>>;
