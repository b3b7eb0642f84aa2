import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn, logOut, STAFF_PASSWORD } from './helpers';

const OWNER_BANNER = 'Help desk mode is on: ClaimCert support can open this account and act in it.';
const SUPPORT_BANNER = /you are working in Harbour Build Ltd as ClaimCert support/;

/** The admin pages have no user menu: log out the way its Log Out link does. */
async function logOutAdmin(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('help desk mode lets support into an account until it is turned off; admins manage accounts', async ({
  page,
}) => {
  // The owner turns help desk mode on from the Support menu.
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const harbourId = (await (await page.request.get('/api/profile')).json()).account_id as string;
  await expect(page.getByText(OWNER_BANNER)).toHaveCount(0);
  await page.locator('.header-menu summary').click();
  const toggle = page.getByRole('button', { name: 'Help Desk Mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.getByRole('dialog', { name: 'Turn help desk mode on?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Help desk mode is on.')).toBeVisible();
  await expect(page.getByText(OWNER_BANNER)).toBeVisible();
  await expectAccessible(page);
  await logOut(page);

  // Support staff belong to no account, yet open Harbour through help desk mode. (A fresh
  // browser: the account chosen last is remembered in a cookie.)
  await page.context().clearCookies();
  await logIn(page, 'support@demo.test', STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/error_401_no_accounts/);
  await page.goto(`/dashboard?account_id=${harbourId}`);
  await expect(page.getByText(SUPPORT_BANNER)).toBeVisible();
  await expect(page.getByText('Harbour Build Ltd · NZD')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Wynyard Quarter Apartments/ })).toBeVisible();
  // Letting support in or out is the customer's decision: no switch for support.
  await expect(page.locator('.header-menu')).toHaveCount(0);
  await expectAccessible(page);
  await logOut(page);

  // The platform administrator sees every account and turns Harbour's help desk mode off.
  await logIn(page, 'admin@demo.test', STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/accounts/);
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible();
  const harbour = page.getByRole('row', { name: /Harbour Build Ltd/ });
  await expect(harbour).toContainText('Tom Harris');
  await expect(harbour).toContainText('certifier@demo.test');
  await expect(harbour).toContainText('2 (Tom Harris, Grace Liu)');
  await expect(harbour).toContainText('Active');
  await expect(page.getByRole('row', { name: /Kauri Interiors Ltd/ })).toContainText('Aroha Ngata');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Turn help desk off: Harbour Build Ltd' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn help desk off' }).click();
  await expect(page.getByText('Help desk mode is off for Harbour Build Ltd.')).toBeVisible();
  await expect(harbour.getByRole('cell').nth(5)).toHaveText('Off');

  // Deactivate and reactivate another account.
  const joinery = page.getByRole('row', { name: /Kauri Joinery Ltd/ });
  await page.getByRole('button', { name: 'Deactivate: Kauri Joinery Ltd' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(joinery).toContainText('Inactive');
  await page.getByRole('button', { name: 'Reactivate: Kauri Joinery Ltd' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(joinery.getByText('Active', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The queues of outgoing email and integration deliveries, with this instance's job runners.
  await page.getByRole('link', { name: 'Deliveries' }).click();
  await expect(page.getByRole('heading', { name: 'Deliveries', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job runners of this instance' })).toBeVisible();
  await expect(page.getByText(/jobs.*every 2 s/)).toBeVisible();
  await expectAccessible(page);
  await logOutAdmin(page);

  // With help desk mode off, support is shut out at once.
  await logIn(page, 'support@demo.test', STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/error_401_no_accounts/);
  await page.goto(`/dashboard?account_id=${harbourId}`);
  await expect(page).toHaveURL(/\/error_401_no_accounts/);
  await expect(page.getByText('Harbour Build Ltd')).toHaveCount(0);
});

test('a user who is not a platform administrator is sent to /access-denied', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/admin/accounts');
  await expect(page).toHaveURL(/\/access-denied/);
  await expect(page.getByRole('heading', { name: 'No Access' })).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.get('/api/admin/accounts')).status()).toBe(403);
});
