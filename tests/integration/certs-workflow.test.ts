// A certificate's workflow beyond the straight path (stale steps, reverting a step, back to review,
// back to draft, each with its comment), the payer's decision on a variation while certifying,
// auto_notify and issuing without email — and certifying for a claimer who is not on ClaimCert.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { AT_LEAST_ONE_RECIPIENT } from '@/lib/schemas/claims';
import { PAYEE_ON_SYSTEM } from '@/lib/server/certs/record-payer-claim';
import { callRoute } from '../support/call-route';
import { certRoutes as R, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
let certId: string;

beforeAll(async () => {
  demo = await seedCertDemo();
  signInAs(demo.users.certifier);
  certId = (await callRoute(R.list.POST, { params: demo.payerClaim, body: {} })).body.cert.cert_id;
});

const step = (n: number) => ({ ...demo.cert(certId), step: String(n) });

describe('a variation decided while certifying', () => {
  it('needs a reason to reject, records the payer’s decision, and lets it be changed but not repeated', async () => {
    const v3 = await demo.item('V3');
    const params = { ...demo.cert(certId), itemId: v3.id };
    const bare = await callRoute(R.decide.PATCH, { method: 'PATCH', params, body: { status: 'rejected' } });
    expect(bare.status).toBe(422);
    expect(bare.body.errors[0].field).toBe('reason');
    const reason = 'Tile change was the subcontractor’s own proposal.';
    const res = await callRoute(R.decide.PATCH, {
      method: 'PATCH',
      params,
      body: { status: 'rejected', reason },
    });
    expect(res.status).toBe(200);
    expect(res.body.items.find((i: { id: string }) => i.id === v3.id)).toMatchObject({
      current_status: 'rejected',
      reject_reason: reason,
      counts: false,
    });
    expect(await db().lineItem.findUniqueOrThrow({ where: { id: v3.id } })).toMatchObject({
      approvalStatus: 'rejected',
      rejectReason: reason,
    });
    // The payer may change its mind (rejected → approved), but not approve twice.
    const approve = () =>
      callRoute(R.decide.PATCH, { method: 'PATCH', params, body: { status: 'approved' } });
    const approved = await approve();
    expect(approved.body.items.find((i: { id: string }) => i.id === v3.id)).toMatchObject({
      current_status: 'approved',
      counts: true,
    });
    expect((await approve()).status).toBe(409);
  });
});

describe('the workflow, both ways', () => {
  it('goes to review, refuses a stale step, and is approved by the QS', async () => {
    expect((await callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) })).status).toBe(200);
    signInAs(demo.users.qs);
    expect((await callRoute(R.approve.POST, { params: step(2), body: {} })).status).toBe(409);
    const first = await callRoute(R.revertStep.POST, {
      params: step(1),
      body: { comment: 'Nothing to go back to.' },
    });
    expect(first.status).toBe(409);
    expect((await callRoute(R.approve.POST, { params: step(1), body: {} })).body.status).toBe('approved');
  });

  it('goes back to review and to draft with comments, which the workflow keeps', async () => {
    signInAs(demo.users.certifier);
    const noComment = await callRoute(R.toReview.POST, { params: demo.cert(certId), body: {} });
    expect(noComment.status).toBe(422);
    const review = await callRoute(R.toReview.POST, {
      params: demo.cert(certId),
      body: { comment: 'Check the materials again.' },
    });
    expect(review.body).toMatchObject({ status: 'review', current_step_index: 0 });
    const back = await callRoute(R.toDraft.POST, {
      params: demo.cert(certId),
      body: { comment: 'Re-measure.' },
    });
    expect(back.body).toMatchObject({ status: 'draft', current_step_index: 0 });
    const flow = await callRoute(R.workflow.GET, { params: demo.cert(certId) });
    expect(
      flow.body.events.map((e: { action: string; comment: string | null }) => [e.action, e.comment]),
    ).toEqual([
      ['send_for_approval', null],
      ['approve_step', null],
      ['revert_to_review', 'Check the materials again.'],
      ['revert_to_draft', 'Re-measure.'],
    ]);
  });

  it('with auto_notify off needs a recipient to email; issued without email it sends none', async () => {
    const read = await callRoute(R.one.GET, { params: demo.cert(certId) });
    expect(read.body.auto_notify_contacts).toEqual([
      { contact_name: 'Aroha Ngata', contact_email: 'claimer@demo.test' },
    ]);
    const off = await callRoute(R.info.PATCH, {
      method: 'PATCH',
      params: demo.cert(certId),
      body: { updated_at: read.body.cert.updated_at, auto_notify: false },
    });
    expect(off.body.cert.auto_notify).toBe(false);
    await callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) });
    signInAs(demo.users.qs);
    await callRoute(R.approve.POST, { params: step(1), body: {} });
    signInAs(demo.users.certifier);
    const none = await callRoute(R.issue.POST, {
      params: demo.cert(certId),
      body: { to_contacts: [], has_email_service: true },
    });
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ field: 'to_contacts', message: AT_LEAST_ONE_RECIPIENT });
    const issued = await callRoute(R.issue.POST, {
      params: demo.cert(certId),
      body: { has_email_service: false },
    });
    expect(issued.body).toMatchObject({ status: 'issued', emails_queued: 0 });
    expect(await db().emailOutbox.count({ where: { template: 'cert_issued' } })).toBe(0);
    expect(
      (await callRoute(R.toDraft.POST, { params: demo.cert(certId), body: { comment: 'x' } })).status,
    ).toBe(409);
    expect((await callRoute(R.list.POST, { params: demo.payerClaim, body: {} })).status).toBe(409);
  });
});

