// The retention report and the claim summary export as CSV, read back with the CSV reader and
// checked against figures worked out by hand from the seed (prisma/seed-data.ts):
//   certificate 1 certifies 1.1 55% of $102,600 = $56,430; 1.2 30% of $100,800 = $30,240; 2.1 10% of
//   $58,500 = $5,850; 4 35% of $38,000 = $13,300; 5 100% of $6,500 (no retention); M1 100% of $18,000.
//   Gross $130,320; retainable $123,820; 10% on the first $200,000 → $12,382.00 retained, no release
//   yet; 50% of it due at practical completion, 50% at the end of the 365-day defects period.
//   Claim 1: $137,350 gross, $13,085.00 retention; claim 2: $304,255.00 gross, $24,887.75 retention
//   (10% of $200,000 + 5% of $97,755 on $297,755 retainable).
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { parseCsv } from '@/lib/domain/csv';
import { CLAIM_SUMMARY_COLUMNS } from '@/lib/server/reports/claim-summary-export';
import { RETENTION_COLUMNS } from '@/lib/server/reports/retention-report';
import { certRoutes as R, download, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;

beforeAll(async () => {
  demo = await seedCertDemo();
  await db().contract.update({
    where: { id: demo.contract.id },
    data: { pcdDate: new Date('2027-06-30T00:00:00Z') },
  });
  const cert1 = await db().certificate.findFirstOrThrow({
    where: { contractId: demo.contract.id, number: 1 },
  });
  signInAs(demo.users.certifier);
  const paid = await postForm(
    R.certPayments.POST,
    { ...demo.payer, cert: cert1.id },
    {
      data: JSON.stringify({ paid_amount: 5_000_000, paid_on: '2026-10-20' }),
    },
  );
  expect(paid.status).toBe(201);
});

async function csvOf(handler: Parameters<typeof download>[0], params: Record<string, string>, url?: string) {
  const res = await download(handler, params, url);
  expect(res.status).toBe(200);
  expect(res.type).toContain('text/csv');
  const { records, problems } = parseCsv(new TextDecoder().decode(res.bytes!));
  expect(problems).toEqual([]);
  return records.map((r) => r.fields);
}

describe('the retention report', () => {
  it('shows what the payer holds on each contract, as its latest issued certificate fixes it', async () => {
    const rows = await csvOf(R.retention.GET, { acc: demo.payer.acc }, 'http://x/?side=cert');
    expect(rows[0]).toEqual([...RETENTION_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      [
        'Wynyard Quarter Apartments',
        'Interior fit-out, Levels 1–4',
        'SC-014-03',
        'Kauri Interiors Ltd',
        'started',
        'Payment Certificate 1',
        '130320.00',
        '12382.00',
        '0.00',
        '0.00',
        '12382.00',
        '2027-06-30',
        '6191.00',
        '2028-06-29',
        '6191.00',
        'ANZ 01-0102-0123456-00 (retention trust account)',
      ],
    ]);
  });

  it('shows the claimer the same retention, held from it, and leaves out draft contracts', async () => {
    signInAs(demo.users.claimer);
    const rows = await csvOf(R.retention.GET, { acc: demo.payee.acc }, 'http://x/?side=claim');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(3, 11)).toEqual([
      'Harbour Build Ltd',
      'started',
      'Payment Certificate 1',
      '130320.00',
      '12382.00',
      '0.00',
      '0.00',
      '12382.00',
    ]);
  });
});

describe('the claim summary export', () => {
  it('gives the payer its served claims with their certificates and what it paid', async () => {
    signInAs(demo.users.certifier);
    const rows = await csvOf(R.summaryCsv.GET, demo.payer);
    expect(rows).toEqual([
      [...CLAIM_SUMMARY_COLUMNS],
      [
        'Payment Claim 1 – September 2026',
        'certified',
        '2026-09-30',
        '137350.00',
        '13085.00',
        'issued',
        '130320.00',
        '12382.00',
        '50000.00',
      ],
      // Served on Harbour Build, on ClaimCert: its certificate waits, pending, with nothing certified.
      [
        'Payment Claim 2 – October 2026',
        'issued',
        '2026-10-31',
        '304255.00',
        '24887.75',
        'pending',
        '',
        '',
        '',
      ],
    ]);
  });

  it('gives the claimer all its claims, with no payments of the payer’s', async () => {
    signInAs(demo.users.claimer);
    const rows = await csvOf(R.summaryCsv.GET, demo.payee);
    expect(rows.map((r) => r[0])).toEqual([
      'Claim',
      'Payment Claim 1 – September 2026',
      'Payment Claim 2 – October 2026',
      'Payment Claim 3 – November 2026',
    ]);
    expect(rows[1]![8]).toBe('0.00');
  });
});
