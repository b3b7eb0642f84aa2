// The certificate's money, three ways, must agree: the API's answer (GET …/cert/{cert}), the
// calculation library run directly on the same inputs (lib/domain/line-items.ts valuing each
// entry, lib/domain/claim-totals.ts summing it up), and the issued PDF as pdftotext reads it.
// certs-flow.test.ts walks the life of a certificate and checks the issued totals against values
// read back from the stored lines; this file instead types every kind of entry — percent, quantity,
// value, on base items, variations and materials, below and above the claim — and recomputes the
// whole summary from what was typed, before and after issue.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { computeClaimTotals, type ClaimTotals, type PreviousFigures } from '@/lib/domain/claim-totals';
import { claimTotalsJson } from '@/lib/domain/claim-totals-json';
import { progressValue, type ProgressEntry } from '@/lib/domain/line-items';
import { formatMoney } from '@/lib/domain/money-format';
import { toDomainItem } from '@/lib/server/line-item-rows/to-domain';
import { DEMO_RETENTION } from '@/prisma/seed';
import { callRoute } from '../support/call-route';
import {
  certRoutes as R,
  createDraftCert,
  download,
  seedCertDemo,
  type CertDemo,
} from '../support/cert-routes';
import { pdfText } from '../support/pdf-read';

let demo: CertDemo;
let certId: string;
const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });

/**
 * What the certifier types for claim 2 (seed: 1.1 claimed 100%, 1.2 70%, 1.3 35% of 2,400 m2,
 * 2.1 45%, 4 70%, V1 100%, V2.1 50% of 800 m2, M2 100%; V2.2 not claimed). Leaves not listed stay
 * certified at their claimed value, as a new certificate starts.
 */
const LINES: { ref: string; entry: ProgressEntry; reason?: string; cents: number }[] = [
  // 95% of 1,200 m2 × $85.50 = $97,470 (claimed $102,600).
  {
    ref: '1.1',
    entry: { by: 'percent', percent: 9_500 },
    reason: 'Framing to the east stair not complete at inspection.',
    cents: 9_747_000,
  },
  // 70%, as claimed: no reason needed.
  { ref: '1.2', entry: { by: 'percent', percent: 7_000 }, cents: 7_056_000 },
  // 720 m2 × $18.75 = $13,500 (claimed 840 m2, $15,750).
  {
    ref: '1.3',
    entry: { by: 'qty', qty: 72_000 },
    reason: 'Stopping measured at 720 m2, not the 840 m2 claimed.',
    cents: 1_350_000,
  },
  // $25,000 typed (claimed 45% of $58,500 = $26,325).
  {
    ref: '2.1',
    entry: { by: 'value', value: 2_500_000 },
    reason: 'Grid ceilings on Level 2 not yet accepted by the architect.',
    cents: 2_500_000,
  },
  // $26,600 typed: 70% of $38,000, as claimed.
  { ref: '4', entry: { by: 'value', value: 2_660_000 }, cents: 2_660_000 },
  // An approved variation, 80% of $12,450 = $9,960 (claimed in full).
  {
    ref: 'V1',
    entry: { by: 'percent', percent: 8_000 },
    reason: 'Fire-rated wall awaiting its producer statement.',
    cents: 996_000,
  },
  // A multi-variation's sub-item by quantity, 400 m2 × $14.50 = $5,800, as claimed.
  { ref: 'V2.1', entry: { by: 'qty', qty: 40_000 }, cents: 580_000 },
  // More than claimed (nothing): 80 m2 × $9.25 = $740 — a difference, so it needs a reason too.
  {
    ref: 'V2.2',
    entry: { by: 'qty', qty: 8_000 },
    reason: 'Resilient channels to 80 m2 installed though not claimed.',
    cents: 74_000,
  },
  // Materials off site: $11,000 of the $22,000 claimed.
  {
    ref: 'M2',
    entry: { by: 'value', value: 1_100_000 },
    reason: 'Half the door sets are not yet insured in our name.',
    cents: 1_100_000,
  },
];

const certLine = (id: string, l: (typeof LINES)[number]) => ({
  line_item_id: id,
  ...(l.entry.by === 'percent'
    ? { cert_option: 'percent', percent: l.entry.percent }
    : l.entry.by === 'qty'
      ? { cert_option: 'qty', qty: l.entry.qty }
      : { cert_option: 'value', value: l.entry.value }),
  ...(l.reason ? { reason: l.reason } : {}),
});

