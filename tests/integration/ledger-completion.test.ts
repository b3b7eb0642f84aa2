// A late certificate across practical completion (issue 28), through the real route handlers on the
// shared demo contract, read by both parties: claim 1 (October) certified after claim 2 (1–15
// November), with practical completion between their period ends. Retention held on trust from the
// moment it is withheld, and released under the contract's terms (../shared/domain/retention-trust.md;
// Construction Contracts Act 2002 Part 2A): a certificate for an earlier claim must not retain again
// what a later one released (lib/domain/ledger.ts valuationDate).
//
// The contract: 10% of the first $200,000 retainable, 5% of the next $800,000; 50% released at
// practical completion (10 Nov 2026) and 50% at the end of the defects period (20 Nov 2026); the
// provisional sum excluded from retention. Hand figures:
//
//                                   claim 1 (to 31 Oct)   claim 2 (to 15 Nov)   claim 3 (to 30 Nov)
//   Foundations ($150,000)                 150,000.00            150,000.00            150,000.00
//   Framing ($250,000)                     140,000.00            220,000.00            220,000.00
//   Provisional sum ($60,000, excl.)        30,000.00             50,000.00             50,000.00
//   gross to date                          320,000.00            420,000.00            420,000.00
//   retainable                             290,000.00            370,000.00            370,000.00
//   retained 10% × 200,000 + 5% × rest      24,500.00             28,500.00             28,500.00
//   released (PCD 50%, DLP 50%)                  0.00             14,250.00             28,500.00
//
// Certificate for claim 2, issued first: net to date 420,000 − 28,500 + 14,250 = $405,750.00;
// scheduled $405,750.00 + 15% GST $60,862.50 = $466,612.50.
// Certificate for claim 1, issued second: starts at the position (gross $420,000), valued as at
// 15 Nov (the position's date), so retained $28,500, released $14,250: net to date $405,750.00, less
// previous $405,750.00, this certificate $0.00 (the defect: −$14,250.00, −$16,387.50 incl. GST).
// Certificate for claim 3: net to date 420,000 − 28,500 + 28,500 = $420,000.00, less previous
// $405,750.00, this certificate $14,250.00 + GST $2,137.50 = $16,387.50.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { parseCsv } from '@/lib/domain/csv';
import { formatMoney } from '@/lib/domain/money-format';
import { contractHeadlineFigures } from '@/lib/server/contracts/contract-headline-figures';
import * as putRetention from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention/route';
import * as issueCheck from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/issue_check/route';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as C } from '../support/claim-routes';
import { pdfText } from '../support/pdf-read';

let demo: CertDemo;
const $ = (dollars: number) => Math.round(dollars * 100);
const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });

// A minute per step from 1 December 2026, after every period below (and after the DLP end).
let clock = new Date('2026-12-01T01:00:00Z').getTime();
const tick = () => vi.setSystemTime((clock += 60_000));

const ITEMS = {
  foundations: { label: '1', description: 'Foundations', total: $(150_000), excluded: false },
  framing: { label: '2', description: 'Framing', total: $(250_000), excluded: false },
  sum: { label: '3', description: 'Provisional sum: services', total: $(60_000), excluded: true },
} as const;
type Item = keyof typeof ITEMS;
const ids = {} as Record<Item, string>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  tick();
  demo = await seedCertDemo();
  const contractId = demo.contract.id;
  // The demo contract as the issue found it: its own claims and schedule replaced by this one.
  await db().approvalWorkflow.deleteMany({ where: { contractId } });
  await db().claim.deleteMany({ where: { contractId } });
  await db().lineItem.deleteMany({ where: { contractId } });
  for (const [key, item] of Object.entries(ITEMS)) {
    const row = await db().lineItem.create({
      data: {
        contractId,
        kind: 'base',
        valueType: 'lump',
        position: Number(item.label),
        label: item.label,
        description: item.description,
        total: BigInt(item.total),
        excludeRetention: item.excluded,
      },
    });
    ids[key as Item] = row.id;
  }
  signInAs(demo.users.certifier);
  const saved = await callRoute(putRetention.PUT, {
    method: 'PUT',
    params: demo.payer,
    body: {
      retention_type: 'scale',
      firstpercent: '10',
      firstamount: '200,000',
      firstnextpercent: '5',
      firstnextamount: '800,000',
      pcd_percent: '50',
      pcd_date: '2026-11-10',
      release_dlp_type: 'date',
      dlppercent: '50',
      dlp_date: '2026-11-20',
    },
  });
  expect(saved.status, JSON.stringify(saved.body?.errors)).toBe(200);
});
afterAll(() => vi.useRealTimers());

