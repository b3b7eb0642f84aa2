// The browser section of `npm run bench` (issue 33): what a quantity surveyor feels in Chromium at
// 1366×900 on a claim editor (a second claim, whose lines carry a previous claim) and a certificate
// editor, at 50 lines — the floor: the same page with a short schedule — and at 2,000 and 10,000
// lines. Needs the build (`npx next build`): the app is started with `next start` on the bench's
// database; the contracts are made by scripts/bench-setup.ts, as the other sections make theirs.
//
// Per page, the median of RUNS navigations (after one unmeasured, so the script is cached as a
// returning user's is):
//   schedule visible   the first entry cell is in the page (server-rendered HTML)
//   interactive        that cell has React's handlers (hydrated): typing is taken from here on
//   type → totals      a key typed in a line halfway down (reached by "Go to line") until the
//                      totals on screen show it, painted
//   slowest key        the slowest of the keys typed, from keydown to the next frame
//   save               Save clicked until "All changes saved", painted
//   HTML, DOM nodes    the page's HTML (unzipped) and its element count once interactive
// Goals at 2,000 lines (issue 33): interactive within 1.5 s, type → totals within 100 ms, save
// acknowledged within 500 ms.
//
// The contract's own schedule of values (the payer's base contract page) is measured the same way:
// schedule visible (the first Edit button in the HTML), interactive (that button hydrated), and
// edit → saved: from Enter on a line's new quantity (reached by Go to line, its editor opened)
// until the editor has closed on the saved line, painted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { freePort } from '../lib/db/embedded-postgres';
import { contractPage, editCertPage, editClaimPage } from '../lib/paths/page-paths';
import { callRoute } from '../tests/support/call-route';
import * as certList from '../app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/route';
import { issueClaim } from './bench-certs';
import {
  benchClaim,
  benchContract,
  benchMonth,
  median,
  printTable,
  signInAs,
  type BenchContext,
} from './bench-setup';

const RUNS = 3;
const GOALS: Record<string, string> = {
  interactive: '1,500',
  'type → totals': '100',
  save: '500',
};
const MEASURES = ['schedule visible', 'interactive', 'type → totals', 'slowest key', 'save'] as const;
type Measure = (typeof MEASURES)[number];
const SCHEDULE_MEASURES = ['schedule visible', 'interactive', 'edit → saved'] as const;
type ScheduleMeasure = (typeof SCHEDULE_MEASURES)[number];
interface PageFigures {
  ms: Partial<Record<Measure | ScheduleMeasure, number>>;
  htmlKiB: number;
  domNodes: number;
}

/** 50 lines (the floor) and each size of 2,000 and over the run measures (`--items`). */
export const browserSizes = (sizes: number[]) => [50, ...sizes.filter((n) => n >= 2_000)];

