// The account section of `npm run bench` (issue 33, "the big account"): a head contractor
// certifying 2,000 contracts with 50,000 served claims and 40,000 certificates, and a subcontractor
// with 300 contracts across 40 payers (scripts/bench-account-seed.ts, in bulk SQL), at 1,000,
// 10,000 and 50,000 claims (the contracts scale with them). For each page the issue names — the
// dashboard from both sides, Claims received, the projects list, a contract with 60 claims,
// notifications and the reports — it times the server's work through the real route handler (the
// dashboard: its data and its render, scripts/bench-render-dashboard.ts), counts its SQL statements
// and times its floor in the same run: one hand-written SQL statement over node-postgres answering
// the same rows the page shows (the same page size), then JSON.stringify of them. The target is
// under 2× the floor and 300 ms; µs per row (the median over the rows the answer lists) must not
// grow with the account.
//
// Sizes: `--claims 1000,10000` picks them (multiples of 1,000); without it, all three — except
// when `--items` is given alone (CI's smoke run, `npm run bench -- --items 200`), which runs 1,000
// only, so that the smoke run stays short.
import pg from 'pg';
import * as claimsReceived from '../app/api/paycert/account/[acc]/claims_received/route';
import * as claimsReceivedPayclaim from '../app/api/payclaim/account/[acc]/claims_received/route';
import * as projectList from '../app/api/group/account/[acc]/contract_group/route';
import * as projectReport from '../app/api/group/account/[acc]/contract_group/[g]/report/route';
import * as contractClaims from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/route';
import * as notices from '../app/api/dashboard/account/[acc]/read_all_notice/route';
import * as retentionReport from '../app/api/paycert/account/[acc]/retention_report/route';
import { forgetSharedReads } from '../lib/server/permissions/shared-by-viewers';
import { seedBigAccount, type BigAccount } from './bench-account-seed';
import { accountFloors } from './bench-account-floor';
import { dashboardRenderer } from './bench-render-dashboard';
import {
  median,
  printTable,
  signInAs,
  timed,
  timedRoute,
  type BenchContext,
  type BenchParty,
} from './bench-setup';

/**
 * One page of the account: its server work and its floor, each with the rows it answers. A page
 * whose rows are not a list in its answer (a CSV, which arrives as bytes; the dashboard, which sums
 * up every claim) answers null, and is counted by its floor's rows.
 */
interface Measured {
  page: string;
  party: BenchParty;
  server: () => Promise<{ ms: number; queries: number; rows: number | null }>;
  floor: () => Promise<{ ms: number; rows: number }>;
}

const api = (path: string) => `http://localhost/api/${path}`;

/** A route's case: `list` picks the rows of its JSON answer; 'csv' counts its floor's. */
function routeCase(
  page: string,
  party: BenchParty,
  handler: Parameters<typeof timedRoute>[0],
  call: Parameters<typeof timedRoute>[1],
  list: ((body: never) => unknown[]) | 'csv',
  floor: Measured['floor'],
): Measured {
  return {
    page,
    party,
    floor,
    server: async () => {
      const t = await timedRoute(handler, call);
      if (t.result.status !== 200) throw new Error(`${page} answered ${t.result.status}`);
      const rows = list === 'csv' ? null : list(t.result.body as never).length;
      return { ms: t.ms, queries: t.queries, rows };
    },
  };
}

