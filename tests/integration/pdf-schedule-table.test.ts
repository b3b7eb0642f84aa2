// The schedule of work in the claim PDF and the certificate PDF, read back with pdftotext: each
// item's quantity, unit and rate on its own line, a long description printed whole (wrapped, never
// cut), items excluded from retention marked and explained, and — on the certificate — what the
// Difference column and the headline difference count (certified − claimed, scheduled − claimed).
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { DIFFERENCE } from '@/lib/domain/difference-wording';
import { formatMoney } from '@/lib/domain/money-format';
import { callRoute } from '../support/call-route';
import { certRoutes as C, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes } from '../support/claim-routes';
import { pdfText } from '../support/pdf-read';

const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });
const words = (text: string) => text.replace(/\s+/g, ' ');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly 400 characters of distinct words (the last one cut short), so a lost word can be named. */
const LONG = (() => {
  let text = 'Plasterboard bulkheads to the lobby';
  for (let i = 1; text.length < 400; i++) text += ` zone${i}`;
  return text.slice(0, 400).trimEnd();
})();

let demo: CertDemo;
let claimText: string;
let certText: string;
/** The certificate's scheduled amount minus the claimed amount, as the API answers them. */
let headline: number;

/** The text from the schedule of work's heading on (the certificate's reasons table comes before it). */
function schedule(text: string): string {
  const lines = text.split('\n');
  return lines.slice(lines.findIndex((l) => l.trimStart().startsWith('Schedule of work'))).join('\n');
}

/** The pdftotext line (layout kept) of the row that starts with this ref. */
function rowOf(text: string, ref: string, description: string): string {
  const found = text
    .split('\n')
    .filter((l) => l.trimStart().startsWith(`${ref} `) && l.includes(description));
  expect(found, ref).toHaveLength(1);
  return found[0]!;
}

beforeAll(async () => {
  demo = await seedCertDemo();
  // The demo's schedule: 1.1 is a rate item (1,200 m2 at $85.50), 2.2 a lump sum, 5 (contract works
  // insurance) is excluded from retention. Give 2.2 a long description and 1.1 a unit beyond ASCII.
  await db().lineItem.update({ where: { id: (await demo.item('2.2')).id }, data: { description: LONG } });
  await db().lineItem.update({ where: { id: (await demo.item('1.1')).id }, data: { unit: 'm²' } });
  expect((await demo.item('5')).excludeRetention).toBe(true);

  signInAs(demo.users.claimer);
  const claimPdf = await download(claimRoutes.pdf.GET, demo.claim(demo.claim2));
  expect(claimPdf.type).toBe('application/pdf');
  claimText = pdfText(claimPdf.bytes!);

  // A certificate of the same claim with one item certified below the claim, for a reason.
  signInAs(demo.users.certifier);
  const created = await callRoute(C.list.POST, { params: demo.payerClaim, body: {} });
  expect(created.status).toBe(201);
  const certId = created.body.cert.cert_id as string;
  const saved = await callRoute(C.one.PUT, {
    method: 'PUT',
    params: demo.cert(certId),
    body: {
      updated_at: created.body.cert.updated_at,
      lines: [
        {
          line_item_id: (await demo.item('1.1')).id,
          cert_option: 'percent',
          percent: 9_500,
          reason: 'Framing to the east stair not complete at inspection.',
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const read = await callRoute(C.one.GET, { params: demo.cert(certId) });
  headline = read.body.scheduled_amount - read.body.claimed_amount;
  const certPdf = await download(C.pdf.GET, demo.cert(certId));
  expect(certPdf.type).toBe('application/pdf');
  certText = pdfText(certPdf.bytes!);
});

describe.each([
  ['claim', () => schedule(claimText)],
  ['certificate', () => schedule(certText)],
])('the %s PDF schedule of work', (_, text) => {
  it("prints a rate item's quantity, unit and rate on its line", () => {
    const row = rowOf(text(), '1.1', 'Steel stud framing');
    expect(row).toMatch(/1,200 m²\s+\$85\.50\s/);
    // Qty × rate is the contract value, the next column.
    expect(row).toContain(money(10_260_000));
  });

  it('prints a long description whole, wrapped onto further lines', () => {
    const all = words(text());
    for (const word of LONG.split(' ')) expect(all, word).toMatch(new RegExp(`(^|\\s)${word}(\\s|$)`));
    // Its first line starts the row; the rest follows on lines of their own.
    expect(rowOf(text(), '2.2', 'Plasterboard')).not.toContain(LONG.split(' ').at(-1));
  });

  it('marks the item excluded from retention and explains the mark', () => {
    // The mark follows the description's last word, wrapped with it if need be.
    rowOf(text(), '5', 'Contract works');
    expect(words(text())).toContain('insurance †');
    // Once on its item and once in the footnote: nowhere else.
    expect(text().split('†')).toHaveLength(3);
    expect(text()).toContain('† Excluded from retention.');
  });
});

describe('the certificate PDF says what its differences count', () => {
  it('heads the Difference column with its sign and explains it', () => {
    const reasons = certText.slice(
      certText.indexOf('Reasons for the difference'),
      certText.indexOf('Schedule of work as certified'),
    );
    expect(words(reasons)).toContain(DIFFERENCE.legend);
    const lines = reasons.split('\n');
    const head = lines.findIndex((l) => /Claimed to date\s+Certified to date\s+Difference$/.test(l.trim()));
    expect(head).toBeGreaterThan(-1);
    expect(lines[head + 1]!.trim()).toBe('(certified − claimed)');
    // 1.1: 95% of $102,600.00 certified against 100% claimed, so the difference is negative.
    expect(rowOf(reasons, '1.1', 'Steel stud framing')).toMatch(
      new RegExp(
        `${literal(money(10_260_000))}\\s+${literal(money(9_747_000))}\\s+${literal(money(-513_000))}$`,
      ),
    );
  });

  it('states the headline difference, scheduled minus claimed', () => {
    expect(headline).not.toBe(0);
    expect(words(certText)).toContain(`${DIFFERENCE.summary}: ${money(headline)}.`);
  });
});
