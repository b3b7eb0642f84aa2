import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { demoContract, expectAccessible, expectFitsNarrowScreen, signedIn } from './helpers';

/** Clicks a download button and returns the saved file's name and bytes. */
async function downloadFrom(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

const csvText = (bytes: Buffer) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

test('both parties download the contract history, line-item history and the shared files', async ({
  browser,
}) => {
  const claimer = await signedIn(browser, 'claimer@demo.test');
  const payee = await demoContract(claimer);
  // A document the claimer shares, and one it keeps: only the first may reach the other party.
  const upload = (name: string, shared: boolean) =>
    claimer.request.post(
      `/api/contract/account/${payee.accountId}/contract_group/${payee.projectId}/contract/${payee.contractId}/attachments`,
      {
        multipart: {
          file: { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) },
          file_type: 'drawings',
          is_shared: String(shared),
        },
      },
    );
  expect((await upload('exports-shared-setout.pdf', true)).status()).toBe(201);
  expect((await upload('exports-private-margins.pdf', false)).status()).toBe(201);

  await claimer.goto(`/contract/${payee.projectId}/claim/${payee.contractId}?account_id=${payee.accountId}`);
  const downloads = claimer.getByRole('region', { name: 'Downloads' });
  await expect(downloads).toBeVisible();
  await expectAccessible(claimer);

  const history = await downloadFrom(claimer, 'Contract history (CSV)');
  expect(history.name).toBe('contract-history-SC-014-03.csv');
  const historyLines = csvText(history.bytes).split('\r\n');
  expect(historyLines[0]).toBe('\uFEFFDate,Time,User,Action,Claim,Certificate,Details');
  expect(historyLines.join('\n')).toMatch(
    /\d{4}-\d\d-\d\d,\d\d:\d\d,Aroha Ngata,Uploaded a document,,,File: exports-shared-setout\.pdf/,
  );

  const lineItems = await downloadFrom(claimer, 'Line-item history (CSV)');
  expect(lineItems.name).toBe('line-item-history-SC-014-03.csv');
  expect(csvText(lineItems.bytes).split('\r\n')[0]).toBe(
    '\uFEFFDate,Time,User,Action,Section,Ref,Description,Details',
  );

  const shared = await downloadFrom(claimer, 'Shared files (ZIP)');
  expect(shared.name).toBe('shared-files-SC-014-03.zip');
  const payeeZip = Object.keys(unzipSync(shared.bytes)).sort();
  expect(payeeZip).toContain('Shared files.csv');
  expect(payeeZip).toContain('Contract documents/exports-shared-setout.pdf');
  expect(payeeZip).not.toContain('Contract documents/exports-private-margins.pdf');
  await expectFitsNarrowScreen(claimer);

  // The payer: the same shared files; its own history, without the claimer's rows.
  const certifier = await signedIn(browser, 'certifier@demo.test');
  const payer = await demoContract(certifier);
  await certifier.goto(`/contract/${payer.projectId}/cert/${payer.contractId}?account_id=${payer.accountId}`);
  await expectAccessible(certifier);
  const theirs = await downloadFrom(certifier, 'Shared files (ZIP)');
  expect(Object.keys(unzipSync(theirs.bytes)).sort()).toEqual(payeeZip);
  const theirHistory = csvText((await downloadFrom(certifier, 'Contract history (CSV)')).bytes);
  expect(theirHistory).not.toContain('exports-shared-setout.pdf');

  // The history tab offers its own download.
  await claimer.goto(
    `/contract/${payee.projectId}/claim/${payee.contractId}/history?account_id=${payee.accountId}`,
  );
  expect((await downloadFrom(claimer, 'Contract history (CSV)')).name).toBe('contract-history-SC-014-03.csv');
  await expectAccessible(claimer);
});

test("another account's user cannot download the demo contract's exports", async ({ browser }) => {
  const claimer = await signedIn(browser, 'claimer@demo.test');
  const payee = await demoContract(claimer);
  const outsider = await signedIn(browser, 'qs@demo.test'); // Harbour Build's QS: not the payee account
  const base = `/api/contract/account/${payee.accountId}/contract_group/${payee.projectId}/contract/${payee.contractId}`;
  for (const path of ['history/export', 'lineitem/history/export', 'shared_files/export']) {
    const res = await outsider.request.get(`${base}/${path}`);
    expect(res.status()).toBe(403);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
  }
});
