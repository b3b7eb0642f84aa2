// The issue's "Done when": a claimer makes claim 4 (December 2026) on the demo contract SC-014-03,
// claims by percent and by quantity and sees the figures follow on screen, saves, sends it for
// approval; the manager approves step 1 and the claimer step 2; it is issued to two recipients,
// each of whom receives one email with the claim PDF, whose text is checked with pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';
import { allMail, waitForMail, type SinkMessage } from './mailbox';

// ── The hand calculation ───────────────────────────────────────────────────────────────────────
// Claim 4 starts from claim 3's figures (the seeded November draft); we change two lines:
//   3.1 Solid-core door sets, 48 × $1,150.00 = $55,200.00, by percent: 25% → 50% = $27,600.00
//   1.3 Stopping, 2,400 m2 × $18.75 = $45,000.00, by quantity: 60% → 2,000 m2 = $37,500.00
// Everything else keeps claim 3's percentages (prisma/seed-data.ts CLAIM_PROGRESS), in cents:
const BASE_TO_DATE =
  10_260_000 + // 1.1 framing, 1,200 × $85.50, 100%
  9_072_000 + // 1.2 GIB, 2,400 × $42.00 = $100,800, 90%
  3_750_000 + // 1.3 stopping, 2,000 m2 × $18.75
  4_095_000 + // 2.1 grid ceilings, 900 × $65.00 = $58,500, 70%
  1_217_500 + // 2.2 bulkheads, $24,350 lump, 50%
  2_760_000 + // 3.1 door sets, 50% of $55,200
  3_230_000 + // 4 preliminaries, $38,000, 85%
  650_000; // 5 insurance, $6,500, 100% (no retention on it)
const VARIATIONS_TO_DATE = 1_245_000 + 1_160_000 + 296_000; // V1 100%, V2.1 100% of $11,600, V2.2 40% of $7,400
const MATERIALS_TO_DATE = 540_000 + 1_100_000; // M1 30% of $18,000, M2 50% of $22,000
const GROSS = BASE_TO_DATE + VARIATIONS_TO_DATE + MATERIALS_TO_DATE; // $393,755.00
// Retention (NZS 3910 scale): 10% of the first $200,000 + 5% of the rest, on all but item 5.
const retention = (retainable: number) => 2_000_000 + ((retainable - 20_000_000) * 5) / 100;
const RETENTION = retention(GROSS - 650_000); // $29,362.75
// Less previous = claim 2 (the last claim served): gross $304,255.00 less its retention.
const PREVIOUS_GROSS = 30_425_500;
const PREVIOUS_NET = PREVIOUS_GROSS - retention(PREVIOUS_GROSS - 650_000); // $279,367.25
const NET_THIS_CLAIM = GROSS - RETENTION - PREVIOUS_NET; // $85,025.00
const GST = (NET_THIS_CLAIM * 15) / 100; // $12,753.75 (exact: no rounding needed)
const TOTAL = NET_THIS_CLAIM + GST; // $97,778.75

