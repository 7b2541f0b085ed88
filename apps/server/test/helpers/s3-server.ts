import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

export interface TestS3 {
  url: string;
  bucket: string;
  /** Where the server keeps the objects, for a test that reads what is at rest. */
  dir: string;
  /** The server's settings for an app or a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free local port, with one empty bucket: the
 * object store a clinic network would run (MinIO, Ceph, AWS), at the outer boundary.
 */
export async function startS3Server(): Promise<TestS3> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-s3-'));
  const bucket = 'midia-teste';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    dir,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: url,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
