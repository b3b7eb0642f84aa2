// The certificates section of `npm run bench` (run by scripts/bench.ts after the claims section, on
// the same contracts, shared with a payer). Each round the payee issues a claim (the claims
// section's draft first, then one claim a month), and the payer, through the real route handlers,
// creates its certificate, reads it, saves it with every line certified differently from the claim
// (each with a reason), sends it for approval, approves the one step, issues it and renders the
// issued PDF (the document its issue email carries). For each, the median time and the number of
// SQL statements — which must be the same for every schedule size; for the read, the save and the
// PDF also the floor for the same work in the same round (bench-floor.ts) and the ratio.
import { db } from '../lib/db/client';
import { callRoute, type Handler, type RouteCall } from '../tests/support/call-route';
import * as claimOne from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import * as claimSend from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/send_approval/route';
import * as claimIssue from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/issue/route';
import * as certList from '../app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/route';
import * as certOne from '../app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/route';
import * as certSend from '../app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/review/route';
import * as certApprove from '../app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/workflow/[step]/approve/route';
import * as certIssue from '../app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/issue/route';
import * as certPdf from '../app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/pdf/route';
import { certReadFloor, certSaveFloor, pdfFloor } from './bench-floor';
import {
  benchClaim,
  benchMonth,
  median,
  overheadCell,
  printTable,
  ratioCell,
  signInAs,
  timedRoute,
  type BenchContext,
  type BenchedClaim,
} from './bench-setup';

/** A claim and its certificate, as the read's floor reads their lines. */
type FloorDocs = Parameters<typeof certReadFloor>[1];

/**
 * Rounds measured: each is a month's claim and certificate, so few on a long schedule; five on a
 * shorter one, whose times (a few tens of milliseconds) a median of three left at the mercy of one
 * slow round.
 */
const runsFor = (items: number) => (items > 2_000 ? 3 : 5);
/** More unmeasured reads, saves and PDFs in the warm-up round for a short schedule (bench-claims.ts). */
const warmFor = (items: number) => (items > 2_000 ? 0 : 4);
/** The steps timed against a floor. */
const FLOORED = ['read', 'save all lines', 'issued PDF'] as const;
const STEPS = ['create', 'read', 'save all lines', 'send for approval', 'approve', 'issue', 'issued PDF'];
type Step = (typeof STEPS)[number];

type Leaf = {
  id: string;
  has_children: boolean;
  claim_percent: number | null;
  label: string | null;
  description: string;
  contract_value: number;
  claim_value: number;
  last_period: number;
  this_cert: number;
  cert_value: number;
  cert_reason: string | null;
};

function ok<T extends { status: number; body?: unknown }>(what: string, r: T, status = 200): T {
  if (r.status !== status) throw new Error(`${what} answered ${r.status} ${JSON.stringify(r.body ?? '')}`);
  return r;
}

/** The payee moves the claim from draft to issued (no claim workflow here: sending approves it). */
export async function issueClaim(params: BenchedClaim['claim'], percent: number | null) {
  if (percent !== null) {
    const read = ok('read claim', await callRoute(claimOne.GET, { params }));
    const lines = read.body.items
      .filter((i: Leaf) => !i.has_children)
      .map((i: Leaf) => ({ line_item_id: i.id, claim_option: 'percent', percent }));
    ok(
      'save claim',
      await callRoute(claimOne.PUT, {
        method: 'PUT',
        params,
        body: { updated_at: read.body.claim.updated_at, lines },
      }),
    );
  }
  ok('send claim', await callRoute(claimSend.POST, { method: 'POST', params }));
  ok('issue claim', await callRoute(claimIssue.POST, { params, body: { has_email_service: false } }));
}

/** Every leaf certified 1% below its claim, so each needs (and gets) a reason. */
const REASON = 'Measured on site: 1% less than claimed.';
const percentOf = (i: Leaf) => Math.max(0, (i.claim_percent ?? 0) - 100);
const leavesOf = (read: { body: { items: Leaf[] } }) => read.body.items.filter((i) => !i.has_children);
const certLines = (leaves: Leaf[]) =>
  leaves.map((i) => ({ line_item_id: i.id, cert_option: 'percent', percent: percentOf(i), reason: REASON }));

/**
 * One round of the certificate's life; returns each step's time, query count and floor, and the
 * claim and certificate (the next round's `previous`: the read's floor reads their lines too, as the
 * route's ledger does). The warm-up round first reads and saves its certificate `warm` more times,
 * and renders its PDF as often, unmeasured (see roundsFor in bench-claims.ts).
 */
