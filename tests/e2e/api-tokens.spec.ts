// The open API: an owner makes a personal API token in Manage Account (seen once), a script calls
// the API with it, the owner revokes it and the script is refused. The API reference (/developers)
// renders the served OpenAPI document, which lists every route file's methods.
import { expect, test } from '@playwright/test';
import { readOperations } from '../../lib/api/operations-table';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

test('an owner makes a token, sees it once, uses it, and revokes it', async ({ page, request }) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const accountId = new URL(page.url()).searchParams.get('account_id') ?? '';

  await page.goto('/manage-account/view');
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  await expectAccessible(page);

  const name = `Accounts sync ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('What it may do').selectOption('view');
  await page.getByLabel('Expires').selectOption('30');
  await page.getByRole('button', { name: 'Make token' }).click();
  await expect(page.getByRole('heading', { name: `Your new token “${name}”` })).toBeVisible();
  const token = await page.getByLabel('Token', { exact: true }).inputValue();
  expect(token).toMatch(/^cc_[A-Za-z0-9_-]{43}$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('View only');
  await expect(row).toContainText('Active');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  const acc =
    accountId || (await page.evaluate(() => new URL(location.href).searchParams.get('account_id') ?? ''));
  const projects = `/api/group/account/${acc}/contract_group`;
  const used = await request.get(projects, { headers: { authorization: `Bearer ${token}` } });
  expect(used.status()).toBe(200);
  expect(JSON.stringify(await used.json())).toContain('"name"');

  // Shown once: after a reload only its prefix remains.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Your new token/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(token.slice(0, 9));
  expect(await page.content()).not.toContain(token);

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
  const refused = await request.get(projects, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).errors[0].message).toMatch(/not valid/);
});

test('the API reference renders the served document, which has every route file', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  const doc = await res.json();
  expect(doc.openapi).toBe('3.1.0');
  const served = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`))
    .sort();
  const onDisk = readOperations(process.cwd()) // Playwright runs from the repository
    .map((o) => `${o.method} ${o.url.replace('{...', '{')}`)
    .sort();
  expect(served).toEqual(onDisk);

  await page.goto('/developers');
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/openapi.json' })).toBeVisible();
  const operation = page.locator('details#postAccountAccApiTokens');
  await operation.locator('summary').click();
  await expect(operation).toContainText('Request body');
  await expect(operation).toContainText('expires_in_days');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
