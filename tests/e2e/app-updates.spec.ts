// §4 Other and §9: an open page that finds a new build deployed says so, clears local storage and
// reloads 3 seconds later; code that fails to load, or takes over 120 seconds, is said plainly and
// the page reloads. And the dashboard's claims-received summary, by default the current month.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

const NEW_VERSION = 'A new version of ClaimCert is available. The page will reload in 3 seconds.';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** GET /api/config answers as a server running another build would. */
async function serveNewBuild(page: Page, buildId: string) {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), build_id: buildId } });
  });
}

test('a new build: notice, then 3 seconds later local storage is cleared and the page reloads', async ({
  page,
}) => {
  await signIn(page, 'claimer@demo.test');
  const served = ((await (await page.request.get('/api/config')).json()) as { build_id: string }).build_id;
  expect(served).toMatch(/\S/);
  await page.evaluate(() => window.localStorage.setItem('claimcert:test-flag', 'kept until a new version'));

  // The same build: coming back to the tab changes nothing.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(500);
  await expect(page.getByRole('alert').filter({ hasText: 'new version' })).toHaveCount(0);

  // Another build: navigating checks, and the notice shows.
  await serveNewBuild(page, `${served}-next`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  const notice = page.getByRole('alert').filter({ hasText: NEW_VERSION });
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  // Not straight away: local storage is still there while the notice shows.
  expect(await page.evaluate(() => window.localStorage.getItem('claimcert:test-flag'))).not.toBeNull();
  await reloaded;
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByRole('heading', { name: /^Projects/, level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('claimcert:test-flag'))).toBeNull();

  // Reloaded once for that build: if the server still says so, the page waits for the user.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const again = page.getByRole('alert').filter({ hasText: 'Reload the page to use it.' });
  await expect(again).toBeVisible();
  await expect(again.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.waitForTimeout(4_000);
  await expect(again).toBeVisible();
  await page.unroute('**/api/config');
});

test.describe('code that cannot load', () => {
  // The test adds its own <script> for a chunk, as the bundler would; the page's policy admits
  // only the bundler's own scripts.
  test.use({ bypassCSP: true });

  test('a failed import or a chunk still loading after 120 s: said plainly, and the page reloads', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'claimer@demo.test');
    const rejectChunk = () =>
      page.evaluate(() => {
        const error = new Error('Failed to load chunk /_next/static/chunks/gone.js from module 42');
        error.name = 'ChunkLoadError';
        void Promise.reject(error);
      });

    // A failed import() (the bundler's ChunkLoadError): said at once, reloaded 3 s later.
    let reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await rejectChunk();
    const failed = page.getByRole('alert').filter({ hasText: 'Part of this page could not be loaded.' });
    await expect(failed).toContainText('The page will reload in 3 seconds.');
    await reloaded;
    await expect(failed).toHaveCount(0);

    // A chunk that never arrives, on another page: 120 s later the notice, 3 s after that the reload.
    await page.goto('/projects');
    // The watcher starts once the page has hydrated; a chunk added before that is not the case here.
    await page.waitForLoadState('networkidle');
    await page.route('**/_next/static/chunks/never-arrives.js', () => {
      // Left unanswered on purpose.
    });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = '/_next/static/chunks/never-arrives.js';
      document.head.appendChild(script);
    });
    const slow = page
      .getByRole('alert')
      .filter({ hasText: 'Part of this page took more than 2 minutes to load.' });
    await page.clock.fastForward(119_000);
    await expect(slow).toHaveCount(0);
    reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.clock.fastForward(2_000);
    await expect(slow).toContainText('The page will reload in 3 seconds.');
    await reloaded;
    await expect(slow).toHaveCount(0);

    // The same page failing again straight after its reload: no loop, the user decides.
    await rejectChunk();
    const stuck = page.getByRole('alert').filter({ hasText: 'Check your connection, then reload the page.' });
    await expect(stuck).toBeVisible();
    await expectAccessible(page);
    await page.clock.fastForward(5_000);
    await expect(stuck.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });
});

test('the dashboard sums up the claims received this month, and any other period chosen', async ({
  page,
}) => {
  await signIn(page, 'certifier@demo.test');
  const { account_id: accountId } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };
  const period = async (query: string) =>
    (
      (await (
        await page.request.get(`/api/paycert/account/${accountId}/claims_received${query}`)
      ).json()) as {
        received_in_period: { count: number };
      }
    ).received_in_period;

  const card = page.getByRole('region', { name: 'Claims received', exact: true });
  await expect(card.getByRole('heading', { name: 'Received this month' })).toBeVisible();
  const month = await period('');
  await expect(card).toContainText(`${month.count} ${month.count === 1 ? 'claim' : 'claims'} claiming`);
  await expect(card.getByLabel('Period length')).toHaveValue('month');
  await expect(card.getByLabel('Which')).toHaveValue('current');
  await expectAccessible(page);

  await card.getByLabel('Period length').selectOption('year');
  await card.getByLabel('Which').selectOption('previous');
  await card.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/received_type=year&received_period=previous/);
  await expect(card.getByRole('heading', { name: 'Received last year' })).toBeVisible();
  const lastYear = await period('?type=year&period=previous');
  await expect(card).toContainText(`${lastYear.count} ${lastYear.count === 1 ? 'claim' : 'claims'} claiming`);
  await expectFitsNarrowScreen(page);
});
