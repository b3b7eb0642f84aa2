import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

const MAINTENANCE = 'This contract is currently under maintenance, please do not issue claim or certificate.';
const TOO_BIG = 'The file is too big to be uploaded. Please use a file that is less than 100MB.';

async function wynyardProject(page: Page): Promise<{ accountId: string; projectId: string }> {
  const profile = (await (await page.request.get('/api/profile')).json()) as { account_id: string };
  const accountId = profile.account_id;
  const res = await page.request.get(`/api/dashboard/account/${accountId}/read_active_projects`);
  const { projects } = (await res.json()) as { projects: { id: string; name: string }[] };
  const project = projects.find((p) => p.name === 'Wynyard Quarter Apartments')!;
  return { accountId, projectId: project.id };
}

/** The claimer signs in and opens a new claim contract's details form in Wynyard Quarter Apartments. */
async function newClaimContractAsClaimer(page: Page): Promise<{ accountId: string; projectId: string }> {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const ids = await wynyardProject(page);
  await page.goto(`/create-new-contract/${ids.projectId}/claim?account_id=${ids.accountId}`);
  return ids;
}

test('a claimer creates a claim contract, sets it up, is told what is missing, uploads a document and turns maintenance on', async ({
  page,
}) => {
  const { projectId } = await newClaimContractAsClaimer(page);
  // Step 1: details, with a new counterparty company created on the spot.
  await expect(page.getByRole('heading', { name: 'New claim contract' })).toBeVisible();
  await expect(page.getByLabel('Contract name')).toHaveValue('Contract 2'); // the project already has one
  await expectAccessible(page);
  const name = `Joinery package ${Date.now()}`;
  await page.getByLabel('Contract name').fill(name);
  await page.getByLabel('Contract number').fill('SC-014-09');
  await page.getByRole('button', { name: 'New company' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payer company' });
  await dialog.getByLabel('Company name').fill('Waitematā Construction Ltd');
  await dialog.getByLabel('Contact name').fill('Hana Parata');
  await dialog.getByLabel('Contact email').fill('hana@waitemata.example');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Payer')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel('Payer').locator('option:checked')).toHaveText('Waitematā Construction Ltd');
  await page.getByLabel('Trade', { exact: true }).selectOption('Joinery');
  await page.getByRole('button', { name: 'Create contract' }).click();

  // Creating lands on the contract page (spec §2).
  await expect(page).toHaveURL(new RegExp(`/contract/${projectId}/claim/[0-9a-f-]{36}\\?account_id=`));
  const contractUrl = page.url();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Waitematā Construction Ltd', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Setup: the overview, then payment terms and retention.
  await page.getByRole('link', { name: 'Continue setup' }).click();
  await expect(page.getByRole('heading', { name: `Set up ${name}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Payment terms' }).click();
  await expect(page.getByLabel('Certificate due days')).toHaveValue('15');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save payment terms' }).click();
  await expect(page).toHaveURL(/\/retention\?/);
  await page.getByLabel('Retention type').selectOption('fixed');
  await page.getByLabel('Retention (%)').fill('5');
  await page.getByLabel('Maximum retention (amount)').fill('25,00');
  await page.getByLabel('Defects liability period (days)').fill('365');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(
    page.getByText('Put commas only between groups of three digits, such as 1,234,567'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Maximum retention (amount)').fill('25,000');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(page).toHaveURL(/\/baseContract\?/);

  // Start is refused until the schedule has base items (spec §5).
  await page.goto(contractUrl);
  await page.getByRole('button', { name: 'Start contract' }).click();
  const alert = page.getByRole('dialog', { name: 'Error!' });
  await expect(alert).toContainText('Add at least one base contract item to the schedule of values.');
  await expect(alert).not.toContainText('payment terms');
  await alert.getByRole('button', { name: 'Ok' }).click();

  // A small document, with its upload progress shown; a file over 100 MB is refused before sending.
  await page.getByLabel('File (up to 100 MB)').setInputFiles({
    name: 'Level 3 joinery layout.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 joinery layout'),
  });
  await page.getByLabel('Document type').selectOption('drawings');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload of Level 3 joinery layout.pdf' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('list', { name: 'Uploads' })).toContainText('Uploaded');
  await expect(progress).toHaveAttribute('value', '1');
  await expect(page.getByRole('button', { name: 'Level 3 joinery layout.pdf', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('.upload-form input[type=file]')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(100 * 1024 * 1024 + 1)], 'site video.mp4'));
    input.files = transfer.files;
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText(TOO_BIG);
  await page.getByRole('dialog', { name: 'Error!' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('site video.mp4')).toHaveCount(0);

  // Maintenance mode: the banner shows on every contract page.
  await page.getByRole('navigation', { name: 'Contract' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Contract settings' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Maintenance mode').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MAINTENANCE })).toBeVisible();
  await page.getByRole('navigation', { name: 'Contract' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('cell', { name: 'Changed the contract settings' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MAINTENANCE })).toBeVisible();
  await expectAccessible(page);
  await page.goto(contractUrl);
  await expect(page.getByRole('alert').filter({ hasText: MAINTENANCE })).toBeVisible();
  await expectFitsNarrowScreen(page);
  await expectAccessible(page);

  // The filtered contract list reaches it too.
  await page.getByRole('link', { name: 'All contracts in Wynyard Quarter Apartments' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('link', { name: 'Archived' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await expectAccessible(page);
});

test("a contract created with no payer named answers a message, shown as 'Warning!' before the contract page (§7); its payee records the bcti agreement", async ({
  page,
}) => {
  const { projectId } = await newClaimContractAsClaimer(page);
  const name = `No payer yet ${Date.now()}`;
  await page.getByLabel('Contract name').fill(name);
  await page.getByRole('button', { name: 'Create contract' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning!' });
  await expect(warning).toContainText('No payer is named yet, so nobody has been invited to this contract.');
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(new RegExp(`/contract/${projectId}/claim/[0-9a-f-]{36}\\?account_id=`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The bcti check: the payee (this claim contract's side) records, then withdraws, its agreement.
  await page.getByRole('navigation', { name: 'Contract' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Buyer-created tax invoices' })).toBeVisible();
  await expect(page.getByText('The payee has not agreed', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Record the agreement' }).click();
  await expect(page.getByText(/^The payee agreed \(.+\) on /)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Withdraw the agreement' }).click();
  await expect(page.getByText('The payee has not agreed', { exact: false })).toBeVisible();
});
