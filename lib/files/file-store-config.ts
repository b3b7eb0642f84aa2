// Which file store this installation uses, read from the environment: S3_BUCKET set → that
// bucket on an S3-compatible service; otherwise the local folder FILE_STORE_DIR (.data/files).
import path from 'node:path';
import { z } from 'zod';
import type { S3FileStoreConfig } from './s3-file-store';

/** An empty variable (`S3_BUCKET=` in an .env file) counts as unset. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const ZFileStoreEnv = z
  .object({
    FILE_STORE_DIR: setting(z.string()),
    S3_BUCKET: setting(z.string()),
    S3_ENDPOINT: setting(z.url({ protocol: /^https?$/ })),
    S3_REGION: setting(z.string()),
    S3_ACCESS_KEY_ID: setting(z.string()),
    S3_SECRET_ACCESS_KEY: setting(z.string()),
    S3_FORCE_PATH_STYLE: setting(z.enum(['true', 'false'])),
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
  });

export type FileStoreConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3FileStoreConfig);

export function fileStoreConfig(env: Record<string, string | undefined>): FileStoreConfig {
  const parsed = ZFileStoreEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'S3'}: ${i.message}`);
    throw new Error(`File store settings are invalid: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (!e.S3_BUCKET) return { kind: 'local', dir: path.resolve(e.FILE_STORE_DIR ?? '.data/files') };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}
