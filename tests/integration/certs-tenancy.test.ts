// Who may reach a certificate. Another account gets 403 or 404 and no data on every certificate,
// payment and report route — with the demo's ids in its own paths too; the claimer never sees the
// certifier's draft, internal notes, workflow or unshared files; a view-only user of the payer
// reads but cannot write.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { putFile } from '@/lib/files/store';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';

let demo: CertDemo;
let draft: string;
let cert1: string;
let files: { unshared: string; remittance: string };
let outsider: { userId: string; acc: string; g: string; c: string; cl: string; cert: string };
let viewer: string;

type Handler = Parameters<typeof callRoute>[0];
type Level = 'account' | 'contract' | 'claim' | 'cert' | 'paycert';
interface Case {
  name: string;
  handler: Handler;
  method: string;
  level: Level;
  body?: unknown;
  form?: () => Record<string, string | File>;
  binary?: boolean;
  query?: string;
}

const NOTES = 'Internal: the claimer is over-claiming again.';
const comment = { comment: 'Because.' };
const pdfFile = () =>
  new File([new Uint8Array([37, 80, 68, 70])], 'evidence.pdf', { type: 'application/pdf' });
const payment = () => ({ data: JSON.stringify({ paid_amount: 100, paid_on: '2026-11-01' }) });

const CASES: Case[] = [
  { name: 'claims received', handler: R.received.GET, method: 'GET', level: 'account' },
  { name: 'cert list', handler: R.certList.GET, method: 'GET', level: 'account' },
  { name: 'retention report', handler: R.retention.GET, method: 'GET', level: 'account', binary: true },
  { name: 'cert summary', handler: R.summary.GET, method: 'GET', level: 'contract' },
  { name: 'claim summary csv', handler: R.summaryCsv.GET, method: 'GET', level: 'contract', binary: true },
  { name: 'payment history', handler: R.payments.GET, method: 'GET', level: 'contract' },
  { name: 'record a claim: form', handler: R.recordClaim.GET, method: 'GET', level: 'contract' },
  {
    name: 'record a claim',
    handler: R.recordClaim.POST,
    method: 'POST',
    level: 'contract',
    body: {
      claim_from: '2027-01-01',
      claim_to: '2027-01-31',
      served_on: '2026-11-01',
      lines: [{ line_item_id: crypto.randomUUID(), claim_option: 'percent', percent: 100 }],
    },
  },
  { name: 'list certs', handler: R.list.GET, method: 'GET', level: 'claim' },
  { name: 'create cert', handler: R.list.POST, method: 'POST', level: 'claim', body: {} },
  { name: 'empty cert', handler: R.empty.GET, method: 'GET', level: 'claim' },
  { name: 'pending cert', handler: R.pending.POST, method: 'POST', level: 'claim' },
  {
    name: 'start pending cert',
    handler: R.pending.POST,
    method: 'POST',
    level: 'claim',
    query: '?isNew=true',
  },
  { name: 'read cert', handler: R.one.GET, method: 'GET', level: 'cert' },
  {
    name: 'save cert',
    handler: R.one.PUT,
    method: 'PUT',
    level: 'cert',
    body: { updated_at: new Date().toISOString() },
  },
  {
    name: 'cert info',
    handler: R.info.PATCH,
    method: 'PATCH',
    level: 'cert',
    body: { updated_at: new Date().toISOString() },
  },
  {
    name: 'decide variation',
    handler: R.decide.PATCH,
    method: 'PATCH',
    level: 'cert',
    body: { status: 'approved' },
  },
  { name: 'workflow', handler: R.workflow.GET, method: 'GET', level: 'cert' },
  { name: 'send for approval', handler: R.send.POST, method: 'POST', level: 'cert' },
  { name: 'approve step', handler: R.approve.POST, method: 'POST', level: 'cert', body: {} },
  { name: 'revert step', handler: R.revertStep.POST, method: 'POST', level: 'cert', body: comment },
  { name: 'back to draft', handler: R.toDraft.POST, method: 'POST', level: 'cert', body: comment },
  { name: 'back to review', handler: R.toReview.POST, method: 'POST', level: 'cert', body: comment },
  {
    name: 'issue',
    handler: R.issue.POST,
    method: 'POST',
    level: 'cert',
    body: { to_contacts: [{ contact_email: 'x@example.com' }], has_email_service: true },
  },
  { name: 'resend form', handler: R.email.GET, method: 'GET', level: 'cert' },
  {
    name: 'resend by email',
    handler: R.email.POST,
    method: 'POST',
    level: 'cert',
    body: { to_contacts: [{ contact_email: 'x@example.com' }] },
  },
  { name: 'pdf', handler: R.pdf.GET, method: 'GET', level: 'cert', binary: true },
  { name: 'history', handler: R.history.GET, method: 'GET', level: 'cert' },
  {
    name: 'upload file',
    handler: R.files.POST,
    method: 'POST',
    level: 'cert',
    form: () => ({ file: pdfFile() }),
  },
  { name: 'download file', handler: R.file.GET, method: 'GET', level: 'cert', binary: true },
  { name: 'share file', handler: R.file.PATCH, method: 'PATCH', level: 'cert', body: { is_shared: true } },
  { name: 'delete file', handler: R.file.DELETE, method: 'DELETE', level: 'cert' },
  { name: 'cert payments', handler: R.certPayments.GET, method: 'GET', level: 'paycert' },
  { name: 'record payment', handler: R.certPayments.POST, method: 'POST', level: 'paycert', form: payment },
  { name: 'remittance', handler: R.remittance.GET, method: 'GET', level: 'paycert', binary: true },
];

