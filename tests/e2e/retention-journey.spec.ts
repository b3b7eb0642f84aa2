// Issue 31's journey, end to end in the browser, after the certificate specs have issued a
// certificate on SC-014-03 (playwright.config.ts project "retention journey"): the payer sees what
// that certificate withheld in the contract's retention ledger, records its deposit in the trust
// account, sees the transaction report the payee was sent, and sends a statement to date; the
// statement reaches the payee by email with its PDF, and the payee reads it on its own side of the
// contract. Axe-clean, and at 375 px, on both sides.
import { expect, test } from '@playwright/test';
import { demoContract, expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';
import { waitForMail } from './mailbox';

test('a payer deposits what a certificate withheld and sends a statement; the payee reads it', async ({
  browser,
}) => {
  // Each party in its own browser context (axe analyses a page of a context).
  const payer = await (await browser.newContext()).newPage();
  await payer.goto('/login');
  await logIn(payer, 'certifier@demo.test');
  await expect(payer).toHaveURL(/\/dashboard/);
  const place = await demoContract(payer);
  const ledgerApi = `/api/contract/account/${place.accountId}/contract_group/${place.projectId}/contract/${place.contractId}/retention_ledger`;
  const before = (await (await payer.request.get(ledgerApi)).json()) as {
    balances: { undeposited: number };
  };
  // The certificate the certificate specs issued withheld retention, not yet in the trust account.
  expect(before.balances.undeposited).toBeGreaterThan(0);
  const amount = (before.balances.undeposited / 100).toFixed(2);

  await payer.goto(
    `/contract/${place.projectId}/cert/${place.contractId}/retention?account_id=${place.accountId}`,
  );
  await expect(payer.getByRole('heading', { name: 'Retention held on trust', level: 1 })).toBeVisible();
  const sent = payer.getByRole('region', { name: 'Sent to the payee' });
  await expect(sent.getByText(/Retention transaction report/).first()).toBeVisible();

  await payer.getByLabel('Entry', { exact: true }).selectOption('deposited');
  await payer.getByLabel('Amount', { exact: true }).fill(amount);
  await payer.getByLabel('Reference (optional)').fill('E2E deposit');
  await payer.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(payer.getByRole('row', { name: /E2E deposit/ })).toBeVisible();
  const held = payer.getByRole('region', { name: 'Held for the payee' });
  const notDeposited = held
    .locator('div')
    .filter({ has: payer.getByText('Not yet deposited', { exact: true }) });
  await expect(notDeposited.getByRole('definition')).toHaveText('$0.00');

  await sent.getByRole('button', { name: 'Send a statement now' }).click();
  await expect(sent.getByText(/Retention statement to \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expectAccessible(payer);
  await expectFitsNarrowScreen(payer);

  const mail = await waitForMail('claimer@demo.test', /^Retention statement to \d{4}-\d{2}-\d{2}/);
  expect(mail.attachments.map((a) => a.mimeType)).toContain('application/pdf');
  expect(mail.text).toContain('Held on trust now:');

  const payee = await (await browser.newContext()).newPage();
  await payee.goto('/login');
  await logIn(payee, 'claimer@demo.test');
  await expect(payee).toHaveURL(/\/dashboard/);
  const theirs = await demoContract(payee);
  await payee.goto(
    `/contract/${theirs.projectId}/claim/${theirs.contractId}/retention?account_id=${theirs.accountId}`,
  );
  await expect(payee.getByRole('heading', { name: 'Received from the payer' })).toBeVisible();
  await expect(payee.getByText(/Retention statement to \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
  await expectAccessible(payee);
  await expectFitsNarrowScreen(payee);
});
