// The certifier's lists (spec §2 /claims-received, the contract page of a cert contract): Harbour
// Build's certifier sees claim 2 of SC-014-03 (issued, not yet certified) among the current claims
// received with its payment-schedule deadline and overdue type, opens it towards a certificate;
// on the contract page records a payment with a remittance PDF against certificate 1 and sees the
// paid amount and balance follow; downloads the retention report as CSV.
import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { demoContract, expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

const CLAIM_2 = 'Payment Claim 2 – October 2026';
const OVERDUE_LABELS: Record<string, string> = {
  over_due: 'Overdue',
  due_in_3_days: 'Due within 3 days',
  due_in_7_days: 'Due within 7 days',
  unclaimed_days: 'Unclaimed 30+ days',
  none: 'Not due soon',
};

const nzd = (cents: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(cents / 100);

interface ReceivedRow {
  payclaim_name: string;
  over_due_type: string;
  cert_due_date: string;
  cert: { cert_id: string } | null;
  payment_schedule: { source: string; working_days_left: number | null } | null;
}

const workingDaysText = (left: number) =>
  left === 0
    ? 'Due today'
    : left > 0
      ? `${left} working day${left === 1 ? '' : 's'} left`
      : `${-left} working day${left === -1 ? '' : 's'} overdue`;

async function csvOf(download: Download): Promise<string[]> {
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  return text.split(/\r?\n/);
}

test('claims received: claim 2 is current, with its deadline and overdue type', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const place = await demoContract(page);

  // What the API says of claim 2 today: the page must say the same.
  const api = await page.request.get(`/api/paycert/account/${place.accountId}/claims_received`);
  const received = (await api.json()) as { current: ReceivedRow[] };
  const claim2 = received.current.find((r) => r.payclaim_name === CLAIM_2)!;
  expect(claim2, 'claim 2 is in the current bucket').toBeTruthy();

  // The dashboard's card leads there, as does the header tab.
  const card = page.getByRole('region', { name: 'Claims received', exact: true });
  await expect(card.getByText(OVERDUE_LABELS.over_due!, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View claims received' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims received' }).click();
  await expect(page).toHaveURL(/\/claims-received\?account_id=/);
  await expect(page.getByRole('heading', { name: 'Claims received', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Contract status' }).getByRole('link', { name: /Current/ }),
  ).toHaveAttribute('aria-current', 'page');

  const table = page.getByRole('region', { name: 'Claims received on current contracts' });
  const row = table.getByRole('row').filter({ hasText: CLAIM_2 });
  await expect(row).toContainText('Interior fit-out, Levels 1–4');
  await expect(row).toContainText('SC-014-03');
  await expect(row).toContainText(claim2.cert_due_date);
  await expect(row).toContainText(OVERDUE_LABELS[claim2.over_due_type]!);
  const schedule = claim2.payment_schedule!;
  expect(schedule, 'the NZ contract has a working-day calendar').toBeTruthy();
  await expect(row).toContainText(workingDaysText(schedule.working_days_left!));
  await expect(row).toContainText(schedule.source);
  await row.getByText('If it is missed').click();
  await expect(row.getByRole('group')).toContainText(/./);
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Other buckets: nothing there yet, said in words.
  await page
    .getByRole('navigation', { name: 'Contract status' })
    .getByRole('link', { name: /Archived/ })
    .click();
  await expect(page).toHaveURL(/bucket=archived/);
  await expect(page.getByText('No claims on archived contracts.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Claim 2 opens the page that starts its certificate (or its certificate, once there is one).
  await page.goto(`/claims-received?account_id=${place.accountId}`);
  const link = page
    .getByRole('region', { name: 'Claims received on current contracts' })
    .getByRole('link', { name: CLAIM_2 });
  await link.click();
  await expect(page).toHaveURL(claim2.cert ? /\/(make|review)-cert\// : /\/make-cert\//);
});

test('certificates of a cert contract: record a payment, download the retention report', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const place = await demoContract(page);
  const base = `/api/paycert/account/${place.accountId}/contract_group/${place.projectId}/contract/${place.contractId}`;
  const summary = (await (await page.request.get(`${base}/cert_summary`)).json()) as {
    certsummary: { certificate_number: number | null; certified_amount: number; paid_to_date: number }[];
  };
  const cert1 = summary.certsummary.find((r) => r.certificate_number === 1)!;
  const paidBefore = cert1.paid_to_date;
  const scheduled = cert1.certified_amount;
  const payment = 1_000_00;
  expect(scheduled - paidBefore).toBeGreaterThanOrEqual(payment);

  await page.goto(`/contract/${place.projectId}/cert/${place.contractId}?account_id=${place.accountId}`);
  const list = page.getByRole('region', { name: 'Certificates of this contract' });
  const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: 'Certificate 1' }) });
  await expect(row).toContainText('Issued');
  await expect(row).toContainText(nzd(scheduled));
  await expect(row).toContainText(nzd(scheduled - paidBefore));

  await row.getByRole('button', { name: /payments of certificate 1/ }).click();
  const panel = page.getByRole('region', { name: 'Payments of certificate 1', exact: true });
  await expect(panel.getByText('Scheduled amount')).toBeVisible();
  await panel.getByLabel('Amount paid').fill('1,000.00');
  await panel.getByLabel('Remittance advice (optional)').setInputFiles({
    name: 'remittance-e2e.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await panel.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Payment of ${nzd(payment)} recorded.` }),
  ).toBeVisible();

  // The panel and the list both follow: paid up by the payment, balance down by it.
  const paidAfter = paidBefore + payment;
  const figure = (term: string) => panel.locator('dl > div').filter({ hasText: term }).locator('dd');
  await expect(figure('Paid to date')).toHaveText(nzd(paidAfter));
  await expect(figure('Balance')).toHaveText(nzd(scheduled - paidAfter));
  await expect(row).toContainText(nzd(paidAfter));
  await expect(row).toContainText(nzd(scheduled - paidAfter));
  const remittance = panel.getByRole('button', { name: 'remittance-e2e.pdf' });
  await expect(remittance).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), remittance.click()]);
  expect(readFileSync((await file.path())!, 'utf8').startsWith('%PDF')).toBe(true);
  await expectAccessible(page);

  // The retention report (every contract this account certifies) and the contract's claim summary.
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download retention report (CSV)' }).click(),
  ]);
  const lines = await csvOf(report);
  expect(lines[0]).toContain('Project');
  expect(lines[0]).toContain('Retention held');
  expect(lines.some((l) => l.includes('SC-014-03'))).toBe(true);
  const [claims] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download claim summary (CSV)' }).click(),
  ]);
  expect((await csvOf(claims))[0]).toContain('Claim status');
});
