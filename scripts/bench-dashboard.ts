// The dashboard section of `npm run bench` (issue 13: under 300 ms server time for an account with
// 50 contracts and 600 claims): the /dashboard page's server work — its data (load-dashboard.ts)
// and the render of its body to HTML (components/dashboard/dashboard-view.tsx) — for the claimer
// and for the certifier of 50 shared contracts of 12 claims each (tests/support/dashboard-scale.ts).
// It renders as scripts/bench-render-dashboard.ts does.
import { dashboardRenderer } from './bench-render-dashboard';
import { median, printTable, timed } from './bench-setup';

const RUNS = 10;
const CONTRACTS = 50;
const CLAIMS_PER_CONTRACT = 12;

/** Its own accounts and contracts (tests/support/dashboard-scale.ts): the shared context is not used. */
export async function run(): Promise<void> {
  const { dashboardScale } = await import('../tests/support/dashboard-scale');
  const render = await dashboardRenderer();

  const parties = await dashboardScale(CONTRACTS, CLAIMS_PER_CONTRACT);
  const rows: string[][] = [];
  for (const side of ['claimer', 'certifier'] as const) {
    const page = await render(parties[side]);
    const times: number[] = [];
    let queries = 0;
    let html = 0;
    for (let run = -2; run < RUNS; run++) {
      const t = await timed(page);
      if (run < 0) continue; // two unmeasured rounds warm the pool and the JIT
      times.push(t.ms);
      queries = t.queries;
      html = t.result.length;
    }
    rows.push([
      side,
      `${CONTRACTS}`,
      `${CONTRACTS * CLAIMS_PER_CONTRACT}`,
      median(times).toFixed(1),
      String(queries),
      `${Math.round(html / 1024)} KiB`,
    ]);
  }
  printTable(
    `Dashboard page, data and server render (median of ${RUNS} runs; target under 300 ms)`,
    ['side', 'contracts', 'claims', 'ms', 'queries', 'HTML'],
    rows,
  );
}
