// npm run bench: how long loading the schedule and saving one item take, and how many SQL
// statements each sends, for a contract of 200 and of 2,000 items (three levels deep); then the
// claims (scripts/bench-claims.ts) and certificates (scripts/bench-certs.ts) sections.
//
// It starts a throwaway embedded PostgreSQL, applies the migrations and calls the real route
// handlers (GET …/lineitem and PATCH …/lineitem/{id}) the way tests/support/call-route.ts does.
// Only the session lookup is replaced (as tests/support/session.ts does for the integration
// suite), and the `server-only` marker, which only resolves inside Next's server bundle.
// The schedules are loaded through the real CSV import, which is timed once as well.
import { register } from 'node:module';
import pg from 'pg';
import { migrate } from '../lib/db/migrate';
import { withThrowawayPostgres } from './migration-tools';

const SESSION_STUB = 'export const sessionUserId = async () => globalThis.__benchUserId ?? null;';
const HOOKS = `
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  if (specifier === '@/lib/auth/session') {
    return { url: 'data:text/javascript,' + ${JSON.stringify(encodeURIComponent(SESSION_STUB))}, shortCircuit: true };
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);

const RUNS = 10;
const SIZES = [
  { items: 200, shape: [2, 9, 10] }, // 2 sections × 9 groups × 10 items = 2 + 18 + 180
  { items: 2_000, shape: [20, 9, 10] }, // 20 + 180 + 1,800
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  await withThrowawayPostgres(async (server) => {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    process.env.DATABASE_URL = server.url('bench');
    await migrate(process.env.DATABASE_URL);

    // Loaded only now: the hooks above must be in place, and DATABASE_URL set.
    const { countQueries, db } = await import('../lib/db/client');
    const { signUp } = await import('../lib/server/auth/sign-up');
    const { callRoute } = await import('../tests/support/call-route');
    const { csvUploadRequest, scheduleCsv, scheduleRows } = await import('../tests/support/schedule-csv');
    const { GET: list } =
      await import('../app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route');
    const { PATCH: patch } =
      await import('../app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/route');
    const { POST: upload } =
      await import('../app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/import/route');

    const owner = await signUp({
      name: 'Bench Owner',
      email: 'bench@example.test',
      password: 'bench password 1',
      accountName: 'Bench Ltd',
      country: 'NZ',
      currency: 'NZD',
      timeZone: 'Pacific/Auckland',
    });
    // The other party of the claims and certificates sections' shared contracts.
    const payer = await signUp({
      name: 'Bench Certifier',
      email: 'bench-payer@example.test',
      password: 'bench password 2',
      accountName: 'Bench Principal Ltd',
      country: 'NZ',
      currency: 'NZD',
      timeZone: 'Pacific/Auckland',
    });
    const { printTable, signInAs } = await import('./bench-setup');
    signInAs(owner.userId);

    const table: string[][] = [];
    for (const size of SIZES) {
      const project = await db().project.create({
        data: {
          accountId: owner.accountId,
          name: `Bench ${size.items}`,
          timeZone: 'Pacific/Auckland',
          gstRate: 15,
        },
      });
      const contract = await db().contract.create({
        data: {
          name: `Contract of ${size.items} items`,
          createdByAccountId: owner.accountId,
          payeeAccountId: owner.accountId,
          country: 'NZ',
          gstRate: 15,
          timeZone: 'Pacific/Auckland',
          placements: { create: { accountId: owner.accountId, projectId: project.id, side: 'claim' } },
        },
      });
      const params = { acc: owner.accountId, g: project.id, c: contract.id };
      const [roots, groups, leaves] = size.shape;
      const csv = scheduleCsv(scheduleRows(roots, groups, leaves));
      const started = performance.now();
      const imported = await countQueries(async () =>
        upload(await csvUploadRequest('http://bench/import?kind=base', csv), {
          params: Promise.resolve(params),
        }),
      );
      if (imported.result.status !== 201) throw new Error(`import answered ${imported.result.status}`);
      const importMs = performance.now() - started;

      const leaf = await db().lineItem.findFirstOrThrow({
        where: { contractId: contract.id, label: '2.9.10' },
      });
      const loads: number[] = [];
      const saves: number[] = [];
      let loadQueries = 0;
      let saveQueries = 0;
      // Two unmeasured rounds warm the connection pool and the JIT.
      for (let run = -2; run < RUNS; run++) {
        let t = performance.now();
        const load = await countQueries(() =>
          callRoute(list, { params, url: 'http://bench/lineitem?kind=base' }),
        );
        const loadMs = performance.now() - t;
        t = performance.now();
        const quantity = String(10 + run + 3); // a real change every time
        const save = await countQueries(() =>
          callRoute(patch, { method: 'PATCH', params: { ...params, itemId: leaf.id }, body: { quantity } }),
        );
        const saveMs = performance.now() - t;
        if (load.result.status !== 200 || save.result.status !== 200) throw new Error('a call failed');
        if (run < 0) continue;
        loads.push(loadMs);
        saves.push(saveMs);
        loadQueries = load.queries;
        saveQueries = save.queries;
      }
      table.push([
        size.items.toLocaleString('en-NZ'),
        median(loads).toFixed(1),
        String(loadQueries),
        median(saves).toFixed(1),
        String(saveQueries),
        `${importMs.toFixed(0)} ms, ${imported.queries} queries`,
      ]);
    }
    printTable(
      `Schedule of values, through the route handlers (median of ${RUNS} runs)`,
      ['items', 'load schedule ms', 'queries', 'save one item ms', 'queries', 'import (once)'],
      table,
    );
    // Claims on schedules of the same sizes: read, save every line, PDF (scripts/bench-claims.ts);
    // then certificates of claims on those same contracts (scripts/bench-certs.ts).
    const claims = await (await import('./bench-claims')).benchClaims(owner, payer);
    await (await import('./bench-certs')).benchCerts(owner, payer, claims);
    await (await import('./bench-dashboard')).benchDashboard();
    await db().$disconnect();
  });
}

await main();
