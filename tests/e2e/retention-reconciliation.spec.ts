// Reconciling a retention trust account (issue 31), the payer's side in the browser: Harbour Build
// names its seeded ANZ trust account on the demo contract, opens Reconcile from Manage account →
// Retention trust, types a bank balance of nothing for today — less than the deposits its ledger
// records, so a shortfall, in red, and a red task on the dashboard — explains it, and imports a
// bank statement CSV. Axe-clean, and at 375 px.
import { expect, test } from '@playwright/test';
import { demoContract, expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

const TRUST = 'Harbour Build Ltd Retention Trust Account (ANZ)';

test('a payer reconciles its trust account, sees a shortfall and explains it', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // The demo contract's deposits are held in the seeded trust account (another test may have moved it).
  const place = await demoContract(page);
  await page.goto(
    `/contract/${place.projectId}/cert/${place.contractId}/retention?account_id=${place.accountId}`,
  );
  const holding = page.getByLabel('Trust account or instrument');
  if ((await holding.locator('option:checked').textContent()) !== TRUST) {
    await holding.selectOption({ label: TRUST });
    await expect(page.getByText('Saved where this contract’s retention is held.')).toBeVisible();
  }

  await page.goto(`/manage-account/retention-trust?account_id=${place.accountId}`);
  await page
    .getByRole('row', { name: new RegExp(TRUST.replace(/[()]/g, '\\$&')) })
    .getByRole('link', { name: /Reconcile/ })
    .click();
  await expect(page.getByRole('heading', { name: `Reconcile ${TRUST}`, level: 1 })).toBeVisible();

  await page.getByLabel('Balance the bank states at the end of that day').fill('0.00');
  await page.getByRole('button', { name: 'Reconcile', exact: true }).click();
  await expect(page.getByText(/Reconciled: the bank differs from the ledger/)).toBeVisible();
  const short = page.getByRole('row').filter({ hasText: 'Shortfall: not explained' }).first();
  await expect(short.getByText('Shortfall: not explained')).toHaveClass(/short/);
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The payer's dashboard says so, in red, with a link back here.
  await page.goto(`/dashboard?account_id=${place.accountId}`);
  const task = page.getByRole('link', {
    name: new RegExp(`Trust account short of its ledger.*${TRUST.slice(0, 20)}`),
  });
  await expect(task.first()).toBeVisible();
  await task.first().click();
  await expect(page.getByRole('heading', { name: `Reconcile ${TRUST}`, level: 1 })).toBeVisible();

  await page
    .getByRole('row')
    .filter({ hasText: 'Shortfall: not explained' })
    .first()
    .getByRole('button', { name: 'Explain' })
    .click();
  await page
    .getByLabel('Why the bank and the ledger differ')
    .fill('E2E: the statement was read before the deposit cleared.');
  await page.getByRole('button', { name: 'Record explanation' }).click();
  await expect(page.getByText('Explanation recorded.')).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'E2E: the statement was read before the deposit cleared.' })
      .first(),
  ).toContainText('Explained');

  // A statement imported: each line once, however often the file is sent.
  await page.getByLabel('Statement CSV file').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Amount,Payee,Reference\r\n02/11/2026,-1.50,ANZ,MONTHLY FEE\r\n'),
  });
  await expect(page.getByText(/1 lines read: (1 new, 0|0 new, 1) already imported\./)).toBeVisible();
  await expect(page.getByRole('row', { name: /MONTHLY FEE/ })).toContainText('Paid out');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
