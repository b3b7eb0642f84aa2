// The schedule-of-values section of `npm run bench`: how long loading the schedule and saving one
// item take, and how many SQL statements each sends, through the real route handlers
// (GET …/lineitem and PATCH …/lineitem/{id}) on a contract three levels deep. The schedule is
// loaded through the real CSV import, which is timed once as well — so sizes above the import's
// limit (SCHEDULE_CSV_MAX_ROWS) are left out of this section.
import { countQueries, db } from '../lib/db/client';
import { SCHEDULE_CSV_MAX_ROWS } from '../lib/domain/line-items-csv';
import { callRoute } from '../tests/support/call-route';
import { csvUploadRequest, scheduleCsv, scheduleRows } from '../tests/support/schedule-csv';
import { GET as list } from '../app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route';
import { PATCH as patch } from '../app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/route';
import { POST as upload } from '../app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/import/route';
import { median, printTable, signInAs, type BenchContext } from './bench-setup';

const RUNS = 10;

/** Sections × groups × items: 200 items are 2 + 18 + 180 rows, 2,000 are 20 + 180 + 1,800. */
const shapeOf = (items: number) => [items / 100, 9, 10] as const;

export async function run({ owner, sizes }: BenchContext): Promise<void> {
  signInAs(owner.userId);
  const table: string[][] = [];
  for (const items of sizes.filter((n) => n <= SCHEDULE_CSV_MAX_ROWS)) {
    const project = await db().project.create({
      data: {
        accountId: owner.accountId,
        name: `Bench ${items}`,
        timeZone: 'Pacific/Auckland',
        gstPercent: 15,
      },
    });
    const contract = await db().contract.create({
      data: {
        name: `Contract of ${items} items`,
        createdByAccountId: owner.accountId,
        payeeAccountId: owner.accountId,
        country: 'NZ',
        gstPercent: 15,
        timeZone: 'Pacific/Auckland',
        placements: { create: { accountId: owner.accountId, projectId: project.id, side: 'claim' } },
      },
    });
    const params = { acc: owner.accountId, g: project.id, c: contract.id };
    const [roots, groups, leaves] = shapeOf(items);
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
      items.toLocaleString('en-NZ'),
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
}
