// The contract setup's last step and deleting a draft (spec §2 creation steps, delete contract):
// a claimer walks from the materials step to the approval-workflow step, sets a step with an
// approver, is returned to the overview, then deletes the draft from its page and lands on the
// project. In a project of the test's own, deleted at the end, so the demo stays as it was.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

const DELETE_TEXT = 'Are you sure you want to delete this contract? This action cannot be undone.';

test('a claimer sets the approval workflow as a setup step, then deletes the draft contract', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const { account_id: accountId } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };
  const projectName = `Tōtara Street ${Date.now()}`;
  const project = await page.request.post(`/api/group/account/${accountId}/contract_group`, {
    data: { name: projectName },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const created = await page.request.post(
    `/api/contract/account/${accountId}/contract_group/${projectId}/contract?type=claim`,
    { data: { name: 'Fit-out package', time_zone: 'Pacific/Auckland', gst: '15' } },
  );
  expect(created.status()).toBe(201);
  const contractId = ((await created.json()) as { data: { id: string } }).data.id;
  const setup = `/create-new-contract/${projectId}/claim/${contractId}`;

  // The overview lists the workflow step; the materials step leads on to it.
  await page.goto(`${setup}?account_id=${accountId}`);
  await expect(page.getByRole('heading', { name: 'Set up Fit-out package', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Approval workflow' })).toBeVisible();
  await page.goto(`${setup}/materials?account_id=${accountId}`);
  await page.getByRole('link', { name: 'Next: Approval workflow' }).click();
  await expect(page).toHaveURL(new RegExp(`${setup}/workflow\\?account_id=`));
  await expect(page.getByRole('heading', { name: 'Claim approval workflow', level: 1 })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Setup steps' });
  await expect(steps.getByRole('link', { name: 'Back: Materials' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Finish: back to the overview' })).toBeVisible();
  await expectAccessible(page);

  // A step whose approver is not chosen is refused (§5); with one it saves and returns to the overview.
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('button', { name: 'Save workflow' }).click();
  const alert = page.getByRole('dialog', { name: 'Error!' });
  await expect(alert).toContainText('There must be at least 1 required approver');
  await alert.getByRole('button', { name: 'Ok' }).click();
  const stepCount = await page.getByRole('group', { name: /^Approval Step \d+$/ }).count();
  const last = `Approval Step ${stepCount}`;
  await page.getByLabel(`Approver 1 of ${last}`).selectOption({ label: 'Aroha Ngata' });
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(page).toHaveURL(new RegExp(`${setup}\\?account_id=`));
  await page.goto(`${setup}/workflow?account_id=${accountId}`);
  await expect(page.getByLabel(`Approver 1 of ${last}`).locator('option:checked')).toHaveText('Aroha Ngata');

  // The overview offers deleting the draft too; from the contract page: confirm, then the project.
  await page.goto(`${setup}?account_id=${accountId}`);
  await expect(page.getByRole('region', { name: 'Not needed after all?' })).toBeVisible();
  await page.goto(`/contract/${projectId}/claim/${contractId}?account_id=${accountId}`);
  await page.getByRole('button', { name: 'Delete contract' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText(DELETE_TEXT);
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Delete contract' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/view/${projectId}\\?account_id=`));
  await expect(page.getByRole('status').getByText('The contract has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fit-out package' })).toHaveCount(0);
  const gone = await page.request.get(
    `/api/contract/account/${accountId}/contract_group/${projectId}/contract/${contractId}`,
  );
  expect(gone.status()).toBe(404);

  const removed = await page.request.delete(`/api/group/account/${accountId}/contract_group/${projectId}`);
  expect(removed.status()).toBe(200);
});
