import type { S3Client } from '@aws-sdk/client-s3';

export interface S3Options {
  /** Empty for AWS itself; the server's URL for MinIO, Ceph, R2, and the tests' S3 server. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Empty: the SDK's own chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO wants. */
  forcePathStyle: boolean;
  /** Optional prefix, so one bucket can hold more than this product. */
  prefix: string;
}

/**
 * The S3 client of the media store and of the backups' copies. The SDK is loaded only when
 * asked for: a server on the local folder does not pay for it at start.
 */
export async function createS3Client(o: S3Options): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    region: o.region,
    forcePathStyle: o.forcePathStyle,
    ...(o.accessKeyId && o.secretAccessKey
      ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
      : {}),
    // The SDK's default checksums send streamed bodies in aws-chunked framing, which many
    // S3-compatible servers store as it came (framing included): checksums only where required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
