import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { accountWithContract, placeCounterparty, projectOf, userOf } from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import {
  GET as list,
  POST as upload,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/attachments/route';
import {
  DELETE as remove,
  GET as download,
  PUT as update,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/attachments/[fileId]/route';

type Params = Record<string, string>;

/** A multipart request as a browser sends it: boundary in the content type, and its length. */
async function multipart(form: FormData, declaredLength?: number): Promise<Request> {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request('http://localhost/api/attachments', {
    method: 'POST',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(declaredLength ?? body.byteLength),
    },
    body,
  });
}

function documentForm(name: string, content: string | Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([content as BlobPart], name, { type: 'application/pdf' }));
  form.set('file_type', fields.file_type ?? 'drawings');
  if (fields.is_shared) form.set('is_shared', fields.is_shared);
  return form;
}

async function send(request: Request, params: Params) {
  const response = await upload(request, { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

const fileParams = (params: Params, fileId: string) => ({ ...params, fileId });

describe('contract documents', () => {
  it('uploads, lists, downloads (the same bytes), shares and deletes a document', async () => {
    const { params, owner } = await accountWithContract();
    const created = await send(await multipart(documentForm('Level 2 plan.pdf', '%PDF-1.7 plan')), params);
    expect(created.status).toBe(201);
    const fileId = created.body.file_id;

    const listed = await callRoute(list, { params });
    expect(listed.body.attachments).toEqual([
      expect.objectContaining({
        file_id: fileId,
        file_name: 'Level 2 plan.pdf',
        fileType: 'drawings',
        size: 13,
        is_shared: false,
        is_own: true,
      }),
    ]);
    const response = await download(new Request('http://localhost/x'), {
      params: Promise.resolve(fileParams(params, fileId)),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Level%202%20plan.pdf",
    );
    expect(await response.text()).toBe('%PDF-1.7 plan');

    expect(
      (
        await callRoute(update, {
          method: 'PUT',
          params: fileParams(params, fileId),
          body: { is_shared: true },
        })
      ).status,
    ).toBe(200);
    expect((await db().attachment.findUniqueOrThrow({ where: { id: fileId } })).isShared).toBe(true);
    expect((await callRoute(remove, { method: 'DELETE', params: fileParams(params, fileId) })).status).toBe(
      200,
    );
    expect((await callRoute(remove, { method: 'DELETE', params: fileParams(params, fileId) })).status).toBe(
      404,
    );
    expect((await callRoute(list, { params })).body.attachments).toEqual([]);
    const actions = await db().history.findMany({
      where: { contractId: params.c, accountId: owner.accountId },
      orderBy: { createdAt: 'asc' },
    });
    expect(actions.map((h) => h.action).slice(1)).toEqual([
      'contract.document_uploaded',
      'contract.document_updated',
      'contract.document_deleted',
    ]);
  });

  it('refuses a file over 100 MB with 413 and the exact §5 message, by declared size and by real size', async () => {
    const { params } = await accountWithContract();
    const declared = await send(
      await multipart(documentForm('big.pdf', 'x'), CONTRACT_DOCUMENT_SIZE_LIMIT + 2_000_000),
      params,
    );
    expect(declared).toEqual({ status: 413, body: { errors: [{ message: DOCUMENT_TOO_BIG_MESSAGE }] } });
    expect(DOCUMENT_TOO_BIG_MESSAGE).toBe(
      'The file is too big to be uploaded. Please use a file that is less than 100MB.',
    );
    const real = await send(
      await multipart(documentForm('big.pdf', new Uint8Array(CONTRACT_DOCUMENT_SIZE_LIMIT + 1))),
      params,
    );
    expect(real).toEqual({ status: 413, body: { errors: [{ message: DOCUMENT_TOO_BIG_MESSAGE }] } });
    expect(await db().attachment.count({ where: { contractId: params.c } })).toBe(0);
  }, 60_000);

  it('refuses uploads without a file, with a bad type, or not as multipart', async () => {
    const { params } = await accountWithContract();
    const noFile = new FormData();
    noFile.set('file_type', 'drawings');
    expect((await send(await multipart(noFile), params)).status).toBe(422);
    expect(
      (await send(await multipart(documentForm('a.txt', 'a', { file_type: 'secrets' })), params)).status,
    ).toBe(422);
    expect(
      (await send(await multipart(documentForm('a.txt', 'a', { is_shared: 'maybe' })), params)).status,
    ).toBe(422);
    const json = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await send(json, params)).status).toBe(415);
    expect(await db().attachment.count({ where: { contractId: params.c } })).toBe(0);
  });

  it('a view user may list and download but not upload, share or delete', async () => {
    const { params, owner } = await accountWithContract();
    const fileId = (await send(await multipart(documentForm('a.txt', 'a')), params)).body.file_id;
    signInAs(await userOf(owner.accountId, 'view'));
    expect((await callRoute(list, { params })).body.attachments).toHaveLength(1);
    expect((await send(await multipart(documentForm('b.txt', 'b')), params)).status).toBe(403);
    expect(
      (
        await callRoute(update, {
          method: 'PUT',
          params: fileParams(params, fileId),
          body: { is_shared: true },
        })
      ).status,
    ).toBe(403);
    expect((await callRoute(remove, { method: 'DELETE', params: fileParams(params, fileId) })).status).toBe(
      403,
    );
  });

  it('the other party sees only shared documents and cannot change them', async () => {
    const { params } = await accountWithContract();
    const secret = (await send(await multipart(documentForm('internal costs.txt', 'margin')), params)).body
      .file_id;
    const shared = (
      await send(await multipart(documentForm('programme.txt', 'dates', { is_shared: 'true' })), params)
    ).body.file_id;
    const { other, params: theirs } = await placeCounterparty(params.c, 'cert');
    signInAs(other.userId);
    const seen = await callRoute(list, { params: theirs });
    expect(
      seen.body.attachments.map((a: { file_id: string; is_own: boolean }) => [a.file_id, a.is_own]),
    ).toEqual([[shared, false]]);
    expect(JSON.stringify(seen.body)).not.toContain('internal costs');
    const secretDownload = await download(new Request('http://localhost/x'), {
      params: Promise.resolve(fileParams(theirs, secret)),
    });
    expect(secretDownload.status).toBe(404);
    expect(await secretDownload.text()).not.toContain('margin');
    const sharedDownload = await download(new Request('http://localhost/x'), {
      params: Promise.resolve(fileParams(theirs, shared)),
    });
    expect(await sharedDownload.text()).toBe('dates');
    expect(
      (
        await callRoute(update, {
          method: 'PUT',
          params: fileParams(theirs, shared),
          body: { is_shared: false },
        })
      ).status,
    ).toBe(404);
    expect((await callRoute(remove, { method: 'DELETE', params: fileParams(theirs, shared) })).status).toBe(
      404,
    );
    // Its own documents stay its own: the creator does not see them until shared.
    const theirsOnly = (await send(await multipart(documentForm('cert notes.txt', 'n')), theirs)).body
      .file_id;
    signInAs((await db().membership.findFirstOrThrow({ where: { accountId: params.acc } })).userId);
    expect(
      (await callRoute(list, { params })).body.attachments.map((a: { file_id: string }) => a.file_id),
    ).not.toContain(theirsOnly);
  });

  it('cross-tenant: a stranger cannot list, download, upload, share or delete, by any path', async () => {
    const { params } = await accountWithContract();
    const fileId = (
      await send(await multipart(documentForm('a.txt', 'secret bytes', { is_shared: 'true' })), params)
    ).body.file_id;
    const stranger = await createAccountWithOwner();
    const strangerProject = await projectOf(stranger.accountId);
    signInAs(stranger.userId);
    for (const p of [params, { ...params, acc: stranger.accountId, g: strangerProject.id }]) {
      expect([403, 404]).toContain((await callRoute(list, { params: p })).status);
      const got = await download(new Request('http://localhost/x'), {
        params: Promise.resolve(fileParams(p, fileId)),
      });
      expect([403, 404]).toContain(got.status);
      expect(await got.text()).not.toContain('secret bytes');
      expect([403, 404]).toContain((await send(await multipart(documentForm('x.txt', 'x')), p)).status);
      expect([403, 404]).toContain(
        (
          await callRoute(update, {
            method: 'PUT',
            params: fileParams(p, fileId),
            body: { is_shared: false },
          })
        ).status,
      );
      expect([403, 404]).toContain(
        (await callRoute(remove, { method: 'DELETE', params: fileParams(p, fileId) })).status,
      );
    }
    expect(await db().attachment.findUniqueOrThrow({ where: { id: fileId } })).toMatchObject({
      isShared: true,
    });
  });

  it('a file id of another contract, or a claim attachment, is not a document of this contract', async () => {
    const first = await accountWithContract();
    const fileId = (await send(await multipart(documentForm('a.txt', 'a')), first.params)).body.file_id;
    const second = await accountWithContract();
    const day = new Date('2026-10-31T00:00:00Z');
    const claim = await db().claim.create({
      data: {
        contractId: second.contractId,
        number: 1,
        name: 'Claim 1',
        claimFrom: day,
        claimTo: day,
        claimDueDate: day,
        certDueDate: day,
        paymentDueDate: day,
      },
    });
    const claimFile = await db().attachment.create({
      data: {
        accountId: second.owner.accountId,
        contractId: second.contractId,
        claimId: claim.id,
        fileName: 'claim backup.pdf',
        fileType: 'claim',
        size: 1n,
        storageKey: 'claim-files/00000000-0000-4000-8000-000000000000',
      },
    });
    signInAs(second.owner.userId);
    expect(
      (await callRoute(remove, { method: 'DELETE', params: fileParams(second.params, fileId) })).status,
    ).toBe(404);
    expect(await db().attachment.count({ where: { id: fileId } })).toBe(1);
    expect((await callRoute(list, { params: second.params })).body.attachments).toEqual([]);
    expect(
      (await callRoute(remove, { method: 'DELETE', params: fileParams(second.params, claimFile.id) })).status,
    ).toBe(404);
    expect(await db().attachment.count({ where: { id: claimFile.id } })).toBe(1);
  });
});
