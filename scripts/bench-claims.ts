// The claims section of `npm run bench` (called from scripts/bench.ts, which provides the database,
// the session stub and the `server-only` shim): for a claim on a schedule of 200 and of 2,000 items,
// how long reading it (read_one_claim), saving every line (update_one_claim) and rendering its PDF
// take, and how many SQL statements each sends — the counts must not grow with the schedule.
// The contracts (scripts/bench-setup.ts) are shared with a payer, and returned with their claim for
// the certificates section (scripts/bench-certs.ts) to carry on from.
import { callRoute } from '../tests/support/call-route';
import * as claimOne from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import * as claimPdf from '../app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/pdf/route';
import {
  benchClaim,
  benchContract,
  median,
  printTable,
  signInAs,
  timed,
  type BenchContract,
  type BenchParty,
} from './bench-setup';

const RUNS = 5;
const SIZES = [200, 2_000];

export interface BenchedClaim {
  contract: BenchContract;
  /** Route params of the (draft) claim the section timed. */
  claim: BenchContract['payee'] & { cl: string };
}

export async function benchClaims(owner: BenchParty, payer: BenchParty): Promise<BenchedClaim[]> {
  const rows: string[][] = [];
  const benched: BenchedClaim[] = [];
  for (const items of SIZES) {
    signInAs(owner.userId);
    const contract = await benchContract(owner, items, payer);
    const params = await benchClaim(contract, '2026-12');
    benched.push({ contract, claim: params });
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
  printTable(
    `Claims, through the route handlers (median of ${RUNS} runs)`,
    ['items', 'read claim ms', 'queries', 'save all lines ms', 'queries', 'claim PDF ms'],
    rows,
  );
  return benched;
}
