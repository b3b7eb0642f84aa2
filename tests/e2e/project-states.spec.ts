import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

/** The smallest valid PNG: 1×1 transparent pixel (the cropper draws it up to its square). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('the projects list shows a list per state; a project picture is set, shown and removed', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // §2 lists by state: the demo's Wynyard project holds a started contract, Remuera only a draft.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: /^Current \(\d+\)$/, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Draft \(\d+\)$/, level: 2 })).toBeVisible();
  const current = page.getByRole('table', { name: 'Current projects' });
  const drafts = page.getByRole('table', { name: 'Draft projects' });
  await expect(current.getByRole('row', { name: /Wynyard Quarter Apartments/ })).toContainText('current');
  await expect(drafts.getByRole('row', { name: /Remuera Townhouses/ })).toContainText('draft');
  await expect(page.getByRole('heading', { name: /^Archived/ })).toHaveCount(0); // hidden by default
  await expectAccessible(page);

  // A new project, then its picture from its settings.
  const name = `Pōhutukawa Close ${Date.now()}`;
  const { account_id: accountId } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };
  const created = await page.request.post(`/api/group/account/${accountId}/contract_group`, {
    data: { name },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/project/view/${id}/settings?account_id=${accountId}`);
  await expect(page.getByText('No project picture yet.')).toBeVisible();
  await page.getByLabel(/Choose a new project picture/).setInputFiles({
    name: 'site.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  const cropper = page.getByRole('dialog', { name: 'Crop image' });
  await expect(cropper).toBeVisible();
  await expectAccessible(page);
  await cropper.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(page.getByText('Project picture updated.')).toBeVisible();
  const picture = page.getByRole('img', { name: `Picture of ${name}` });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // On the project page and, beside its name, in the list (a draft: no contract has started).
  await page.goto(`/project/view/${id}?account_id=${accountId}`);
  await expect(page.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  await expect(page.locator('.page-heading .status')).toHaveText('draft');
  await expectAccessible(page);
  await page.goto('/projects');
  const row = drafts.getByRole('row', { name: new RegExp(name) });
  await expect(row.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`/contract_group/${id}/image\\?v=\\d+$`),
  );
  await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removed, after the delete confirmation.
  await page.goto(`/project/view/${id}/settings?account_id=${accountId}`);
  await page.getByRole('button', { name: 'Remove project picture' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText('Are you sure you want to delete this project picture?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project picture removed.')).toBeVisible();
  await expect(page.getByText('No project picture yet.')).toBeVisible();
});

test('a picture that is not an image is refused before it is cropped', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Remuera Townhouses' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel(/Choose a new project picture/).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  const alert = page.getByRole('dialog', { name: 'Error!' });
  await expect(alert).toContainText('Choose a PNG, JPEG or WebP image.');
  await alert.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('dialog', { name: 'Crop image' })).toHaveCount(0);
});
