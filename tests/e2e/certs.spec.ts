// Issue 7's "Done when": the claimer issues claim 3 (November 2026) on the demo contract SC-014-03;
// the certifier finds it in claims received, certifies one item below the claim, is stopped while
// its reason is missing, gives it, and sends the certificate for approval; the QS approves; the
// certifier issues it; the claimer's email carries the certificate PDF, whose text shows the
// scheduled amount and the reason; the claimer's claim shows certified with the certified figures.
// The screen's, the API's and the PDF's scheduled amount are one and the same figure. Issue 13: the
// certificate moves the claimer's dashboard — what it is owed, this month's chart row — by that figure.
//
// This spec runs after the others (playwright.config.ts, project "certificates"): it certifies the
// seeded November claim, which the claim specs use as the last uncertified draft.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';
import { waitForMail, type SinkMessage } from './mailbox';

const CLAIM = 'Payment Claim 3 – November 2026';
const DOORS = '3.1 Solid-core door sets';
const REASON = 'Door sets on Level 4 not yet hung at inspection on 27 November.';

const nzd = (cents: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(cents / 100);
const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

interface Contract {
  id: string;
  contract_number: string | null;
  project: { id: string };
}

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; accountId: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  const { account_id: accountId } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };
  return { page, accountId };
}

interface OwedTotals {
  claimed: number;
  certified: number;
  paid: number;
}
interface ClaimerSummary {
  claim: { in_month: OwedTotals; to_date: OwedTotals; awaiting_certificate: { count: number } };
}

