import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

async function logInAs(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The row group of one company in the contacts table. */
const companyRows = (page: Page, name: string) => page.locator('tbody').filter({ hasText: name });

async function acceptAlert(page: Page, title: string, texts: string[]) {
  const alert = page.getByRole('dialog', { name: title });
  for (const text of texts) await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'Ok' }).click();
  await expect(alert).toBeHidden();
}

test('add a company with two contacts, edit it, search for it and delete it', async ({ page }) => {
  await logInAs(page, 'claimer@demo.test');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', exact: true })).toBeVisible();
  // The seeded payer of the started contract: one active contract.
  const harbour = companyRows(page, 'Harbour Build Ltd');
  await expect(harbour).toContainText('Tom Harris');
  await expect(harbour).toContainText('+64 9 555 0142');
  await expect(harbour.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Add company' }).click();
  await expect(page.getByRole('heading', { name: 'Add company' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Company name').fill('Tōtara Scaffolding Ltd');
  const first = page.getByRole('group', { name: 'Contact 1' });
  await first.getByLabel('Contact name').fill('Mere Kingi');
  await first.getByLabel('Email').fill('Mere@Totara.example');
  await first.getByLabel('Phone').fill('021 555 0111');
  await first.getByLabel('Role').fill('Director');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const second = page.getByRole('group', { name: 'Contact 2' });
  await second.getByLabel('Contact name').fill('Liam Chen');
  await second.getByLabel('Phone').fill('555 0111');
  await page.getByRole('button', { name: 'Add company' }).click();
  // The form checks the phone with the API's own rules before sending anything.
  await expect(second.getByText('Start a New Zealand number with 0')).toBeVisible();
  await expectAccessible(page);
  await second.getByLabel('Phone').fill('(09) 555-0111');
  await page.getByRole('button', { name: 'Add company' }).click();
  await acceptAlert(page, 'Success!', ['You have created a new contact successfully']);

  await expect(page).toHaveURL(/\/contacts\?account_id=/);
  const totara = companyRows(page, 'Tōtara Scaffolding Ltd');
  await expect(totara).toContainText('mere@totara.example');
  await expect(totara).toContainText('+64 21 555 0111');
  await expect(totara).toContainText('+64 9 555 0111');

  await page.getByRole('link', { name: 'Edit Tōtara Scaffolding Ltd' }).click();
  await expect(page.getByRole('heading', { name: 'Edit company' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Contact 2' }).getByLabel('Phone')).toHaveValue(
    '+64 21 555 0111',
  );
  await expectAccessible(page);
  await page.getByLabel('Company name').fill('Tōtara Scaffolding Group');
  // Contacts are listed by name: Liam Chen first.
  await page.getByRole('button', { name: 'Remove contact 1' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await acceptAlert(page, 'Success!', ['You have updated the contact successfully']);
  const group = companyRows(page, 'Tōtara Scaffolding Group');
  await expect(group).toContainText('Mere Kingi');
  await expect(group).not.toContainText('Liam Chen');

  await page.getByLabel('Search companies and contacts').fill('MERE@totara');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=MERE%40totara/);
  await expect(page.locator('tbody')).toHaveCount(1);
  await expect(group).toBeVisible();

  await page.getByRole('button', { name: 'Delete Tōtara Scaffolding Group' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this company? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No company or contact matches “MERE@totara”.')).toBeVisible();

  // A party to a contract stays, with the reason given.
  await page.getByRole('link', { name: 'Clear search' }).click();
  await page.getByRole('button', { name: 'Delete Harbour Build Ltd' }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await acceptAlert(page, 'Error!', ['Harbour Build Ltd is a party to the contract']);
  await expect(companyRows(page, 'Harbour Build Ltd')).toBeVisible();
});

test('import 200 contacts from a CSV file with 3 bad rows', async ({ page }) => {
  const lines = ['Company,Contact Name,Email,Phone,Role'];
  for (let i = 1; i <= 200; i++) {
    const company = `Import Co ${String(i % 20).padStart(2, '0')}`;
    if (i === 50) lines.push(`${company},,nobody@import.example,,`);
    else if (i === 120) lines.push(`${company},Person ${i},not-an-email,,`);
    else if (i === 180) lines.push(`${company},Person ${i},,12345,`);
    else lines.push(`${company},Person ${i},person${i}@import.example,021 555 ${1000 + i},Site manager`);
  }

  await logInAs(page, 'claimer@demo.test');
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts from a CSV file' });
  await expect(dialog).toContainText('company, contact name, email, phone, role');
  await expectAccessible(page);
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  });

  await expect(dialog).toContainText(
    '197 contacts ready to import, adding 20 new companies. 3 rows have errors and will be left out.',
  );
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors.getByRole('row', { name: /^51 / })).toContainText(
    'Contact name: Enter the contact name',
  );
  await expect(errors.getByRole('row', { name: /^121 / })).toContainText('Email "not-an-email"');
  await expect(errors.getByRole('row', { name: /^181 / })).toContainText('Phone "12345"');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Import 197 contacts' }).click();
  await acceptAlert(page, 'Success!', [
    'You have imported the file successfully',
    '197 contacts imported: 20 new companies, 0 existing companies.',
    '3 rows with errors were left out (lines 51, 121, 181).',
  ]);

  await expect(companyRows(page, 'Import Co 19')).toContainText('Person 199');
  await page.getByLabel('Search companies and contacts').fill('person199@import');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('tbody')).toHaveCount(1);
  // Import Co 19 holds persons 19, 39, …, 199: ten rows.
  await expect(companyRows(page, 'Import Co 19').getByRole('row')).toHaveCount(10);
  await expect(companyRows(page, 'Import Co 19')).toContainText('+64 21 555 1199');
});

test('a view-only user reads contacts but cannot add, edit or delete them', async ({ page }) => {
  await logInAs(page, 'viewer@demo.test');
  await page.goto('/contacts');
  await expect(companyRows(page, 'Harbour Build Ltd')).toContainText('Tom Harris');
  await expect(page.getByRole('link', { name: 'Add company' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await page.goto('/contacts/add');
  await expect(page).toHaveURL(/\/access-denied/);
});
