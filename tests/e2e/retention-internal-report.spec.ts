// The payer's internal report on retention held on trust (issue 31), in the browser: Harbour Build's
// owner opens Manage account → Retention trust and finds the internal report's summary — Kauri
// Interiors' retention on the demo contract, held in the ANZ trust account — with the full report
// as a PDF (answered as application/pdf) and as CSV. Axe-clean, and at 375 px.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

test('the payer reads the retention internal report and downloads its PDF', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/manage-account/view');
  await page.getByRole('link', { name: 'Retention trust' }).click();
  const report = page.getByRole('region', { name: 'Internal report' });
  await expect(report.getByRole('heading', { name: 'Internal report', level: 2 })).toBeVisible();
  const row = report.getByRole('row', { name: /Kauri Interiors Ltd/ }).first();
  await expect(row).toContainText('Interior fit-out, Levels 1–4');
  await expect(row).toContainText('Harbour Build Ltd Retention Trust Account (ANZ)');
  await expect(report.getByRole('row', { name: /Total/ })).toBeVisible();

  const pdfLink = report.getByRole('link', { name: 'Download the internal report (PDF)' });
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const csvLink = report.getByRole('link', { name: 'Download as CSV' });
  const csv = await page.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Interior fit-out, Levels 1–4');

  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