export async function run(context: BenchContext): Promise<void> {
  if (!existsSync('.next/BUILD_ID')) {
    console.log('\nBrowser: skipped, no build to serve (run `npx next build` first).');
    return;
  }
  const app = await startApp();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const results = new Map<string, PageFigures>();
    for (const lines of browserSizes(context.sizes)) {
      const pages = await editorsOf(context, lines);
      for (const [name, who, path] of [
        ['claim', 'bench@example.test', pages.claim],
        ['certificate', 'bench-payer@example.test', pages.cert],
      ] as const) {
        const page = await signedInPage(browser, app.url, who);
        results.set(
          `${name} ${lines}`,
          await measureRuns((run) => measureOnce(page, app.url + path, pages.middleLabel, run)),
        );
        await page.context().close();
      }
      const page = await signedInPage(browser, app.url, 'bench-payer@example.test');
      results.set(
        `schedule of values ${lines}`,
        await measureRuns((run) => measureSchedule(page, app.url + pages.schedule, pages.middleLabel, run)),
      );
      await page.context().close();
    }
    report(results, browserSizes(context.sizes));
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** A second claim (the first issued at 50 %) and the first claim's certificate, both drafts. */
async function editorsOf(context: BenchContext, lines: number) {
  const contract = await benchContract(context.owner, lines, context.payer);
  signInAs(context.owner.userId);
  const first = await benchClaim(contract, benchMonth(0));
  await issueClaim(first, 5_000);
  const second = await benchClaim(contract, benchMonth(1));
  signInAs(context.payer.userId);
  const payer = { ...contract.payer!, cl: first.cl };
  const cert = await callRoute(certList.POST, { params: payer, body: {} });
  if (cert.status !== 201) throw new Error(`create certificate answered ${cert.status}`);
  const ids = (side: 'claim' | 'cert', p: { acc: string; g: string; c: string }) => ({
    accountId: p.acc,
    projectId: p.g,
    contractId: p.c,
    contractType: side,
  });
  const middle = Math.floor(lines / 2);
  return {
    claim: editClaimPage({ ...ids('claim', contract.payee), claimId: second.cl }),
    cert: editCertPage({
      ...ids('cert', contract.payer!),
      claimId: first.cl,
      certId: cert.body.cert.cert_id,
    }),
    schedule: contractPage({ ...ids('cert', contract.payer!), side: 'cert' }, 'baseContract'),
    // scripts/bench-setup.ts: sections of 20, labelled 1.1 … 1.20, 2.1 …
    middleLabel: `${Math.floor(middle / 20) + 1}.${(middle % 20) + 1}`,
  };
}

/** `next start` from the build on the bench's database, as a real installation runs. */
async function startApp() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DEMO_MODE: 'false',
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 600) throw new Error('next start was not ready within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  // Stopped before the bench's database is: a server left running would lose its connections when
  // the database stops, and fail loudly into the bench's own output.
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  };
  return { url, stop };
}

/**
 * Records, from the page's first byte, when the first entry cell (or schedule Edit button) appears
 * and each key's latency.
 */
const PAGE_PROBES = `
  window.__bench = { keys: [] };
  new MutationObserver((_, observer) => {
    if (document.querySelector('input[data-claim-cell], [data-line-focus]')) {
      window.__bench.cell = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('keydown', (e) => {
    const t0 = e.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__bench.keys.push(performance.now() - t0), 0));
  }, true);
`;

async function signedInPage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  email: string,
) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(PAGE_PROBES);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page
    .getByLabel('Password')
    .fill(email.startsWith('bench-payer') ? 'Bench Certifier password' : 'Bench Owner password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

/** The median of RUNS measurements of a page, after one unmeasured (the script cached). */
async function measureRuns(measure: (run: number) => Promise<PageFigures>): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let run = -1; run < RUNS; run++) {
    const figures = await measure(run);
    if (run >= 0) runs.push(figures);
  }
  const keys = Object.keys(runs[0]!.ms) as (Measure | ScheduleMeasure)[];
  const ms = Object.fromEntries(keys.map((m) => [m, median(runs.map((r) => r.ms[m]!))]));
  return { ms, htmlKiB: runs[0]!.htmlKiB, domNodes: runs[0]!.domNodes };
}

/** Navigates to `url`; answers the HTML's size and when `selector` first had React's handlers. */
async function loadUntilHydrated(page: Page, url: string, selector: string) {
  const response = await page.goto(url, { waitUntil: 'commit' });
  const html = (await response!.body()).length;
  const interactive = (await (
    await page.waitForFunction(
      (selector) => {
        const cell = document.querySelector(selector);
        return cell && Object.keys(cell).some((k) => k.startsWith('__reactProps')) ? performance.now() : null;
      },
      selector,
      { polling: 'raf', timeout: 120_000 },
    )
  ).jsonValue()) as number;
  const visible = (await page.evaluate('window.__bench.cell')) as number;
  const domNodes = (await page.evaluate('document.getElementsByTagName("*").length')) as number;
  return { html, interactive, visible, domNodes };
}

