// Two app instances, one bucket: a contract document uploaded through the real route handler with
// the S3 store configured is served by a second, independently created store — what a second app
// instance behind the load balancer does — and nothing is written to the local folder.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithContract } from '../support/contract-fixtures';
import { startS3Server } from '../support/s3-server';
import { db } from '@/lib/db/client';
import { s3FileStore } from '@/lib/files/s3-file-store';
import { POST as upload } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/attachments/route';
import {
  DELETE as remove,
  GET as download,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/attachments/[fileId]/route';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let localDir: string;
const SETTINGS = [
  'FILE_STORE_DIR',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

beforeAll(async () => {
  s3 = await startS3Server();
  localDir = mkdtempSync(path.join(tmpdir(), 'claimcert-test-files-'));
  // The app's file store follows these settings from its next use (lib/files/store.ts).
  Object.assign(process.env, { FILE_STORE_DIR: localDir, ...s3.env });
});

afterAll(async () => {
  for (const name of SETTINGS) delete process.env[name];
  rmSync(localDir, { recursive: true, force: true });
  await s3?.stop();
});

async function uploadDocument(params: Record<string, string>, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([bytes as BlobPart], 'Level 2 plan.pdf', { type: 'application/pdf' }));
  form.set('file_type', 'drawings');
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const request = new Request('http://localhost/api/attachments', {
    method: 'POST',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
    },
    body,
  });
  const response = await upload(request, { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

describe('contract documents on the S3 file store', () => {
  it('are stored in the bucket under the account, and a second store instance serves them', async () => {
    const { params, owner } = await accountWithContract();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5 * 1024 * 1024)]);

    const created = await uploadDocument(params, bytes);
    expect(created.status).toBe(201);
    const { storageKey } = await db().attachment.findUniqueOrThrow({ where: { id: created.body.file_id } });
    expect(storageKey).toMatch(new RegExp(`^${owner.accountId}/contract-documents/[0-9a-f-]{36}$`));
    expect(readdirSync(localDir)).toEqual([]);

    const secondInstance = s3FileStore({ ...s3.config });
    const stored = await secondInstance.get(storageKey);
    expect(stored?.size).toBe(bytes.length);
    expect((await buffer(stored!.body)).equals(bytes)).toBe(true);

    const fileParams = { params: Promise.resolve({ ...params, fileId: created.body.file_id }) };
    const downloaded = await download(new Request('http://localhost/x'), fileParams);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(bytes)).toBe(true);

    const deleted = await remove(new Request('http://localhost/x', { method: 'DELETE' }), fileParams);
    expect(deleted.status).toBe(200);
    expect(await secondInstance.get(storageKey)).toBeNull();
  });
});
