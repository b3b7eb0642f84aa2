// Line-item evidence (spec §3 comments, §7 lineitem comments and line-item files): the payee's
// comments and files on the lines of its claim, the payer's on the lines of its certificate. The
// author's account sees and manages all of its own; the other party sees the shared pieces only,
// read only, once the document is served on it; internal ones never leave the account. Evidence
// may be added after service; what was shared by then is fixed. Another account gets 403/404.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';
import * as claimComments from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/lineitem/[itemId]/comments/route';
import * as claimComment from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/lineitem/[itemId]/comments/[commentId]/route';
import * as claimFiles from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/lineitem/[itemId]/files/route';
import * as claimFile from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/lineitem/[itemId]/files/[fileId]/route';
import * as servedComments from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/lineitem/[itemId]/comments/route';
import * as servedFiles from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/lineitem/[itemId]/files/route';
import * as servedFile from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/lineitem/[itemId]/files/[fileId]/route';
import * as certComments from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/lineitem/[itemId]/comments/route';
import * as certComment from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/lineitem/[itemId]/comments/[commentId]/route';
import * as certFiles from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/lineitem/[itemId]/files/route';
import * as certFile from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/lineitem/[itemId]/files/[fileId]/route';
import * as lineItem from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/route';
import { HAS_EVIDENCE_MESSAGE } from '@/lib/server/line-items/delete-line-item';
import { readDocumentEvidence } from '@/lib/server/line-evidence/list-line-evidence';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { callRoute } from '../support/call-route';
import { TINY_PNG } from '../support/call-upload';
import { certRoutes, download, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes } from '../support/claim-routes';
import { claimsSnapshot } from '../support/claims-demo';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;
type Handler = Parameters<typeof callRoute>[0];

let demo: CertDemo;
/** Claim 3 (draft), claim 2 (issued, served), certificate 1 (issued, on claim 1). */
let draftClaim: string;
let servedClaim: string;
let cert1: string;
let item11: string;
let item12: string;

const photo = (name = 'level-2-framing.png') => new File([TINY_PNG], name, { type: 'image/png' });

async function say(handler: Handler, params: Record<string, string>, body: object, method = 'POST') {
  return callRoute(handler, { method, params, body });
}

const names = (list: { content?: string; file_name?: string }[]) =>
  list.map((x) => x.content ?? x.file_name).sort();

async function history(where: { claimId?: string; certId?: string }, action: string) {
  return db().history.findMany({ where: { ...where, action }, orderBy: { createdAt: 'asc' } });
}

beforeAll(async () => {
  demo = await seedCertDemo();
  draftClaim = demo.claimIds[2]!;
  servedClaim = demo.claimIds[1]!;
  cert1 = (await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id, number: 1 } }))
    .id;
  item11 = (await demo.item('1.1')).id;
  item12 = (await demo.item('1.2')).id;
});

