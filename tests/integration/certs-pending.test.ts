// The pending certificate (spec §4 Certificate: pending → draft; §7 cert /pending?isNew): a claim
// served on a payer that is on ClaimCert opens an empty placeholder on the payer's side in the
// same transaction, which the payer's lists show as "to certify" and the payee never sees;
// starting the certificate turns that row into the draft. A payer not on ClaimCert, or a claim the
// payer recorded itself, gets none; a payer joining later finds its served claims waiting.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { POST as invite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invite/route';
import { POST as accept } from '@/app/api/invitation/[code]/accept/route';
import { callRoute } from '../support/call-route';
import { certRoutes as C, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as R } from '../support/claim-routes';
import { createContractWithSchedule } from '../support/contract-schedule';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { codeIn, deliver, withMailSink } from '../support/invitations';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

const { sink } = withMailSink();

let demo: CertDemo;
let claim3: string;

const pendingUrl = (isNew?: string) =>
  `http://localhost/api/cert/pending${isNew === undefined ? '' : `?isNew=${isNew}`}`;
const pending = (params: Record<string, string>, isNew?: string) =>
  callRoute(C.pending.POST, { method: 'POST', params, url: pendingUrl(isNew) });

/** Claim 3 (the seeded November draft) through Kauri's two approval steps, then issued without email. */
async function issueClaim3() {
  signInAs(demo.users.claimer);
  expect((await callRoute(R.send.POST, { method: 'POST', params: demo.claim(claim3) })).status).toBe(200);
  signInAs(demo.users.manager);
  expect(
    (await callRoute(R.approve.POST, { params: demo.claim(claim3), body: { comment: 'ok' } })).status,
  ).toBe(200);
  signInAs(demo.users.claimer);
  expect((await callRoute(R.approve.POST, { params: demo.claim(claim3), body: {} })).body.status).toBe(
    'approved',
  );
  const issued = await callRoute(R.issue.POST, {
    params: demo.claim(claim3),
    body: { has_email_service: false },
  });
  expect(issued.status).toBe(200);
}

const receivedRow = async (claimId: string) => {
  signInAs(demo.users.certifier);
  const res = await callRoute(C.received.GET, { params: { acc: demo.payer.acc } });
  expect(res.status).toBe(200);
  return [...res.body.current, ...res.body.completed, ...res.body.archived].find(
    (r: { claim_id: string }) => r.claim_id === claimId,
  );
};

beforeAll(async () => {
  demo = await seedCertDemo();
  claim3 = demo.claimIds[2]!;
});