const nzd = (cents: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(cents / 100);

async function expectFigures(page: Page, figures: Record<string, number>) {
  const totals = page.getByRole('table', { name: 'Amount claimed' });
  for (const [label, cents] of Object.entries(figures)) {
    await expect(totals.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(nzd(cents));
  }
}

function pdfText(message: SinkMessage): string {
  const pdf = message.attachments.find((a) => a.mimeType === 'application/pdf');
  expect(pdf, 'the claim PDF is attached').toBeTruthy();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'claim-e2e-')), 'claim.pdf');
  writeFileSync(file, Buffer.from(pdf!.content, 'base64'));
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a claim from the first entry to the payer’s inbox', async ({ page, browser }) => {
  test.setTimeout(180_000);
  expect(nzd(GROSS)).toBe('$393,755.00');
  expect(nzd(TOTAL)).toBe('$97,778.75');

  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const { account_id: accountId } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };

  // /claim-cert lists the account's claim contracts; the demo contract offers a new claim.
  await page.goto(`/claim-cert?account_id=${accountId}`);
  await expect(page.getByRole('heading', { name: 'Claims and certificates', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: /SC-014-03/ });
  await expect(section.getByRole('link', { name: 'Payment Claim 3 – November 2026' })).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('link', { name: 'New claim' }).click();

  // The new claim: December 2026, with its due dates and statutory deadlines shown first.
  await expect(page.getByRole('heading', { name: 'New claim', level: 1 })).toBeVisible();
  await page.getByLabel('Period from').fill('2026-12-01');
  await page.getByLabel('Period to').fill('2026-12-31');
  const preview = page.getByRole('region', { name: /due dates/ });
  await expect(preview).toContainText('2026-12-23'); // 1 working day before 31 Dec (24 Dec–5 Jan closed)
  await expect(preview).toContainText('2027-01-20');
  await expect(preview).toContainText('Payment schedule due');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create claim' }).click();

  // §2: a new claim on a claim contract opens on its review screen.
  await expect(page).toHaveURL(/\/make-claim\/claim\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/review\?/);
  await expect(page.getByRole('heading', { name: 'Review: Payment Claim 4 – December 2026' })).toBeVisible();
  const reviewUrl = page.url().replace('/make-claim/', '/review-claim/').replace('/review?', '?');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit claim' }).click();

  // The editor: claim 3's figures to start with.
  await expect(
    page.getByRole('heading', { name: /Payment Claim 4 – December 2026/, level: 1 }),
  ).toBeVisible();
  await expectAccessible(page);
  const doorsRef = '3.1 Solid-core door sets';
  const stoppingRef = '1.3 Stopping to Level 4 finish';
  await page.getByLabel(`Percent claimed to date for ${doorsRef}`).fill('50');
  await page.getByLabel(`Percent claimed to date for ${doorsRef}`).press('Enter');
  // The parent sums its children at once: 3 Doors and hardware = 3.1 + 3.2 ($0).
  await expect(page.getByRole('row', { name: /^Collapse 3 Doors and hardware/ })).toContainText(
    nzd(2_760_000),
  );
  await page.getByLabel(`Claim ${stoppingRef} by`).selectOption('qty');
  await page.getByLabel(`Quantity claimed to date for ${stoppingRef}`).fill('20,00');
  await page.getByLabel(`Quantity claimed to date for ${stoppingRef}`).press('Enter');
  await expect(
    page.getByText('Put commas only between groups of three digits, such as 1,234,567'),
  ).toBeVisible();
  await page.getByLabel(`Quantity claimed to date for ${stoppingRef}`).fill('2,000');
  await page.getByLabel(`Quantity claimed to date for ${stoppingRef}`).press('Enter');
  await expectFigures(page, {
    'Gross claimed to date': GROSS,
    'Less retention to date': RETENTION,
    'Less previously claimed': PREVIOUS_NET,
    'Net this claim': NET_THIS_CLAIM,
    'GST \\(15%\\)': GST,
    'This claim \\(incl\\. GST\\)': TOTAL,
  });
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Leaving with unsaved changes asks first (§2); Cancel stays, with the entries kept.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(unsaved).toContainText('Do you want to leave with any unsaved changes?');
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel(`Quantity claimed to date for ${stoppingRef}`)).toHaveValue('2,000.00');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Claim saved')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expectFigures(page, { 'Gross claimed to date': GROSS, 'This claim \\(incl\\. GST\\)': TOTAL });

  // Review and send for approval.
  await page.getByRole('link', { name: 'Review and send' }).click();
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByRole('heading', { name: /Status: In review/ })).toBeVisible();
  await expectFigures(page, { 'This claim \\(incl\\. GST\\)': TOTAL });

  // Step 1: the manager, in a browser of their own, approves with a comment.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto('/login');
  await logIn(manager, 'manager@demo.test');
  await expect(manager).toHaveURL(/\/dashboard/);
  await manager.goto(reviewUrl);
  await expect(manager.getByText('Waiting for approval')).toBeVisible();
  await expectAccessible(manager);
  await manager.getByRole('button', { name: 'Approve' }).click();
  const comment = manager.getByRole('dialog', { name: /Approve Approval Step 1/ });
  await comment.getByRole('button', { name: 'Approve' }).click();
  await expect(comment.getByText('Enter a comment')).toBeVisible();
  await comment.getByLabel('Comment').fill('Quantities checked on site.');
  await expectAccessible(manager);
  await comment.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByRole('status').getByText('Step approved')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Approve' })).toBeHidden();
  await managerContext.close();

  // Step 2: the claimer approves the last step; the claim is approved.
  await page.goto(reviewUrl);
  await expect(page.getByText('Quantities checked on site.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').getByText('Claim approved')).toBeVisible();
  await expect(page).toHaveURL(/\/approved\?/);
  await expect(
    page.getByRole('heading', { name: 'Approved claim: Payment Claim 4 – December 2026' }),
  ).toBeVisible();
  await expectAccessible(page);

  // Issue. A claim cannot be served before its period has begun (issue 11: a December claim was
  // served on 24 November): until 1 December in Auckland the dialog names it and will not issue.
  await page.getByRole('button', { name: 'Issue claim' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue claim' });
  await expect(issue.getByLabel(/Tom Harris/)).toBeVisible();
  const todayInAuckland = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
    new Date(),
  );
  if (todayInAuckland < '2026-12-01') {
    await expect(issue.getByRole('alert')).toContainText('The claim period starts on 2026-12-01');
    await expect(issue.getByRole('button', { name: 'Issue claim' })).toBeDisabled();
    await expectAccessible(page);
    test.info().annotations.push({
      type: 'note',
      description:
        'Before 1 December 2026 the December claim cannot be served; its issue is checked from then.',
    });
    return;
  }
  // Served before the period ends and with claim 3 left unissued: both said, and accepted.
  await expect(issue.getByText(/Claim 3 \(draft\)/)).toBeVisible();
  await issue.getByLabel('I understand, issue anyway').check();
  // No recipient is refused (§5), then the payer's contact and a typed address.
  await issue.getByRole('button', { name: 'Issue claim' }).click();
  const alert = page.getByRole('dialog', { name: 'Error!' });
  await expect(alert).toContainText('Please input at least one email address!');
  await alert.getByRole('button', { name: 'Ok' }).click();
  await issue.getByLabel(/Tom Harris/).check();
  await issue.getByLabel('Email', { exact: true }).fill('not-an-email');
  await issue.getByRole('button', { name: 'Add recipient' }).click();
  await expect(issue.getByText('Enter a valid email address')).toBeVisible();
  await issue.getByLabel('Email', { exact: true }).fill('Accounts@Harbour.example');
  await issue.getByRole('button', { name: 'Add recipient' }).click();
  await expect(issue.getByRole('list', { name: 'Sending to' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await issue.getByRole('button', { name: 'Issue claim' }).click();
  await expect(page.getByRole('status').getByText('Claim issued')).toBeVisible();
  await expect(page.getByRole('status').getByText('Emails sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Status: Issued/ })).toBeVisible();

  // One email per recipient, each with the claim PDF.
  const subject = /^Payment Claim 4 – December 2026 – Interior fit-out, Levels 1–4$/;
  for (const address of ['certifier@demo.test', 'accounts@harbour.example']) {
    const mail = await waitForMail(address, subject, 30_000);
    const text = pdfText(mail);
    for (const needle of [
      'Interior fit-out, Levels 1–4',
      'SC-014-03',
      '1 December 2026 to 31 December 2026',
      nzd(TOTAL),
      '20 January 2027',
      'This is a payment claim made under the Construction Contracts Act 2002.',
    ]) {
      expect(text).toContain(needle);
    }
  }
  await page.waitForTimeout(1_000); // and no second copy arrives
  const received = (await allMail()).filter((m) => subject.test(m.subject));
  expect(received.map((m) => m.to.map((t) => t.address).join()).sort()).toEqual([
    'accounts@harbour.example',
    'certifier@demo.test',
  ]);

  // The payer sees the claim as served, read only, without the payee's workflow.
  const certifierContext = await browser.newContext();
  const certifier = await certifierContext.newPage();
  await certifier.goto('/login');
  await logIn(certifier, 'certifier@demo.test');
  await expect(certifier).toHaveURL(/\/dashboard/);
  const payerUrl = await payerClaimUrl(certifier, page.url());
  await certifier.goto(payerUrl);
  await expect(
    certifier.getByRole('heading', { name: /Payment Claim 4 – December 2026/, level: 1 }),
  ).toBeVisible();
  await expectFigures(certifier, { 'This claim \\(incl\\. GST\\)': TOTAL });
  await expect(certifier.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(certifier.getByRole('heading', { name: 'Approval' })).toBeHidden();
  await expectAccessible(certifier);

  // Reverted to draft (with a comment), the payer's link leads to the §2 reverted page.
  await page.getByRole('button', { name: 'Revert to draft' }).click();
  const revert = page.getByRole('dialog', { name: 'Revert to draft' });
  await revert.getByLabel('Comment').fill('Wrong period: to be reissued.');
  await revert.getByRole('button', { name: 'Revert to draft' }).click();
  await expect(page.getByRole('status').getByText('Claim reverted to draft')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await certifier.goto(payerUrl);
  await expect(certifier).toHaveURL(/\/error_404ClaimRevert/);
  await expect(
    certifier.getByText('This claim has been reverted back to draft; use the new link after re-issue.'),
  ).toBeVisible();
  await certifierContext.close();
});

/** The claim's address on the payer's side: its cert contract, in the payer's own project. */
async function payerClaimUrl(payer: Page, payeeUrl: string): Promise<string> {
  const claimId = /\/([0-9a-f-]{36})\/approved\?/.exec(payeeUrl)![1]!;
  const { account_id: accountId } = (await (await payer.request.get('/api/profile')).json()) as {
    account_id: string;
  };
  const res = await payer.request.get(`/api/contract/account/${accountId}/contracts`);
  const { contracts } = (await res.json()) as {
    contracts: { id: string; contract_number: string | null; project: { id: string } }[];
  };
  const contract = contracts.find((c) => c.contract_number === 'SC-014-03')!;
  return `/review-claim/cert/${contract.project.id}/${contract.id}/${claimId}?account_id=${accountId}`;
}
