// The claims section of `npm run bench`: for a claim on a schedule of each size, how long reading it
// (read_one_claim), saving every line (update_one_claim) and rendering its PDF take through the
// route handlers, against the floor for the same work timed in the same round (bench-floor.ts),
// and how many SQL statements each sends — the counts must not grow with the schedule.
// The contracts (bench-setup.ts) are shared with a payer, and passed on with their claim for the
// certificates section (bench-certs.ts) to carry on from.
import * as claimOne from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import * as claimPdf from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/pdf/route';
import { claimReadFloor, claimSaveFloor, pdfFloor, type FloorRow } from './bench-floor';
import {
  benchClaim,
  benchContract,
  benchMonth,
  overheadCell,
  printTable,
  ratioCell,
  signInAs,
  timedRoute,
  type BenchContext,
} from './bench-setup';

/**
 * Rounds measured, after rounds unmeasured. A long schedule's first round warms the pool, the JIT
 * and the PDF fonts; a short one's code has by then run too few times for V8 to optimise it, as a
 * server that has answered a few requests has, so short schedules warm for five rounds.
 */
const roundsFor = (items: number) =>
  items > 5_000 ? { warm: 1, runs: 3 } : items > 2_000 ? { warm: 1, runs: 5 } : { warm: 5, runs: 9 };

interface ReadItem {
  id: string;
  has_children: boolean;
  label: string | null;
  description: string;
  contract_value: number;
  previous: number;
  this_claim: number;
  to_date: number;
}

const floorRows = (items: ReadItem[]): FloorRow[] =>
  items.map((i) => ({
    ref: i.label ?? '',
    description: i.description,
    cents: [i.contract_value, i.previous, i.this_claim, i.to_date],
  }));

export async function run(context: BenchContext): Promise<void> {
  const { owner, payer, sizes } = context;
  const rows: string[][] = [];
  for (const items of sizes) {
    signInAs(owner.userId);
    const contract = await benchContract(owner, items, payer);
    const params = await benchClaim(contract, benchMonth(0));
    context.claims.push({ contract, claim: params });
    const t = { read: [] as number[], save: [] as number[], pdf: [] as number[] };
    const floor = { read: [] as number[], save: [] as number[], pdf: [] as number[] };
    const queries = { read: 0, save: 0, pdf: 0 };
    const { warm, runs } = roundsFor(items);
    for (let run = -warm; run < runs; run++) {
      const read = await timedRoute(claimOne.GET, { params });
      const readFloor = await claimReadFloor(params.c, params.cl);
      const leaves = (read.result.body.items as ReadItem[]).filter((i) => !i.has_children);
      // A new percent each round, so that every save changes every line.
      const percent = 1000 + warm + run;
      const lines = leaves.map((i) => ({ line_item_id: i.id, claim_option: 'percent', percent }));
      const save = await timedRoute(claimOne.PUT, {
        method: 'PUT',
        params,
        body: { updated_at: read.result.body.claim.updated_at, lines },
      });
      const saveFloor = await claimSaveFloor(
        params.cl,
        leaves.map((i) => ({
          lineItemId: i.id,
          percent,
          toDateValue: Math.round((i.contract_value * percent) / 10_000),
        })),
      );
      const pdf = await timedRoute(claimPdf.GET, { params });
      const pdfMs = await pdfFloor(floorRows(save.result.body.items));
      if (read.result.status !== 200 || save.result.status !== 200 || pdf.result.status !== 200) {
        throw new Error('a claims call failed');
      }
      if (run < 0) continue;
      t.read.push(read.ms);
      t.save.push(save.ms);
      t.pdf.push(pdf.ms);
      floor.read.push(readFloor);
      floor.save.push(saveFloor);
      floor.pdf.push(pdfMs);
      queries.read = read.queries;
      queries.save = save.queries;
      queries.pdf = pdf.queries;
    }
    rows.push([
      items.toLocaleString('en-NZ'),
      ratioCell(t.read, floor.read),
      ratioCell(t.save, floor.save),
      ratioCell(t.pdf, floor.pdf),
      `${queries.read} / ${queries.save} / ${queries.pdf}`,
      overheadCell([
        [t.read, floor.read],
        [t.save, floor.save],
        [t.pdf, floor.pdf],
      ]),
    ]);
  }
  printTable(
    'Claims, through the route handlers: median ms (floor ms) and the ratio route ÷ floor',
    [
      'items',
      'read claim (floor)',
      'save all lines (floor)',
      'claim PDF (floor)',
      'queries read / save / PDF',
      'ms over floor read / save / PDF',
    ],
    rows,
  );
}
