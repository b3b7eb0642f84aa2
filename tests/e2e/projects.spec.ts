import { expect, test, type Page } from '@playwright/test';
import { PROJECT_FILTER_LABELS } from '../../lib/domain/project-filters';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

const REQUIRED_APPROVER = 'There must be at least 1 required approver for each approval workflow step';

/**
 * Fills the filters and applies them, until the list answers for them. On a busy machine a choice
 * made before the page hydrates is put back to its default by React (a select's defaultValue is
 * applied on hydration), so the form is filled again until the address carries the choice.
 */
async function applyFilters(page: Page, options: { search?: string; show?: string }) {
  const filter = Object.entries(PROJECT_FILTER_LABELS).find(([, label]) => label === options.show)?.[0];
  await expect(async () => {
    if (options.search !== undefined) await page.getByLabel('Search name or number').fill(options.search);
    if (options.show) await page.getByLabel('Show').selectOption({ label: options.show });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForLoadState('load');
    const query = new URL(page.url()).searchParams;
    if (options.search !== undefined) expect(query.get('search')).toBe(options.search);
    if (filter) expect(query.get('filter')).toBe(filter);
  }).toPass({ timeout: 60_000 });
}

const projectRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test('a claimer creates, finds, pins, edits, sets a workflow for, archives and re-opens a project', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Kōwhai Lane Apartments ${stamp}`;
  // Its own number too, so a retry's project is not found beside the first try's.
  const number = `KI-2027-${stamp}`;
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // The list: the seeded projects, their totals, the due badge (see lib/domain/project-due.ts).
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: /^Projects/, level: 1 })).toBeVisible();
  const wynyard = projectRow(page, 'Wynyard Quarter Apartments');
  await expect(wynyard).toContainText('$477,280.00');
  await expect(wynyard).toContainText('Due');
  await expectAccessible(page);

  // Create, with a scale retention and the default terms.
  await page.getByRole('link', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/project\?account_id=/);
  await expect(page.getByRole('heading', { name: 'New project', level: 1 })).toBeVisible();
  await expect(page.getByLabel('GST rate')).toHaveValue('15');
  await expect(page.getByLabel('Time zone')).toHaveValue('Pacific/Auckland');
  await expect(page.getByLabel('Certificate due: days')).toHaveValue('15');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Enter the project name')).toBeVisible();
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Project number (optional)').fill(number);
  await page.getByLabel('Street address').fill('12 Kōwhai Lane');
  await page.getByLabel('City').fill('Auckland');
  await page.getByLabel('Retention type').selectOption('scale');
  await page.getByLabel('Retention percent').fill('10');
  await page.getByLabel('Applies to the first (amount)').fill('200,000');
  await page.getByLabel('Second tier percent').fill('5.001');
  await page.getByLabel('Second tier applies to the next (amount)').fill('800,000');
  await page.getByLabel('Percent of everything beyond').fill('1.75');
  await page.getByLabel('Maximum retention amount').fill('200,000');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Use at most 2 decimal places')).toBeVisible();
  await page.getByLabel('Second tier percent').fill('5');
  await page.getByRole('button', { name: 'Add member' }).click();
  await page.getByLabel('Role of Aroha Ngata').selectOption('project_admin');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create project' }).click();

  await expect(page).toHaveURL(/\/project\/view\/[0-9a-f-]{36}\?account_id=/);
  const projectUrl = page.url();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('12 Kōwhai Lane, Auckland')).toBeVisible();
  await expect(page.getByText('No claim contracts yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New claim contract' })).toHaveAttribute(
    'href',
    /\/create-new-contract\/[0-9a-f-]{36}\/claim/,
  );
  await expectAccessible(page);

  // Find it in the list: search by number, then pin it to the top.
  await page.goto('/projects');
  await applyFilters(page, { search: number.toLowerCase() });
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
  await expect(projectRow(page, name)).toBeVisible();
  await applyFilters(page, { search: '' });
  await projectRow(page, name)
    .getByRole('button', { name: `Pin ${name}` })
    .click();
  await expect(page.getByRole('button', { name: `Unpin ${name}` })).toBeVisible();
  // A new project is a draft (no contract in it has started): first of the draft list once pinned.
  await expect(page.getByRole('table', { name: 'Draft projects' }).locator('tbody tr').first()).toContainText(
    name,
  );
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Edit its settings: the saved retention comes back as typed; members on their own tab.
  await page.goto(projectUrl);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: `Settings: ${name}` })).toBeVisible();
  await expect(page.getByLabel('Applies to the first (amount)')).toHaveValue('200,000.00');
  await expect(page.getByLabel('Second tier percent')).toHaveValue('5.00');
  await expectAccessible(page);
  await page.getByLabel('Suburb').fill('Grey Lynn');
  await page.getByLabel('Certificate due: days').fill('10');
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page.getByText('Project saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Certificate due: days')).toHaveValue('10');
  await page.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByLabel('Role of Aroha Ngata')).toHaveValue('project_admin');
  await page.getByLabel('Key contact').check();
  await page.getByRole('button', { name: 'Save members' }).click();
  await expect(page.getByText('Members saved.')).toBeVisible();
  await expectAccessible(page);

  // The default claim workflow: two steps; a step without a required approver is refused.
  await page.getByRole('link', { name: 'Approval workflows' }).click();
  await page.getByRole('link', { name: 'Claim approval workflow' }).click();
  await expect(page.getByRole('heading', { name: 'Claim approval workflow', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByLabel('Approver 1 of Approval Step 1').selectOption({ label: 'Wiremu Tane' });
  await page.getByRole('button', { name: 'Save workflow' }).click();
  const alert = page.getByRole('dialog', { name: 'Error!' });
  await expect(alert).toContainText(REQUIRED_APPROVER);
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'Ok' }).click();
  await page.getByLabel('Approver 1 of Approval Step 2').selectOption({ label: 'Aroha Ngata' });
  await page.getByRole('button', { name: 'Add approver to Approval Step 2' }).click();
  await page.getByLabel('Approver 2 of Approval Step 2').selectOption({ label: 'Wiremu Tane' });
  await page.getByLabel('Required').nth(2).uncheck();
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(page.getByText('Workflow saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Approval Step 2' })).toBeVisible();
  await expect(page.getByLabel('Approver 2 of Approval Step 2')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel('Required').nth(2)).not.toBeChecked();
  await expectAccessible(page);

  // Archive: hidden from the list by default, back with "show all"; then re-open.
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Project archived.')).toBeVisible();
  await expect(page.locator('.page-heading .status')).toHaveText('archived');
  await page.goto('/projects');
  await expect(projectRow(page, name)).toHaveCount(0);
  await applyFilters(page, { show: 'Show all' });
  await expect(projectRow(page, name)).toContainText('archived');
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Re-open' }).click();
  await expect(page.getByText('Project re-opened.')).toBeVisible();
  await page.goto('/projects');
  // Back where its contracts put it: it has none, so a draft again.
  await expect(projectRow(page, name)).toContainText('draft');
});

test('a view-only user sees projects but no project actions', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'viewer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'New project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pin / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Wynyard Quarter Apartments' }).click();
  await expect(page.getByRole('heading', { name: 'Wynyard Quarter Apartments', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download CSV report' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/project');
  await expect(page).toHaveURL(/\/access-denied/);
});

test('the projects list pages: a page says how many there are and leads to the next', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  // A page of one (the API's ?limit), so that the demo's few projects span pages.
  await page.goto('/projects?limit=1');
  await expect(page.getByText(/^This page shows 1 of the \d+ projects\./)).toBeVisible();
  const projectLinks = page.locator('table tbody a[href^="/project/"]');
  await expect(projectLinks).toHaveCount(1);
  const first = await projectLinks.first().textContent();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'More projects' }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(projectLinks.first()).toBeVisible();
  await expect(projectLinks.filter({ hasText: first! })).toHaveCount(0);
});
