import { expect, test, type Page } from '@playwright/test';
import { demoContract, expectAccessible, expectFitsNarrowScreen, logIn, signedIn } from './helpers';

// The demo contract "Interior fit-out, Levels 1–4" (SC-014-03), started and shared: the claimer
// (Kauri Interiors Ltd) sees it as a claim contract, the certifier (Harbour Build Ltd, the payer)
// as a cert contract. Its base schedule and variation decisions are the payer's (issue 11,
// lib/domain/contract-decisions); the claimer proposes variations and claims materials.
async function contractPage(page: Page, side: 'claim' | 'cert') {
  const { projectId, contractId } = await demoContract(page);
  return `/contract/${projectId}/${side}/${contractId}`;
}

const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** The row open in the editor: the only one with a Ref text box. */
const editorRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'Ref', exact: true }) });

/** The Ref column top to bottom (without the expand/collapse arrows or the tables' spacer rows). */
const refs = (page: Page) =>
  expect.poll(async () =>
    (await page.locator('tbody:not([aria-hidden]) tr td:first-child').allTextContents()).map((t) =>
      t.replace(/[▸▾]/g, ''),
    ),
  );

/** Adds an item in the open editor row: fields by their labels, Enter to save. */
async function fillRow(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await editorRow(page).getByLabel(label, { exact: true }).fill(value);
  }
  await editorRow(page).getByLabel('Description', { exact: true }).press('Enter');
}

