import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileStoreConfig } from './file-store-config';

// The settings README "Configuration" documents: S3_BUCKET switches to S3, otherwise the folder.
describe('fileStoreConfig', () => {
  it.each([
    ['nothing set', {}, { kind: 'local', dir: path.resolve('.data/files') }],
    ['a folder', { FILE_STORE_DIR: '/srv/files' }, { kind: 'local', dir: '/srv/files' }],
    [
      'an empty S3_BUCKET, as .env.example leaves it',
      { S3_BUCKET: '' },
      { kind: 'local', dir: path.resolve('.data/files') },
    ],
  ])('uses the local folder with %s', (_case, env, expected) => {
    expect(fileStoreConfig(env)).toEqual(expected);
  });

  it('uses the bucket on a self-hosted store (MinIO) with its keys and path-style addressing', () => {
    expect(
      fileStoreConfig({
        FILE_STORE_DIR: '/srv/files',
        S3_BUCKET: 'claimcert',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'claimcert',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'claimcert',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'claimcert', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('uses AWS S3 itself with the SDK credential chain when only the bucket is set', () => {
    expect(fileStoreConfig({ S3_BUCKET: 'claimcert' })).toEqual({
      kind: 's3',
      bucket: 'claimcert',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    ['a key id without its secret', { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, /both S3_ACCESS_KEY_ID/],
    ['a secret without its key id', { S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' }, /both S3_ACCESS_KEY_ID/],
    ['an endpoint that is not a URL', { S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [
      'a path style that is not true or false',
      { S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' },
      /S3_FORCE_PATH_STYLE/,
    ],
  ])('refuses %s, naming the setting', (_case, env, message) => {
    expect(() => fileStoreConfig(env)).toThrow(message);
  });
});
