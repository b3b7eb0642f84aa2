// What the sections of `npm run bench` share (scripts/bench.ts provides the database, the session
// stub and the `server-only` shim, then runs each section with a BenchContext): timing with a query
// count, medians, the printed tables and their ratio cells, who is signed in, and the contract they
// measure — `items` leaves under sections of 20, placed in the payee's project and, when a payer is
// given, in the payer's too (a shared contract, as after an accepted invitation), with claims made
// through the real route for months in the past (a claim can be issued only once its period began).
import { countQueries, db } from '../lib/db/client';
import { callRoute, routeRequest, type Handler, type RouteCall } from '../tests/support/call-route';
import * as claimList from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/route';
import { createSectionedSchedule } from '../tests/support/sectioned-schedule';

export { printTable } from './print-table';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function timed<T>(fn: () => Promise<T>) {
  const started = performance.now();
  const { result, queries } = await countQueries(fn);
  return { result, queries, ms: performance.now() - started };
}

/**
 * A route call timed from the request until its answer's bytes are ready, as a server's work ends;
 * parsing them is the client's (the floor likewise stops at JSON.stringify).
 */
export async function timedRoute(handler: Handler, init: RouteCall) {
  let bytes = new ArrayBuffer(0);
  let isJson = false;
  // The client's side (serialising the body into a request) is outside the timing too.
  const request = routeRequest(init);
  const params = Promise.resolve(init.params ?? {});
  const t = await timed(async () => {
    const response = await handler(request, { params });
    isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
    bytes = await response.arrayBuffer();
    return response.status;
  });
  // A file (the PDF) answers its bytes' length.
  const body = isJson ? JSON.parse(new TextDecoder().decode(bytes)) : bytes.byteLength;
  return { ...t, result: { status: t.result, body } };
}

/** The user the stubbed session returns (see SESSION_STUB in scripts/bench.ts). */
export function signInAs(userId: string): void {
  (globalThis as { __benchUserId?: string }).__benchUserId = userId;
}

/** "121 ms (31) 3.9×": the route's median, the floor's median in brackets, and their ratio. */
export function ratioCell(ms: number[], floorMs: number[]): string {
  const route = median(ms);
  const floor = median(floorMs);
  return `${route.toFixed(0)} ms (${floor < 10 ? floor.toFixed(1) : floor.toFixed(0)}) ${(route / floor).toFixed(1)}×`;
}

/**
 * "12 / 30 / 95": for each step, the route's median minus its floor's, in ms — the fixed overhead
 * a request adds, which the smallest schedule shows best (issue 17: under 15 ms at 200 items).
 */
export function overheadCell(steps: [ms: number[], floorMs: number[]][]): string {
  return steps.map(([ms, floorMs]) => (median(ms) - median(floorMs)).toFixed(0)).join(' / ');
}

export interface BenchParty {
  accountId: string;
  userId: string;
}

/** What scripts/bench.ts hands each section, and what sections pass on to later ones. */
export interface BenchContext {
  owner: BenchParty;
  payer: BenchParty;
  /** Schedule sizes to measure (`npm run bench -- --items 200` for a quick smoke run). */
  sizes: number[];
  /** The account section's sizes, in claims (scripts/bench-account.ts). */
  claimSizes: number[];
  /** The claims section's contracts and draft claims, which the certificates section carries on from. */
  claims: BenchedClaim[];
  /** CI's smoke run (`--items` given alone): the sections that have their own CI run leave it out. */
  smoke: boolean;
}

export interface BenchedClaim {
  contract: BenchContract;
  /** Route params of the (draft) claim the claims section timed. */
  claim: BenchContract['payee'] & { cl: string };
}

/** `YYYY-MM`, `offset` months after the month three years ago: always a period already begun. */
export function benchMonth(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - 3, now.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 7);
}

/** Route params of the contract from each side (`payer` is null when it is not shared). */
export interface BenchContract {
  items: number;
  payee: { acc: string; g: string; c: string };
  payer: { acc: string; g: string; c: string } | null;
}

/** A started contract of `items` leaves under sections of 20; shared with `payer` when given. */
export async function benchContract(
  payee: BenchParty,
  items: number,
  payer: BenchParty | null = null,
): Promise<BenchContract> {
  const project = (accountId: string, name: string) =>
    db().project.create({ data: { accountId, name, timeZone: 'Pacific/Auckland', gstPercent: 15 } });
  const payeeProject = await project(payee.accountId, `Claims bench ${items}`);
  const payerProject = payer ? await project(payer.accountId, `Certificates bench ${items}`) : null;
  const contract = await db().contract.create({
    data: {
      name: `Claim on ${items} items`,
      status: 'started',
      createdByAccountId: payee.accountId,
      payeeAccountId: payee.accountId,
      payerAccountId: payer?.accountId ?? null,
      country: 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      placements: {
        create: [
          { accountId: payee.accountId, projectId: payeeProject.id, side: 'claim' as const },
          ...(payer && payerProject
            ? [{ accountId: payer.accountId, projectId: payerProject.id, side: 'cert' as const }]
            : []),
        ],
      },
    },
  });
  await createSectionedSchedule(contract.id, items, (i) => BigInt(100_000 + i));
  const payeeParams = { acc: payee.accountId, g: payeeProject.id, c: contract.id };
  return {
    items,
    payee: payeeParams,
    payer: payer && payerProject ? { acc: payer.accountId, g: payerProject.id, c: contract.id } : null,
  };
}

/** A new claim for one month (`YYYY-MM`) on the contract, made by the signed-in payee. */
export async function benchClaim(contract: BenchContract, month: string) {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  const created = await callRoute(claimList.POST, {
    params: contract.payee,
    body: { claim_from: `${month}-01`, claim_to: `${month}-${last}` },
  });
  if (created.status !== 201) {
    throw new Error(`create claim answered ${created.status} ${JSON.stringify(created.body)}`);
  }
  return { ...contract.payee, cl: created.body.id as string };
}
