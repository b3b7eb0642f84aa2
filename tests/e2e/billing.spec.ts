import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

// Issue 14 with billing on (playwright.billing.config.ts: its own server and a FAKE Stripe server
// whose checkout page charges nothing). The demo owner of Kauri Interiors is on the free trial.
const PLAN_UPDATED = 'Your Plan & Payment details have been successfully updated.';

async function accountIdOf(page: import('@playwright/test').Page, name: string) {
  const profile = (await (await page.request.get('/api/profile')).json()) as {
    payclaim_account_id: { account_id: string; account_name: string }[];
  };
  return profile.payclaim_account_id.find((a) => a.account_name === name)!.account_id;
}

test('an owner on the trial sees the notice, chooses a plan, pays at checkout and returns to Plan & Payment', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const acc = await accountIdOf(page, 'Kauri Interiors Ltd');
  await page.goto(`/dashboard?account_id=${acc}`);

  const notice = page.getByRole('region', { name: 'Free trial' });
  await expect(notice).toContainText(/Your free trial ends in (29|30) days\. It covers one project\./);
  await expectAccessible(page);
  // Dismissed through a local-storage flag: it stays away on the next page.
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.goto(`/manage-account/plan-payment?account_id=${acc}`);
  await expect(page.getByRole('heading', { name: 'Plan & Payment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free trial' })).toBeHidden();
  await expect(page.getByText('Free trial (', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  const unlimited = page.getByRole('row', { name: /Unlimited/ }).first();
  await expect(unlimited).toContainText('Unlimited');
  await expect(page.getByRole('row', { name: /Starter/ })).toContainText('$49.00 / month');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Choose Starter' }).click();
  // The fake's hosted checkout (a real Stripe checkout page in production).
  await expect(page.getByRole('heading', { name: 'Test checkout (fake Stripe)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  await expect(page).toHaveURL(/\/manage-account\/plan-payment\/success\?/);
  await expect(page.getByText(PLAN_UPDATED)).toBeVisible();
  await expect(page.getByText('Starter ($49.00 / month)')).toBeVisible();
  await expect(page.getByRole('row', { name: /FAKE-0001/ })).toContainText('$49.00');
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});

test('a checkout left with Back returns to the cancelled text', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const acc = await accountIdOf(page, 'Harbour Build Ltd');
  await page.goto(`/manage-account/plan-price?account_id=${acc}`);
  await page.getByRole('button', { name: 'Choose Unlimited' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout (fake Stripe)' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/manage-account\/plan-payment\/cancelled/);
  await expect(
    page.getByText("You may have hit back, don't worry you can choose plan again later."),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a non-owner reads whom to contact, by name, and gets no plan button', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const acc = await accountIdOf(page, 'Kauri Interiors Ltd');
  await page.goto(`/manage-account/plan-price?account_id=${acc}`);
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  await expect(
    page.getByText('Please contact the account owner Aroha Ngata to get started.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Choose/ })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