/** The claimer's dashboard summary for the current month (GET …/read_claims_summary). */
async function owedSummary(page: Page, accountId: string): Promise<ClaimerSummary> {
  const res = await page.request.get(`/api/dashboard/account/${accountId}/read_claims_summary`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ClaimerSummary;
}

/** The demo contract as this account placed it: its API prefix. */
async function demoContract(page: Page, accountId: string) {
  const res = await page.request.get(`/api/contract/account/${accountId}/contracts`);
  const { contracts } = (await res.json()) as { contracts: Contract[] };
  const c = contracts.find((x) => x.contract_number === 'SC-014-03')!;
  return {
    api: `account/${accountId}/contract_group/${c.project.id}/contract/${c.id}`,
    projectId: c.project.id,
    contractId: c.id,
  };
}

function pdfText(message: SinkMessage): string {
  const pdf = message.attachments.find((a) => a.mimeType === 'application/pdf');
  expect(pdf, 'the certificate PDF is attached').toBeTruthy();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cert-e2e-')), 'cert.pdf');
  writeFileSync(file, Buffer.from(pdf!.content, 'base64'));
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a claim certified below the claim, with reasons, approved, issued and seen by the claimer', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // ── The claimer issues claim 3 through its workflow (the claim screens have their own spec). ──
  const claimer = await signedIn(browser, 'claimer@demo.test');
  const kauri = await demoContract(claimer.page, claimer.accountId);
  const list = (await (await claimer.page.request.get(`/api/claim/${kauri.api}/claim`)).json()) as {
    claims: { id: string; payclaim_name: string }[];
  };
  const claimId = list.claims.find((c) => c.payclaim_name === CLAIM)!.id;
  const claimApi = `/api/claim/${kauri.api}/claim/${claimId}`;
  expect((await claimer.page.request.post(`${claimApi}/send_approval`, { data: {} })).status()).toBe(200);
  const manager = await signedIn(browser, 'manager@demo.test');
  const step1 = await manager.page.request.post(`${claimApi}/approve_step`, {
    data: { comment: 'Checked.' },
  });
  expect(step1.status()).toBe(200);
  await manager.page.context().close();
  expect((await claimer.page.request.post(`${claimApi}/approve_step`, { data: {} })).status()).toBe(200);
  const issued = await claimer.page.request.post(`${claimApi}/issue`, {
    data: {
      to_contacts: [{ contact_email: 'certifier@demo.test' }],
      subject: CLAIM,
      has_email_service: true,
    },
  });
  expect(issued.status()).toBe(200);
  const owedBefore = await owedSummary(claimer.page, claimer.accountId);

  // ── The certifier finds it in claims received and starts the certificate. ──
  const certifier = await signedIn(browser, 'certifier@demo.test');
  const page = certifier.page;
  await page.goto(`/claims-received?account_id=${certifier.accountId}`);
  await page
    .getByRole('link', { name: new RegExp(CLAIM) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/make-cert\/cert\//);
  await expect(page.getByRole('heading', { name: `Certify ${CLAIM} Issued`, level: 1 })).toBeVisible();
  await expect(page.getByText('Payment schedule due')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start certificate' }).click();
  await expect(page.getByRole('status').getByText('Certificate started')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Certify by item' })).toBeVisible();
  const editorUrl = page.url();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Every line starts at what was claimed: nothing needs a reason yet. Certify the doors at 20%.
  await expect(page.getByText(/needs? a reason/)).toBeHidden();
  const scheduled = page.getByTestId('scheduled-amount');
  const before = cents((await scheduled.textContent())!);
  await page.getByLabel(`Certify ${DOORS} by`).selectOption('percent');
  await expect(page.getByLabel(`Percent certified to date for ${DOORS}`)).toHaveValue('25.00');
  await page.getByLabel(`Percent certified to date for ${DOORS}`).fill('20');
  // Tab takes the figure in and, as it now differs from the claim, goes to the line's reason box.
  await page.getByLabel(`Percent certified to date for ${DOORS}`).press('Tab');
  await expect(page.getByLabel(`Reason for ${DOORS}`, { exact: true })).toBeFocused();
  const doorsRow = page.getByRole('row', { name: new RegExp(`^${DOORS.replace('.', '\\.')}`) });
  await expect(doorsRow).toContainText(nzd(1_104_000)); // 20% of $55,200.00
  await expect(doorsRow).toContainText(nzd(-276_000)); // 25% claimed: $13,800.00 − $11,040.00
  // The scheduled amount follows at once: $2,760.00 less the 5% retention of the scale's upper tier
  // ($2,622.00), plus 15% GST = $3,015.30 less.
  await expect.poll(async () => before - cents((await scheduled.textContent())!)).toBe(301_530);
  await expect(page.getByText('Enter the reason this item is certified differently')).toBeVisible();
  await expect(page.getByText('1 item needs a reason')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Certificate saved')).toBeVisible();

  // Without the reason it cannot go for approval (nor be issued): the server names the item.
  await page.getByRole('link', { name: 'Review and send' }).click();
  await expect(page.getByText(/1 item certified differently from the claim has no reason/)).toBeVisible();
  await page.getByRole('button', { name: 'Send for approval' }).click();
  const refusal = page.getByRole('dialog', { name: 'Error!' });
  await expect(refusal).toContainText(
    'A reason is required for every item certified differently from the claim.',
  );
  await expect(refusal).toContainText(
    `${DOORS}: enter the reason it is certified differently from the claim.`,
  );
  await refusal.getByRole('button', { name: 'Ok' }).click();

  await page.goto(editorUrl);
  await page.getByLabel(`Reason for ${DOORS}`, { exact: true }).fill(REASON);
  await expect(page.getByText(/needs? a reason/)).toBeHidden();
  // The wording is kept for the account's next certificates, then offered in the reason box.
  await page.getByRole('button', { name: `Save this reason on line ${DOORS} for reuse` }).click();
  await expect(page.getByRole('status').getByText('Reason saved for reuse')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Save this reason on line ${DOORS} for reuse` }),
  ).toBeHidden();
  await page.getByLabel(`Reason for ${DOORS}`, { exact: true }).fill('');
  await page.getByLabel(`Insert a saved reason into line ${DOORS}`).selectOption({ label: REASON });
  await expect(page.getByLabel(`Reason for ${DOORS}`, { exact: true })).toHaveValue(REASON);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Certificate saved')).toBeVisible();
  const screenAmount = (await page.getByTestId('scheduled-amount').textContent())!.trim();
  await page.getByRole('link', { name: 'Review and send' }).click();
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByRole('status').getByText('Sent for approval')).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  const reviewUrl = page.url();
  await expectAccessible(page);

  // ── The QS approves the only step: the certificate is approved. ──
  const qs = await signedIn(browser, 'qs@demo.test');
  await qs.page.goto(reviewUrl);
  await qs.page.getByRole('button', { name: 'Approve' }).click();
  await expect(qs.page.getByRole('status').getByText('Certificate approved')).toBeVisible();
  await expect(qs.page).toHaveURL(/\/review-cert\/cert\/.*\/approved\?/);
  await qs.page.context().close();

  // ── The certifier issues it; auto-notify sends it to the claimer's contact. ──
  await page.goto(reviewUrl);
  await expect(page).toHaveURL(/\/approved\?/);
  await page.getByRole('button', { name: 'Issue certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue certificate' });
  await expect(dialog).toContainText('claimer@demo.test');
  // Claim 2 is served and still unanswered: the dialog says so, and issuing means accepting that.
  await expect(dialog.getByRole('region', { name: /Before you issue/ })).toContainText('Claim 2, served');
  await expect(dialog.getByRole('button', { name: 'Issue certificate' })).toBeDisabled();
  await dialog.getByLabel('I understand, issue anyway').check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Issue certificate' }).click();
  await expect(page.getByRole('status').getByText('Certificate issued')).toBeVisible();
  // Once issued, its payments are recorded here (tests/e2e/claims-received.spec.ts records one).
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Record payment');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('heading', { name: /Issued/, level: 2 }).first()).toBeVisible();

  // The API states the same scheduled amount as the screen.
  const certId = /\/([0-9a-f-]{36})\/approved\?/.exec(page.url())![1]!;
  const harbour = await demoContract(page, certifier.accountId);
  const read = (await (
    await page.request.get(`/api/cert/${harbour.api}/claim/${claimId}/cert/${certId}`)
  ).json()) as {
    scheduled_amount: number;
    cert: { cert_status: string };
  };
  expect(read.cert.cert_status).toBe('issued');
  expect(nzd(read.scheduled_amount)).toBe(screenAmount);

  // ── The claimer's email carries the certificate, with the amount and the reason. ──
  const mail = await waitForMail('claimer@demo.test', /Payment Certificate/, 30_000);
  const text = pdfText(mail).replace(/\s+/g, ' ');
  expect(text).toContain(screenAmount);
  expect(text).toContain(REASON);
  expect(text).toContain('SC-014-03');

  // ── The claimer's claim shows certified, with the certificate's figures. ──
  await claimer.page.goto(
    `/review-claim/claim/${kauri.projectId}/${kauri.contractId}/${claimId}?account_id=${claimer.accountId}`,
  );
  await expect(claimer.page.getByRole('heading', { name: /Status: Certified/ })).toBeVisible();
  const certs = claimer.page.getByRole('region', { name: 'Certificates' });
  // Like for like: the work certified to date is the claim's less the doors' $2,760.00.
  await expect(certs).toContainText(`Difference (certified − claimed): ${nzd(-276_000)}`);
  // Number 3: certificates are numbered as claims are served, and claim 2's waits as number 2.
  await certs.getByRole('link', { name: /Payment Certificate 3/ }).click();
  await expect(claimer.page.getByTestId('scheduled-amount')).toHaveText(screenAmount);
  await expect(claimer.page.getByText(REASON)).toBeVisible();
  await expect(claimer.page.getByRole('heading', { name: 'Approval' })).toBeHidden();
  await expectAccessible(claimer.page);
  await expectFitsNarrowScreen(claimer.page);
  await claimer.page.setViewportSize({ width: 1280, height: 800 });

  // ── The claimer's dashboard: the certificate moves what it is owed, and this month's chart row. ──
  const owed = await owedSummary(claimer.page, claimer.accountId);
  expect(owed.claim.to_date.certified).toBe(owedBefore.claim.to_date.certified + read.scheduled_amount);
  expect(owed.claim.in_month.certified).toBe(owedBefore.claim.in_month.certified + read.scheduled_amount);
  expect(owed.claim.awaiting_certificate.count).toBe(owedBefore.claim.awaiting_certificate.count - 1);
  await claimer.page.goto('/dashboard');
  const owedCard = claimer.page.getByRole('region', { name: 'Your claims: what you are owed' });
  await expect(owedCard).toContainText(nzd(owed.claim.to_date.certified));
  await claimer.page.getByText('The figures behind the chart').first().click();
  const figures = claimer.page.getByRole('region', { name: 'Your claims, month by month: figures' });
  await expect(figures.getByRole('row').last()).toContainText(nzd(owed.claim.in_month.certified));
});
