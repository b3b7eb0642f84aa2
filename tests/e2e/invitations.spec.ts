import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';
import { waitForMail } from './mailbox';

// The demo's draft contract 'Contract 1' (project 'Remuera Townhouses'): Kauri Interiors is the
// payee, and its payer is only a company in Kauri's contacts, so the payer's side is open.
// The tests run in order on one database: the decline comes first, since accepting fills the side.
//
// Signed out, the invitation page itself redirects to /invite_login (next, user_email, invite_type),
// but the (app) layout renders alongside the page and its own redirect to /login?next= wins today
// (reported to the lead: lib/server/pages/page-session.ts loginRedirectPath). Either login page
// returns the visitor to the invitation, so the journeys accept both.

interface DashboardProject {
  id: string;
  name: string;
  contracts: { id: string; name: string; total_contract_value: number }[];
}

async function contract1(request: APIRequestContext, projectName = 'Remuera Townhouses') {
  const acc = (await (await request.get('/api/profile')).json()).account_id as string;
  const res = await request.get(`/api/dashboard/account/${acc}/read_active_projects`);
  const projects = (await res.json()).projects as DashboardProject[];
  const project = projects.find((p) => p.name === projectName)!;
  const contract = project.contracts.find((c) => c.name === 'Contract 1')!;
  return { acc, g: project.id, c: contract.id, value: contract.total_contract_value };
}

/** Logged in as the demo claimer, invites `email` by the API and returns the emailed link's path. */
async function inviteByApi(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const { acc, g, c } = await contract1(page.request);
  const res = await page.request.post(
    `/api/contract/account/${acc}/contract_group/${g}/contract/${c}/invite`,
    {
      data: { to_contacts: [{ contact_name: 'Priya Sharma', contact_email: email }] },
    },
  );
  expect(res.status()).toBe(201);
  const mail = await waitForMail(email, /^Kauri Interiors Ltd invited you to the contract Contract 1/);
  expect(mail.text).toContain('on the project Remuera Townhouses');
  const link = /https?:\/\/[^/\s]+(\/invitation\/cert\/[A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

/** Signed out, the link leads to a login page that returns to it. */
async function expectLoginReturningTo(page: Page, path: string) {
  await expect(page).toHaveURL(/\/(invite_)?login\?/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(path);
  await expectAccessible(page);
}

async function expectLinkExpired(page: Page) {
  await expect(page).toHaveURL(/\/error_403_link_expired/);
  await expect(page.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
  await expectAccessible(page);
}

test('an invited certifier declines; the claimer is told and the link is spent', async ({
  page,
  browser,
}) => {
  const path = await inviteByApi(page, `decline-${Date.now()}@orakei.example`);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(path);
  await expectLoginReturningTo(guest, path);
  // An existing user (Harbour Build's owner) logs in and comes back to the invitation.
  await logIn(guest, 'certifier@demo.test');
  await expect(guest).toHaveURL(path);
  await expect(guest.getByRole('heading', { name: 'You are invited to a contract' })).toBeVisible();
  await expectAccessible(guest);
  await guest.getByRole('button', { name: 'Decline' }).click();
  await guest.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await expect(guest).toHaveURL(/\/dashboard/);

  await waitForMail('claimer@demo.test', /declined your invitation to Contract 1/);
  await guest.goto(path);
  await expectLinkExpired(guest);
  const { acc, g, c } = await contract1(page.request);
  const list = await (
    await page.request.get(`/api/contract/account/${acc}/contract_group/${g}/contract/${c}/invitations`)
  ).json();
  expect(list.invitations[0]).toMatchObject({ state: 'declined' });
});

test('a new certifier signs up from the invitation, accepts into a new project and sees the cert contract', async ({
  page,
  browser,
}) => {
  const email = `qs-${Date.now()}@orakei.example`;
  const path = await inviteByApi(page, email);
  const { value } = await contract1(page.request);

  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(path);
  await expectLoginReturningTo(guest, path);
  await guest.getByRole('link', { name: /^Create (one|an account)$/ }).click();
  await expect(guest).toHaveURL(/\/sign_up\?/);
  await guest.getByLabel('Your name').fill('Priya Sharma');
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Password (at least 8 characters)').fill('a long password');
  await guest.getByLabel('Company name').fill('Orakei Developments Ltd');
  await guest.getByRole('button', { name: 'Create account' }).click();

  await expect(guest).toHaveURL(path);
  const summary = guest.getByRole('region', { name: 'Contract 1' });
  await expect(summary).toContainText('Kauri Interiors Ltd');
  await expect(summary).toContainText('Remuera Townhouses');
  await expect(summary).toContainText('Certifier (payer)');
  await expectAccessible(guest);
  await expectFitsNarrowScreen(guest);
  // Back to desktop width: at 375 px the dashboard's contract table scrolls without keyboard
  // access (axe scrollable-region-focusable), which is the dashboard's to fix (reported).
  await guest.setViewportSize({ width: 1280, height: 720 });
  await expect(guest.getByLabel('Project', { exact: true })).toHaveValue('new');
  await expect(guest.getByLabel('New project name')).toHaveValue('Remuera Townhouses');
  await guest.getByLabel('New project name').fill('Remuera Townhouses (Orakei)');
  await guest.getByRole('button', { name: 'Accept' }).click();

  // Lands on the contract page as the payer: a cert contract.
  await expect(guest).toHaveURL(/\/contract\/[0-9a-f-]{36}\/cert\/[0-9a-f-]{36}\?account_id=/);
  await expect(guest.getByRole('heading', { name: 'Contract 1', level: 1 })).toBeVisible();
  await guest.goto('/dashboard');
  await expect(guest.getByRole('heading', { name: 'Remuera Townhouses (Orakei)' })).toBeVisible();
  const row = guest.getByRole('row', { name: /Contract 1/ });
  await expect(row).toContainText('Cert contract');
  await expect(row).toContainText('Kauri Interiors Ltd');
  const theirs = await contract1(guest.request, 'Remuera Townhouses (Orakei)');
  expect(theirs.value).toBe(value);
  await expectAccessible(guest);

  await waitForMail('claimer@demo.test', /^Orakei Developments Ltd accepted your invitation to Contract 1/);
  // Used once: the same link now shows Link Expired.
  await guest.goto(path);
  await expectLinkExpired(guest);
  // The payer's side is taken: inviting again is refused.
  const { acc, g, c } = await contract1(page.request);
  const again = await page.request.post(
    `/api/contract/account/${acc}/contract_group/${g}/contract/${c}/invite`,
    {
      data: { to_contacts: [{ contact_email: 'late@orakei.example' }] },
    },
  );
  expect(again.status()).toBe(409);
});
