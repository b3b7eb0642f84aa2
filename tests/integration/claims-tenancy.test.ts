// Who may reach a claim. Another account gets 403 or 404 and no data on every claim route — with
// the demo's ids in its own path too; the payer sees only what was served on it (never drafts,
// internal notes, workflow or unshared files); a view-only user reads but cannot write.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { putFile } from '@/lib/files/store';
import { callRoute } from '../support/call-route';
import { claimRoutes as R, uploadFile } from '../support/claim-routes';
import { claimsSnapshot, seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';

let demo: ClaimsDemo;
let outsider: { userId: string; acc: string; g: string; c: string };
let files: { shared: string; unshared: string; draftFile: string };

type Handler = Parameters<typeof callRoute>[0];
interface Case {
  name: string;
  handler: Handler;
  method: string;
  body?: unknown;
  file?: boolean;
  /** Routes of a contract (no claim id): with its own contract an account is simply at home. */
  contractLevel?: boolean;
  query?: string;
  /** Answers a file rather than JSON when allowed. */
  binary?: boolean;
}

const NOTES = 'Internal: margin on this claim is thin.';
const comment = { comment: 'Because.' };

/** Every payee-side route with a body it would accept. */
const PAYEE: Case[] = [
  { name: 'list claims', handler: R.list.GET, method: 'GET', contractLevel: true },
  {
    name: 'create claim',
    handler: R.list.POST,
    method: 'POST',
    body: { claim_from: '2027-01-01', claim_to: '2027-01-31' },
    contractLevel: true,
  },
  {
    name: 'claim period',
    handler: R.period.GET,
    method: 'GET',
    contractLevel: true,
    query: '?claim_to=2027-01-31',
  },
  { name: 'read claim', handler: R.one.GET, method: 'GET' },
  { name: 'update claim', handler: R.one.PUT, method: 'PUT', body: { updated_at: new Date().toISOString() } },
  { name: 'delete claim', handler: R.one.DELETE, method: 'DELETE' },
  {
    name: 'update info',
    handler: R.info.PATCH,
    method: 'PATCH',
    body: { updated_at: new Date().toISOString() },
  },
  { name: 'read workflow', handler: R.workflow.GET, method: 'GET' },
  { name: 'send approval', handler: R.send.POST, method: 'POST' },
  { name: 'approve step', handler: R.approve.POST, method: 'POST', body: {} },
  { name: 'revert step', handler: R.revertStep.POST, method: 'POST', body: comment },
  { name: 'revert to draft', handler: R.toDraft.POST, method: 'POST', body: comment },
  { name: 'revert to review', handler: R.toReview.POST, method: 'POST', body: comment },
  {
    name: 'issue',
    handler: R.issue.POST,
    method: 'POST',
    body: {
      to_contacts: [{ contact_email: 'x@example.com' }],
      subject: 's',
      attachments: [],
      has_email_service: true,
    },
  },
  { name: 'resend form', handler: R.email.GET, method: 'GET' },
  {
    name: 'resend by email',
    handler: R.email.POST,
    method: 'POST',
    body: { to_contacts: [{ contact_email: 'x@example.com' }], subject: 's' },
  },
  { name: 'download pdf', handler: R.pdf.GET, method: 'GET', binary: true },
  { name: 'history', handler: R.history.GET, method: 'GET' },
  { name: 'upload file', handler: R.files.POST, method: 'POST', file: true },
  { name: 'download file', handler: R.file.GET, method: 'GET', binary: true },
  { name: 'share file', handler: R.file.PATCH, method: 'PATCH', body: { is_shared: true } },
  { name: 'delete file', handler: R.file.DELETE, method: 'DELETE' },
];

const PAYER: Case[] = [
  { name: 'payer read claim', handler: R.payerOne.GET, method: 'GET' },
  { name: 'payer pdf', handler: R.payerPdf.GET, method: 'GET', binary: true },
  { name: 'payer shared file', handler: R.payerFile.GET, method: 'GET', binary: true },
  { name: 'contract summary', handler: R.summary.GET, method: 'GET', contractLevel: true },
];

async function call(c: Case, params: Record<string, string>): Promise<{ status: number; body: JsonBody }> {
  if (c.file) return uploadFile(params, { name: 'evidence.pdf', bytes: new Uint8Array([37, 80, 68, 70]) });
  const url = `http://localhost/api/claims${c.query ?? ''}`;
  if (c.binary && c.method === 'GET') {
    // A download answers bytes when allowed and the { errors } JSON when not.
    const response = await c.handler(new Request(url), { params: Promise.resolve(params) });
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: type.includes('json') ? await response.json() : { bytes: true } };
  }
  return callRoute(c.handler, { method: c.method, params, body: c.body, url });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;

beforeAll(async () => {
  demo = await seedClaimsDemo();
  const other = await createAccountWithOwner('Outsider Ltd');
  const { project, contract } = await createProjectWithContract(other.accountId, 'Outsider project');
  outsider = { userId: other.userId, acc: other.accountId, g: project.id, c: contract.id };
  const [issued, draft] = [demo.claimIds[1]!, demo.claimIds[2]!];
  await db().claim.update({ where: { id: issued }, data: { internalNotes: NOTES } });
  const attach = async (claimId: string, fileName: string, isShared: boolean) =>
    (
      await db().attachment.create({
        data: {
          accountId: demo.payee.acc,
          contractId: demo.contract.id,
          claimId,
          fileName,
          fileType: 'application/pdf',
          size: 4n,
          storageKey: await putFile(demo.payee.acc, 'claim-attachments', new Uint8Array([1, 2, 3, 4])),
          isShared,
        },
      })
    ).id;
  files = {
    shared: await attach(issued, 'site-photos.pdf', true),
    unshared: await attach(issued, 'margin-workings.pdf', false),
    draftFile: await attach(draft, 'draft-notes.pdf', true),
  };
});

describe('another account', () => {
  const cases = [...PAYEE, ...PAYER];
  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: 403 or 404, no data, nothing changed',
    async (_n, c) => {
      signInAs(outsider.userId);
      const before = await claimsSnapshot();
      const cl = demo.claimIds[2]!;
      const paths = [
        { ...demo.claim(cl), fileId: files.draftFile }, // the demo's own path: not a member → 403
        { ...demo.claim(cl), acc: outsider.acc, fileId: files.draftFile }, // own account, their ids → 404
        // Own project and contract with their claim or file id → 404.
        ...(c.contractLevel
          ? []
          : [{ acc: outsider.acc, g: outsider.g, c: outsider.c, cl, fileId: files.draftFile }]),
      ];
      const statuses = [];
      for (const params of paths) {
        const res = await call(c, params);
        statuses.push(res.status);
        expect(res.body.errors).toHaveLength(1);
        expect(JSON.stringify(res.body)).not.toMatch(/Payment Claim|Interior fit-out|draft-notes/);
      }
      expect(statuses).toEqual(c.contractLevel ? [403, 404] : [403, 404, 404]);
      expect(await claimsSnapshot()).toEqual(before);
    },
  );

  it('its claims received list is empty', async () => {
    signInAs(outsider.userId);
    const res = await callRoute(R.received.GET, { params: { acc: outsider.acc } });
    expect(res).toMatchObject({ status: 200, body: { claims: [] } });
  });
});