test('the payer keeps the base schedule and decides variations; the claimer proposes them and claims materials', async ({
  page: claimer,
  browser,
}) => {
  test.setTimeout(150_000);
  await claimer.goto('/login');
  await logIn(claimer, 'claimer@demo.test');
  await expect(claimer).toHaveURL(/\/dashboard/);
  const claimContract = await contractPage(claimer, 'claim');

  // The claimer sees the base schedule of the started shared contract, with no controls and why.
  await claimer.goto(`${claimContract}/baseContract`);
  await expect(claimer.getByRole('heading', { name: 'Base contract', level: 1 })).toBeVisible();
  await expect(claimer.locator('tfoot')).toContainText('$445,830.00');
  await expect(
    claimer.getByText(
      'Only Harbour Build Ltd, the payer, can change the base contract schedule now that this shared contract has started.',
    ),
  ).toBeVisible();
  await expect(claimer.getByRole('button', { name: 'Add item' })).toHaveCount(0);
  await expect(claimer.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expectAccessible(claimer);

  const page = await signedIn(browser, 'certifier@demo.test');
  const contract = await contractPage(page, 'cert');
  await page.goto(`${contract}/baseContract`);
  await expect(page.getByRole('heading', { name: 'Base contract', level: 1 })).toBeVisible();
  await expect(page.locator('tfoot')).toContainText('$445,830.00');
  // Certified money locks item 1.1 (§4): its controls are there but disabled.
  await expect(page.getByRole('button', { name: 'Edit 1.1 Steel stud framing' })).toBeDisabled();
  await expectAccessible(page);

  // A parent and two rate children, typed as a QS types them.
  await page.getByRole('button', { name: 'Add item' }).click();
  await fillRow(page, { Ref: '6', Description: 'Joinery' });
  await expect(row(page, 'Joinery')).toContainText('$0.00');
  await page.getByRole('button', { name: 'Add sub-item to 6 Joinery' }).click();
  await fillRow(page, {
    Ref: '6.1',
    Description: 'Vanity units',
    Quantity: '12',
    Unit: 'each',
    Rate: '1,250.00',
  });
  await expect(row(page, 'Vanity units')).toContainText('$15,000.00');
  await page.getByRole('button', { name: 'Add sub-item to 6 Joinery' }).click();
  await fillRow(page, { Ref: '6.2', Description: 'Shelving', Quantity: '040.5', Unit: 'm', Rate: '85.20' });
  await expect(page.getByText('Remove the leading zero (write 12, not 012)')).toBeVisible();
  await fillRow(page, { Quantity: '40.5' });
  // 40.5 m × $85.20 = $3,450.60; the parent is the sum of its children.
  await expect(row(page, 'Shelving')).toContainText('$3,450.60');
  await expect(row(page, 'Joinery')).toContainText('$18,450.60');
  await expect(page.locator('tfoot')).toContainText('$464,280.60');

  // Sort: Total Value, descending, sorts each level; Default restores the stored order.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await page.getByLabel('Sort by').selectOption('total');
  await page.getByLabel('Order').selectOption('desc');
  await refs(page).toEqual(['1', '2', '3', '4', '6', '5']);
  await page.getByLabel('Sort by').selectOption('label');
  await refs(page).toEqual(['6', '5', '4', '3', '2', '1']);
  await page.getByLabel('Sort by').selectOption('default');
  await refs(page).toEqual(['1', '2', '3', '4', '5', '6']);

  // Expand one parent; the state survives a reload (localStorage, per contract).
  await page.getByRole('button', { name: 'Expand 6 Joinery' }).click();
  await expect(row(page, 'Vanity units')).toBeVisible();
  await page.reload();
  await expect(row(page, 'Vanity units')).toBeVisible();
  await expect(row(page, 'Steel stud framing')).toHaveCount(0);
  await page.getByRole('button', { name: 'Collapse 6 Joinery' }).click();
  await expect(row(page, 'Vanity units')).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand all' }).click();

  // Reorder with the keyboard-reachable move buttons.
  await page.getByRole('button', { name: 'Move down: 6.1 Vanity units' }).click();
  await expect(page.locator('tbody tr td:first-child').filter({ hasText: /^6\.\d$/ })).toHaveText([
    '6.2',
    '6.1',
  ]);

  // The table scrolls inside its wrapper on a phone; the page itself does not.
  await expectFitsNarrowScreen(page);
  const scrolls = await page.locator('.table-scroll').evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A variation: the claimer proposes it; only the payer approves or rejects it.
  await claimer.goto(`${claimContract}/variations`);
  await expect(claimer.getByRole('heading', { name: 'Variations', level: 1 })).toBeVisible();
  await expect(
    claimer.getByText(
      'Harbour Build Ltd, the payer, approves or rejects these variations on its side of this shared contract.',
    ),
  ).toBeVisible();
  await claimer.getByRole('button', { name: 'Add item' }).click();
  await fillRow(claimer, { Ref: 'V5', Description: 'Extra nogs', Total: '1,500.00' });
  await expect(row(claimer, 'Extra nogs')).toContainText('Pending');
  await expect(claimer.getByRole('button', { name: 'Approve V5 Extra nogs' })).toHaveCount(0);
  await expect(claimer.getByRole('button', { name: 'Reject V5 Extra nogs' })).toHaveCount(0);
  await expectAccessible(claimer);

  // The payer rejects it with a reason, then approves it.
  await page.getByRole('link', { name: 'Variations' }).first().click();
  await expect(page.getByRole('heading', { name: 'Variations', level: 1 })).toBeVisible();
  await expect(row(page, 'Extra nogs')).toContainText('Pending');
  await page.getByRole('button', { name: 'Reject V5 Extra nogs' }).click();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('Enter the reason for rejecting this variation')).toBeVisible();
  await page.getByLabel('Reason for rejecting').fill('Not instructed in writing');
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(row(page, 'Extra nogs')).toContainText('Rejected: Not instructed in writing');
  await page.getByRole('button', { name: 'Approve V5 Extra nogs' }).click();
  await expect(row(page, 'Extra nogs')).toContainText('Approved');
  // Approved variations: $12,450.00 + $19,000.00 (demo) + $1,500.00.
  await expect(page.locator('tfoot tr', { hasText: 'Approved' })).toContainText('$32,950.00');
  await expectAccessible(page);
  await claimer.reload();
  await expect(row(claimer, 'Extra nogs')).toContainText('Approved');

  // The claimer claims a material held off site.
  await claimer.getByRole('link', { name: 'Materials' }).first().click();
  await expect(claimer.getByRole('heading', { name: 'Materials', level: 1 })).toBeVisible();
  await claimer.getByRole('button', { name: 'Add item' }).click();
  await editorRow(claimer).getByLabel('Site').selectOption('off_site');
  await fillRow(claimer, { Ref: 'M3', Description: 'Plasterboard at supplier', Total: '2,000.00' });
  await expect(row(claimer, 'Plasterboard at supplier')).toContainText('Off site');
  await expect(claimer.locator('tfoot tr', { hasText: 'Off site' })).toContainText('$24,000.00');
  await expectAccessible(claimer);

  // CSV import (the payer's base schedule): a file with one bad row is refused whole, with a
  // report; fixed, it goes in.
  await page.getByRole('link', { name: 'Base contract' }).first().click();
  await expect(page.getByRole('heading', { name: 'Base contract', level: 1 })).toBeVisible();
  const csv = (rate: string) =>
    Buffer.from(
      'Ref,Parent Ref,Description,Qty,Unit,Rate,Total,Provisional,Exclude Retention\n' +
        '7,,Painting,,,,,,\n7.1,7,Walls,300,m2,12.50,,,\n' +
        `7.2,7,Ceilings,120,m2,${rate},,,\n`,
    );
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import base contract from CSV' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'paint.csv', mimeType: 'text/csv', buffer: csv('1.234') });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('Row 4, Rate: Use at most 2 decimal places')).toBeVisible();
  await expect(dialog.getByText('Nothing was imported: 1 row needs fixing.')).toBeVisible();
  await expectAccessible(page);
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'paint.csv', mimeType: 'text/csv', buffer: csv('1.25') });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('All 3 rows are ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Success! You have imported the file successfully')).toBeVisible();
  // 300 m2 × $12.50 + 120 m2 × $1.25 = $3,900.00
  await expect(row(page, 'Painting')).toContainText('$3,900.00');

  // The payer's line-item history export has every change it made.
  const href = await page.getByRole('link', { name: 'Export history (CSV)' }).getAttribute('href');
  const history = await (await page.request.get(href!)).text();
  expect(history).toContain('Imported,Base contract');
  expect(history).toContain('Approved,Variations,V5,Extra nogs');
});

test('the creation steps show the schedule with Back and Next', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const setup = (await contractPage(page, 'claim')).replace('/contract/', '/create-new-contract/');
  await page.goto(`${setup}/variations`);
  await expect(page.getByRole('heading', { name: 'Variations', level: 1 })).toBeVisible();
  await expect(row(page, 'Acoustic insulation upgrade')).toContainText('Approved');
  await expect(page.getByRole('link', { name: /^Back/ })).toHaveAttribute('href', /\/baseContract/);
  await expect(page.getByRole('link', { name: /^Next/ })).toHaveAttribute('href', /\/materials/);
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