/** The schedule of values: a line found by Go to line, its quantity changed, saved with Enter. */
async function measureSchedule(
  page: Page,
  url: string,
  middleLabel: string,
  run: number,
): Promise<PageFigures> {
  const loaded = await loadUntilHydrated(page, url, '[data-line-focus]');
  await page.getByRole('searchbox', { name: 'Go to line' }).fill(middleLabel);
  await page.getByRole('searchbox', { name: 'Go to line' }).press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('[data-line-focus]'));
  await page.keyboard.press('Enter');
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  await quantity.fill(`${20 + run}`);
  const t0 = (await page.evaluate('performance.now()')) as number;
  await quantity.press('Enter');
  // Saved: the editor has closed and focus is back on the line's Edit button, painted.
  const saved = (await (
    await page.waitForFunction(
      () =>
        document.activeElement?.matches('[data-line-focus]')
          ? new Promise((resolve) =>
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
            )
          : null,
      null,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue()) as number;
  return {
    ms: { 'schedule visible': loaded.visible, interactive: loaded.interactive, 'edit → saved': saved - t0 },
    htmlKiB: loaded.html / 1024,
    domNodes: loaded.domNodes,
  };
}

async function measureOnce(page: Page, url: string, middleLabel: string, run: number): Promise<PageFigures> {
  const { html, interactive, visible, domNodes } = await loadUntilHydrated(
    page,
    url,
    'input[data-claim-cell]',
  );

  // Halfway down the schedule, as a QS goes to the line they are pricing.
  await page.getByRole('searchbox', { name: 'Go to line' }).fill(middleLabel);
  await page.getByRole('searchbox', { name: 'Go to line' }).press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('input[data-claim-cell]'));
  await page.keyboard.press('Control+A');
  await page.evaluate('window.__bench.keys = []');
  // A different figure each run, so each one changes the totals (the first claim was 50 %).
  const typed = [`${60 + run * 5}`, '.5'];
  const totals: number[] = [];
  for (const keys of typed) {
    for (const key of keys) {
      const changed = page.evaluate(armTotals);
      await page.keyboard.press(key);
      totals.push(await changed);
    }
  }
  await page.keyboard.press('Tab');
  const slowestKey = (await page.evaluate('Math.max(...window.__bench.keys)')) as number;

  const saved = page.evaluate(armSaved);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = await saved;
  return {
    ms: {
      'schedule visible': visible,
      interactive,
      'type → totals': median(totals.filter(Number.isFinite)),
      'slowest key': slowestKey,
      save,
    },
    htmlKiB: html / 1024,
    domNodes,
  };
}

/** Resolves with the time from the next keydown until the totals panel has changed and painted. */
function armTotals(): Promise<number> {
  return new Promise((resolve) => {
    const panel = document.querySelector('#claim-totals, #cert-totals')!.closest('section')!;
    let t0 = 0;
    document.addEventListener('keydown', (e) => (t0 = e.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!t0) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
    });
    observer.observe(panel, { subtree: true, childList: true, characterData: true });
    // A key that leaves the totals as they were (a figure not yet valid) counts as nothing.
    setTimeout(() => {
      observer.disconnect();
      resolve(Number.NaN);
    }, 5_000);
  });
}

/** Resolves with the time from the next click until the save bar says all is saved, painted. */
function armSaved(): Promise<number> {
  return new Promise((resolve) => {
    const status = document.querySelector('[role="region"][aria-label^="Save the"] [aria-live]')!;
    let t0 = 0;
    document.addEventListener('click', (e) => (t0 = e.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!t0 || !status.textContent?.startsWith('All changes saved')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
    });
    observer.observe(status, { subtree: true, childList: true, characterData: true });
  });
}

function report(results: Map<string, PageFigures>, sizes: number[]) {
  const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : v.toFixed(0));
  for (const [name, measures] of [
    ['claim editor', MEASURES],
    ['certificate editor', MEASURES],
    ['schedule of values', SCHEDULE_MEASURES],
  ] as const) {
    const at = (lines: number) => results.get(`${name.replace(/ editor$/, '')} ${lines}`)!;
    const rows = measures.map((m) => [m, ...sizes.map((n) => ms(at(n).ms[m])), GOALS[m] ?? '']);
    rows.push(['HTML KiB', ...sizes.map((n) => at(n).htmlKiB.toFixed(0)), '']);
    rows.push(['DOM nodes', ...sizes.map((n) => String(at(n).domNodes)), '']);
    printTable(
      `Browser: the ${name} in Chromium at 1366×900, ms (median of ${RUNS}; 50 lines is the floor)`,
      ['', ...sizes.map((n) => `${n.toLocaleString('en-NZ')} lines`), 'goal at 2,000'],
      rows,
    );
  }
}