/**
 * The certificate's summary straight from the calculation library, from the schedule rows, the
 * entries above, claim 2's stored claimed values for the rest, and certificate 1 as "previous".
 * Less previous is certified (a certificate deducts what was certified before: spec §4 previous
 * options; /work/shared/domain/statutory-rules.md, Practice: "this claim" = to date − previous);
 * retention is the demo's scale on the gross to date as at the claim's period end (same file,
 * Practice: tiers, capped); GST is the contract's whole 15%.
 */
async function expectedTotals(): Promise<ClaimTotals> {
  const rows = await db().lineItem.findMany({ where: { contractId: demo.contract.id } });
  const refOf = new Map(rows.map((r) => [r.id, r.label]));
  const claimed = await db().claimLineItem.findMany({ where: { claimId: demo.claim2 } });
  const cert1 = await db().certificate.findFirstOrThrow({
    where: { contractId: demo.contract.id, number: 1 },
    include: { lines: true, claim: true },
  });
  const claimedOf = new Map(claimed.map((l) => [refOf.get(l.lineItemId), Number(l.toDateValue)]));
  const previousOf = new Map(cert1.lines.map((l) => [l.lineItemId, Number(l.toDateValue)]));
  const typed = new Map(LINES.map((l) => [l.ref, l.entry]));
  const entryOf = (ref: string | null): ProgressEntry =>
    typed.get(ref!) ?? { by: 'value', value: claimedOf.get(ref) ?? 0 };
  const common = {
    certifyPendingVariation: false,
    gstPercent: 15,
    cisStatus: null,
    labourElementThisClaim: 0,
    domesticReverseCharge: false,
  } as const;
  const zero: PreviousFigures = { gross: 0, retained: 0, pcdReleased: 0, dlpReleased: 0 };
  const before = computeClaimTotals({
    ...common,
    items: rows.map((r) => toDomainItem(r, { toDate: { by: 'value', value: previousOf.get(r.id) ?? 0 } })),
    retention: { settings: DEMO_RETENTION, asOf: cert1.claim.claimTo.toISOString().slice(0, 10) },
    previous: zero,
    lessPrevious: { option: 'claimed' },
  });
  return computeClaimTotals({
    ...common,
    items: rows.map((r) =>
      toDomainItem(r, { toDate: entryOf(r.label), previous: previousOf.get(r.id) ?? 0 }),
    ),
    retention: { settings: DEMO_RETENTION, asOf: '2026-10-31' },
    previous: {
      gross: before.grossToDate,
      retained: before.retention.retainedToDate,
      pcdReleased: before.retention.pcdReleaseToDate,
      dlpReleased: before.retention.dlpReleaseToDate,
    },
    lessPrevious: { option: 'certified' },
  });
}

beforeAll(async () => {
  demo = await seedCertDemo();
  const created = await createDraftCert(demo);
  certId = created.id;
  const ids = new Map<string, string>();
  for (const l of LINES) ids.set(l.ref, (await demo.item(l.ref)).id);
  const saved = await callRoute(R.one.PUT, {
    method: 'PUT',
    params: demo.cert(certId),
    body: {
      updated_at: created.updatedAt,
      lines: LINES.map((l) => certLine(ids.get(l.ref)!, l)),
    },
  });
  expect(saved.status).toBe(200);
});