const payerCert = (cl: string, cert: string) => ({ ...demo.claim(cl, 'payer'), cert });
const payeeCert = (cl: string, cert: string) => ({ ...demo.claim(cl, 'payee'), cert });

/** The claimer claims these to-date values and serves the claim. */
async function serveClaim(from: string, to: string, values: Record<Item, number>): Promise<string> {
  signInAs(demo.users.claimer);
  tick();
  const made = await callRoute(C.list.POST, { params: demo.payee, body: { claim_from: from, claim_to: to } });
  expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
  const cl: string = made.body.id;
  const read = await callRoute(C.one.GET, { params: demo.claim(cl) });
  const saved = await callRoute(C.one.PUT, {
    method: 'PUT',
    params: demo.claim(cl),
    body: {
      updated_at: read.body.claim.updated_at,
      lines: Object.entries(values).map(([key, dollars]) => ({
        line_item_id: ids[key as Item],
        claim_option: 'value',
        value: $(dollars),
      })),
    },
  });
  expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
  expect((await callRoute(C.send.POST, { params: demo.claim(cl), body: {} })).status).toBe(200);
  tick();
  const issued = await callRoute(C.issue.POST, {
    params: demo.claim(cl),
    body: { has_email_service: false },
  });
  expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
  return cl;
}

async function startCert(cl: string) {
  signInAs(demo.users.certifier);
  const res = await callRoute(R.list.POST, { params: demo.claim(cl, 'payer'), body: {} });
  expect(res.status, JSON.stringify(res.body.errors)).toBe(201);
  return res.body;
}

async function sendAndIssue(cl: string, cert: string) {
  signInAs(demo.users.certifier);
  const sent = await callRoute(R.send.POST, { params: payerCert(cl, cert), body: {} });
  expect(sent.status, JSON.stringify(sent.body.errors)).toBe(200);
  tick();
  const issued = await callRoute(R.issue.POST, {
    params: payerCert(cl, cert),
    body: { has_email_service: false },
  });
  expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
  return issued.body;
}

/** Both parties' reads of an issued certificate. */
async function bothReads(cl: string, cert: string) {
  signInAs(demo.users.certifier);
  const payer = await callRoute(R.one.GET, { params: payerCert(cl, cert) });
  signInAs(demo.users.claimer);
  const payee = await callRoute(R.one.GET, { params: payeeCert(cl, cert) });
  expect([payer.status, payee.status]).toEqual([200, 200]);
  return [payer.body, payee.body];
}

/** Both parties' downloads of the certificate's PDF, as text with its spacing folded. */
async function bothPdfs(cl: string, cert: string) {
  signInAs(demo.users.certifier);
  const payer = await download(R.pdf.GET, payerCert(cl, cert));
  signInAs(demo.users.claimer);
  const payee = await download(R.pdf.GET, payeeCert(cl, cert));
  expect([payer.status, payee.status]).toEqual([200, 200]);
  return [payer, payee].map((d) => pdfText(d.bytes!).replace(/\s+/g, ' '));
}

