// npm run bench: the main operations timed through the real route handlers, with the number of SQL
// statements each sends, on schedules of 200, 2,000 and 10,000 items — and, for claims and
// certificates, the floor for the same work timed in the same run (scripts/bench-floor.ts), so the
// tables print ratios that hold on any machine. `npm run bench -- --items 200` runs one size only
// (the CI smoke run). Each section is a module in SECTIONS exporting run(context): besides those,
// the editors in Chromium (browser), the big account (account) and many users at once
// (concurrency, npm run load's runs).
//
// It starts a throwaway embedded PostgreSQL, applies the migrations and calls the route handlers
// the way tests/support/call-route.ts does. Only the session lookup is replaced (as
// tests/support/session.ts does for the integration suite), and the `server-only` marker, which
// only resolves inside Next's server bundle.
import { register } from 'node:module';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate } from '../lib/db/migrate';
import { withThrowawayPostgres } from './migration-tools';

process.env.LOG_LEVEL ??= 'silent'; // the route wrapper's request lines would bury the tables
const SESSION_STUB = 'export const sessionUserId = async () => globalThis.__benchUserId ?? null;';
const HOOKS = `
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  if (specifier === '@/lib/server/auth/session-user') {
    return { url: 'data:text/javascript,' + ${JSON.stringify(encodeURIComponent(SESSION_STUB))}, shortCircuit: true };
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);

// Loaded only once the hooks above are in place and DATABASE_URL is set; run in this order (the
// certificates section carries on from the claims section's contracts).
const SECTIONS = {
  schedule: () => import('./bench-schedule'),
  claims: () => import('./bench-claims'),
  certs: () => import('./bench-certs'),
  // The /dashboard page's server time at 50 contracts and 600 claims, whatever --items says.
  dashboard: () => import('./bench-dashboard'),
  // The claim and certificate editors in Chromium, from the build, at 50 lines and each --items
  // size of 2,000 and over.
  browser: () => import('./bench-browser'),
  // Issue 33's big account at 1,000, 10,000 and 50,000 claims (--claims; --items alone: 1,000).
  account: () => import('./bench-account'),
  // Issue 33's many users at once: npm run load's ramps and its event-loop run (not in the smoke run).
  concurrency: () => import('./bench-concurrency'),
};
type Section = keyof typeof SECTIONS;

const SIZES = [200, 2_000, 10_000];
/** The account section's sizes, in claims (scripts/bench-account.ts). */
const CLAIM_SIZES = [1_000, 10_000, 50_000];

/**
 * `--items 200,2000` picks the sizes; `--only dashboard` (or `--only claims,certs`) the sections;
 * `--claims 1000,10000` the account section's sizes (scripts/bench-account.ts says its default).
 */
function optionsFromArgs(): { sizes: number[]; claimSizes: number[]; sections: Section[]; smoke: boolean } {
  const { values } = parseArgs({
    options: { items: { type: 'string' }, only: { type: 'string' }, claims: { type: 'string' } },
  });
  const sections = (values.only?.split(',') ?? Object.keys(SECTIONS)) as Section[];
  const unknown = sections.filter((s) => !(s in SECTIONS));
  if (unknown.length)
    throw new Error(`--only takes ${Object.keys(SECTIONS).join(', ')}; not ${unknown.join(', ')}`);
  // The certificates section carries on from the claims section's contracts.
  if (sections.includes('certs') && !sections.includes('claims')) sections.unshift('claims');
  return {
    sizes: sizesFromArgs(values.items),
    claimSizes: claimSizesFromArgs(values.claims, values.items !== undefined),
    sections,
    smoke: values.items !== undefined && values.only === undefined,
  };
}

/** The account's sizes: as given; else the smallest when --items is (the smoke run), else all. */
function claimSizesFromArgs(claims: string | undefined, itemsGiven: boolean): number[] {
  if (!claims) return itemsGiven ? CLAIM_SIZES.slice(0, 1) : CLAIM_SIZES;
  const sizes = claims.split(',').map(Number);
  // Contracts of 25 claims, a subcontractor's contract per 166 claims (scripts/bench-account-seed.ts).
  if (sizes.some((n) => !Number.isInteger(n) || n < 1_000 || n % 1_000 !== 0)) {
    throw new Error('--claims takes multiples of 1000, e.g. --claims 1000 or --claims 1000,10000,50000');
  }
  return sizes;
}

function sizesFromArgs(items: string | undefined): number[] {
  if (!items) return SIZES;
  const sizes = items.split(',').map(Number);
  // Sections of 20 items, groups of 100 (scripts/bench-setup.ts, scripts/bench-schedule.ts).
  if (sizes.some((n) => !Number.isInteger(n) || n < 100 || n % 100 !== 0)) {
    throw new Error('--items takes multiples of 100, e.g. --items 200 or --items 200,2000');
  }
  return sizes;
}

async function main() {
  const { sizes, claimSizes, sections, smoke } = optionsFromArgs();
  await withThrowawayPostgres(async (server) => {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    process.env.DATABASE_URL = server.url('bench');
    await migrate(process.env.DATABASE_URL);

    const { closeDb } = await import('../lib/db/client');
    const { signUp } = await import('../lib/server/auth/sign-up');
    const party = (name: string, email: string, accountName: string) =>
      signUp({
        name,
        email,
        password: `${name} password`,
        accountName,
        country: 'NZ',
        currency: 'NZD',
        timeZone: 'Pacific/Auckland',
      });
    const owner = await party('Bench Owner', 'bench@example.test', 'Bench Ltd');
    // The other party of the claims and certificates sections' shared contracts.
    const payer = await party('Bench Certifier', 'bench-payer@example.test', 'Bench Principal Ltd');
    const context = { owner, payer, sizes, claimSizes, claims: [], smoke };
    for (const name of Object.keys(SECTIONS) as Section[]) {
      if (sections.includes(name)) await (await SECTIONS[name]()).run(context);
    }
    await (await import('./bench-floor')).closeFloor();
    // Ends the pool too ($disconnect leaves it open): no idle connection is left to lose when the
    // throwaway database stops.
    await closeDb();
  });
}

await main();