describe('a certificate of varied lines: API, calculation library and PDF agree', () => {
  it('values each typed line as the library does, and as worked out by hand', async () => {
    const read = await callRoute(R.one.GET, { params: demo.cert(certId) });
    const rows = await db().lineItem.findMany({ where: { contractId: demo.contract.id } });
    for (const l of LINES) {
      const row = rows.find((r) => r.label === l.ref)!;
      const item = read.body.items.find((i: { id: string }) => i.id === row.id);
      expect(progressValue(toDomainItem(row), l.entry), l.ref).toBe(l.cents);
      expect(item, l.ref).toMatchObject({
        cert_value: l.cents,
        cert_option: l.entry.by,
        cert_reason: l.reason ?? null,
        reason_status: l.reason ? 'reason' : 'empty',
      });
    }
    expect(read.body.missing_reasons).toEqual([]);
  });

  it('answers the totals the library computes from the same inputs, field for field', async () => {
    const expected = await expectedTotals();
    const read = await callRoute(R.one.GET, { params: demo.cert(certId) });
    expect(read.status).toBe(200);
    expect(read.body.totals).toEqual(claimTotalsJson(expected));
    expect(read.body.scheduled_amount).toBe(expected.amountDue);
    // The inputs exercise what they are meant to: retention held, previous certified deducted, GST.
    expect(expected.retention.retainedToDate).toBeGreaterThan(0);
    expect(expected.lessPreviousOption).toBe('certified');
    expect(expected.lessPrevious).toBeGreaterThan(0);
    expect(expected.variationsToDate).toBeGreaterThan(0);
    expect(expected.materialsOffSiteToDate).toBe(1_100_000);
    expect(expected.gst).toBeGreaterThan(0);
    expect(expected.totalInclGst).toBe(expected.netThisClaim + expected.gst);
  });

  it('issues those same totals, and reads them back unchanged once frozen', async () => {
    const expected = await expectedTotals();
    const sent = await callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) });
    expect(sent.status).toBe(200);
    signInAs(demo.users.qs);
    const approved = await callRoute(R.approve.POST, {
      params: { ...demo.cert(certId), step: '1' },
      body: {},
    });
    expect(approved.body).toMatchObject({ status: 'approved' });
    signInAs(demo.users.certifier);
    const issued = await callRoute(R.issue.POST, {
      params: demo.cert(certId),
      body: { has_email_service: false },
    });
    expect(issued.status).toBe(200);
    expect(issued.body.issued_totals).toEqual({
      gross_to_date: expected.grossToDate,
      retention_to_date: expected.retention.retainedToDate,
      net_this_cert: expected.netThisClaim,
      gst_amount: expected.gst,
      total_including_gst: expected.totalInclGst,
      scheduled_amount: expected.amountDue,
    });
    const read = await callRoute(R.one.GET, { params: demo.cert(certId) });
    expect(read.body.cert.cert_status).toBe('issued');
    expect(read.body.totals).toEqual(claimTotalsJson(expected));
    expect(read.body.cert.issued_totals).toEqual({
      gross_to_date: expected.grossToDate,
      retention_to_date: expected.retention.retainedToDate,
      net_this_cert: expected.netThisClaim,
      gst_amount: expected.gst,
      total_including_gst: expected.totalInclGst,
    });
  });

  it('prints the same scheduled amount, summary and reasons in the issued PDF', async () => {
    const expected = await expectedTotals();
    const pdf = await download(R.pdf.GET, demo.cert(certId));
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.bytes!);
    const lines = text.split('\n');
    /** The summary row with this label: the claimed column, then the scheduled one at its end. */
    const row = (label: string) => {
      const found = lines.filter((l) => l.trimStart().startsWith(label));
      expect(found, label).toHaveLength(1);
      return found[0]!.trimEnd();
    };
    // The headline under "SCHEDULED AMOUNT" (CCA s21(2)(c): the schedule states the scheduled amount).
    const head = lines.findIndex((l) => l.includes('SCHEDULED AMOUNT'));
    expect(head).toBeGreaterThan(-1);
    const amountLine = lines.slice(head + 1).find((l) => l.trim() !== '')!;
    expect(amountLine.trim().startsWith(money(expected.amountDue))).toBe(true);
    // How it was calculated (s21(3)(a)), each row ending with the scheduled figure.
    expect(row('Gross value of work to date').endsWith(money(expected.grossToDate))).toBe(true);
    expect(row('Less retention to date').endsWith(money(-expected.lessRetention))).toBe(true);
    // The claim deducts what was claimed before, the certificate what was certified before.
    expect(row('Less previous (net to date)').endsWith(money(-expected.lessPrevious))).toBe(true);
    expect(text).toContain('Scheduled: less previously certified (net to date).');
    expect(row('Net amount (excluding GST)').endsWith(money(expected.netThisClaim))).toBe(true);
    expect(row('GST at 15%').endsWith(money(expected.gst))).toBe(true);
    expect(row('Total (including GST)').endsWith(money(expected.totalInclGst))).toBe(true);
    // The reasons for each difference from the claimed amount (s21(3)(b)), in full.
    const words = text.replace(/\s+/g, ' ');
    for (const l of LINES.filter((x) => x.reason)) expect(words, l.ref).toContain(`Reason: ${l.reason}`);
  });
});