describe('the payee on its draft claim', () => {
  const line = () => ({ ...demo.claim(draftClaim), itemId: item11 });

  it('adds shared and internal comments, edits, shares and deletes them, each with a history row', async () => {
    signInAs(demo.users.claimer);
    const shared = await say(claimComments.POST, line(), {
      content: '  Level 2 framing complete, see photos.  ',
      shared: true,
      is_claim: true,
      doc_uuid: draftClaim,
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({
      content: 'Level 2 framing complete, see photos.',
      shared: true,
      is_claim: true,
      doc_uuid: draftClaim,
      line_item_id: item11,
      author: expect.any(String),
      added_after_service: false,
      actions: ['edit', 'unshare', 'delete'],
    });
    const internal = await say(claimComments.POST, line(), { content: 'Margin is thin on this line.' });
    expect(internal.body).toMatchObject({ shared: false, actions: ['edit', 'share', 'delete'] });

    const list = await callRoute(claimComments.GET, { params: line() });
    expect(names(list.body.comments)).toEqual([
      'Level 2 framing complete, see photos.',
      'Margin is thin on this line.',
    ]);

    const id = internal.body.comment_id;
    const edited = await say(
      claimComment.PATCH,
      { ...line(), commentId: id },
      { content: 'Margin: 4%.' },
      'PATCH',
    );
    expect(edited.body).toMatchObject({ content: 'Margin: 4%.', shared: false });
    const sharedNow = await say(claimComment.PATCH, { ...line(), commentId: id }, { shared: true }, 'PATCH');
    expect(sharedNow.body.shared).toBe(true);
    const deleted = await callRoute(claimComment.DELETE, {
      method: 'DELETE',
      params: { ...line(), commentId: id },
    });
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    expect(await db().comment.count({ where: { id } })).toBe(0);

    const added = await history({ claimId: draftClaim }, 'claim.line_comment_added');
    expect(added).toHaveLength(2);
    expect(added[0]!.details).toMatchObject({ line_item_id: item11, item: expect.stringMatching(/^1\.1 /) });
    expect(await history({ claimId: draftClaim }, 'claim.line_comment_updated')).toHaveLength(2);
    expect(await history({ claimId: draftClaim }, 'claim.line_comment_deleted')).toHaveLength(1);
    // The claim's own history names the line.
    const page = await callRoute(claimRoutes.history.GET, {
      params: demo.claim(draftClaim),
      url: 'http://localhost/x?limit=100',
    });
    expect(page.body.history.map((h: { what: string }) => h.what)).toContain(
      `Comment added to a line: ${added[0]!.details && (added[0]!.details as { item: string }).item}`,
    );
  });

  it('uploads files to a line, downloads and shares them; they are not the claim’s own files', async () => {
    signInAs(demo.users.claimer);
    const up = await postForm(claimFiles.POST, line(), { file: photo(), is_shared: 'true' });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({
      file_name: 'level-2-framing.png',
      fileType: 'image/png',
      size: TINY_PNG.byteLength,
      is_shared: true,
      line_item_id: item11,
      actions: ['unshare', 'delete'],
    });
    const docket = await postForm(claimFiles.POST, line(), { file: photo('docket-4471.png') });
    expect(docket.body.is_shared).toBe(false);

    const files = await callRoute(claimFiles.GET, { params: line() });
    expect(names(files.body.files)).toEqual(['docket-4471.png', 'level-2-framing.png']);
    const got = await download(claimFile.GET, { ...line(), fileId: up.body.file_id });
    expect(got.status).toBe(200);
    expect(Buffer.from(got.bytes!).equals(Buffer.from(TINY_PNG))).toBe(true);

    const shared = await say(
      claimFile.PATCH,
      { ...line(), fileId: docket.body.file_id },
      { is_shared: true },
      'PATCH',
    );
    expect(shared.body.is_shared).toBe(true);

    // Not in the claim's Files, nor reachable through the claim's own file routes.
    const read = await callRoute(claimRoutes.one.GET, { params: demo.claim(draftClaim) });
    expect(read.body.attachments.map((a: { file_id: string }) => a.file_id)).not.toContain(up.body.file_id);
    const viaClaim = await download(claimRoutes.file.GET, {
      ...demo.claim(draftClaim),
      fileId: up.body.file_id,
    });
    expect(viaClaim.status).toBe(404);
    // Nor through another line of the same claim.
    const otherLine = await download(claimFile.GET, { ...line(), itemId: item12, fileId: up.body.file_id });
    expect(otherLine.status).toBe(404);
    expect(await history({ claimId: draftClaim }, 'claim.line_file_added')).toHaveLength(2);
  });

  it('a colleague may share or delete a comment but not change its words; a viewer changes nothing', async () => {
    signInAs(demo.users.claimer);
    const mine = await say(claimComments.POST, line(), { content: 'Measured by Hemi on 12 Nov.' });
    const params = { ...line(), commentId: mine.body.comment_id };

    signInAs(demo.users.manager);
    const listed = await callRoute(claimComments.GET, { params: line() });
    expect(listed.body.comments.find((c: JsonBody) => c.comment_id === mine.body.comment_id).actions).toEqual(
      ['share', 'delete'],
    );
    const words = await say(claimComment.PATCH, params, { content: 'Rewritten.' }, 'PATCH');
    expect(words.status).toBe(403);
    expect(words.body.errors[0].message).toBe('Only the person who wrote a comment can change its words.');
    expect((await say(claimComment.PATCH, params, { shared: true }, 'PATCH')).status).toBe(200);

    signInAs(demo.users.viewer);
    const before = await claimsSnapshot();
    const counts = [await db().comment.count(), await db().attachment.count()];
    expect((await callRoute(claimComments.GET, { params: line() })).status).toBe(200);
    const viewerList = await callRoute(claimComments.GET, { params: line() });
    expect(viewerList.body.comments.every((c: JsonBody) => c.actions.length === 0)).toBe(true);
    expect((await say(claimComments.POST, line(), { content: 'x' })).status).toBe(403);
    expect((await say(claimComment.PATCH, params, { shared: false }, 'PATCH')).status).toBe(403);
    expect((await callRoute(claimComment.DELETE, { method: 'DELETE', params })).status).toBe(403);
    expect((await postForm(claimFiles.POST, line(), { file: photo() })).status).toBe(403);
    expect([await db().comment.count(), await db().attachment.count()]).toEqual(counts);
    expect(await claimsSnapshot()).toEqual(before);

    signInAs(demo.users.manager);
    expect((await callRoute(claimComment.DELETE, { method: 'DELETE', params })).status).toBe(200);
  });

  it('two deletes of one comment or file at once: one succeeds, the other is 404', async () => {
    signInAs(demo.users.claimer);
    const c = await say(claimComments.POST, line(), { content: 'Twice.' });
    const f = await postForm(claimFiles.POST, line(), { file: photo('twice.png') });
    const del = (handler: Handler, params: Record<string, string>) =>
      callRoute(handler, { method: 'DELETE', params });
    const comments = await Promise.all([
      del(claimComment.DELETE, { ...line(), commentId: c.body.comment_id }),
      del(claimComment.DELETE, { ...line(), commentId: c.body.comment_id }),
    ]);
    const files = await Promise.all([
      del(claimFile.DELETE, { ...line(), fileId: f.body.file_id }),
      del(claimFile.DELETE, { ...line(), fileId: f.body.file_id }),
    ]);
    expect(comments.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(files.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await history({ claimId: draftClaim }, 'claim.line_file_deleted')).toHaveLength(1);
  });

  it('refuses bad input with 4xx and the spec’s error shape', async () => {
    signInAs(demo.users.claimer);
    const cases: [object, string, string?][] = [
      [{ content: 'x'.repeat(2_001) }, 'Use at most 2,000 characters', 'content'],
      [{ content: '   ' }, 'Enter a comment', 'content'],
      [{ content: 'ok', shared: 'yes' }, 'Invalid input: expected boolean, received string', 'shared'],
      [{ content: 'ok', author_id: demo.users.manager }, 'Unrecognized key: "author_id"'],
      [{ content: 'ok', doc_uuid: servedClaim }, 'This is not the document in the address', 'doc_uuid'],
      [{ content: 'ok', is_claim: false }, 'This is a claim line', 'is_claim'],
    ];
    for (const [body, message, field] of cases) {
      const res = await say(claimComments.POST, line(), body);
      expect([JSON.stringify(body).slice(0, 40), res.status]).toEqual([
        JSON.stringify(body).slice(0, 40),
        422,
      ]);
      expect(res.body.errors[0]).toMatchObject({ message, ...(field ? { field } : {}) });
    }
    const exactly = await say(claimComments.POST, line(), { content: 'y'.repeat(2_000) });
    expect(exactly.status).toBe(201);
    const patchNothing = await say(
      claimComment.PATCH,
      { ...line(), commentId: exactly.body.comment_id },
      { comment_id: exactly.body.comment_id },
      'PATCH',
    );
    expect(patchNothing.status).toBe(422);
    const wrongId = await say(
      claimComment.PATCH,
      { ...line(), commentId: exactly.body.comment_id },
      { shared: true, comment_id: crypto.randomUUID() },
      'PATCH',
    );
    expect(wrongId.body.errors[0]).toMatchObject({ field: 'comment_id' });

    const badShared = await postForm(claimFiles.POST, line(), { file: photo(), is_shared: 'maybe' });
    expect(badShared.status).toBe(422);
    expect(badShared.body.errors[0].field).toBe('is_shared');
    expect((await postForm(claimFiles.POST, line(), { is_shared: 'true' })).status).toBe(422);
    const notUuid = await callRoute(claimComments.GET, { params: { ...line(), itemId: 'not-an-id' } });
    expect(notUuid.status).toBe(422);

    // A line that is not on this contract, a comment of another line.
    expect(
      (await callRoute(claimComments.GET, { params: { ...line(), itemId: crypto.randomUUID() } })).status,
    ).toBe(404);
    const elsewhere = await say(
      claimComment.PATCH,
      { ...line(), itemId: item12, commentId: exactly.body.comment_id },
      { shared: true },
      'PATCH',
    );
    expect(elsewhere.status).toBe(404);
  });
});

describe('a served claim: the payer sees the shared evidence only; what was shared is fixed', () => {
  const payeeLine = () => ({ ...demo.claim(servedClaim), itemId: item12 });
  const payerLine = () => ({ ...demo.claim(servedClaim, 'payer'), itemId: item12 });
  let ids: { sharedComment: string; internalComment: string; sharedFile: string; internalFile: string };

  beforeAll(async () => {
    signInAs(demo.users.claimer);
    // Added after the claim was served: allowed (an answer to the certifier's query).
    const sharedComment = await say(claimComments.POST, payeeLine(), {
      content: 'Docket 4471 attached.',
      shared: true,
    });
    expect(sharedComment.status).toBe(201);
    expect(sharedComment.body.added_after_service).toBe(true);
    const internalComment = await say(claimComments.POST, payeeLine(), {
      content: 'Supplier invoice still disputed.',
    });
    const sharedFile = await postForm(claimFiles.POST, payeeLine(), {
      file: photo('docket-4471.png'),
      is_shared: 'true',
    });
    const internalFile = await postForm(claimFiles.POST, payeeLine(), { file: photo('our-costs.png') });
    ids = {
      sharedComment: sharedComment.body.comment_id,
      internalComment: internalComment.body.comment_id,
      sharedFile: sharedFile.body.file_id,
      internalFile: internalFile.body.file_id,
    };
  });

  it('the payer lists and downloads only what was shared, read only', async () => {
    signInAs(demo.users.certifier);
    const comments = await callRoute(servedComments.GET, { params: payerLine() });
    expect(comments.status).toBe(200);
    expect(comments.body.comments.map((c: JsonBody) => [c.content, c.actions])).toEqual([
      ['Docket 4471 attached.', []],
    ]);
    expect(JSON.stringify(comments.body)).not.toContain('disputed');
    const files = await callRoute(servedFiles.GET, { params: payerLine() });
    expect(files.body.files.map((f: JsonBody) => [f.file_name, f.actions])).toEqual([
      ['docket-4471.png', []],
    ]);
    expect((await download(servedFile.GET, { ...payerLine(), fileId: ids.sharedFile })).status).toBe(200);
    expect((await download(servedFile.GET, { ...payerLine(), fileId: ids.internalFile })).status).toBe(404);
    // Nor through the claim's own shared-file route.
    const viaClaim = await download(claimRoutes.payerFile.GET, {
      ...demo.claim(servedClaim, 'payer'),
      fileId: ids.sharedFile,
    });
    expect(viaClaim.status).toBe(404);
  });

  it('the screens’ whole-document read gives each side what it may see, by line', async () => {
    const payer = (await resolveActor(demo.users.certifier, demo.payer.acc))!;
    const payee = (await resolveActor(demo.users.claimer, demo.payee.acc))!;
    const ref = { projectId: demo.payer.g, contractId: demo.contract.id, claimId: servedClaim };
    const served = await readDocumentEvidence(payer, { document: 'served_claim', ref });
    expect(served).toMatchObject({ can_add: false, own: false });
    expect(Object.keys(served.lines)).toEqual([item12]);
    expect(served.lines[item12]!.comments.map((c) => c.content)).toEqual(['Docket 4471 attached.']);
    expect(served.lines[item12]!.files.map((f) => f.file_name)).toEqual(['docket-4471.png']);
    const own = await readDocumentEvidence(payee, {
      document: 'claim',
      ref: { ...ref, projectId: demo.payee.g },
    });
    expect(own).toMatchObject({ can_add: true, own: true });
    expect(own.lines[item12]!.comments).toHaveLength(2);
    expect(own.lines[item12]!.files).toHaveLength(2);
  });

  it('the payer cannot write the claim’s evidence, and sees nothing of a claim not served on it', async () => {
    signInAs(demo.users.certifier);
    const counts = [await db().comment.count(), await db().attachment.count()];
    expect((await say(claimComments.POST, payerLine(), { content: 'Not yours.' })).status).toBe(404);
    expect((await callRoute(claimComments.GET, { params: payerLine() })).status).toBe(404);
    const commentParams = { ...payerLine(), commentId: ids.sharedComment };
    expect((await say(claimComment.PATCH, commentParams, { shared: false }, 'PATCH')).status).toBe(404);
    expect((await callRoute(claimComment.DELETE, { method: 'DELETE', params: commentParams })).status).toBe(
      404,
    );
    expect((await postForm(claimFiles.POST, payerLine(), { file: photo() })).status).toBe(404);
    expect([await db().comment.count(), await db().attachment.count()]).toEqual(counts);

    const draftLine = { ...demo.claim(draftClaim, 'payer'), itemId: item11 };
    expect((await callRoute(servedComments.GET, { params: draftLine })).status).toBe(404);
    expect((await callRoute(servedFiles.GET, { params: draftLine })).status).toBe(404);
  });

  it('the payee cannot edit, unshare or delete what it shared; internal evidence stays its own', async () => {
    signInAs(demo.users.claimer);
    const fixed = 'This comment was shared with the other party on a served document, so it stays as it is.';
    const sharedComment = { ...payeeLine(), commentId: ids.sharedComment };
    const listed = await callRoute(claimComments.GET, { params: payeeLine() });
    expect(listed.body.comments.find((c: JsonBody) => c.comment_id === ids.sharedComment).actions).toEqual(
      [],
    );
    for (const body of [{ content: 'Changed.' }, { shared: false }]) {
      const res = await say(claimComment.PATCH, sharedComment, body, 'PATCH');
      expect(res).toMatchObject({ status: 409, body: { errors: [{ message: fixed }] } });
    }
    expect((await callRoute(claimComment.DELETE, { method: 'DELETE', params: sharedComment })).status).toBe(
      409,
    );
    const sharedFile = { ...payeeLine(), fileId: ids.sharedFile };
    expect((await say(claimFile.PATCH, sharedFile, { is_shared: false }, 'PATCH')).status).toBe(409);
    expect((await callRoute(claimFile.DELETE, { method: 'DELETE', params: sharedFile })).status).toBe(409);
    expect(await db().comment.findUniqueOrThrow({ where: { id: ids.sharedComment } })).toMatchObject({
      content: 'Docket 4471 attached.',
      isShared: true,
    });

    const internal = { ...payeeLine(), commentId: ids.internalComment };
    expect(
      (await say(claimComment.PATCH, internal, { content: 'Invoice disputed: $1,200.' }, 'PATCH')).status,
    ).toBe(200);
    const internalFile = { ...payeeLine(), fileId: ids.internalFile };
    expect((await callRoute(claimFile.DELETE, { method: 'DELETE', params: internalFile })).status).toBe(200);
    // Sharing an internal comment after service is allowed, and then fixes it.
    expect((await say(claimComment.PATCH, internal, { shared: true }, 'PATCH')).status).toBe(200);
    expect((await callRoute(claimComment.DELETE, { method: 'DELETE', params: internal })).status).toBe(409);
  });

  it('a piece shared on a draft becomes fixed when the claim is served', async () => {
    signInAs(demo.users.claimer);
    const line = { ...demo.claim(draftClaim), itemId: item12 };
    const c = await say(claimComments.POST, line, { content: 'Shared before issue.', shared: true });
    expect(c.body.actions).toEqual(['edit', 'unshare', 'delete']);
    await db().claim.update({ where: { id: draftClaim }, data: { status: 'issued', servedAt: new Date() } });
    try {
      const res = await callRoute(claimComment.DELETE, {
        method: 'DELETE',
        params: { ...line, commentId: c.body.comment_id },
      });
      expect(res.status).toBe(409);
      signInAs(demo.users.certifier);
      const seen = await callRoute(servedComments.GET, {
        params: { ...demo.claim(draftClaim, 'payer'), itemId: item12 },
      });
      expect(seen.body.comments.map((x: JsonBody) => [x.content, x.added_after_service])).toEqual([
        ['Shared before issue.', false],
      ]);
    } finally {
      await db().claim.update({ where: { id: draftClaim }, data: { status: 'draft', servedAt: null } });
    }
    signInAs(demo.users.claimer);
    const again = await callRoute(claimComment.DELETE, {
      method: 'DELETE',
      params: { ...line, commentId: c.body.comment_id },
    });
    expect(again.status).toBe(200);
  });
});

describe('certificates: the payer’s evidence, the payee sees the shared part of an issued one', () => {
  let draftCert: string;
  /** A certificate's line from either side: certificate 1 is on claim 1, the draft on claim 2. */
  const certParams = (cert: string, side: 'payer' | 'payee') =>
    cert === cert1 ? { ...demo.claim(demo.claimIds[0]!, side), cert } : demo.cert(cert, side);
  const payerLine = (cert: string) => ({ ...certParams(cert, 'payer'), itemId: item11 });
  const payeeLine = (cert: string) => ({ ...certParams(cert, 'payee'), itemId: item11 });

  beforeAll(async () => {
    signInAs(demo.users.certifier);
    const created = await callRoute(certRoutes.list.POST, { params: demo.payerClaim, body: {} });
    draftCert = created.body.cert.cert_id;
  });

  it('the payer adds comments and files (the spec’s item POST multipart) on its draft', async () => {
    signInAs(demo.users.certifier);
    const shared = await say(certComments.POST, payerLine(draftCert), {
      content: 'Certified at 60%: the top plates are not fixed.',
      shared: true,
      is_claim: false,
      doc_uuid: draftCert,
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({
      is_claim: false,
      doc_uuid: draftCert,
      actions: ['edit', 'unshare', 'delete'],
    });
    await say(certComments.POST, payerLine(draftCert), { content: 'QS to recheck next month.' });
    const file = await postForm(certFiles.POST, payerLine(draftCert), {
      file: photo('site-walk.png'),
      is_shared: 'true',
    });
    expect(file.status).toBe(201);
    const wrongKind = await say(certComments.POST, payerLine(draftCert), { content: 'x', is_claim: true });
    expect(wrongKind.body.errors[0]).toMatchObject({
      field: 'is_claim',
      message: 'This is a certificate line',
    });
    expect(await history({ certId: draftCert }, 'certificate.line_comment_added')).toHaveLength(2);
    expect(await history({ certId: draftCert }, 'certificate.line_file_added')).toHaveLength(1);
    // Not among the certificate's own files.
    const read = await callRoute(certRoutes.one.GET, { params: demo.cert(draftCert) });
    expect(read.body.attachments).toEqual([]);

    // The payee sees nothing of a draft certificate.
    signInAs(demo.users.claimer);
    expect((await callRoute(certComments.GET, { params: payeeLine(draftCert) })).status).toBe(404);
    expect((await callRoute(certFiles.GET, { params: payeeLine(draftCert) })).status).toBe(404);
    expect(
      (await download(certFile.GET, { ...payeeLine(draftCert), fileId: file.body.file_id })).status,
    ).toBe(404);
  });

  it('on an issued certificate the payee reads the shared pieces only and can write nothing', async () => {
    signInAs(demo.users.certifier);
    const shared = await say(certComments.POST, payerLine(cert1), {
      content: 'See the site walk photo.',
      shared: true,
    });
    expect(shared.body.added_after_service).toBe(true);
    await say(certComments.POST, payerLine(cert1), { content: 'Internal: hold 5% more next time.' });
    const file = await postForm(certFiles.POST, payerLine(cert1), {
      file: photo('walk.png'),
      is_shared: 'true',
    });
    const internalFile = await postForm(certFiles.POST, payerLine(cert1), { file: photo('ours.png') });
    // Shared on an issued certificate: fixed.
    const fixedDelete = await callRoute(certComment.DELETE, {
      method: 'DELETE',
      params: { ...payerLine(cert1), commentId: shared.body.comment_id },
    });
    expect(fixedDelete.status).toBe(409);
    expect(
      (
        await say(
          certFile.PATCH,
          { ...payerLine(cert1), fileId: file.body.file_id },
          { is_shared: false },
          'PATCH',
        )
      ).status,
    ).toBe(409);

    signInAs(demo.users.claimer);
    const comments = await callRoute(certComments.GET, { params: payeeLine(cert1) });
    expect(comments.body.comments.map((c: JsonBody) => [c.content, c.actions])).toEqual([
      ['See the site walk photo.', []],
    ]);
    const files = await callRoute(certFiles.GET, { params: payeeLine(cert1) });
    expect(files.body.files.map((f: JsonBody) => f.file_name)).toEqual(['walk.png']);
    expect((await download(certFile.GET, { ...payeeLine(cert1), fileId: file.body.file_id })).status).toBe(
      200,
    );
    expect(
      (await download(certFile.GET, { ...payeeLine(cert1), fileId: internalFile.body.file_id })).status,
    ).toBe(404);
    const counts = [await db().comment.count(), await db().attachment.count()];
    expect((await say(certComments.POST, payeeLine(cert1), { content: 'Disagree.' })).status).toBe(404);
    expect((await postForm(certFiles.POST, payeeLine(cert1), { file: photo() })).status).toBe(404);
    const params = { ...payeeLine(cert1), commentId: shared.body.comment_id };
    expect((await say(certComment.PATCH, params, { shared: false }, 'PATCH')).status).toBe(404);
    expect((await callRoute(certComment.DELETE, { method: 'DELETE', params })).status).toBe(404);
    expect([await db().comment.count(), await db().attachment.count()]).toEqual(counts);
  });
});

describe('another account', () => {
  it('gets 403 or 404 and no data on every evidence route, with the demo’s ids in its path too', async () => {
    signInAs(demo.users.claimer);
    const c = await say(
      claimComments.POST,
      { ...demo.claim(servedClaim), itemId: item11 },
      {
        content: 'Shared photo note.',
        shared: true,
      },
    );
    const f = await postForm(
      claimFiles.POST,
      { ...demo.claim(servedClaim), itemId: item11 },
      {
        file: photo('shared.png'),
        is_shared: 'true',
      },
    );
    const other = await createAccountWithOwner('Outsider Ltd');
    const { project, contract } = await createProjectWithContract(other.accountId, 'Outsider project');
    signInAs(other.userId);
    const before = [await db().comment.count(), await db().attachment.count()];
    const ids = { itemId: item11, commentId: c.body.comment_id, fileId: f.body.file_id, cert: cert1 };
    // (Certificate 1 is on claim 1; with claim 2 in the path it would be 404 for anyone.)
    const paths = [
      { ...demo.claim(servedClaim), ...ids }, // the payee's path: not a member → 403
      { ...demo.claim(servedClaim, 'payer'), ...ids }, // the payer's path: not a member → 403
      { ...demo.claim(servedClaim), acc: other.accountId, ...ids }, // own account, their ids → 404
      { acc: other.accountId, g: project.id, c: contract.id, cl: servedClaim, ...ids }, // own contract → 404
    ];
    const calls: [string, (p: Record<string, string>) => Promise<{ status: number; body: JsonBody }>][] = [
      ['claim comments', (p) => callRoute(claimComments.GET, { params: p })],
      ['add claim comment', (p) => say(claimComments.POST, p, { content: 'x' })],
      ['edit claim comment', (p) => say(claimComment.PATCH, p, { shared: false }, 'PATCH')],
      ['delete claim comment', (p) => callRoute(claimComment.DELETE, { method: 'DELETE', params: p })],
      ['claim files', (p) => callRoute(claimFiles.GET, { params: p })],
      ['upload claim file', (p) => postForm(claimFiles.POST, p, { file: photo() })],
      ['download claim file', async (p) => ({ ...(await download(claimFile.GET, p)), body: {} })],
      ['share claim file', (p) => say(claimFile.PATCH, p, { is_shared: false }, 'PATCH')],
      ['delete claim file', (p) => callRoute(claimFile.DELETE, { method: 'DELETE', params: p })],
      ['served comments', (p) => callRoute(servedComments.GET, { params: p })],
      ['served files', (p) => callRoute(servedFiles.GET, { params: p })],
      ['served file', async (p) => ({ ...(await download(servedFile.GET, p)), body: {} })],
      ['cert comments', (p) => callRoute(certComments.GET, { params: p })],
      ['add cert comment', (p) => say(certComments.POST, p, { content: 'x' })],
      ['cert files', (p) => callRoute(certFiles.GET, { params: p })],
      ['upload cert file', (p) => postForm(certFiles.POST, p, { file: photo() })],
      ['cert file', async (p) => ({ ...(await download(certFile.GET, p)), body: {} })],
    ];
    for (const [name, run] of calls) {
      const statuses = [];
      for (const p of paths) {
        const res = await run(p);
        statuses.push(res.status);
        expect(JSON.stringify(res.body ?? {})).not.toMatch(/Shared photo note|shared\.png/);
      }
      expect([name, statuses]).toEqual([name, [403, 403, 404, 404]]);
    }
    expect([await db().comment.count(), await db().attachment.count()]).toEqual(before);
  });
});

describe('the schedule and the claim keep their evidence right', () => {
  it('a line with evidence cannot be deleted from the schedule until its evidence is gone', async () => {
    const extra = await db().lineItem.create({
      data: {
        contractId: demo.contract.id,
        kind: 'base',
        description: 'Temporary item',
        position: 999,
        total: 0n,
      },
    });
    signInAs(demo.users.claimer);
    const c = await say(
      claimComments.POST,
      { ...demo.claim(draftClaim), itemId: extra.id },
      { content: 'Note.' },
    );
    expect(c.status).toBe(201);
    signInAs(demo.users.certifier);
    const params = { ...demo.payer, itemId: extra.id };
    const refused = await callRoute(lineItem.DELETE, { method: 'DELETE', params });
    expect(refused).toMatchObject({ status: 409, body: { errors: [{ message: HAS_EVIDENCE_MESSAGE }] } });
    signInAs(demo.users.claimer);
    await callRoute(claimComment.DELETE, {
      method: 'DELETE',
      params: { ...demo.claim(draftClaim), itemId: extra.id, commentId: c.body.comment_id },
    });
    signInAs(demo.users.certifier);
    expect((await callRoute(lineItem.DELETE, { method: 'DELETE', params })).status).toBe(200);
  });

  it('deleting a draft claim deletes its lines’ comments and files, stored bytes included', async () => {
    signInAs(demo.users.claimer);
    const line = { ...demo.claim(draftClaim), itemId: item11 };
    const up = await postForm(claimFiles.POST, line, { file: photo('gone.png') });
    const row = await db().attachment.findUniqueOrThrow({ where: { id: up.body.file_id } });
    expect(await db().comment.count({ where: { claimId: draftClaim } })).toBeGreaterThan(0);
    const res = await callRoute(claimRoutes.one.DELETE, { method: 'DELETE', params: demo.claim(draftClaim) });
    expect(res.status).toBe(200);
    expect(await db().comment.count({ where: { claimId: draftClaim } })).toBe(0);
    expect(await db().attachment.count({ where: { claimId: draftClaim } })).toBe(0);
    await expect(getFile(row.storageKey)).rejects.toThrow();
  });
});
