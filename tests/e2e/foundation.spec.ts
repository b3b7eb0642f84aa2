import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn, logOut } from './helpers';

test('sign up, land on the dashboard, log out, log in again via ?next=', async ({ page }) => {
  const email = `owner-${Date.now()}@example.test`;
  await page.goto('/sign_up');
  await expectAccessible(page);
  await page.getByLabel('Your name').fill('Hemi Walker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password (at least 8 characters)').fill('a long password');
  await page.getByLabel('Company name').fill('Walker Plumbing Ltd');
  await page.getByLabel('Country').selectOption('AU');
  await expect(page.getByLabel('Currency')).toHaveValue('AUD');
  await expect(page.getByLabel('Time zone')).toHaveValue('Australia/Sydney');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard\?account_id=/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Walker Plumbing Ltd · AUD · Australia/Sydney')).toBeVisible();
  await expect(page.getByText('There are no projects in this account yet.')).toBeVisible();
  await expectAccessible(page);

  await page.evaluate(() => localStorage.setItem('cc-test', 'kept?'));
  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('cc-test'))).toBeNull();

  await page.goto('/notice');
  await expect(page).toHaveURL(/\/login\?next=%2Fnotice/);
  await logIn(page, email, 'a long password');
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();
});

test('wrong passwords are refused with a message, and sign-up errors are shown per field', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test', 'not-the-password');
  await expect(page.locator('.form-error')).toHaveText('The email or password is not correct.');

  await page.goto('/sign_up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/sign_up/);
});

test('the demo claimer sees the shared contract and can switch accounts', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo logins' })).toBeVisible();
  await page.getByRole('button', { name: 'claimer@demo.test' }).click();
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: /Wynyard Quarter Apartments/ })).toBeVisible();
  const row = page.getByRole('row', { name: /Interior fit-out/ });
  await expect(row).toContainText('Harbour Build Ltd');
  await expect(row).toContainText('Claim contract');
  // Base $445,830.00 + approved variations $12,450.00 + $19,000.00 (hand sum of the seeded schedule).
  await expect(row).toContainText('$477,280.00');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);

  await page.locator('.user-menu summary').click();
  await page.getByRole('link', { name: 'Kauri Joinery Ltd' }).click();
  await expect(page.getByText('Kauri Joinery Ltd · NZD')).toBeVisible();
  await expect(page.getByText('There are no projects in this account yet.')).toBeVisible();
  // The choice is remembered without the query parameter.
  await page.goto('/dashboard');
  await expect(page.getByText('Kauri Joinery Ltd · NZD')).toBeVisible();
});

test("a user cannot reach another account's data by changing the account id", async ({ page, request }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const profile = await page.request.get('/api/profile');
  const harbourId = (await profile.json()).account_id as string;
  await logOut(page);

  await page.goto('/login');
  await logIn(page, 'viewer@demo.test');
  await expect(page.getByText('Kauri Interiors Ltd · NZD')).toBeVisible();
  // A foreign account id in the query falls back to the user's own account…
  await page.goto(`/dashboard?account_id=${harbourId}`);
  await expect(page.getByText('Kauri Interiors Ltd · NZD')).toBeVisible();
  // Harbour's own account line (name · currency · time zone) is nowhere; its name as the payer of the
  // shared contract may be (the dashboard's schedule owed to Kauri names who owes it).
  await expect(page.getByText('Harbour Build Ltd · NZD')).toHaveCount(0);
  // …and in an API path it is refused outright.
  const api = await page.request.get(`/api/dashboard/account/${harbourId}/read_active_projects`);
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ errors: [{ message: 'You do not have access to this.' }] });
  // Without a session the API answers 401.
  expect((await request.get('/api/profile')).status()).toBe(401);
});

test('error pages and the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/error_403_link_expired');
  await expect(page.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/error_404ClaimRevert');
  await expect(
    page.getByText('This claim has been reverted back to draft; use the new link after re-issue.'),
  ).toBeVisible();
});
