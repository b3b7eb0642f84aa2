// The /dashboard page's server work as `npm run bench` times it (scripts/bench-dashboard.ts,
// scripts/bench-account.ts): its data (load-dashboard.ts) and the render of its body to HTML
// (components/dashboard/dashboard-view.tsx). scripts/bench.ts provides the database, the session
// stub and the `server-only` shim; this adds a stub for CSS modules (Next bundles them; here a class
// name is its own key), and the App Router context and UI provider the pin button's hooks expect, as
// the app's layout gives them.
import { register } from 'node:module';
import type { BenchParty } from './bench-setup';

const CSS_HOOKS = `
export async function load(url, context, next) {
  if (url.endsWith('.css')) {
    return { format: 'module', source: 'export default new Proxy({}, { get: (_, key) => String(key) });', shortCircuit: true };
  }
  return next(url, context);
}`;

let hooked = false;

/**
 * For a party, a function rendering its dashboard to HTML as the page does on each request, once the
 * caller's standing is known (the page session's read, which every page makes, is not timed).
 */
export async function dashboardRenderer(): Promise<(party: BenchParty) => Promise<() => Promise<string>>> {
  if (!hooked) register(`data:text/javascript,${encodeURIComponent(CSS_HOOKS)}`);
  hooked = true;
  // React as `next start` runs it: its development build checks every element and renders slower.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { resolveActor } = await import('../lib/server/session/resolve-actor');
  const { loadDashboard } = await import('../lib/server/dashboard/load-dashboard');
  const { DashboardView } = await import('../components/dashboard/dashboard-view');
  const { AppRouterContext } = await import('next/dist/shared/lib/app-router-context.shared-runtime');
  const { UiProvider } = await import('../components/ui/ui-provider');
  const { monthOf } = await import('../lib/domain/money-flows');
  const { dayIn } = await import('../lib/domain/zoned-dates');
  const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };
  const received = { type: 'month', period: 'current' } as const;

  return async (party) => {
    const actor = (await resolveActor(party.userId, party.accountId))!;
    const current = {
      accountId: party.accountId,
      accountName: 'Bench account',
      currency: 'NZD',
      timeZone: 'Pacific/Auckland',
    };
    return async () => {
      const d = await loadDashboard(actor, { received });
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
    };
  };
}
