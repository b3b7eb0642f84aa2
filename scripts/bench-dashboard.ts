// The dashboard section of `npm run bench` (issue 13: under 300 ms server time for an account with
// 50 contracts and 600 claims): the /dashboard page's server work — its data (load-dashboard.ts)
// and the render of its body to HTML (components/dashboard/dashboard-view.tsx) — for the claimer
// and for the certifier of 50 shared contracts of 12 claims each (tests/support/dashboard-scale.ts).
// scripts/bench.ts provides the database, the session stub and the `server-only` shim; this adds
// a stub for CSS modules (Next bundles them; here a class name is its own key), and the App Router
// context and UI provider the pin button's hooks expect, as the app's layout gives them.
import { register } from 'node:module';
import { median, printTable, timed } from './bench-setup';

const CSS_HOOKS = `
export async function load(url, context, next) {
  if (url.endsWith('.css')) {
    return { format: 'module', source: 'export default new Proxy({}, { get: (_, key) => String(key) });', shortCircuit: true };
  }
  return next(url, context);
}`;

const RUNS = 10;
const CONTRACTS = 50;
const CLAIMS_PER_CONTRACT = 12;

/** Its own accounts and contracts (tests/support/dashboard-scale.ts): the shared context is not used. */
export async function run(): Promise<void> {
  register(`data:text/javascript,${encodeURIComponent(CSS_HOOKS)}`);
  // React as `next start` runs it: its development build checks every element and renders slower.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { dashboardScale } = await import('../tests/support/dashboard-scale');
  const { resolveActor } = await import('../lib/server/session/resolve-actor');
  const { loadDashboard } = await import('../lib/server/dashboard/load-dashboard');
  const { DashboardView } = await import('../components/dashboard/dashboard-view');
  const { AppRouterContext } = await import('next/dist/shared/lib/app-router-context.shared-runtime');
  const { UiProvider } = await import('../components/ui/ui-provider');
  const { monthOf } = await import('../lib/domain/money-flows');
  const { dayIn } = await import('../lib/domain/zoned-dates');

  const parties = await dashboardScale(CONTRACTS, CLAIMS_PER_CONTRACT);
  const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };
  const rows: string[][] = [];
  for (const side of ['claimer', 'certifier'] as const) {
    const party = parties[side];
    const actor = (await resolveActor(party.userId, party.accountId))!;
    const current = {
      accountId: party.accountId,
      accountName: `${side} account`,
      currency: 'NZD',
      timeZone: 'Pacific/Auckland',
    };
    const received = { type: 'month', period: 'current' } as const;
    const times: number[] = [];
    const dataTimes: number[] = [];
    let queries = 0;
    let html = 0;
    for (let run = -2; run < RUNS; run++) {
      let dataMs = 0;
      const t = await timed(async () => {
        const loaded = performance.now();
        const d = await loadDashboard(actor, { received });
        dataMs = performance.now() - loaded;
        const view = createElement(DashboardView, {
          d,
          current,
          thisMonth: monthOf(dayIn(new Date(), current.timeZone)),
          received,
        });
        return renderToString(
          createElement(
            AppRouterContext.Provider,
            { value: router as never },
            createElement(UiProvider, null, view),
          ),
        );
      });
      if (run < 0) continue; // two unmeasured rounds warm the pool and the JIT
      times.push(t.ms);
      dataTimes.push(dataMs);
      queries = t.queries;
      html = t.result.length;
    }
    rows.push([
      side,
      `${CONTRACTS}`,
      `${CONTRACTS * CLAIMS_PER_CONTRACT}`,
      median(times).toFixed(1),
      median(dataTimes).toFixed(1),
      String(queries),
      `${Math.round(html / 1024)} KiB`,
    ]);
  }
  printTable(
    `Dashboard page, data and server render (median of ${RUNS} runs; target under 300 ms)`,
    ['side', 'contracts', 'claims', 'ms', 'of it data ms', 'queries', 'HTML'],
    rows,
  );
}
