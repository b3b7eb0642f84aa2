import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen } from './helpers';

// A real installation (issue 29): the embedded database with DEMO_MODE=false, no users yet. Every
// page answers with /setup, which makes the firm's account and its owner once, then is gone.
test('a real installation is set up once, at /setup, by its owner', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up ClaimCert' })).toBeVisible();
  await expectFitsNarrowScreen(page);
  await expectAccessible(page);

  await page.getByLabel('Your name').fill('Ana Kaur');
  await page.getByLabel('Email').fill('ana@kaur.example');
  await page.getByLabel('Password (at least 8 characters)').fill('short');
  await page.getByLabel('Company name').fill('Kaur Construction Ltd');
  await page.getByRole('button', { name: 'Set up ClaimCert' }).click();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await page.getByLabel('Password (at least 8 characters)').fill('a long firm password');
  await page.getByRole('button', { name: 'Set up ClaimCert' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await expect(page.getByText('Kaur Construction Ltd').first()).toBeVisible();

  // Gone: the page is not found, and a second submission is refused.
  const again = await page.goto('/setup');
  expect(again?.status()).toBe(404);
  const second = await page.request.post('/api/setup', {
    data: {
      name: 'Mallory',
      email: 'mallory@elsewhere.example',
      password: 'another long password',
      accountName: 'Mallory Ltd',
      country: 'NZ',
      currency: 'NZD',
      timeZone: 'Pacific/Auckland',
    },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).errors[0].message).toBe('ClaimCert is already set up: log in.');
});
