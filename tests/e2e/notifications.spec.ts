// Notifications and system notices (issue 13): the claimer issues claim 3 of SC-014-03 → the
// certifier's bell counts it, /notice lists it and its link opens the claim towards a certificate;
// mark all read clears the bell. An administrator schedules a maintenance period → every signed-in
// page shows the maintenance banner; deleted, it goes. Axe and 375 px on /notice.
//
// Specs after this one rely on claim 3 being the last draft and on no maintenance banner, so each
// test puts back what it changed (claim 3 reverted to draft, the notice deleted), even on failure.
import { expect, test, type Page } from '@playwright/test';
import { demoContract, expectAccessible, expectFitsNarrowScreen, signedIn, STAFF_PASSWORD } from './helpers';

const CLAIM = 'Payment Claim 3 – November 2026';

const unread = async (page: Page, accountId: string) =>
  (
    (await (await page.request.get(`/api/dashboard/account/${accountId}/read_notice_num`)).json()) as {
      noticeNum: number;
    }
  ).noticeNum;

const bellFor = (n: number) => `Notifications, ${n === 0 ? 'none' : n} unread`;

test('a claim issued reaches the certifier’s bell and /notice; mark all read clears it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const claimer = await signedIn(browser, 'claimer@demo.test');
  const kauri = await demoContract(claimer);
  const claimsApi = `/api/claim/account/${kauri.accountId}/contract_group/${kauri.projectId}/contract/${kauri.contractId}/claim`;
  const { claims } = (await (await claimer.request.get(claimsApi)).json()) as {
    claims: { id: string; payclaim_name: string }[];
  };
  const claimApi = `${claimsApi}/${claims.find((c) => c.payclaim_name === CLAIM)!.id}`;

  const certifier = await signedIn(browser, 'certifier@demo.test');
  const harbour = await demoContract(certifier);
  const before = await unread(certifier, harbour.accountId);

  try {
    // The claimer's side, through the API (the claim screens have their own spec).
    expect((await claimer.request.post(`${claimApi}/send_approval`, { data: {} })).status()).toBe(200);
    const manager = await signedIn(browser, 'manager@demo.test');
    expect((await manager.request.post(`${claimApi}/approve_step`, { data: {} })).status()).toBe(200);
    await manager.context().close();
    expect((await claimer.request.post(`${claimApi}/approve_step`, { data: {} })).status()).toBe(200);
    const issued = await claimer.request.post(`${claimApi}/issue`, { data: { has_email_service: false } });
    expect(issued.status()).toBe(200);

    // The certifier's bell counts it.
    await certifier.goto(`/dashboard?account_id=${harbour.accountId}`);
    const bell = certifier.getByRole('link', { name: bellFor(before + 1) });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(certifier).toHaveURL(/\/notice\?account_id=/);
    await expect(certifier.getByRole('heading', { name: 'Your notifications' })).toBeVisible();
    const message = new RegExp(`^${CLAIM} received from Kauri Interiors Ltd on `);
    // Earlier specs issue claim 3 too (integrations.spec.ts, twice): the newest notification is first.
    const link = certifier.getByRole('link', { name: message }).first();
    await expect(link).toBeVisible();
    await expectAccessible(certifier);

    // Its link opens the claim on the payer's side, towards its certificate; it is read now.
    await link.click();
    await expect(certifier).toHaveURL(
      new RegExp(`/make-cert/cert/${harbour.projectId}/${harbour.contractId}/[0-9a-f-]{36}\\?account_id=`),
    );
    await expect(certifier.getByText(CLAIM).first()).toBeVisible();
    await expect(certifier.getByRole('link', { name: bellFor(before) })).toBeVisible();

    // Mark all as read clears the bell.
    await certifier.goto(`/notice?account_id=${harbour.accountId}`);
    if (before > 0) {
      await certifier.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(certifier.getByText('All marked as read.')).toBeVisible();
    }
    await expect(certifier.getByRole('link', { name: bellFor(0) })).toBeVisible();
    await expect(certifier.getByText('All read.')).toBeVisible();
    await expect(certifier.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expectAccessible(certifier);
    await expectFitsNarrowScreen(certifier);
    await expectAccessible(certifier);
  } finally {
    // Claim 3 back to draft for the specs after this one.
    await claimer.request.post(`${claimApi}/revert_to_draft`, {
      data: { comment: 'Back for the next spec.' },
    });
  }
});

/** 'YYYY-MM-DDTHH:mm' in this machine's zone, as a datetime-local field takes it (the browser's is the same). */
function localInput(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}`;
}

test('an administrator schedules a maintenance period: the banner shows until it is deleted', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/login');
  await admin.getByLabel('Email').fill('admin@demo.test');
  await admin.getByLabel('Password').fill(STAFF_PASSWORD);
  await admin.getByRole('button', { name: 'Log in' }).click();
  await expect(admin).toHaveURL(/\/admin\/accounts/);
  await admin.getByRole('link', { name: 'System notices' }).click();
  await expect(admin.getByRole('heading', { name: 'System notices', exact: true })).toBeVisible();
  await expectAccessible(admin);

  // A mistake is shown beside its field.
  await admin.getByRole('button', { name: 'Schedule notice' }).click();
  await expect(admin.getByText('Enter a title')).toBeVisible();

  const now = Date.now();
  await admin.getByLabel('Title').fill('Database upgrade');
  await admin.getByLabel('Notice', { exact: true }).fill('ClaimCert may be unavailable for a few minutes.');
  await admin.getByLabel('Starts (your time)').fill(localInput(new Date(now - 10 * 60_000)));
  await admin.getByLabel('Ends (your time)').fill(localInput(new Date(now + 2 * 3_600_000)));
  await admin.getByLabel(/A maintenance period/).check();
  await admin.getByRole('button', { name: 'Schedule notice' }).click();
  await expect(admin.getByText('Notice scheduled.')).toBeVisible();
  const row = admin.getByRole('row', { name: /Database upgrade/ });
  await expect(row).toContainText('Maintenance');
  await expect(row).toContainText('Showing');
  await expectAccessible(admin);

  const viewer = await signedIn(browser, 'viewer@demo.test');
  try {
    await viewer.reload();
    const banner = viewer.getByText(/System maintenance under way until/);
    await expect(banner).toBeVisible();
    await expect(viewer.getByText(/Database upgrade\. ClaimCert may be unavailable/)).toBeVisible();
    const m = await (await viewer.request.get('/api/maintenance')).json();
    expect(m).toMatchObject({ is_under_maintenance: true, maintenance: [{ title: 'Database upgrade' }] });
    // /notice lists it among the system notices, and the page passes axe and fits a phone.
    const { account_id: accountId } = (await (await viewer.request.get('/api/profile')).json()) as {
      account_id: string;
    };
    await viewer.goto(`/notice?account_id=${accountId}`);
    await expect(viewer.getByText('Maintenance: Database upgrade')).toBeVisible();
    await expectAccessible(viewer);
    await expectFitsNarrowScreen(viewer);
  } finally {
    await admin.getByRole('button', { name: 'Delete: Database upgrade' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('Notice deleted.')).toBeVisible();
  }
  await viewer.reload();
  await expect(viewer.getByText(/System maintenance/)).toHaveCount(0);
});
