import type { Readable } from 'node:stream';

import { type MediaDriver, MediaMissing } from './media-driver.ts';
import { createS3Client, type S3Options } from './s3-client.ts';

export type { S3Options };

/** Media as objects of an S3-compatible bucket, streamed both ways (AWS SDK v3). */
export async function createS3MediaDriver(o: S3Options): Promise<MediaDriver> {
  // Loaded only when asked for: a server on the local folder does not pay the SDK at start.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    PutObjectCommand,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const client = await createS3Client(o);
  const Key = (key: string) => `${o.prefix}${key}`;
  const isMissing = (err: unknown) =>
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
  return {
    async put(key, body, length) {
      // One PUT (up to 5 GB), length known before: objects appear whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket: o.bucket,
          Key: Key(key),
          Body: body,
          ContentLength: length,
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: Key(key) }));
        return res.Body as Readable;
      } catch (err) {
        throw isMissing(err) ? new MediaMissing(key) : err;
      }
    },
    async size(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: o.bucket, Key: Key(key) }));
        return res.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: Key(key) }));
    },
  };
}
