// A real S3-compatible server for the file store tests: s3rver, the S3 HTTP API over a temporary
// folder, on a free port. It knows one access key (S3RVER) and refuses others, but does not
// recompute SigV4 signatures, so a wrong secret key goes unnoticed here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3FileStoreConfig } from '@/lib/files/s3-file-store';

const BUCKET = 'claimcert-test';

export async function startS3Server(): Promise<{
  config: S3FileStoreConfig;
  /** The settings that point the app's file store at it (lib/files/file-store-config.ts). */
  env: Record<string, string>;
  stop(): Promise<void>;
}> {
  const directory = mkdtempSync(path.join(tmpdir(), 'claimcert-test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
