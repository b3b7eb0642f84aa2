// Issue 15 "Done when": the claimer connects the webhook provider in Manage Account › Integrations
// and issues a claim, which a real HTTP receiver started by this spec gets (signature checked on
// receipt); with the receiver stopped, the claim issued again leaves a sync issue: the header's
// indicator turns to its error state and the sync report lists it (CSV too); the receiver back,
// Retry delivers it. Axe and 375 px on both pages.
//
// Specs after this one rely on claim 3 being the last draft and on Kauri having no integration, so
// the finally block puts both back.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { demoContract, expectAccessible, expectFitsNarrowScreen, signedIn } from './helpers';

const CLAIM = 'Payment Claim 3 – November 2026';
const indicator = (page: Page, text: string) => page.getByRole('link', { name: `Sync report: ${text}` });

test('a claim pushed to a webhook; a failed push shows in the header and the sync report, and Retry sends it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const receiver = await startWebhookReceiver();
  const claimer = await signedIn(browser, 'claimer@demo.test');
  const kauri = await demoContract(claimer);
  const contractApi = `/api/contract/account/${kauri.accountId}/contract_group/${kauri.projectId}/contract/${kauri.contractId}`;
  const claimsApi = `/api/claim/account/${kauri.accountId}/contract_group/${kauri.projectId}/contract/${kauri.contractId}/claim`;
  const { claims } = (await (await claimer.request.get(claimsApi)).json()) as {
    claims: { id: string; payclaim_name: string }[];
  };
  const claimId = claims.find((c) => c.payclaim_name === CLAIM)!.id;
  const claimApi = `${claimsApi}/${claimId}`;
  const manager = await signedIn(browser, 'manager@demo.test');

  /** Claim 3 through Kauri's two approval steps and issued without email, through the API. */
  const issue = async () => {
    expect((await claimer.request.post(`${claimApi}/send_approval`, { data: {} })).status()).toBe(200);
    expect((await manager.request.post(`${claimApi}/approve_step`, { data: {} })).status()).toBe(200);
    expect((await claimer.request.post(`${claimApi}/approve_step`, { data: {} })).status()).toBe(200);
    const issued = await claimer.request.post(`${claimApi}/issue`, { data: { has_email_service: false } });
    expect(issued.status(), await issued.text()).toBe(200);
    expect(((await issued.json()) as { integration_pushes: number }).integration_pushes).toBe(1);
  };
  const claimEvents = () => receiver.events().filter((e) => (e.data.claim as { id: string }).id === claimId);

  try {
    // Connect the webhook provider: the signing secret is shown once.
    await claimer.goto(`/manage-account/integrations?account_id=${kauri.accountId}`);
    await expect(claimer.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    await expectAccessible(claimer);
    const webhook = claimer.getByRole('form', { name: /Connect Webhook/ });
    await webhook.getByLabel('Event URL').fill(receiver.eventsUrl);
    await webhook.getByLabel('Jobs URL (for imports)').fill(receiver.jobsUrl);
    await webhook.getByRole('button', { name: /Connect Webhook/ }).click();
    const secret = claimer.getByTestId('signing-secret');
    await expect(secret).toHaveText(/^whsec_/);
    receiver.state.secret = (await secret.textContent())!.trim();
    await expect(claimer.getByText('Connected', { exact: true })).toBeVisible();
    await expect(indicator(claimer, 'There is no sync issues.')).toBeVisible();
    await expectAccessible(claimer);
    await expectFitsNarrowScreen(claimer);
    await claimer.setViewportSize({ width: 1280, height: 800 });

    // The contract's link to the project-management system on (its settings screen offers it now), then issue.
    const on = await claimer.request.patch(`${contractApi}/settings`, {
      data: { enable_integration_link: true },
    });
    expect(on.status(), await on.text()).toBe(200);
    await issue();
    await expect.poll(() => claimEvents().length, { timeout: 15_000 }).toBe(1);
    expect(claimEvents()[0]).toMatchObject({ type: 'claim.issued', account_id: kauri.accountId });
    expect(receiver.state.badSignatures).toBe(0);

    // The receiver stops; the claim is reverted and issued again: its push fails.
    await receiver.stop();
    expect(
      (
        await claimer.request.post(`${claimApi}/revert_to_draft`, {
          data: { comment: 'Reissue for the push test.' },
        })
      ).status(),
    ).toBe(200);
    await issue();
    await claimer.goto(`/dashboard?account_id=${kauri.accountId}`);
    await expect(async () => {
      await claimer.reload();
      await expect(indicator(claimer, 'There were 1 sync issues.')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await indicator(claimer, 'There were 1 sync issues.').click();
    await expect(claimer).toHaveURL(/\/manage-account\/sync-report\?account_id=/);
    await expect(claimer.getByRole('heading', { name: 'Sync report' })).toBeVisible();
    await expect(claimer.getByRole('status').filter({ hasText: 'There were 1 sync issues.' })).toBeVisible();
    const table = claimer.getByRole('region', { name: 'Sync issues' });
    for (const column of [
      'Account',
      'Project',
      'Contract',
      'Claim',
      'Certificate',
      'Issue Details',
      'Date & Time',
    ])
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: CLAIM });
    await expect(row).toContainText('Kauri Interiors Ltd');
    await expect(row).toContainText(/could not reach/);
    await expectAccessible(claimer);

    const [download] = await Promise.all([
      claimer.waitForEvent('download'),
      claimer.getByRole('link', { name: 'Download the sync report (CSV)' }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe('\uFEFFAccount,Project,Contract,Claim,Certificate,Issue Details,Date & Time');
    expect(csv[1]).toContain(CLAIM);

    await expectFitsNarrowScreen(claimer);
    await claimer.setViewportSize({ width: 1280, height: 800 });

    // Back up: Retry delivers it, once, and the report is clear.
    await receiver.start();
    await row.getByRole('button', { name: /^Retry/ }).click();
    await expect(claimer.getByRole('status').filter({ hasText: 'There is no sync issues.' })).toBeVisible();
    await expect(indicator(claimer, 'There is no sync issues.')).toBeVisible();
    expect(claimEvents()).toHaveLength(2); // the first issue and the second, each once
    expect(new Set(claimEvents().map((e) => e.id)).size).toBe(2);

    // The issued claim's own "Send to integration" finds it delivered and sends nothing more.
    await claimer.goto(
      `/review-claim/claim/${kauri.projectId}/${kauri.contractId}/${claimId}?account_id=${kauri.accountId}`,
    );
    await claimer.getByRole('button', { name: 'Send to integration' }).click();
    await expect(claimer.getByText('Sent to the integration.')).toBeVisible();
    await expectAccessible(claimer);
    expect(claimEvents()).toHaveLength(2);
  } finally {
    await claimer.request.post(`${claimApi}/revert_to_draft`, {
      data: { comment: 'Back for the next spec.' },
    });
    await claimer.request.patch(`${contractApi}/settings`, { data: { enable_integration_link: false } });
    await claimer.request.delete(`/api/account/${kauri.accountId}/integrations/webhook`);
    await receiver.stop();
  }
});