describe('a claim served on a payer on ClaimCert', () => {
  it('opens a pending certificate on the payer’s side as it is issued, with a history row', async () => {
    expect(await db().certificate.count({ where: { claimId: claim3 } })).toBe(0);
    await issueClaim3();
    const certs = await db().certificate.findMany({ where: { claimId: claim3 }, include: { lines: true } });
    expect(certs).toHaveLength(1);
    // Numbered after the contract's certificates so far: 1 (issued) and 2 (claim 2's, pending).
    expect(certs[0]).toMatchObject({ status: 'pending', number: 3, lines: [] });
    const history = await db().history.findMany({ where: { certId: certs[0]!.id } });
    expect(history.map((h) => [h.accountId, h.action, h.actorUserId])).toEqual([
      [demo.payer.acc, 'certificate.pending', demo.users.claimer],
    ]);
  });

  it('shows in the payer’s claims received, cert list and cert summary as to certify', async () => {
    const pendingId = (await db().certificate.findFirstOrThrow({ where: { claimId: claim3 } })).id;
    expect((await receivedRow(claim3)).cert).toMatchObject({
      cert_id: pendingId,
      cert_status: 'pending',
      certificate_number: 3,
    });
    const list = await callRoute(C.list.GET, { params: demo.claim(claim3, 'payer') });
    expect(list.body.certs.map((c: { cert_status: string }) => c.cert_status)).toEqual(['pending']);
    const all = await callRoute(C.certList.GET, { params: { acc: demo.payer.acc } });
    expect(
      all.body.certs
        .filter((c: { claim_id: string }) => c.claim_id === claim3)
        .map((c: { cert_id: string }) => c.cert_id),
    ).toEqual([pendingId]);
    const summary = await callRoute(C.summary.GET, { params: demo.payer });
    expect(summary.body.certsummary.find((r: { claim_id: string }) => r.claim_id === claim3)).toMatchObject({
      cert_status: 'pending',
      certified_amount: null,
    });
    // Not answered: the deadline still counts down, and nothing is certified on the ledger.
    expect((await receivedRow(claim3)).cert_due_num).toEqual(expect.any(Number));
    expect(summary.body.totals.certified_amount).toBe(
      summary.body.certsummary.find((r: { certificate_number: number }) => r.certificate_number === 1)
        .certified_amount,
    );
  });

  it('is never seen by the payee', async () => {
    const pendingId = (await db().certificate.findFirstOrThrow({ where: { claimId: claim3 } })).id;
    signInAs(demo.users.claimer);
    const list = await callRoute(C.list.GET, { params: demo.claim(claim3) });
    expect(list).toMatchObject({ status: 200, body: { certs: [] } });
    expect((await callRoute(C.one.GET, { params: { ...demo.claim(claim3), cert: pendingId } })).status).toBe(
      404,
    );
    const summary = await callRoute(R.summary.GET, { params: demo.payee });
    expect(
      summary.body.contractsummary.find((r: { claim_id: string }) => r.claim_id === claim3),
    ).toMatchObject({
      cert_status: null,
      cert_id: null,
    });
    const history = await callRoute(R.history.GET, { params: demo.claim(claim3) });
    expect(JSON.stringify(history.body)).not.toContain('certificate');
    expect((await pending(demo.claim(claim3))).status).toBe(404);
  });

  it('stays one row when the claim is pulled back to draft and served again', async () => {
    const before = await db().certificate.findFirstOrThrow({ where: { claimId: claim3 } });
    signInAs(demo.users.claimer);
    const reverted = await callRoute(R.toDraft.POST, {
      params: demo.claim(claim3),
      body: { comment: 'Fix' },
    });
    expect(reverted.body.status).toBe('draft');
    // Not served now: gone from claims received, and the payer cannot reach it.
    expect(await receivedRow(claim3)).toBeUndefined();
    expect((await pending(demo.claim(claim3, 'payer'))).status).toBe(404);
    await issueClaim3();
    const after = await db().certificate.findMany({ where: { claimId: claim3 } });
    expect(after.map((c) => [c.id, c.status, c.number])).toEqual([[before.id, 'pending', 3]]);
    expect(await db().history.count({ where: { certId: before.id, action: 'certificate.pending' } })).toBe(1);
  });

  it('becomes the draft when the certificate is started: the same row, with a history row', async () => {
    const placeholder = await db().certificate.findFirstOrThrow({ where: { claimId: claim3 } });
    signInAs(demo.users.certifier);
    const empty = await callRoute(C.empty.GET, { params: demo.claim(claim3, 'payer') });
    expect(empty.body.certificate_number).toBe(3);
    const started = await callRoute(C.list.POST, {
      params: demo.claim(claim3, 'payer'),
      body: { certificate_ref: 'PS-003' },
    });
    expect(started.status).toBe(201);
    expect(started.body.cert).toMatchObject({
      cert_id: placeholder.id,
      cert_status: 'draft',
      certificate_number: 3,
      cert_certificate_ref: 'PS-003',
    });
    expect(
      started.body.items.filter((i: { has_children: boolean }) => !i.has_children).length,
    ).toBeGreaterThan(0);
    expect(await db().certificate.count({ where: { claimId: claim3 } })).toBe(1);
    expect(
      await db().history.count({ where: { certId: placeholder.id, action: 'certificate.created' } }),
    ).toBe(1);
    expect((await receivedRow(claim3)).cert).toMatchObject({ cert_id: placeholder.id, cert_status: 'draft' });
    // Started once: a second start, or asking for the pending one, is refused.
    signInAs(demo.users.certifier);
    expect((await callRoute(C.list.POST, { params: demo.claim(claim3, 'payer'), body: {} })).status).toBe(
      409,
    );
    const again = await pending(demo.claim(claim3, 'payer'));
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toMatch(/already being prepared/);
  });
});

describe('POST …/cert/pending?isNew', () => {
  it('isNew=false (the default) answers the waiting placeholder and changes nothing', async () => {
    signInAs(demo.users.certifier);
    const seeded = await db().certificate.findFirstOrThrow({ where: { claimId: demo.claim2 } });
    const historyBefore = await db().history.count();
    for (const isNew of [undefined, 'false']) {
      const res = await pending(demo.payerClaim, isNew);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        created: false,
        cert: { cert_id: seeded.id, cert_status: 'pending', certificate_number: 2 },
      });
    }
    expect(await db().history.count()).toBe(historyBefore);
  });

  it('isNew=false opens the placeholder of a served claim that has none, once', async () => {
    signInAs(demo.users.certifier);
    // As a claim served before placeholders existed would be.
    await db().history.deleteMany({ where: { claimId: demo.claim2, action: 'certificate.pending' } });
    await db().certificate.deleteMany({ where: { claimId: demo.claim2 } });
    const first = await pending(demo.payerClaim, 'false');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      created: true,
      cert: { cert_status: 'pending', certificate_number: 4 },
    });
    const second = await pending(demo.payerClaim, 'false');
    expect(second.status).toBe(200);
    expect(second.body.cert.cert_id).toBe(first.body.cert.cert_id);
    expect(await db().certificate.count({ where: { claimId: demo.claim2 } })).toBe(1);
    expect(
      await db().history.count({ where: { certId: first.body.cert.cert_id, action: 'certificate.pending' } }),
    ).toBe(1);
  });

  it('isNew=true starts it as the new draft, keeping its number', async () => {
    signInAs(demo.users.certifier);
    const placeholder = await db().certificate.findFirstOrThrow({ where: { claimId: demo.claim2 } });
    const res = await pending(demo.payerClaim, 'true');
    expect(res.status).toBe(201);
    expect(res.body.cert).toMatchObject({
      cert_id: placeholder.id,
      cert_status: 'draft',
      certificate_number: placeholder.number,
    });
    expect(res.body.missing_reasons).toEqual([]);
    expect(await db().certificate.count({ where: { claimId: demo.claim2 } })).toBe(1);
    expect((await pending(demo.payerClaim, 'true')).status).toBe(409);
  });

  it('refuses a certified claim, a bad isNew, the wrong role and the payee', async () => {
    signInAs(demo.users.certifier);
    const certified = await pending(demo.claim(demo.claimIds[0]!, 'payer'));
    expect(certified.status).toBe(409);
    expect(certified.body.errors[0].message).toBe('This claim has already been certified.');
    const bad = await pending(demo.payerClaim, 'yes');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'query.isNew' });
    const viewer = await db().user.create({ data: { email: 'viewer@harbour.example', name: 'Viewer' } });
    await db().membership.create({ data: { accountId: demo.payer.acc, userId: viewer.id, role: 'view' } });
    signInAs(viewer.id);
    expect((await pending(demo.payerClaim, 'false')).status).toBe(403);
    signInAs(demo.users.claimer);
    expect((await pending(demo.claim(demo.claim2), 'false')).status).toBe(404);
  });
});