async function casesFor(big: BigAccount, client: pg.Pool): Promise<Measured[]> {
  const floors = accountFloors(client);
  const head = big.headContractor;
  const sub = big.subcontractor;
  const render = await dashboardRenderer();
  const dashboard = async (page: string, party: BenchParty, side: 'cert' | 'claim'): Promise<Measured> => {
    const draw = await render(party);
    return {
      page,
      party,
      floor: () => floors.dashboard(party.accountId, side),
      server: async () => {
        // One viewer's page load: its reads are its own, not another viewer's of the last 2 s.
        forgetSharedReads();
        const t = await timed(draw);
        return { ms: t.ms, queries: t.queries, rows: null };
      },
    };
  };
  const { acc, g, c } = big.sixty.payee;
  return [
    await dashboard('dashboard (head contractor)', head, 'cert'),
    await dashboard('dashboard (subcontractor)', sub, 'claim'),
    routeCase(
      'claims received (paycert)',
      head,
      claimsReceived.GET,
      { url: api(`paycert/account/${head.accountId}/claims_received`), params: { acc: head.accountId } },
      (b: { current: unknown[]; completed: unknown[]; archived: unknown[] }) => [
        ...b.current,
        ...b.completed,
        ...b.archived,
      ],
      () => floors.claimsReceived(head.accountId),
    ),
    routeCase(
      'claims received (payclaim)',
      head,
      claimsReceivedPayclaim.GET,
      { url: api(`payclaim/account/${head.accountId}/claims_received`), params: { acc: head.accountId } },
      (b: { claims: unknown[] }) => b.claims,
      () => floors.claimsReceived(head.accountId),
    ),
    routeCase(
      'projects list',
      head,
      projectList.GET,
      { url: api(`group/account/${head.accountId}/contract_group`), params: { acc: head.accountId } },
      (b: { projects: unknown[] }) => b.projects,
      () => floors.projects(head.accountId),
    ),
    routeCase(
      'contract of 60 claims',
      sub,
      contractClaims.GET,
      { params: { acc, g, c } },
      (b: { claims: unknown[] }) => b.claims,
      () => floors.contractClaims(c),
    ),
    routeCase(
      'notifications',
      head,
      notices.GET,
      { url: api(`dashboard/account/${head.accountId}/read_all_notice`), params: { acc: head.accountId } },
      (b: { notifications: unknown[] }) => b.notifications,
      () => floors.notifications(head.accountId, head.userId),
    ),
    routeCase(
      'retention report (CSV)',
      head,
      retentionReport.GET,
      { url: api(`paycert/account/${head.accountId}/retention_report`), params: { acc: head.accountId } },
      'csv',
      () => floors.retentionReport(head.accountId),
    ),
    routeCase(
      'project report (CSV)',
      head,
      projectReport.GET,
      { params: { acc: head.accountId, g: big.headProject } },
      'csv',
      () => floors.projectReport(big.headProject),
    ),
  ];
}

const roundsFor = (claims: number) => (claims > 10_000 ? { warm: 2, runs: 5 } : { warm: 3, runs: 7 });

async function measure(m: Measured, claims: number) {
  const { warm, runs } = roundsFor(claims);
  signInAs(m.party.userId);
  const server: number[] = [];
  const floor: number[] = [];
  let last = { queries: 0, rows: 0 };
  for (let run = -warm; run < runs; run++) {
    const s = await m.server();
    const f = await m.floor();
    if (run < 0) continue;
    server.push(s.ms);
    floor.push(f.ms);
    last = { queries: s.queries, rows: s.rows ?? f.rows };
  }
  return { server: median(server), floor: median(floor), ...last };
}

export async function run(context: BenchContext): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  try {
    for (const claims of context.claimSizes) {
      const seeding = performance.now();
      const big = await seedBigAccount(claims);
      const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
      const rows: string[][] = [];
      for (const m of await casesFor(big, pool)) {
        const r = await measure(m, claims);
        const shown = r.rows;
        rows.push([
          m.page,
          String(shown),
          r.server.toFixed(1),
          r.floor < 10 ? r.floor.toFixed(2) : r.floor.toFixed(1),
          `${(r.server / r.floor).toFixed(1)}×`,
          String(r.queries),
          shown ? ((r.server * 1000) / shown).toFixed(0) : '–',
        ]);
      }
      printTable(
        `The big account at ${claims.toLocaleString('en')} claims (seeded in ${seeded} s; median ms; target under 2× floor and 300 ms)`,
        ['page', 'rows', 'ms', 'floor ms', 'ratio', 'queries', 'µs/row'],
        rows,
      );
    }
  } finally {
    await pool.end();
  }
}
