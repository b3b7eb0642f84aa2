// "Less paid to date" (spec §3 Contract claim_less_paid_to_date, Claim previous_paid_to_date): on a
// contract so set, a claim deducts the payments its payee recorded against the contract's earlier
// certificates — live while it is not issued, fixed at its issue — and the payer reads the same
// figure in its API and the PDF. The seeded demo: claim 1 certified (certificate 1 issued), claim 2
// issued (its certificate pending), claim 3 a draft.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { PATCH as settings } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/settings/route';
import { callRoute } from '../support/call-route';
import { atInstant } from '../support/clock';
import { pdfText } from '../support/pdf-read';
import { claimRoutes as C } from '../support/claim-routes';
import { approveDemoClaim, claimsSnapshot } from '../support/claims-demo';
import { certRoutes as R, download, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
let claim3: string;
let cert1: string;

beforeAll(async () => {
  demo = await seedCertDemo();
  claim3 = demo.claimIds[2]!;
  cert1 = (await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id, number: 1 } }))
    .id;
});

const pay = (side: 'payer' | 'payee', paid_amount: number) =>
  postForm(
    R.certPayments.POST,
    { ...(side === 'payer' ? demo.payer : demo.payee), cert: cert1 },
    { data: JSON.stringify({ paid_amount, paid_on: '2026-10-20' }) },
  );

const readClaim3 = () => callRoute(C.one.GET, { params: demo.claim(claim3) });
const choose = async (less_previous_option: string) => {
  const read = await readClaim3();
  return callRoute(C.one.PUT, {
    method: 'PUT',
    params: demo.claim(claim3),
    body: { updated_at: read.body.claim.updated_at, less_previous_option },
  });
};

describe('less paid to date', () => {
  it('is refused on a contract that does not deduct it, and nothing changes', async () => {
    signInAs(demo.users.claimer);
    const before = await claimsSnapshot();
    const res = await choose('paid_to_date');
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.errors)).toContain('Claims less paid to date');
    expect(await claimsSnapshot()).toEqual(before);
  });

  it('is the payee’s setting: the payer may not switch it; the payee may', async () => {
    signInAs(demo.users.certifier);
    const payer = await callRoute(settings, {
      method: 'PATCH',
      params: demo.payer,
      body: { claim_less_paid_to_date: true },
    });
    expect(payer.status).toBe(403);
    expect(
      (await db().contract.findUniqueOrThrow({ where: { id: demo.contract.id } })).claimLessPaidToDate,
    ).toBe(false);
    signInAs(demo.users.claimer);
    const bad = await callRoute(settings, {
      method: 'PATCH',
      params: demo.payee,
      body: { claim_less_paid_to_date: 'yes' },
    });
    expect(bad.status).toBe(422);
    const res = await callRoute(settings, {
      method: 'PATCH',
      params: demo.payee,
      body: { claim_less_paid_to_date: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.claim_less_paid_to_date).toBe(true);
  });

  it('deducts what the payee recorded as paid (not the payer’s records), live while a draft', async () => {
    signInAs(demo.users.claimer);
    expect((await pay('payee', 2_000_000)).status).toBe(201);
    signInAs(demo.users.certifier);
    expect((await pay('payer', 7_000_000)).status).toBe(201);
    signInAs(demo.users.claimer);
    const res = await choose('paid_to_date');
    expect(res.status).toBe(200);
    expect(res.body.claim.less_previous_option).toBe('paid_to_date');
    expect(res.body.contract.claim_less_paid_to_date).toBe(true);
    const t = res.body.totals;
    expect(t).toMatchObject({ less_previous_option: 'paid_to_date', less_previous: 2_000_000 });
    expect(t.net_this_claim).toBe(t.net_to_date - 2_000_000);
    // A later payment moves a draft's figure.
    expect((await pay('payee', 500_000)).status).toBe(201);
    const again = await readClaim3();
    expect(again.body.totals.less_previous).toBe(2_500_000);
    expect(again.body.totals.net_this_claim).toBe(again.body.totals.net_to_date - 2_500_000);
    expect(again.body.claim.previous_paid_to_date).toBeNull();
  });

  it('is fixed at issue: a payment recorded afterwards changes nothing, and the payer reads the same', async () => {
    await approveDemoClaim(demo, claim3);
    const issued = await atInstant('2026-11-26T19:00:00Z', () =>
      callRoute(C.issue.POST, { params: demo.claim(claim3), body: { has_email_service: false } }),
    );
    expect(issued.status).toBe(200);
    const atIssue = await readClaim3();
    expect(atIssue.body.claim.previous_paid_to_date).toBe(2_500_000);
    expect(atIssue.body.totals.less_previous).toBe(2_500_000);

    expect((await pay('payee', 300_000)).status).toBe(201);
    const after = await readClaim3();
    expect(after.body.totals).toEqual(atIssue.body.totals);
    expect(after.body.claim.previous_paid_to_date).toBe(2_500_000);
    const row = await db().claim.findUniqueOrThrow({ where: { id: claim3 } });
    expect(Number(row.netThisClaim)).toBe(atIssue.body.totals.net_this_claim);

    signInAs(demo.users.certifier);
    const payer = await callRoute(C.payerOne.GET, { params: demo.claim(claim3, 'payer') });
    expect(payer.status).toBe(200);
    expect(payer.body.claim.previous_paid_to_date).toBe(2_500_000);
    expect(payer.body.totals).toMatchObject({
      less_previous_option: 'paid_to_date',
      less_previous: 2_500_000,
      net_this_claim: atIssue.body.totals.net_this_claim,
    });
    const pdf = await download(C.payerPdf.GET, demo.claim(claim3, 'payer'));
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes!);
    expect(text).toContain('Less paid to date');
    expect(text).toContain('25,000.00');
  });

  it('a new claim on the contract deducts paid to date from the start; a certificate may not', async () => {
    signInAs(demo.users.claimer);
    const created = await callRoute(C.list.POST, {
      params: demo.payee,
      body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
    });
    expect(created.status).toBe(201);
    const claim4 = await db().claim.findFirstOrThrow({ where: { contractId: demo.contract.id, number: 4 } });
    expect(claim4.lessPreviousOption).toBe('paid_to_date');
    const read = await callRoute(C.one.GET, { params: demo.claim(claim4.id) });
    // Certificate 1 is the only one issued: 20,000 + 5,000 + 3,000 recorded by the payee.
    expect(read.body.totals.less_previous).toBe(2_800_000);

    signInAs(demo.users.certifier);
    const before = await db().certificate.findUniqueOrThrow({ where: { id: cert1 } });
    const res = await callRoute(R.one.PUT, {
      method: 'PUT',
      params: { ...demo.claim(demo.claimIds[0]!, 'payer'), cert: cert1 },
      body: { updated_at: before.updatedAt.toISOString(), less_previous_option: 'paid_to_date' },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.errors)).toContain('is for claims');
    expect(await db().certificate.findUniqueOrThrow({ where: { id: cert1 } })).toEqual(before);
  });
});
