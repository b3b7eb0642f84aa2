// Issue 11 "One contract, one truth": the claimer and the certifier see the same payment-schedule
// due date, set by the same source, for the same served claim — claim 2 of the demo contract
// SC-014-03 — on the claimer's served-claim screen, the certifier's Claims received row and the
// page the row opens (the certificate's start page, or the certificate once there is one).
// Read only: it changes no demo data.
import { expect, test } from '@playwright/test';
import { demoContract, expectAccessible, signedIn } from './helpers';

const CLAIM_2 = 'Payment Claim 2 – October 2026';

interface Deadline {
  date: string;
  source: string;
}

test("the payment-schedule due date and its source read the same on both parties' screens", async ({
  browser,
}) => {
  // The claimer's served claim 2, and what the claim read API says of its deadline.
  const claimer = await signedIn(browser, 'claimer@demo.test');
  const kauri = await demoContract(claimer);
  const api = `/api/claim/account/${kauri.accountId}/contract_group/${kauri.projectId}/contract/${kauri.contractId}/claim`;
  const { claims } = (await (await claimer.request.get(api)).json()) as {
    claims: { id: string; payclaim_name: string; status: string }[];
  };
  const claim2 = claims.find((c) => c.payclaim_name === CLAIM_2)!;
  expect(claim2.status, 'claim 2 has been served').not.toBe('draft');
  const read = (await (await claimer.request.get(`${api}/${claim2.id}`)).json()) as {
    deadlines: { payment_schedule: Deadline };
  };
  const deadline = read.deadlines.payment_schedule;
  expect(deadline.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(deadline.source.length).toBeGreaterThan(0);

  await claimer.goto(
    `/review-claim/claim/${kauri.projectId}/${kauri.contractId}/${claim2.id}?account_id=${kauri.accountId}`,
  );
  const claimerLine = claimer
    .getByRole('listitem')
    .filter({ hasText: `Payment schedule due: ${deadline.date}` });
  await expect(claimerLine).toBeVisible();
  await expect(claimerLine).toContainText(deadline.source);
  await expectAccessible(claimer);

  // The certifier: the same date and source on the Claims received row…
  const certifier = await signedIn(browser, 'certifier@demo.test');
  const harbour = await demoContract(certifier);
  await certifier.goto(`/claims-received?account_id=${harbour.accountId}`);
  const row = certifier
    .getByRole('region', { name: 'Claims received on current contracts' })
    .getByRole('row')
    .filter({ hasText: CLAIM_2 });
  await expect(row).toContainText(deadline.date);
  await expect(row).toContainText(deadline.source);

  // …and on the page it opens: the certificate's start page (the claim as served) or the certificate.
  await row.getByRole('link', { name: CLAIM_2 }).click();
  await expect(certifier).toHaveURL(/\/(make|review)-cert\//);
  const shown = certifier.getByText(`Payment schedule due: ${deadline.date}`);
  await expect(shown.first()).toBeVisible();
  await expect(certifier.getByText(deadline.source).first()).toBeVisible();
  await expectAccessible(certifier);
});
