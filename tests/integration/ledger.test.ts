// The contract's ledger (lib/domain/ledger.ts) through the real route handlers, on the seeded demo
// contract SC-014-03, in the orders users really work in (issue 11): a claim certified after later
// ones, a draft certificate started before a later claim's certificate was issued, and a claim left
// unissued while a later one is served. Each step checks the ledger: nothing counted twice (the
// certificates' scheduled amounts add up to the last one's net certified to date), the contract's
// certified to date never going backwards, and the issued PDF stating the API's figures.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { formatMoney } from '@/lib/domain/money-format';
import { contractHeadlineFigures } from '@/lib/server/contracts/contract-headline-figures';
import { previousServedClaim } from '@/lib/server/claims/claim-figures';
import { loadCertFigureInputs } from '@/lib/server/certs/cert-figures';
import { loadContract } from '@/lib/server/contracts/load-contract';
import { claimContractOf } from '@/lib/server/documents/document-contract';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import {
  LEDGER_ORDER,
  LEDGER_POSITION,
  newestCertifiedClaim,
  previousCertOnLedger,
} from '@/lib/server/ledger/certificate-ledger';
import { callRoute } from '../support/call-route';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as C } from '../support/claim-routes';
import { pdfText } from '../support/pdf-read';
import * as raise from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/raise-to-position/route';

let demo: CertDemo;
const money = (cents: number) => formatMoney(cents, { currency: 'NZD' });

// Time moves on a minute per step, from a day on which every period below has begun, so each issue
// has its own moment on the ledger.
let clock = new Date('2027-06-01T01:00:00Z').getTime();
const tick = () => vi.setSystemTime((clock += 60_000));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  tick();
  demo = await seedCertDemo();
  // No approval steps: sending for approval approves at once, so the test is about order alone.
  await db().approvalWorkflow.deleteMany({ where: { contractId: demo.contract.id } });
});
afterAll(() => vi.useRealTimers());

const claimParams = (cl: string) => demo.claim(cl, 'payee');
const certParams = (cl: string, cert: string) => ({ ...demo.claim(cl, 'payer'), cert });

async function createClaim(from: string, to: string): Promise<string> {
  signInAs(demo.users.claimer);
  const res = await callRoute(C.list.POST, { params: demo.payee, body: { claim_from: from, claim_to: to } });
  expect(res.status, JSON.stringify(res.body.errors)).toBe(201);
  return res.body.id;
}