describe('the payer', () => {
  it('cannot use the payee routes, even with its own project and contract ids', async () => {
    signInAs(demo.users.certifier);
    const before = await claimsSnapshot();
    for (const c of PAYEE) {
      const res = await call(c, { ...demo.claim(demo.claimIds[1]!, 'payer'), fileId: files.shared });
      expect([c.name, res.status]).toEqual([c.name, 404]);
    }
    expect(await claimsSnapshot()).toEqual(before);
  });

  it('never sees a draft, its files, internal notes, workflow or unshared files', async () => {
    signInAs(demo.users.certifier);
    const draft = { ...demo.claim(demo.claimIds[2]!, 'payer'), fileId: files.draftFile };
    for (const c of PAYER.slice(0, 3)) expect([c.name, (await call(c, draft)).status]).toEqual([c.name, 404]);

    const issued = demo.claim(demo.claimIds[1]!, 'payer');
    const read = await callRoute(R.payerOne.GET, { params: issued });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(NOTES);
    expect(read.body.workflow).toBeUndefined();
    expect(read.body.attachments.map((a: { file_name: string }) => a.file_name)).toEqual(['site-photos.pdf']);
    const download = PAYER[2]!;
    expect(await call(download, { ...issued, fileId: files.shared })).toEqual({
      status: 200,
      body: { bytes: true },
    });
    expect((await call(download, { ...issued, fileId: files.unshared })).status).toBe(404);

    const received = await callRoute(R.received.GET, { params: { acc: demo.payer.acc } });
    expect(received.body.claims.map((c: { claim_status: string }) => c.claim_status).sort()).toEqual([
      'certified',
      'issued',
    ]);
    const summary = await callRoute(R.summary.GET, { params: demo.payer });
    expect(summary.body.contractsummary.map((r: { claim_status: string }) => r.claim_status)).toEqual([
      'certified',
      'issued',
    ]);
  });

  it('following a link to a claim reverted to draft is sent to the reverted page', async () => {
    signInAs(demo.users.claimer);
    const res = await callRoute(R.toDraft.POST, {
      params: demo.claim(demo.claimIds[1]!),
      body: { comment: 'Wrong period' },
    });
    expect(res.body.status).toBe('draft');
    signInAs(demo.users.certifier);
    const read = await callRoute(R.payerOne.GET, { params: demo.claim(demo.claimIds[1]!, 'payer') });
    expect(read).toMatchObject({
      status: 200,
      body: { status: 301, redirect: '/error_404ClaimRevert?term=claim' },
    });
    expect(JSON.stringify(read.body)).not.toContain('Payment Claim');
    expect((await call(PAYER[1]!, demo.claim(demo.claimIds[1]!, 'payer'))).status).toBe(404);
  });
});

describe('a view-only user of the payee', () => {
  it('reads the claim and its PDF but every write is 403 and changes nothing', async () => {
    signInAs(demo.users.viewer);
    const params = { ...demo.claim(demo.claimIds[2]!), fileId: files.draftFile };
    expect((await callRoute(R.one.GET, { params })).status).toBe(200);
    const read = await callRoute(R.one.GET, { params });
    expect(read.body.actions).toEqual([]);
    const before = await claimsSnapshot();
    const writes = PAYEE.filter((c) => c.method !== 'GET');
    for (const c of writes) {
      const body =
        c.name === 'update claim' || c.name === 'update info'
          ? { updated_at: read.body.claim.updated_at }
          : c.body;
      const res = await call({ ...c, body }, params);
      expect([c.name, res.status]).toEqual([c.name, 403]);
    }
    expect(await claimsSnapshot()).toEqual(before);
  });
});
