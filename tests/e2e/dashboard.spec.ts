// Issue 13, the dashboard: each side sees what it owes or is owed, the figures the API gives; the
// task list links straight to the screens; the chart is an image with a table behind it; a payment
// the certifier records moves its dashboard's figures and chart. Axe and 375 px on the page.
//
// Runs in the "main" project on the demo contract SC-014-03 without answering a claim: the other
// specs rely on claims 2 and 3 staying unanswered until the certificate specs run.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, signedIn } from './helpers';

const nzd = (cents: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(cents / 100);

interface Totals {
  claimed: number;
  certified: number;
  paid: number;
}
interface Summary {
  month: string;
  claim: { to_date: Totals; unpaid: number } | null;
  cert: { to_date: Totals; in_month: Totals; unpaid: number } | null;
}

async function summary(page: Page): Promise<Summary> {
  const { account_id: acc } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };
  const res = await page.request.get(`/api/dashboard/account/${acc}/read_claims_summary`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Summary;
}

test('the claimer sees what it is owed, the figures the API gives, and its tasks lead to their screens', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'claimer@demo.test');
  const s = await summary(page);
  const card = page.getByRole('region', { name: 'Your claims: what you are owed' });
  await expect(card).toContainText(nzd(s.claim!.to_date.claimed));
  await expect(card).toContainText(nzd(s.claim!.to_date.certified));
  await expect(card).toContainText(nzd(s.claim!.unpaid));

  const chart = page.getByRole('img', { name: /Your claims, month by month/ });
  await expect(chart).toBeVisible();
  await page.getByText('The figures behind the chart').first().click();
  await expect(page.getByRole('region', { name: 'Your claims, month by month: figures' })).toBeVisible();

  const tasks = page.getByRole('region', { name: 'What needs you' });
  const draft = tasks.getByRole('link', { name: /^Finish the draft claim/ }).first();
  await expect(draft).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await draft.click();
  await expect(page).toHaveURL(/\/make-claim\/claim\//);
});

test('the certifier sees what it owes; a payment it records moves its figures and chart', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'certifier@demo.test');
  const before = await summary(page);
  const card = page.getByRole('region', { name: 'Claims on you: what you owe' });
  await expect(card).toContainText(nzd(before.cert!.to_date.claimed));
  await expect(card).toContainText(nzd(before.cert!.unpaid));
  await expect(page.getByRole('img', { name: /Claims on you, month by month/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Certifying, by project', exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The task list leads straight to the claim waiting for a certificate.
  const certify = page
    .getByRole('region', { name: 'What needs you' })
    .getByRole('link', { name: /^Certify the claim: Payment Claim 2/ });
  await certify.click();
  await expect(page).toHaveURL(/\/make-cert\/cert\//);
  await expect(page.getByRole('button', { name: 'Start certificate' })).toBeVisible();

  // Record $250.00 paid against certificate 1 on the contract page.
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Certifying, by project', exact: true })
    .getByRole('link', { name: 'Wynyard Quarter Apartments' })
    .click();
  await page
    .getByRole('link', { name: /Interior fit-out/ })
    .first()
    .click();
  const row = page
    .getByRole('region', { name: 'Certificates of this contract' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Certificate 1' }) });
  await row.getByRole('button', { name: /payments of certificate 1/ }).click();
  const panel = page.getByRole('region', { name: 'Payments of certificate 1', exact: true });
  await panel.getByLabel('Amount paid').fill('250.00');
  await panel.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment of $250.00 recorded.' })).toBeVisible();

  const after = await summary(page);
  expect(after.cert!.to_date.paid).toBe(before.cert!.to_date.paid + 250_00);
  expect(after.cert!.in_month.paid).toBe(before.cert!.in_month.paid + 250_00);
  await page.goto('/dashboard');
  const moved = page.getByRole('region', { name: 'Claims on you: what you owe' });
  await expect(moved).toContainText(nzd(after.cert!.to_date.paid));
  await expect(moved).toContainText(nzd(after.cert!.unpaid));
  // The chart's table carries this month's payments with the new one.
  const figures = page.getByRole('region', { name: 'Claims on you, month by month: figures' });
  await page.getByText('The figures behind the chart').last().click();
  await expect(figures.getByRole('row').last()).toContainText(nzd(after.cert!.in_month.paid));
});

test('a user in two accounts sees their certificates in all of them; a user in one does not get the card', async ({
  browser,
}) => {
  // The claimer directs Kauri Interiors and Kauri Joinery: the card lists both, with the API's figures.
  const claimer = await signedIn(browser, 'claimer@demo.test');
  const card = claimer.getByRole('region', { name: 'Certificates in all your accounts' });
  await expect(card.getByRole('rowheader', { name: 'Kauri Interiors Ltd' })).toBeVisible();
  await expect(card.getByRole('rowheader', { name: 'Kauri Joinery Ltd' })).toBeVisible();
  await expect(card.getByRole('rowheader', { name: 'Total in NZD' })).toBeVisible();
  const res = await claimer.request.post('/api/paycert/dashboard/cert/summary', { data: {} });
  const api = (await res.json()) as { totals: { currency: string; certified_amount: number }[] };
  expect(api.totals.map((t) => t.currency)).toEqual(['NZD']);
  await expect(card.getByRole('row', { name: /Total in NZD/ })).toContainText(
    nzd(api.totals[0]!.certified_amount),
  );
  await expectAccessible(claimer);
  // The certifier is in Harbour Build only.
  const certifier = await signedIn(browser, 'certifier@demo.test');
  await expect(certifier.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(certifier.getByRole('region', { name: 'Certificates in all your accounts' })).toHaveCount(0);
});