/** The claimer claims these percentages to date (on top of what the claim carried over) and serves it. */
async function serveClaim(cl: string, percent: Record<string, number> = {}) {
  signInAs(demo.users.claimer);
  const read = await callRoute(C.one.GET, { params: claimParams(cl) });
  const lines = await Promise.all(
    Object.entries(percent).map(async ([ref, p]) => ({
      line_item_id: (await demo.item(ref)).id,
      claim_option: 'percent',
      percent: p * 100,
    })),
  );
  if (lines.length) {
    const saved = await callRoute(C.one.PUT, {
      method: 'PUT',
      params: claimParams(cl),
      body: { updated_at: read.body.claim.updated_at, lines },
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
  }
  expect((await callRoute(C.send.POST, { params: claimParams(cl), body: {} })).status).toBe(200);
  tick();
  const issued = await callRoute(C.issue.POST, {
    params: claimParams(cl),
    body: { has_email_service: false },
  });
  expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
  return issued.body;
}

async function startCert(cl: string) {
  signInAs(demo.users.certifier);
  const res = await callRoute(R.list.POST, { params: demo.claim(cl, 'payer'), body: {} });
  expect(res.status, JSON.stringify(res.body.errors)).toBe(201);
  return res.body;
}

async function sendCert(cl: string, cert: string) {
  signInAs(demo.users.certifier);
  return callRoute(R.send.POST, { params: certParams(cl, cert), body: {} });
}

async function issueCert(cl: string, cert: string) {
  signInAs(demo.users.certifier);
  tick();
  return callRoute(R.issue.POST, { params: certParams(cl, cert), body: { has_email_service: false } });
}

async function certify(cl: string) {
  const read = await startCert(cl);
  expect((await sendCert(cl, read.cert.cert_id)).status).toBe(200);
  const issued = await issueCert(cl, read.cert.cert_id);
  expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
  return { certId: read.cert.cert_id as string, read, issued: issued.body };
}

async function readCert(cl: string, cert: string) {
  signInAs(demo.users.certifier);
  return (await callRoute(R.one.GET, { params: certParams(cl, cert) })).body;
}

/** The ledger as the database holds it: issued certificates in issue order, with their frozen figures. */
async function ledger() {
  return db().certificate.findMany({
    where: { contractId: demo.contract.id, status: 'issued' },
    orderBy: [{ servedAt: 'asc' }, { number: 'asc' }],
    include: { claim: { select: { number: true, claimTo: true } } },
  });
}

/** Nothing counted twice: Σ net this certificate = the last one's net certified to date (API). */
async function expectLedgerAddsUp(lastCl: string, lastCert: string) {
  const issued = await ledger();
  const sum = issued.reduce((s, c) => s + Number(c.netThisCert), 0);
  const last = await readCert(lastCl, lastCert);
  expect(last.cert.cert_id).toBe(issued.at(-1)!.id);
  expect(sum).toBe(last.totals.net_to_date);
}

const certifiedToDate = async () => (await contractHeadlineFigures(demo.contract.id)).cert_to_date_value;

describe('certifying an earlier claim after a later one', () => {
  let claim3: string;

  it('certifies claim 3 first: it deducts certificate 1, the one issued last', async () => {
    claim3 = demo.claimIds[2]!;
    await serveClaim(claim3);
    const { read } = await certify(claim3);
    expect(read.ledger.answers_earlier_claim).toBe(false);
    expect(read.ledger.previous_cert.name).toMatch(/^Payment Certificate 1\b/);
    await expectLedgerAddsUp(claim3, read.cert.cert_id);
  });

  it('then certifies claim 2: it starts at what is already certified and schedules nothing twice', async () => {
    const before = await certifiedToDate();
    const issuedBefore = await ledger();
    const read = await startCert(demo.claim2);
    expect(read.ledger.answers_earlier_claim).toBe(true);
    // "Previous certified" is claim 3's certificate, issued last — not certificate 1.
    expect(read.ledger.previous_cert.cert_id).toBe(issuedBefore.at(-1)!.id);
    expect(read.totals.gross_to_date).toBe(before);
    expect(read.totals.net_this_claim).toBe(0);
    expect(read.scheduled_amount).toBe(0);
    expect(read.ledger.below_certified_position).toEqual([]);

    const sent = await sendCert(demo.claim2, read.cert.cert_id);
    expect(sent.status, JSON.stringify(sent.body.errors)).toBe(200);
    const issued = await issueCert(demo.claim2, read.cert.cert_id);
    expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
    expect(issued.body.issued_totals.scheduled_amount).toBe(0);
    // The contract's certified to date stays where it was (it used to fall back to claim 2's).
    expect(await certifiedToDate()).toBe(before);
    await expectLedgerAddsUp(demo.claim2, read.cert.cert_id);

    // The issued PDF states the API's figures: the certified position and the nil scheduled amount.
    const after = await readCert(demo.claim2, read.cert.cert_id);
    const pdf = await download(R.pdf.GET, certParams(demo.claim2, read.cert.cert_id));
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes!).replace(/\s+/g, ' ');
    expect(text).toContain(money(after.totals.gross_to_date));
    expect(text).toContain(money(after.totals.less_previous));
    expect(text).toContain(money(0));
  });

  it('claims received, the cert summary and the payee’s contract summary all read the same position', async () => {
    const position = await certifiedToDate();
    signInAs(demo.users.certifier);
    const summary = await callRoute(R.summary.GET, { params: demo.payer });
    expect(summary.status).toBe(200);
    expect(summary.body.totals.certified_to_date).toBe(position);
    const issued = await ledger();
    expect(summary.body.totals.certified_amount).toBe(
      issued.reduce((s, c) => s + Number(c.totalIncludingGst), 0),
    );
  });
});

describe('a draft certificate started before a later claim’s certificate was issued', () => {
  let claim4: string;
  let claim5: string;
  let draft4: string;

  it('is refused while it would reduce what the later certificate certified, naming each line', async () => {
    claim4 = await createClaim('2026-12-01', '2026-12-31');
    await serveClaim(claim4, { '3.1': 40, '2.2': 60 });
    claim5 = await createClaim('2027-01-01', '2027-01-31');
    await serveClaim(claim5, { '3.1': 70, '2.2': 80 });
    draft4 = (await startCert(claim4)).cert.cert_id;
    expect((await readCert(claim4, draft4)).ledger.answers_earlier_claim).toBe(false);

    const before = await certifiedToDate();
    await certify(claim5);
    const position = await certifiedToDate();
    expect(position).toBeGreaterThan(before);

    const stale = await readCert(claim4, draft4);
    expect(stale.ledger.answers_earlier_claim).toBe(true);
    const refs = stale.ledger.below_certified_position.map((b: { label: string }) => b.label).sort();
    expect(refs).toEqual(['2.2', '3.1']);
    const sent = await sendCert(claim4, draft4);
    expect(sent.status).toBe(422);
    expect(sent.body.errors[0].message).toMatch(/can add to what is certified but not reduce it/);
    expect(sent.body.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(/Door|3\.1/);
    expect((await db().certificate.findUniqueOrThrow({ where: { id: draft4 } })).status).toBe('draft');
  });

  it('raised to the certified position, it issues and schedules only what it adds', async () => {
    const position = await certifiedToDate();
    const stale = await readCert(claim4, draft4);
    signInAs(demo.users.certifier);
    const raised = await callRoute(raise.POST, {
      params: certParams(claim4, draft4),
      body: { updated_at: stale.cert.updated_at },
    });
    expect(raised.status, JSON.stringify(raised.body.errors)).toBe(200);
    expect(raised.body.ledger.below_certified_position).toEqual([]);
    expect(raised.body.scheduled_amount).toBe(0);
    const sent = await sendCert(claim4, draft4);
    expect(sent.status, JSON.stringify(sent.body.errors)).toBe(200);
    const issued = await issueCert(claim4, draft4);
    expect(issued.status, JSON.stringify(issued.body.errors)).toBe(200);
    expect(issued.body.issued_totals.scheduled_amount).toBe(0);
    expect(await certifiedToDate()).toBe(position);
    await expectLedgerAddsUp(claim4, draft4);
  });

  it('a stale one already approved is refused at issue: nothing changes and it stays approved', async () => {
    const claim6 = await createClaim('2027-02-01', '2027-02-28');
    await serveClaim(claim6, { '3.1': 80 });
    const claim7 = await createClaim('2027-03-01', '2027-03-31');
    await serveClaim(claim7, { '3.1': 100 });
    const cert6 = (await startCert(claim6)).cert.cert_id;
    expect((await sendCert(claim6, cert6)).status).toBe(200);
    await certify(claim7);
    const issuedBefore = (await ledger()).length;

    const refused = await issueCert(claim6, cert6);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toMatch(/not reduce it/);
    const row = await db().certificate.findUniqueOrThrow({ where: { id: cert6 } });
    expect(row.status).toBe('approved');
    expect(row.servedAt).toBeNull();
    expect((await ledger()).length).toBe(issuedBefore);
    expect(await db().emailOutbox.count({ where: { idempotencyKey: { contains: cert6 } } })).toBe(0);
  });
});

describe('claims served out of order', () => {
  it('a claim left unissued is passed over: the next served claim deducts the last one served', async () => {
    const claim8 = await createClaim('2027-04-01', '2027-04-30');
    const claim9 = await createClaim('2027-05-01', '2027-05-31');
    const served = await serveClaim(claim9, { '3.1': 100, '2.2': 100 });
    const last = await db().claim.findFirstOrThrow({
      where: { contractId: demo.contract.id, status: { in: ['issued', 'certified'] }, number: { lt: 9 } },
      orderBy: { number: 'desc' },
    });
    expect(last.number).toBe(7);
    signInAs(demo.users.claimer);
    const read = await callRoute(C.one.GET, { params: claimParams(claim9) });
    const net = (g: bigint | null, r: bigint | null) => Number(g) - Number(r);
    expect(read.body.totals.previous_net_to_date).toBe(net(last.grossToDate, last.retentionToDate));
    expect(served.issued_totals.net_this_claim).toBe(read.body.totals.net_this_claim);

    // Claim 8 can no longer be served after claim 9: its work is in claim 9.
    expect((await callRoute(C.send.POST, { params: claimParams(claim8), body: {} })).status).toBe(200);
    const late = await callRoute(C.issue.POST, {
      params: claimParams(claim8),
      body: { has_email_service: false },
    });
    expect(late.status).toBe(409);

    // Σ this claim over the served claims = the last served claim's net to date: nothing claimed twice.
    const claims = await db().claim.findMany({
      where: { contractId: demo.contract.id, status: { in: ['issued', 'certified'] } },
    });
    expect(claims.reduce((s, c) => s + Number(c.netThisClaim), 0)).toBe(read.body.totals.net_to_date);
  });
});

describe('previousCertOnLedger and newestCertifiedClaim (one SQL statement each)', () => {
  it('reads what Prisma’s select of the certificate, its claim and its lines reads, at every point of the ledger', async () => {
    const issued = await db().certificate.findMany({
      where: { contractId: demo.contract.id, status: 'issued' },
      select: { servedAt: true, number: true, claim: { select: { claimTo: true } } },
    });
    expect(issued.length).toBeGreaterThan(1);
    // Its valuation date (lib/domain/ledger.ts valuationDate): the latest claim period end among the
    // certificates issued up to and including it.
    const valuedTo = (cert: { servedAt: Date | null; number: number }) =>
      new Date(
        Math.max(
          ...issued
            .filter(
              (c) =>
                c.servedAt! < cert.servedAt! ||
                (c.servedAt!.getTime() === cert.servedAt!.getTime() && c.number <= cert.number),
            )
            .map((c) => c.claim.claimTo.getTime()),
        ),
      );
    const sorted = <T extends { lines: { lineItemId: string }[] } | null>(cert: T) =>
      cert && { ...cert, lines: [...cert.lines].sort((a, b) => a.lineItemId.localeCompare(b.lineItemId)) };
    // Before each issue (the first has nothing before it), and now.
    for (const before of [null, ...issued.map((c) => c.servedAt)]) {
      const expected = await db().certificate.findFirst({
        where: {
          contractId: demo.contract.id,
          status: 'issued',
          ...(before ? { servedAt: { lt: before } } : {}),
        },
        orderBy: LEDGER_ORDER,
        select: LEDGER_POSITION,
      });
      const read = await previousCertOnLedger(db(), demo.contract.id, before);
      expect(sorted(read)).toEqual(sorted(expected && { ...expected, valuedTo: valuedTo(expected) }));
      const newest = await db().certificate.findFirst({
        where: {
          contractId: demo.contract.id,
          status: 'issued',
          ...(before ? { servedAt: { lt: before } } : {}),
        },
        orderBy: [{ claim: { number: 'desc' } }],
        select: { claim: { select: { number: true, name: true } } },
      });
      expect(await newestCertifiedClaim(db(), demo.contract.id, before)).toEqual(newest?.claim ?? null);
    }
  });
});

describe('a certificate’s figures read each previous certificate’s lines once', () => {
  // The claim's previous certificate (issued before the claim was served) and the certificate's own
  // (issued before it, or by now) are often the same one: its lines are then sent once and shared
  // (previousCertSql's linesSince). Every certificate here, issued or draft, on either path, must
  // see exactly what the ledger read on its own gives.
  it('gives every certificate of the ledger the previous certificate previousCertOnLedger gives', async () => {
    const certs = await db().certificate.findMany({
      where: { contractId: demo.contract.id },
      include: { claim: true },
    });
    const contract = claimContractOf(
      (await loadContract((await resolveActor(demo.users.certifier, demo.payer.acc))!, demo.contract.id))
        .contract,
    );
    const paths = new Set<string>();
    for (const { claim, ...cert } of certs) {
      const expected = await previousCertOnLedger(db(), demo.contract.id, cert.servedAt);
      const claimsOwn = await previousCertOnLedger(db(), demo.contract.id, claim.servedAt);
      paths.add(expected?.id === claimsOwn?.id ? 'shared' : 'own');
      const inputs = await loadCertFigureInputs(contract, claim, cert);
      expect(inputs.previousCert, `certificate ${cert.number}`).toEqual(expected);
    }
    expect([...paths].sort()).toEqual(['own', 'shared']);
  });
});

describe('previousServedClaim (one SQL statement)', () => {
  it('reads what Prisma’s select of the claim and its lines reads, for every claim number', async () => {
    const claims = await db().claim.findMany({
      where: { contractId: demo.contract.id },
      select: { number: true },
    });
    const numbers = claims.map((c) => c.number);
    expect(numbers.length).toBeGreaterThan(2);
    const sorted = <T extends { lines: { lineItemId: string }[] } | null>(doc: T) =>
      doc && { ...doc, lines: [...doc.lines].sort((a, b) => a.lineItemId.localeCompare(b.lineItemId)) };
    for (const number of [...numbers, Math.max(...numbers) + 1]) {
      const expected = await db().claim.findFirst({
        where: {
          contractId: demo.contract.id,
          number: { lt: number },
          status: { in: ['issued', 'certified'] },
        },
        orderBy: { number: 'desc' },
        select: {
          claimTo: true,
          hasRetention: true,
          lines: { select: { lineItemId: true, toDateValue: true } },
        },
      });
      const asPrior = expected && {
        valuedTo: expected.claimTo,
        hasRetention: expected.hasRetention,
        lines: expected.lines,
      };
      expect(sorted(await previousServedClaim(db(), demo.contract.id, number))).toEqual(sorted(asPrior));
    }
  });
});