describe('a payer not on ClaimCert', () => {
  it('gets no certificate when a claim is served; joining later finds it waiting', async () => {
    const kauri = await createAccountWithOwner('Kauri Walls Ltd');
    const { project, contract } = await createContractWithSchedule(kauri.accountId);
    await db().contract.update({ where: { id: contract.id }, data: { status: 'started' } });
    const params = { acc: kauri.accountId, g: project.id, c: contract.id };
    signInAs(kauri.userId);
    const created = await callRoute(R.list.POST, {
      params,
      body: { claim_from: '2026-10-01', claim_to: '2026-10-31' },
    });
    expect(created.status).toBe(201);
    const cl = created.body.id as string;
    const sent = await callRoute(R.send.POST, { method: 'POST', params: { ...params, cl } });
    expect(sent.body.status).toBe('approved');
    const issued = await callRoute(R.issue.POST, {
      params: { ...params, cl },
      body: { has_email_service: false },
    });
    expect(issued.status).toBe(200);
    expect(await db().certificate.count({ where: { contractId: contract.id } })).toBe(0);

    // The payer accepts an invitation: the claim served before it joined waits for its certificate.
    await callRoute(invite, {
      params,
      body: { to_contacts: [{ contact_name: 'Priya', contact_email: 'priya@orakei.example' }] },
    });
    const { code } = codeIn((await deliver(sink(), 1))[0]);
    const orakei = await createAccountWithOwner('Orakei Developments');
    signInAs(orakei.userId);
    const joined = await callRoute(accept, {
      params: { code },
      body: { account_id: orakei.accountId, new_project: { name: 'Takapuna (client)' } },
    });
    expect(joined.status).toBe(200);
    const certs = await db().certificate.findMany({ where: { contractId: contract.id } });
    expect(certs.map((c) => [c.claimId, c.status, c.number])).toEqual([[cl, 'pending', 1]]);
    const received = await callRoute(C.received.GET, { params: { acc: orakei.accountId } });
    expect(received.body.current.map((r: { cert: unknown }) => r.cert)).toEqual([
      expect.objectContaining({ cert_status: 'pending', certificate_number: 1 }),
    ]);
  });

  it('recording a claim for a payee off ClaimCert opens none: the certifier starts it', async () => {
    const harbour = await createAccountWithOwner('Harbour Build Ltd');
    const { project, contract } = await createProjectWithContract(harbour.accountId, 'Own project');
    await db().contract.update({ where: { id: contract.id }, data: { status: 'started' } });
    await db().contractPlacement.updateMany({ where: { contractId: contract.id }, data: { side: 'cert' } });
    await db().contract.update({
      where: { id: contract.id },
      data: { payerAccountId: harbour.accountId, payeeAccountId: null },
    });
    const item = await db().lineItem.create({
      data: { contractId: contract.id, kind: 'base', label: '1', description: 'Linings', total: 1_000_000n },
    });
    const params = { acc: harbour.accountId, g: project.id, c: contract.id };
    signInAs(harbour.userId);
    const recorded = await callRoute(C.recordClaim.POST, {
      params,
      body: {
        claim_from: '2026-10-01',
        claim_to: '2026-10-31',
        served_on: '2026-10-30',
        lines: [{ line_item_id: item.id, claim_option: 'percent', percent: 5000 }],
      },
    });
    expect(recorded.status).toBe(201);
    const cl = recorded.body.claim.id as string;
    expect(await db().certificate.count({ where: { contractId: contract.id } })).toBe(0);
    const res = await pending({ ...params, cl }, 'false');
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toMatch(/recorded by your account/);
    expect(await db().certificate.count({ where: { contractId: contract.id } })).toBe(0);
    const started = await callRoute(C.list.POST, { params: { ...params, cl }, body: {} });
    expect(started.status).toBe(201);
    expect(started.body.cert).toMatchObject({ cert_status: 'draft', certificate_number: 1 });
  });
});
