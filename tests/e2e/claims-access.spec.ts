// Who sees what of a claim, on the pages (the API's own checks are in tests/integration): a
// read-only member of the payee gets no editing actions; the payer sees only what was served on
// it; a draft is not found from the payer's side, nor through the payee's addresses.
import { expect, test } from '@playwright/test';
import { demoContract, expectAccessible, signedIn } from './helpers';

test('a view-only member reads a draft claim without editing it; the payer never sees drafts', async ({
  browser,
}) => {
  // Two people, nine pages and three accessibility checks: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const viewer = await signedIn(browser, 'viewer@demo.test');
  const kauri = await demoContract(viewer);
  const list = await viewer.request.get(
    `/api/claim/account/${kauri.accountId}/contract_group/${kauri.projectId}/contract/${kauri.contractId}/claim`,
  );
  const { claims } = (await list.json()) as { claims: { id: string; number: number; status: string }[] };
  const draft = claims.find((c) => c.number === 3)!;
  expect(draft.status).toBe('draft');

  // The editor's address opens the read-only review for someone who may not change the claim.
  await viewer.goto(
    `/make-claim/claim/${kauri.projectId}/${kauri.contractId}/${draft.id}?account_id=${kauri.accountId}`,
  );
  await expect(viewer).toHaveURL(/\/review\?/);
  await expect(
    viewer.getByRole('heading', { name: 'Review: Payment Claim 3 – November 2026' }),
  ).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  for (const action of ['Send for approval', 'Delete claim', 'Approve']) {
    await expect(viewer.getByRole('button', { name: action })).toBeHidden();
  }
  await expect(viewer.getByRole('link', { name: 'Edit claim' })).toBeHidden();
  await expect(viewer.getByRole('textbox', { name: /claimed to date for/ })).toHaveCount(0);
  await expectAccessible(viewer);
  // §2's claim pages inside a contract lead to the same screens.
  await viewer.goto(
    `/project/${kauri.projectId}/contract/${kauri.contractId}/claim/claim/${draft.id}/review?account_id=${kauri.accountId}`,
  );
  await expect(viewer).toHaveURL(
    new RegExp(
      `/make-claim/claim/${kauri.projectId}/${kauri.contractId}/${draft.id}/review\\?account_id=${kauri.accountId}$`,
    ),
  );

  const certifier = await signedIn(browser, 'certifier@demo.test');
  const harbour = await demoContract(certifier);
  // The payer's list shows the served claims only.
  await certifier.goto(`/claim-cert?account_id=${harbour.accountId}`);
  const section = certifier.getByRole('region', { name: /SC-014-03/ });
  await expect(section.getByRole('link', { name: 'Payment Claim 2 – October 2026' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Payment Claim 3 – November 2026' })).toBeHidden();
  await expectAccessible(certifier);
  // A draft is not found from the payer's side …
  await certifier.goto(
    `/review-claim/cert/${harbour.projectId}/${harbour.contractId}/${draft.id}?account_id=${harbour.accountId}`,
  );
  await expect(certifier.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // … nor through the payee's own addresses.
  await certifier.goto(
    `/make-claim/claim/${kauri.projectId}/${kauri.contractId}/${draft.id}?account_id=${harbour.accountId}`,
  );
  await expect(certifier.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await certifier.goto(
    `/review-claim/claim/${kauri.projectId}/${kauri.contractId}/${draft.id}?account_id=${harbour.accountId}`,
  );
  await expect(certifier.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
