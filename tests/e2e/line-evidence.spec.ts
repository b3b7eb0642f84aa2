// Line-item evidence (issue 12 item 5): on claim 2 of SC-014-03 (served on Harbour Build), the
// claimer opens the evidence of line 1.1 from the keyboard, adds a comment and a photo shared with
// the certifier and an internal note (evidence may be added after service); what it shared is then
// fixed, the note stays its own. The certifier, on the claim as served, sees the shared comment
// and photo only, read only, and downloads the photo. Each dialog passes axe and fits 375 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoContract, expectAccessible, expectFitsNarrowScreen, logIn, type DemoPlace } from './helpers';

const CLAIM_2 = 'Payment Claim 2 – October 2026';
const LINE = /^Evidence for 1\.1 Steel stud framing/;
// A retry runs against the same server: this run's words are its own.
const RUN = Date.now().toString(36);
const SHARED_COMMENT = `Level 2 framing complete: see the photo of gridline C (${RUN}).`;
const INTERNAL_NOTE = `Internal: the framing crew ran two days over; absorb it (${RUN}).`;
const PHOTO_NAME = `gridline-c-${RUN}.png`;
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function claim2Id(page: Page, place: DemoPlace): Promise<string> {
  const res = await page.request.get(
    `/api/claim/account/${place.accountId}/contract_group/${place.projectId}/contract/${place.contractId}/claim`,
  );
  const { claims } = (await res.json()) as {
    claims: { id: string; payclaim_name: string; status: string }[];
  };
  const claim = claims.find((c) => c.payclaim_name === CLAIM_2)!;
  expect(['issued', 'certified']).toContain(claim.status);
  return claim.id;
}

test('a claim line’s evidence: shared with the certifier, or kept internal', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const payee = await demoContract(page);
  const claimId = await claim2Id(page, payee);
  await page.goto(
    `/review-claim/claim/${payee.projectId}/${payee.contractId}/${claimId}?account_id=${payee.accountId}`,
  );
  await expect(page.getByRole('heading', { name: new RegExp(CLAIM_2), level: 1 })).toBeVisible();

  // From the keyboard: the row's Evidence button opens the line's dialog.
  const open = page.getByRole('button', { name: LINE });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Evidence: 1.1 Steel stud framing' });
  await expect(dialog).toBeVisible();
  const own = dialog.getByRole('region', { name: 'Your evidence' });
  const before = Number(/\((\d+)\)$/.exec((await open.textContent()) ?? '')?.[1] ?? 0);

  // A comment shared with the certifier, and an internal note.
  await own.getByLabel('New comment').fill(SHARED_COMMENT);
  await own.getByLabel('Share with the certifier').check();
  await own.getByRole('button', { name: 'Add comment' }).click();
  const shared = own.getByRole('listitem').filter({ hasText: SHARED_COMMENT });
  await expect(shared).toContainText('Added after the claim was served');
  await own.getByLabel('New comment').fill(INTERNAL_NOTE);
  await own.getByLabel('Share with the certifier').uncheck();
  await own.getByRole('button', { name: 'Add comment' }).click();
  const note = own.getByRole('listitem').filter({ hasText: INTERNAL_NOTE });
  await expect(note).toContainText('Internal');

  // A photo, shared.
  await own.getByLabel('File (up to 100 MB)').setInputFiles({
    name: PHOTO_NAME,
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await own.getByLabel('Share with the other party').check();
  await own.getByRole('button', { name: 'Upload' }).click();
  const photo = own.getByRole('listitem').filter({ has: page.getByRole('button', { name: PHOTO_NAME }) });
  await expect(photo).toBeVisible();

  // The claim is served: what was shared is fixed; the internal note can still be edited or deleted.
  await expect(shared.getByText('Shared with the certifier')).toBeVisible();
  await expect(shared.getByRole('button', { name: /Delete|Edit/ })).toHaveCount(0);
  await expect(photo.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(note.getByRole('button', { name: 'Edit the comment' })).toBeVisible();
  await note.getByRole('button', { name: 'Edit the comment' }).click();
  await note
    .getByRole('textbox', { name: 'Comment', exact: true })
    .fill(`${INTERNAL_NOTE} (agreed with Hemi)`);
  await note.getByRole('button', { name: 'Save comment' }).click();
  await expect(own.getByText(`${INTERNAL_NOTE} (agreed with Hemi)`)).toBeVisible();
  await expect(note.getByRole('form', { name: 'Edit the comment' })).toHaveCount(0);

  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toHaveText(new RegExp(`\\(${before + 3}\\)$`));

  // The certifier, on the claim as served: the shared comment and photo only, read only.
  const certifier = await (await browser.newContext()).newPage();
  await certifier.goto('/login');
  await logIn(certifier, 'certifier@demo.test');
  await expect(certifier).toHaveURL(/\/dashboard/);
  const payer = await demoContract(certifier);
  await certifier.goto(
    `/review-claim/cert/${payer.projectId}/${payer.contractId}/${claimId}?account_id=${payer.accountId}`,
  );
  const theirs = certifier.getByRole('button', { name: LINE });
  await expect(theirs).toHaveText(/\(\d+\)$/);
  await theirs.click();
  const seen = certifier.getByRole('dialog', { name: 'Evidence: 1.1 Steel stud framing' });
  const fromClaimer = seen.getByRole('region', { name: 'Shared by the claimer' });
  await expect(fromClaimer.getByText(SHARED_COMMENT)).toBeVisible();
  await expect(seen).not.toContainText('Internal');
  await expect(seen).not.toContainText('framing crew');
  await expect(fromClaimer.getByRole('button', { name: PHOTO_NAME })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Add comment' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(seen.getByRole('checkbox')).toHaveCount(0);
  const downloading = certifier.waitForEvent('download');
  await fromClaimer.getByRole('button', { name: PHOTO_NAME }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(PHOTO_NAME);
  expect(readFileSync((await download.path())!).equals(PHOTO)).toBe(true);
  await expectAccessible(certifier);
  await expectFitsNarrowScreen(certifier);
  await certifier.context().close();
});
