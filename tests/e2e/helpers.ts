import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

/** Fails on any WCAG 2.1 A/AA violation axe can detect on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  // Next streams a dynamic page's metadata after its body: after a client-side navigation the
  // <title> can arrive a moment after the content. Every page has one; wait for it first.
  await expect(page).toHaveTitle(/\S/);
  const analyze = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  let results = await analyze();
  // A refresh still arriving (router.refresh() after an action) streams the head again, so the
  // title can be gone for a moment mid-analysis: once it is back, the page is checked again. A
  // page with no title at all still fails, at toHaveTitle.
  if (results.violations.some((v) => v.id === 'document-title')) {
    await expect(page).toHaveTitle(/\S/);
    results = await analyze();
  }
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Nothing may force sideways scrolling of the page at a phone's 375 px. */
export async function expectFitsNarrowScreen(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The demo's platform staff (admin@demo.test, support@demo.test) never get the published demo
 * password: the e2e server seeds them with this one (DEMO_STAFF_PASSWORD, playwright.config.ts).
 */
export const STAFF_PASSWORD = 'e2e-staff-password';

export async function logIn(page: Page, email: string, password = 'demo1234'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.locator('.user-menu summary').click();
  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** A new browser context signed in as `email`, on its dashboard. */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

/** Where the signed-in user's account placed the demo contract SC-014-03. */
export interface DemoPlace {
  accountId: string;
  projectId: string;
  contractId: string;
}

export async function demoContract(page: Page): Promise<DemoPlace> {
  const { account_id: accountId } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };
  const res = await page.request.get(`/api/contract/account/${accountId}/contracts`);
  const { contracts } = (await res.json()) as {
    contracts: { id: string; contract_number: string | null; project: { id: string } }[];
  };
  const contract = contracts.find((c) => c.contract_number === 'SC-014-03')!;
  return { accountId, projectId: contract.project.id, contractId: contract.id };
}
