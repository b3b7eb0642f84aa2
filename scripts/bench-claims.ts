// The claims section of `npm run bench` (called from scripts/bench.ts, which provides the database,
// the session stub and the `server-only` shim): for a claim on a schedule of 200 and of 2,000 items,
// how long reading it (read_one_claim), saving every line (update_one_claim) and rendering its PDF
// take, and how many SQL statements each sends — the counts must not grow with the schedule.
import { countQueries, db } from '../lib/db/client';
import { callRoute } from '../tests/support/call-route';
import * as claimList from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/route';
import * as claimOne from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import * as claimPdf from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/pdf/route';

const RUNS = 5;
const SIZES = [200, 2_000];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(fn: () => Promise<T>) {
  const started = performance.now();
  const { result, queries } = await countQueries(fn);
  return { result, queries, ms: performance.now() - started };
}

/** A started contract of `items` leaves under sections of 20, with one claim on it. */
async function claimOn(accountId: string, items: number) {
  const project = await db().project.create({
    data: { accountId, name: `Claims bench ${items}`, timeZone: 'Pacific/Auckland', gstRate: 15 },
  });
  const contract = await db().contract.create({
    data: {
      name: `Claim on ${items} items`,
      status: 'started',
      createdByAccountId: accountId,
      payeeAccountId: accountId,
      country: 'NZ',
      gstRate: 15,
      timeZone: 'Pacific/Auckland',
      placements: { create: { accountId, projectId: project.id, side: 'claim' } },
    },
  });
  const sections = Array.from({ length: items / 20 }, (_, s) => ({
    id: crypto.randomUUID(),
    contractId: contract.id,
    kind: 'base' as const,
    position: s,
    label: String(s + 1),
    description: `Section ${s + 1}`,
  }));
  await db().lineItem.createMany({ data: sections });
  await db().lineItem.createMany({
    data: Array.from({ length: items }, (_, i) => ({
      contractId: contract.id,
      parentId: sections[Math.floor(i / 20)]!.id,
      kind: 'base' as const,
      position: i,
      label: `${Math.floor(i / 20) + 1}.${(i % 20) + 1}`,
      description: `Item ${i + 1}`,
      total: BigInt(100_000 + i),
    })),
  });
  const params = { acc: accountId, g: project.id, c: contract.id };
  const created = await callRoute(claimList.POST, {
    params,
    body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  return { ...params, cl: created.body.id as string };
}

export async function benchClaims(owner: { accountId: string }): Promise<void> {
  const rows: string[][] = [];
  for (const items of SIZES) {
    const params = await claimOn(owner.accountId, items);
    const reads: number[] = [];
    const saves: number[] = [];
    const pdfs: number[] = [];
    const queries = { read: 0, save: 0 };
    // One unmeasured round warms the connection pool, the JIT and the PDF fonts.
    for (let run = -1; run < RUNS; run++) {
      const read = await timed(() => callRoute(claimOne.GET, { params }));
      const lines = read.result.body.items
        .filter((i: { has_children: boolean }) => !i.has_children)
        .map((i: { id: string }) => ({ line_item_id: i.id, claim_option: 'percent', percent: 1000 + run }));
      const save = await timed(() =>
        callRoute(claimOne.PUT, {
          method: 'PUT',
          params,
          body: { updated_at: read.result.body.claim.updated_at, lines },
        }),
      );
      const pdf = await timed(() =>
        claimPdf.GET(new Request('http://bench/pdf'), { params: Promise.resolve(params) }),
      );
      if (read.result.status !== 200 || save.result.status !== 200 || pdf.result.status !== 200) {
        throw new Error('a claims call failed');
      }
      if (run < 0) continue;
      reads.push(read.ms);
      saves.push(save.ms);
      pdfs.push(pdf.ms);
      queries.read = read.queries;
      queries.save = save.queries;
    }
    rows.push([
      items.toLocaleString('en-NZ'),
      median(reads).toFixed(0),
      String(queries.read),
      median(saves).toFixed(0),
      String(queries.save),
      median(pdfs).toFixed(0),
    ]);
  }
  const header = ['items', 'read claim ms', 'queries', 'save all lines ms', 'queries', 'claim PDF ms'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join(' │ ');
  console.log(`\nClaims, through the route handlers (median of ${RUNS} runs)\n`);
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
  for (const row of rows) console.log(line(row));
}