describe('a claimer who is not on ClaimCert', () => {
  it('has its claim recorded by the certifier, then certified like any other', async () => {
    signInAs(demo.users.certifier);
    const refused = await callRoute(R.recordClaim.POST, {
      params: demo.payer,
      body: {
        claim_from: '2026-11-01',
        claim_to: '2026-11-30',
        served_on: '2026-11-20',
        lines: [{ line_item_id: (await demo.item('1.1')).id, claim_option: 'percent', percent: 10_000 }],
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toBe(PAYEE_ON_SYSTEM);

    // Harbour certifies a second contract, for a plasterer known only as a company in its contacts.
    const company = await db().company.create({
      data: {
        accountId: demo.payer.acc,
        name: 'Takapuna Plastering',
        contacts: { create: { accountId: demo.payer.acc, name: 'Ben', email: 'ben@takapuna.example' } },
      },
    });
    const contract = await db().contract.create({
      data: {
        name: 'Plastering',
        createdByAccountId: demo.payer.acc,
        payerAccountId: demo.payer.acc,
        payeeCompanyId: company.id,
        status: 'started',
        country: 'NZ',
        gstPercent: 15,
        timeZone: 'Pacific/Auckland',
        placements: { create: { accountId: demo.payer.acc, projectId: demo.payer.g, side: 'cert' } },
        lineItems: { create: [{ kind: 'base', label: '1', description: 'Plastering', total: 5_000_000n }] },
      },
      include: { lineItems: true },
    });
    const params = { acc: demo.payer.acc, g: demo.payer.g, c: contract.id };
    // The form starts from nothing claimed on the first claim.
    const first = await callRoute(R.recordClaim.GET, { params });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ number: 1, claim_from: null });
    expect(first.body.items).toEqual([
      expect.objectContaining({ label: '1', contract_value: 5_000_000, to_date: 0, counts: true }),
    ]);
    expect((await callRoute(R.recordClaim.GET, { params: demo.payer })).status).toBe(409);
    const future = await callRoute(R.recordClaim.POST, {
      params,
      body: {
        claim_from: '2026-11-01',
        claim_to: '2026-11-30',
        served_on: '2099-01-01',
        lines: [{ line_item_id: contract.lineItems[0]!.id, claim_option: 'percent', percent: 4000 }],
      },
    });
    expect(future.status).toBe(422);
    const res = await callRoute(R.recordClaim.POST, {
      params,
      body: {
        claim_from: '2026-11-01',
        claim_to: '2026-11-30',
        served_on: '2026-11-20',
        lines: [{ line_item_id: contract.lineItems[0]!.id, claim_option: 'percent', percent: 4000 }],
      },
    });
    expect(res.status).toBe(201);
    // 40% of $50,000 + 15% GST; no retention on this contract.
    expect(res.body.claim).toMatchObject({
      number: 1,
      status: 'issued',
      issued_totals: { gross_to_date: 2_000_000, total_including_gst: 2_300_000 },
    });
    // The next claim's form starts where this one left off.
    const next = await callRoute(R.recordClaim.GET, { params });
    expect(next.body).toMatchObject({ number: 2, claim_from: '2026-12-01' });
    expect(next.body.items[0]).toMatchObject({
      claim_option: 'percent',
      claimed_percent: 4000,
      to_date: 2_000_000,
    });
    // Another account's user (the claimer's, Kauri) sees nothing of it.
    signInAs(demo.users.claimer);
    expect([403, 404]).toContain((await callRoute(R.recordClaim.GET, { params })).status);
    signInAs(demo.users.certifier);
    const stored = await db().claim.findUniqueOrThrow({ where: { id: res.body.claim.id } });
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(stored.servedAt!)).toBe(
      '2026-11-20',
    );

    const received = await callRoute(R.received.GET, { params: { acc: demo.payer.acc } });
    const row = received.body.current.find((r: { claim_id: string }) => r.claim_id === stored.id);
    expect(row).toMatchObject({
      payee: 'Takapuna Plastering',
      served_on: '2026-11-20',
      claimed_amount: 2_300_000,
    });
    const cert = await callRoute(R.list.POST, { params: { ...params, cl: stored.id }, body: {} });
    expect(cert.status).toBe(201);
    expect(cert.body).toMatchObject({ scheduled_amount: 2_300_000, claimed_amount: 2_300_000 });
    expect(cert.body.auto_notify_contacts).toEqual([
      { contact_name: 'Ben', contact_email: 'ben@takapuna.example' },
    ]);
  });
});