async function call(c: Case, params: Record<string, string>) {
  if (c.form) return postForm(c.handler, params, c.form());
  const url = `http://localhost/api/cert${c.query ?? ''}`;
  if (c.binary) {
    const res = await download(c.handler, params, url);
    return { status: res.status, body: res.json ?? { bytes: res.bytes?.length } };
  }
  return callRoute(c.handler, { method: c.method, params, body: c.body, url });
}

/** Everything that could change: compared before and after a request that must change nothing. */
async function snapshot() {
  const [claims, certs, lines, payments, items, history, outbox, attachments, events] = await Promise.all([
    db().claim.findMany({ orderBy: { id: 'asc' } }),
    db().certificate.findMany({ orderBy: { id: 'asc' } }),
    db().certLineItem.findMany({ orderBy: { id: 'asc' } }),
    db().payment.findMany({ orderBy: { id: 'asc' } }),
    db().lineItem.findMany({ orderBy: { id: 'asc' } }),
    db().history.count(),
    db().emailOutbox.count(),
    db().attachment.findMany({ orderBy: { id: 'asc' } }),
    db().approvalEvent.count(),
  ]);
  return { claims, certs, lines, payments, items, history, outbox, attachments, events };
}

beforeAll(async () => {
  demo = await seedCertDemo();
  signInAs(demo.users.certifier);
  const created = await callRoute(R.list.POST, { params: demo.payerClaim, body: {} });
  draft = created.body.cert.cert_id;
  await db().certificate.update({ where: { id: draft }, data: { internalNotes: NOTES } });
  cert1 = (await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id, number: 1 } }))
    .id;
  const key = await putFile(demo.payer.acc, 'cert-attachments', new Uint8Array([1, 2, 3, 4]));
  const unshared = await db().attachment.create({
    data: {
      accountId: demo.payer.acc,
      contractId: demo.contract.id,
      certId: draft,
      fileName: 'our-workings.pdf',
      fileType: 'application/pdf',
      size: 4n,
      storageKey: key,
    },
  });
  const paid = await postForm(
    R.certPayments.POST,
    { ...demo.payer, cert: cert1 },
    {
      ...payment(),
      file: pdfFile(),
    },
  );
  expect(paid.status).toBe(201);
  files = { unshared: unshared.id, remittance: paid.body.payment_id };

  const other = await createAccountWithOwner('Outsider Ltd');
  const { project, contract } = await createProjectWithContract(other.accountId, 'Outsider project');
  // The outsider certifies its own contract, so demo ids under its own cert contract are tested too.
  await db().contractPlacement.updateMany({ where: { contractId: contract.id }, data: { side: 'cert' } });
  outsider = {
    userId: other.userId,
    acc: other.accountId,
    g: project.id,
    c: contract.id,
    cl: demo.claim2,
    cert: draft,
  };
  const harbourViewer = await db().user.create({ data: { email: 'reader@harbour.example', name: 'Reader' } });
  await db().membership.create({
    data: { accountId: demo.payer.acc, userId: harbourViewer.id, role: 'view' },
  });
  viewer = harbourViewer.id;
});