/** The payer's retention report row for the contract, by column. */
async function retentionRow() {
  signInAs(demo.users.certifier);
  const res = await download(
    R.retention.GET,
    { acc: demo.payer.acc },
    'http://localhost/api/paycert/retention_report?side=cert',
  );
  expect(res.status).toBe(200);
  const [head, ...rows] = parseCsv(new TextDecoder().decode(res.bytes!)).records.map((r) => r.fields);
  const row = rows.find((r) => r.includes('SC-014-03'))!;
  return Object.fromEntries(head!.map((name, i) => [name, row[i]]));
}

const netCertifiedToDate = async () => {
  const issued = await db().certificate.findMany({
    where: { contractId: demo.contract.id, status: 'issued' },
    select: { netThisCert: true },
  });
  return issued.reduce((s, c) => s + Number(c.netThisCert), 0);
};

describe('a late certificate across practical completion', () => {
  let claim1: string;
  let claim2: string;
  let cert1: string;

  it('certifies claim 2 (period to 15 Nov, after PCD) first: half the retention released', async () => {
    claim1 = await serveClaim('2026-10-01', '2026-10-31', {
      foundations: 150_000,
      framing: 140_000,
      sum: 30_000,
    });
    claim2 = await serveClaim('2026-11-01', '2026-11-15', {
      foundations: 150_000,
      framing: 220_000,
      sum: 50_000,
    });
    const read = await startCert(claim2);
    expect(read.totals).toMatchObject({
      gross_to_date: $(420_000),
      net_to_date: $(405_750),
      net_this_claim: $(405_750),
    });
    const issued = await sendAndIssue(claim2, read.cert.cert_id);
    expect(issued.issued_totals.scheduled_amount).toBe($(466_612.5));
    expect(await netCertifiedToDate()).toBe($(405_750));
  });

  it('then certifies claim 1 (to 31 Oct): valued at the position’s date, it schedules $0.00 on both sides', async () => {
    const read = await startCert(claim1);
    cert1 = read.cert.cert_id;
    expect(read.ledger.answers_earlier_claim).toBe(true);
    expect(read.totals).toMatchObject({
      gross_to_date: $(420_000),
      net_to_date: $(405_750),
      net_this_claim: 0,
    });
    // Before the fix: −$14,250.00 this certificate, −$16,387.50 scheduled.
    expect(read.scheduled_amount).toBe(0);
    expect(read.ledger.valuation_note).toMatch(
      /^Retention is valued as at 15 November 2026, the latest period already certified \(up to Payment Certificate \d+\), not at this claim's period end of 31 October 2026/,
    );
    const issued = await sendAndIssue(claim1, cert1);
    expect(issued.issued_totals.scheduled_amount).toBe(0);

    for (const body of await bothReads(claim1, cert1)) {
      expect(body.scheduled_amount).toBe(0);
      expect(body.totals).toMatchObject({
        gross_to_date: $(420_000),
        net_to_date: $(405_750),
        less_previous: $(405_750),
        net_this_claim: 0,
        gst: 0,
        total_incl_gst: 0,
      });
      expect(body.ledger.valuation_note).toMatch(/valued as at 15 November 2026/);
    }
    for (const text of await bothPdfs(claim1, cert1)) {
      expect(text).toContain(money($(405_750)));
      expect(text).toContain(`Retention is valued as at 15 November 2026`);
      expect(text).not.toContain(money(-$(14_250)));
      expect(text).not.toContain(money(-$(16_387.5)));
    }
    // The contract's net certified to date stays where certificate 2 put it.
    expect(await netCertifiedToDate()).toBe($(405_750));
    expect((await contractHeadlineFigures(demo.contract.id)).cert_to_date_value).toBe($(420_000));
  });

  it('the retention report holds $14,250.00 and shows $14,250.00 released at practical completion', async () => {
    expect(await retentionRow()).toMatchObject({
      'Certified gross to date': '420000.00',
      'Retained to date': '28500.00',
      'Released at practical completion': '14250.00',
      'Released at end of defects period': '0.00',
      'Retention held': '14250.00',
    });
  });

  it('a certificate that would schedule a negative amount with no line reduced is refused, saying why', async () => {
    const claim3 = await serveClaim('2026-11-16', '2026-11-30', {
      foundations: 150_000,
      framing: 220_000,
      sum: 50_000,
    });
    const read = await startCert(claim3);
    const cert3: string = read.cert.cert_id;
    signInAs(demo.users.certifier);
    const custom = await callRoute(R.one.PUT, {
      method: 'PUT',
      params: payerCert(claim3, cert3),
      body: { updated_at: read.cert.updated_at, less_previous_option: 'custom', custom_previous: $(500_000) },
    });
    expect(custom.status, JSON.stringify(custom.body.errors)).toBe(200);
    expect(custom.body.scheduled_amount).toBeLessThan(0);
    const check = await callRoute(issueCheck.GET, { params: payerCert(claim3, cert3) });
    expect(check.body.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(
      /^This certificate would schedule -\$92,000\.00, yet no line is certified below what was certified before/,
    );
    const sent = await callRoute(R.send.POST, { params: payerCert(claim3, cert3), body: {} });
    expect(sent.status).toBe(422);
    expect((await db().certificate.findUniqueOrThrow({ where: { id: cert3 } })).status).toBe('draft');

    // Certificate for claim 3 (to 30 Nov, after the DLP end): the rest of the retention released.
    const back = await callRoute(R.one.PUT, {
      method: 'PUT',
      params: payerCert(claim3, cert3),
      body: {
        updated_at: custom.body.cert.updated_at,
        less_previous_option: 'certified',
        custom_previous: null,
      },
    });
    expect(back.status, JSON.stringify(back.body.errors)).toBe(200);
    const issued = await sendAndIssue(claim3, cert3);
    expect(issued.issued_totals.scheduled_amount).toBe($(16_387.5));
    for (const body of await bothReads(claim3, cert3)) {
      expect(body.totals).toMatchObject({
        less_previous: $(405_750),
        net_this_claim: $(14_250),
        gst: $(2_137.5),
        total_incl_gst: $(16_387.5),
      });
      expect(body.ledger.valuation_note).toBeNull();
    }
    for (const text of await bothPdfs(claim3, cert3)) expect(text).toContain(money($(16_387.5)));
    expect(await netCertifiedToDate()).toBe($(420_000));
    expect(await retentionRow()).toMatchObject({
      'Retained to date': '28500.00',
      'Released at practical completion': '14250.00',
      'Released at end of defects period': '14250.00',
      'Retention held': '0.00',
    });
  });

  it('a change of the contract’s GST rate applies to documents issued after it, never to one already out', async () => {
    // The rate (a binding tax setting, lib/domain/contract-decisions) moves from 15% to 10%.
    await db().contract.update({ where: { id: demo.contract.id }, data: { gstPercent: 10 } });
    const issued = await db().certificate.findMany({
      where: { contractId: demo.contract.id, status: 'issued' },
      include: { claim: true },
      orderBy: { servedAt: 'asc' },
    });
    expect(issued.map((c) => c.gstPercent)).toEqual([15, 15, 15]);
    const last = issued.at(-1)!;
    for (const body of await bothReads(last.claimId, last.id)) {
      expect(body.totals).toMatchObject({ gst_percent: 15, gst: $(2_137.5), total_incl_gst: $(16_387.5) });
    }
    for (const text of await bothPdfs(last.claimId, last.id)) expect(text).toContain(money($(16_387.5)));
    signInAs(demo.users.claimer);
    const served = await callRoute(C.one.GET, { params: demo.claim(last.claimId) });
    expect(served.body.totals).toMatchObject({ gst_percent: 15, gst: Number(last.claim.gstAmount) });

    // The next claim and certificate go out at 10%: $10,000 more work, all its retention released
    // already (after the end of the defects period).
    const claim4 = await serveClaim('2026-12-01', '2026-12-31', {
      foundations: 150_000,
      framing: 230_000,
      sum: 50_000,
    });
    const read = await startCert(claim4);
    expect(read.totals).toMatchObject({ gst_percent: 10, net_this_claim: $(10_000), gst: $(1_000) });
  });
});
