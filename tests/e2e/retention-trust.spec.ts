// Retention money held on trust (issue 31), the payer's side in the browser: Harbour Build records
// a second trust account in Manage account, names it on the demo contract's retention ledger, sees
// what is held for Kauri Interiors and that certificate 1 withheld it, records a release paid on
// its own and reverses it (a new entry; the first stays on the record), sees both reported to the
// payee, and gives notice of intended use. Axe-clean, and at 375 px.
import { expect, test } from '@playwright/test';
import { demoContract, expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

test('a payer records its trust account, names it on a contract, and keeps the ledger', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/manage-account/view');
  await page.getByRole('link', { name: 'Retention trust' }).click();
  await expect(page.getByRole('heading', { name: 'Retention trust', level: 1 })).toBeVisible();
  // The holdings themselves (the internal report below names them too).
  const holdings = page.getByRole('region', { name: 'Where your retention money is held' });
  await expect(
    holdings.getByRole('row', { name: /Harbour Build Ltd Retention Trust Account \(ANZ\)/ }),
  ).toBeVisible();
  const name = `Harbour Build Retention Trust ${Date.now()}`;
  await page.getByLabel('Bank', { exact: true }).fill('Westpac');
  await page.getByLabel(/Account name/).fill('Harbour Build operating');
  await page.getByLabel('Account number').fill('03-0104-0123456-00');
  await page.getByLabel(/bank was told/).fill('2026-11-02');
  await page.getByRole('button', { name: 'Add trust account' }).click();
  // Not named as a trust account: refused with the reason, nothing recorded.
  const refusal = page.getByRole('dialog');
  await expect(refusal).toContainText('include "trust" in its name');
  await refusal.getByRole('button', { name: 'Ok' }).click();
  await page.getByLabel(/Account name/).fill(name);
  await page.getByRole('button', { name: 'Add trust account' }).click();
  await expect(holdings.getByRole('row', { name: new RegExp(`${name} \\(Westpac\\)`) })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  const place = await demoContract(page);
  await page.goto(
    `/contract/${place.projectId}/cert/${place.contractId}/retention?account_id=${place.accountId}`,
  );
  await expect(page.getByRole('heading', { name: 'Retention held on trust', level: 1 })).toBeVisible();
  await page.getByLabel('Trust account or instrument').selectOption({ label: `${name} (Westpac)` });
  await expect(page.getByText('Saved where this contract’s retention is held.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Withheld by certificate 1/ })).toBeVisible();

  await page.getByLabel('Entry', { exact: true }).selectOption('released');
  await page.getByLabel('Amount').fill('100.00');
  await page.getByLabel('Reference (optional)').fill('Agreed early release');
  await page.getByRole('button', { name: 'Record' }).click();
  const release = page.getByRole('row', { name: /Agreed early release/ });
  await expect(release).toContainText('$100.00');
  await release.getByRole('button', { name: 'Reverse' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reverse' }).click();
  await expect(release).toContainText('(reversed)');
  await expect(page.getByRole('row', { name: /Reversal/ })).toContainText('$100.00');
  // The release and its correction were each reported to the payee (CCA s18FD).
  const sent = page.getByRole('region', { name: 'Sent to the payee' });
  await expect(sent.getByText(/Retention transaction report/)).toHaveCount(2);

  // Notice of intended use (s18D): emailed today, usable after 10 working days, not before.
  await page.getByLabel('Most that may be used').fill('50.00');
  await page.getByLabel(/defects or non-performance/).fill('Damaged skirting on level 3 not replaced.');
  await page.getByRole('button', { name: 'Give notice' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Give notice' }).click();
  const notices = page.getByRole('region', { name: 'Use to remedy defects' });
  await expect(notices).toContainText('Damaged skirting on level 3 not replaced.');
  await expect(notices).toContainText(/May be used from \d{4}-\d{2}-\d{2}/);
  await expect(notices.getByRole('button', { name: 'Record the use' })).toHaveCount(0);
  await expect(sent.getByText(/Notice of intended use of retention money/)).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
