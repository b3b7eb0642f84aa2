// Retention owed to the payee (issue 31 item 6), in the browser: Kauri Interiors' owner follows the
// dashboard's link to "Retention owed to you", sees what Harbour Build holds on SC-014-03, and opens
// the contract's Retention trust tab, where the payee's side shows what is owed and what the payer
// sent ("Received from the payer"). Axe-clean, and at 375 px.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

test('a payee sees the retention owed to it and what its payer sent', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole('link', { name: /Retention owed to you/ }).click();
  await expect(page.getByRole('heading', { name: 'Retention owed to you', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Retention held from you, by contract' });
  const harbour = table.getByRole('row', { name: /Harbour Build Ltd/ });
  await expect(harbour).toBeVisible();
  await expect(harbour).toContainText('2026-10-14');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await harbour.getByRole('link', { name: 'Interior fit-out, Levels 1–4' }).click();
  await expect(
    page.getByRole('heading', { name: 'Retention held on trust for you', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Contract' }).getByRole('link', { name: 'Retention trust' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Owed to you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Received from the payer' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
