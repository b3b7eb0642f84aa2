import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn, logOut } from './helpers';
import { waitForMail } from './mailbox';

// 1×1 transparent PNG: enough for the cropper to draw and upload a square.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function logInAsOwner(page: Page) {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Kauri Interiors Ltd · NZD')).toBeVisible();
}

test('the owner adds a view-only user, who sets a password from the email and can only read', async ({
  page,
}) => {
  const email = `rangi-${Date.now()}@example.test`;
  await logInAsOwner(page);

  await page.goto('/manage-account/users');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByText('Everyone who can use Kauri Interiors Ltd.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Aroha Ngata/ })).toContainText('Owner');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page.getByRole('heading', { name: 'Add user' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Rangi Parata');
  await page.getByLabel('Role').selectOption('view');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your have added this user successfully.');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/manage-account\/users\?account_id=/);
  const row = page.getByRole('row', { name: /Rangi Parata/ });
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('combobox', { name: 'Role of Rangi Parata' })).toHaveValue('view');

  const mail = await waitForMail(email, /added you to Kauri Interiors Ltd on ClaimCert/);
  const link = /https?:\/\/\S+\/set_password\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await logOut(page);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByText('Kauri Interiors Ltd', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password (at least 8 characters)').fill('rangi long password');
  await page.getByLabel('Confirm password').fill('rangi long password');
  await page.getByRole('button', { name: 'Set password and log in' }).click();

  await expect(page).toHaveURL(/\/dashboard\?account_id=/);
  await expect(page.getByText('Kauri Interiors Ltd · NZD')).toBeVisible();
  // View only: reads the account's projects…
  await expect(page.getByRole('heading', { name: /Wynyard Quarter Apartments/ })).toBeVisible();
  // …but has no Manage Account screens, and the API refuses every change.
  for (const path of ['/manage-account/users/add', '/manage-account/users', '/manage-account/edit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/access-denied$/);
  }
  const accountId = (await (await page.request.get('/api/profile')).json()).account_id as string;
  expect((await page.request.patch(`/api/account/${accountId}`, { data: { gst_rate: 0 } })).status()).toBe(
    403,
  );
  const addAttempt = await page.request.post(`/api/account/${accountId}/users`, {
    data: { email: 'sneaky@example.test', name: 'Sneaky', role: 'admin' },
  });
  expect(addAttempt.status()).toBe(403);

  // Their own profile and email settings stay open to them, and the sub-navigation says so.
  await page.goto('/manage-account/profile');
  await expect(page.getByRole('heading', { name: 'Rangi Parata' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Manage Account' }).getByRole('link')).toHaveText([
    'Email summaries',
    'Profile',
  ]);
  await expectAccessible(page);

  // The link worked once.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/error_403_link_expired$/);
});

test('the owner edits the account, crops a logo, sets summary times and reads the role table', async ({
  page,
}) => {
  await logInAsOwner(page);

  await page.goto('/manage-account/view');
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Manage Account' }).getByRole('link')).toHaveText([
    'Account',
    'Users',
    'Roles',
    'Statistics',
    'Email summaries',
    'Retention trust',
    'Saved reasons',
    'API tokens',
    'Integrations',
    'Profile',
  ]);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit account' }).click();
  await expect(page.getByRole('heading', { name: 'Edit account' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel(/Choose a new logo/)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const cropper = page.getByRole('dialog', { name: 'Crop image' });
  await expect(cropper.getByRole('img', { name: 'Preview of the cropped image' })).toBeVisible();
  await expectAccessible(page);
  await cropper.getByLabel('Zoom').fill('2');
  await cropper.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(page.getByText('Logo updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Account logo' })).toBeVisible();

  await page.getByLabel('GST/VAT rate (%)').fill('150');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The rate cannot be above 100 %')).toBeVisible();
  await page.getByLabel('GST/VAT rate (%)').fill('15');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/manage-account\/view/);
  await expect(page.getByText('15 %')).toBeVisible();

  await page.goto('/manage-account/saved-reasons');
  await expect(page.getByRole('heading', { name: 'Saved reasons', level: 1 })).toBeVisible();
  await page.getByLabel('Reason', { exact: true }).fill('Work not complete at the site inspection');
  await page.getByRole('button', { name: 'Save reason' }).click();
  await expect(
    page.getByRole('cell', { name: 'Work not complete at the site inspection', exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /Remove the saved reason “Work not complete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved reasons yet.')).toBeVisible();

  await page.goto('/manage-account/email-summaries');
  await expect(page.getByRole('heading', { name: 'Email summaries' })).toBeVisible();
  await page.getByLabel('Send me a weekly summary').check();
  await page.getByLabel('Day').selectOption({ label: 'Friday' });
  await page.locator('#weekly-hour').selectOption({ label: '4:00 PM' });
  await page.getByRole('button', { name: 'Save summary times' }).click();
  await expect(page.getByText(/^Next: Friday,? .* 4:00 ?pm$/i)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/manage-account/role');
  await expect(page.getByRole('row', { name: /View only/ })).toContainText('view');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