/** Every path by which an outsider might reach the demo's data, for a route at `level`. */
function paths(level: Level): Record<string, string>[] {
  const ids = {
    cl: demo.claim2,
    cert: level === 'paycert' ? cert1 : draft,
    fileId: files.unshared,
    itemId: demo.claimIds[0]!,
    step: '1',
    paymentId: files.remittance,
  };
  const own = { acc: outsider.acc, g: outsider.g, c: outsider.c };
  if (level === 'account') return [{ acc: demo.payer.acc }];
  return [
    { ...demo.payer, ...ids }, // the demo's own path: not a member → 403
    { ...demo.payer, ...ids, acc: outsider.acc }, // own account, demo's project and contract → 404
    ...(level === 'contract' ? [] : [{ ...own, ...ids }]), // own contract, demo's claim or cert → 404
  ];
}

describe('another account', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: 403 or 404, no data, nothing changed',
    async (_n, c) => {
      signInAs(outsider.userId);
      const before = await snapshot();
      for (const params of paths(c.level)) {
        const res = await call(c, params);
        expect([403, 404], `${c.name} ${JSON.stringify(params)}`).toContain(res.status);
        expect(res.body.errors).toHaveLength(1);
      }
      if (c.level === 'account' && !c.binary) {
        const own = await call(c, { acc: outsider.acc });
        expect(own.status).toBe(200);
        expect(JSON.stringify(own.body)).not.toContain(demo.contract.id);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('the claimer', () => {
  it('never sees the certifier’s draft, its notes, workflow or files', async () => {
    signInAs(demo.users.claimer);
    const list = await callRoute(R.list.GET, { params: demo.claim(demo.claim2) });
    expect(list.status).toBe(200);
    expect(list.body.certs).toEqual([]);
    const payee = demo.cert(draft, 'payee');
    for (const c of CASES.filter((x) => x.level === 'cert')) {
      const res = await call(c, { ...payee, fileId: files.unshared, itemId: demo.claimIds[0]!, step: '1' });
      expect(res.status, c.name).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(NOTES);
    }
    for (const c of [R.summary.GET, R.empty.GET]) {
      expect((await callRoute(c, { params: { ...demo.payee, cl: demo.claim2 } })).status).toBe(404);
    }
    const issued = await callRoute(R.one.GET, { params: { ...demo.claim(demo.claimIds[0]!), cert: cert1 } });
    expect(issued.status).toBe(200);
    expect(issued.body.workflow).toBeUndefined();
    expect(issued.body.cert.internal_notes).toBeUndefined();
    // The payer's payment records are its own.
    const paid = await callRoute(R.payments.GET, { params: demo.payee });
    expect(paid.body.payments).toEqual([]);
  });
});

describe('a view-only user of the payer', () => {
  it('reads the certificate but cannot change anything', async () => {
    signInAs(viewer);
    const read = await callRoute(R.one.GET, { params: demo.cert(draft) });
    expect(read.status).toBe(200);
    expect(read.body.actions).toEqual([]);
    const before = await snapshot();
    const writes = CASES.filter((c) => c.method !== 'GET' && c.level !== 'account');
    for (const c of writes) {
      const params = {
        ...demo.payer,
        cl: demo.claim2,
        cert: c.level === 'paycert' ? cert1 : draft,
        fileId: files.unshared,
        itemId: demo.claimIds[0]!,
        step: '1',
      };
      const res = await call(c, params);
      expect(res.status, c.name).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});
