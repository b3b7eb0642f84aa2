// Manage Account: the account's statistics, and its document names — Kauri Interiors calls its
// claims Progress Claims and sees its draft claim retitled on the claim's own page, then goes back.
// The other specs rely on the demo's names ('Payment Claim 3 – November 2026'): whatever happens
// here, the words are set back before the test ends.
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../lib/domain/money-format';
import { demoContract, expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

async function logInAsOwner(page: Page) {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
}

interface Money {
  currency: string;
  cents: number;
}

test('the statistics page shows the account’s figures as the API gives them', async ({ page }) => {
  await logInAsOwner(page);
  const { accountId } = await demoContract(page);
  const api = await page.request.get(`/api/account/${accountId}/statistics`);
  expect(api.status()).toBe(200);
  const stats = (await api.json()) as {
    contracts: { status: string; claim: number; cert: number }[];
    claims: { claim: { status: string; count: number; amount: Money[] | null }[] };
  };

  await page.goto(`/manage-account/view?account_id=${accountId}`);
  await page
    .getByRole('navigation', { name: 'Manage Account' })
    .getByRole('link', { name: 'Statistics' })
    .click();
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();

  const started = stats.contracts.find((r) => r.status === 'started')!;
  await expect(page.getByRole('row', { name: /^Started/ })).toContainText(String(started.claim));
  const made = page.getByRole('table', { name: 'Claims you make (claim contracts)' });
  const issued = stats.claims.claim.find((r) => r.status === 'issued')!;
  const issuedRow = made.getByRole('row', { name: /^Issued/ });
  await expect(issuedRow).toContainText(String(issued.count));
  await expect(issuedRow).toContainText(formatMoney(issued.amount![0]!.cents, { currency: 'NZD' }));
  // A draft has no fixed figures yet: counted, without an amount.
  await expect(made.getByRole('row', { name: /^Draft/ })).toContainText('not fixed until issued');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});

test('the owner calls the account’s claims Progress Claims; its draft claim 3 takes the title', async ({
  page,
}) => {
  await logInAsOwner(page);
  const kauri = await demoContract(page);
  const config = `/api/account/${kauri.accountId}/config`;
  const list = await page.request.get(
    `/api/claim/account/${kauri.accountId}/contract_group/${kauri.projectId}/contract/${kauri.contractId}/claim`,
  );
  const { claims } = (await list.json()) as { claims: { id: string; number: number }[] };
  const claim3 = claims.find((c) => c.number === 3)!;
  const claimPage = `/make-claim/claim/${kauri.projectId}/${kauri.contractId}/${claim3.id}?account_id=${kauri.accountId}`;
  try {
    await page.goto(`/manage-account/view?account_id=${kauri.accountId}`);
    await expect(page.getByText('Claims are called')).toBeVisible();
    await page.getByRole('link', { name: 'Edit account' }).click();
    const card = page.getByRole('region', { name: 'Document names' });
    await expect(card.getByRole('radio', { name: 'Payment Claim' })).toBeChecked();
    await expect(card.getByRole('radio', { name: 'Payment Certificate' })).toBeChecked();
    await expectAccessible(page);
    await expectFitsNarrowScreen(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await card.getByRole('radio', { name: 'Progress Claim' }).check();
    await card.getByRole('button', { name: 'Save document names' }).click();
    await expect(
      page.getByText(/Document names saved; \d+ claims? not yet issued now use them\./),
    ).toBeVisible();
    expect(await (await page.request.get(config)).json()).toEqual({
      claim_term: 'Progress Claim',
      cert_term: 'Payment Certificate',
    });

    await page.goto(`/manage-account/view?account_id=${kauri.accountId}`);
    await expect(page.locator('dd', { hasText: 'Progress Claim' })).toBeVisible();

    // The claim's own page: its heading and breadcrumb carry the new title.
    await page.goto(claimPage);
    await expect(
      page.getByRole('heading', { name: /^(Review: )?Progress Claim 3 – November 2026/ }),
    ).toBeVisible();
    await expectAccessible(page);

    // Back to Payment Claim through the same form: the draft follows again.
    await page.goto(`/manage-account/edit?account_id=${kauri.accountId}`);
    await page.getByRole('radio', { name: 'Payment Claim', exact: true }).check();
    await page.getByRole('button', { name: 'Save document names' }).click();
    await expect(page.getByText(/Document names saved/)).toBeVisible();
    await page.goto(claimPage);
    await expect(
      page.getByRole('heading', { name: /^(Review: )?Payment Claim 3 – November 2026/ }),
    ).toBeVisible();
  } finally {
    // Whatever failed above, the demo's words are back for the specs that follow.
    await page.request.put(config, {
      data: { claim_term: 'Payment Claim', cert_term: 'Payment Certificate' },
    });
  }
});