async function certRound(payerParams: BenchedClaim['claim'], previous: FloorDocs | null, warm = 0) {
  const out = new Map<Step, { ms: number; queries: number; floor?: number }>();
  const step = async (name: Step, handler: Handler, init: RouteCall, status = 200) => {
    const t = await timedRoute(handler, init);
    ok(name, t.result, status);
    out.set(name, { ms: t.ms, queries: t.queries });
    return t.result;
  };
  const created = await step('create', certList.POST, { params: payerParams, body: {} }, 201);
  const params = { ...payerParams, cert: created.body.cert.cert_id as string };
  const floor = (name: Step, ms: number) => out.set(name, { ...out.get(name)!, floor: ms });
  for (let i = 0; i < warm; i++) {
    const again = ok('read', await callRoute(certOne.GET, { params }));
    const body = { updated_at: again.body.cert.updated_at, lines: certLines(leavesOf(again)) };
    ok('save', await callRoute(certOne.PUT, { method: 'PUT', params, body }));
  }
  const read = await step('read', certOne.GET, { params });
  const docs = { claimId: params.cl, certId: params.cert };
  floor('read', await certReadFloor(params.c, docs, previous));
  const leaves = leavesOf(read);
  const body = { updated_at: read.body.cert.updated_at, lines: certLines(leaves) };
  const saved = await step('save all lines', certOne.PUT, { method: 'PUT', params, body });
  const floorLines = leaves.map((i) => ({
    lineItemId: i.id,
    percent: percentOf(i),
    toDateValue: Math.round((i.contract_value * percentOf(i)) / 10_000),
    reason: REASON,
  }));
  floor('save all lines', await certSaveFloor(params.cert, floorLines));
  await step('send for approval', certSend.POST, { method: 'POST', params });
  await step('approve', certApprove.POST, { params: { ...params, step: '1' }, body: {} });
  await step('issue', certIssue.POST, { params, body: { has_email_service: false } });
  for (let i = 0; i < warm; i++) await timedRoute(certPdf.GET, { params });
  await step('issued PDF', certPdf.GET, { params });
  const items = saved.body.items as Leaf[];
  const scheduleRows = items.map((i) => ({
    ref: i.label ?? '',
    description: i.description,
    cents: [i.contract_value, i.claim_value, i.last_period, i.this_cert, i.cert_value],
  }));
  // The certificate also prints each item certified differently, with its reason (cert-differences.ts).
  const differenceRows = items
    .filter((i) => i.cert_reason !== null)
    .map((i) => ({
      ref: i.label ?? '',
      description: i.description,
      cents: [i.claim_value, i.cert_value, i.cert_value - i.claim_value],
      reason: `Reason: ${i.cert_reason}`,
    }));
  floor('issued PDF', await pdfFloor([...differenceRows, ...scheduleRows]));
  return { out, docs };
}

export async function run({ owner, payer, claims }: BenchContext) {
  const columns: { items: number; ms: Map<Step, number>; queries: Map<Step, number> }[] = [];
  const ratios: string[][] = [];
  for (const { contract, claim } of claims) {
    if (!contract.payer) throw new Error('the bench contract is not shared with a payer');
    // The payer's certificate workflow: one step, approved by its owner.
    await db().approvalWorkflow.create({
      data: {
        accountId: payer.accountId,
        contractId: contract.payee.c,
        flowType: 'cert',
        steps: {
          create: {
            position: 0,
            name: 'Approval Step 1',
            approvers: { create: { userId: payer.userId, required: true } },
          },
        },
      },
    });
    const times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
    const floors = new Map<Step, number[]>(FLOORED.map((s) => [s, []]));
    const queries = new Map<Step, number>();
    // One unmeasured round (on the claims section's claim) warms the caches, the JIT and the PDF fonts.
    let previous: FloorDocs | null = null;
    for (let run = -1; run < runsFor(contract.items); run++) {
      signInAs(owner.userId);
      const cl = run < 0 ? claim : await benchClaim(contract, benchMonth(run + 1));
      await issueClaim(cl, run < 0 ? null : 2_000 + 1_000 * run);
      signInAs(payer.userId);
      const round = await certRound(
        { ...contract.payer, cl: cl.cl },
        previous,
        run < 0 ? warmFor(contract.items) : 0,
      );
      previous = round.docs;
      if (run < 0) continue;
      for (const [name, m] of round.out) {
        times.get(name)!.push(m.ms);
        if (m.floor !== undefined) floors.get(name)!.push(m.floor);
        queries.set(name, m.queries);
      }
    }
    columns.push({
      items: contract.items,
      ms: new Map(STEPS.map((s) => [s, median(times.get(s)!)])),
      queries,
    });
    ratios.push([
      contract.items.toLocaleString('en-NZ'),
      ...FLOORED.map((s) => ratioCell(times.get(s)!, floors.get(s)!)),
      FLOORED.map((s) => queries.get(s)).join(' / '),
      overheadCell(FLOORED.map((s) => [times.get(s)!, floors.get(s)!])),
    ]);
  }
  printTable(
    `Certificates, through the route handlers (median of 5 rounds, 3 above 2,000 items; every line certified with a reason)`,
    ['step', ...columns.flatMap((c) => [`${c.items.toLocaleString('en-NZ')} items ms`, 'queries'])],
    STEPS.map((s) => [s, ...columns.flatMap((c) => [c.ms.get(s)!.toFixed(0), String(c.queries.get(s))])]),
  );
  printTable(
    'Certificates against the floor: median ms (floor ms) and the ratio route ÷ floor',
    [
      'items',
      'read cert (floor)',
      'save all lines (floor)',
      'issued PDF (floor)',
      'queries read / save / PDF',
      'ms over floor read / save / PDF',
    ],
    ratios,
  );
  const grows = STEPS.filter((s) => new Set(columns.map((c) => c.queries.get(s))).size > 1);
  console.log(
    grows.length
      ? `\nQuery counts grow with the schedule in: ${grows.join(', ')}`
      : '\nQuery counts are the same for every schedule size.',
  );
}
