// One contract for both file stores: the local folder (the default) and an S3 bucket, the latter
// against a real S3-compatible server (s3rver) speaking the S3 HTTP API.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '@/lib/files/file-store';
import { localFileStore } from '@/lib/files/local-file-store';
import { s3FileStore, type S3FileStoreConfig } from '@/lib/files/s3-file-store';
import { startS3Server } from '../support/s3-server';

const ACCOUNT = randomUUID();
const newKey = () => `${ACCOUNT}/contract-documents/${randomUUID()}`;

async function sha256(stream: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let chunks = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    chunks += 1;
  }
  return { digest: hash.digest('hex'), chunks };
}

let localDir: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  localDir = mkdtempSync(path.join(tmpdir(), 'claimcert-test-files-'));
  s3 = await startS3Server();
});

afterAll(async () => {
  rmSync(localDir, { recursive: true, force: true });
  await s3?.stop();
});

describe.each([
  ['local folder', () => localFileStore(localDir)],
  ['S3 bucket', () => s3FileStore(s3.config)],
])('file store: %s', (_name, makeStore: () => FileStore) => {
  it('gives back the bytes it was given, with their size', async () => {
    const store = makeStore();
    const key = newKey();
    await store.put(key, new TextEncoder().encode('%PDF-1.7 plan'), { contentType: 'application/pdf' });
    const file = await store.get(key);
    expect(file?.size).toBe(13);
    expect((await buffer(file!.body)).toString()).toBe('%PDF-1.7 plan');
  });

  it('streams a 25 MB upload in and back out unchanged', async () => {
    const store = makeStore();
    const key = newKey();
    const bytes = randomBytes(25 * 1024 * 1024);
    await store.put(key, new Blob([bytes], { type: 'application/zip' }), { contentType: 'application/zip' });
    const file = await store.get(key);
    expect(file?.size).toBe(bytes.length);
    const read = await sha256(file!.body);
    expect(read.digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    // Many chunks: the file arrived as a stream, not as one buffer.
    expect(read.chunks).toBeGreaterThan(10);
  });

  it('has nothing under a key it never stored, and deleting that key is no error', async () => {
    const store = makeStore();
    const key = newKey();
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('deletes a file, after which it is not found', async () => {
    const store = makeStore();
    const key = newKey();
    await store.put(key, new Uint8Array([1, 2, 3]), { contentType: 'application/octet-stream' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('reads a file written by another instance of the store', async () => {
    const key = newKey();
    await makeStore().put(key, new Uint8Array([4, 5, 6]), { contentType: 'application/octet-stream' });
    const file = await makeStore().get(key);
    expect([...(await buffer(file!.body))]).toEqual([4, 5, 6]);
  });

  it.each([
    '../../etc/passwd',
    `${ACCOUNT}/../../../etc/${randomUUID()}`,
    `contract-documents/${randomUUID()}/../../x`,
    `/${ACCOUNT}/contract-documents/${randomUUID()}`,
    `${ACCOUNT}/contract-documents/${randomUUID()}\u0000`,
    'not-an-account/contract-documents/00000000-0000-0000-0000-000000000000',
  ])('refuses the key %j for put, get and delete', async (key) => {
    const store = makeStore();
    await expect(store.put(key, new Uint8Array([1]), { contentType: 'text/plain' })).rejects.toThrow(
      /Invalid file key/,
    );
    await expect(store.get(key)).rejects.toThrow(/Invalid file key/);
    await expect(store.delete(key)).rejects.toThrow(/Invalid file key/);
  });
});

describe('S3 bucket specifics', () => {
  it('records the content type on the object', async () => {
    const key = newKey();
    await s3FileStore(s3.config).put(key, new Blob(['a,b\n1,2\n']), { contentType: 'text/csv' });
    const client = new S3Client({ ...s3.config });
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    expect(head.ContentType).toBe('text/csv');
    expect(head.ContentLength).toBe(8);
  });

  it('fails, storing nothing, with an access key the server does not know', async () => {
    const wrong: S3FileStoreConfig = {
      ...s3.config,
      credentials: { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'S3RVER' },
    };
    const key = newKey();
    await expect(
      s3FileStore(wrong).put(key, new Uint8Array([1]), { contentType: 'text/plain' }),
    ).rejects.toThrow(/Access Key Id/i);
    expect(await s3FileStore(s3.config).get(key)).toBeNull();
  });
});

describe('local folder specifics', () => {
  it('keeps each file at its key under the folder, with no partial file left beside it', async () => {
    const key = newKey();
    await localFileStore(localDir).put(key, new Uint8Array([7]), { contentType: 'text/plain' });
    // The same layout as the bucket's keys, so moving to S3 is copying the folder's contents.
    const [, area, name] = key.split('/');
    expect(readdirSync(path.join(localDir, ACCOUNT, area!)).filter((f) => f.startsWith(name!))).toEqual([
      name,
    ]);
  });
});
