import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, logIn } from './helpers';
import { waitForMail } from './mailbox';

// Issue 5 "Done when": a claimer builds a project and a claim contract with a nested schedule, a
// variation and a material, and invites the certifier by email; the certifier accepts through the
// emailed link, places the contract in a project of their own and sees it as a cert contract with
// the same schedule and totals. Building the schedule through the editor's UI is covered by
// schedule.spec.ts; here its API is used so this journey stays about the two parties.

interface ScheduleList {
  items: { description: string; total: number }[];
  totals: { total: number };
}

async function post(request: APIRequestContext, url: string, data: unknown): Promise<{ id: string }> {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: string };
}

async function schedules(request: APIRequestContext, base: string) {
  const read = async (kind: string) =>
    (await (await request.get(`${base}/lineitem?kind=${kind}`)).json()) as ScheduleList;
  return { base: await read('base'), variation: await read('variation'), material: await read('material') };
}

test('claimer invites the certifier, who accepts and sees the same schedule as a cert contract', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await logIn(page, 'claimer@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const acc = ((await (await page.request.get('/api/profile')).json()) as { account_id: string }).account_id;

  const project = await post(page.request, `/api/group/account/${acc}/contract_group`, {
    name: 'Ponsonby Offices',
    time_zone: 'Pacific/Auckland',
    gst: 15,
  });
  const company = (await (
    await page.request.post(`/api/company/account/${acc}/company`, {
      data: { entity_name: 'Harbour Build (Ponsonby)', contacts: [] },
    })
  ).json()) as { entity_id: string };
  const created = await page.request.post(
    `/api/contract/account/${acc}/contract_group/${project.id}/contract?type=claim`,
    {
      data: {
        name: 'Ponsonby linings',
        contract_number: 'PO-1',
        time_zone: 'Pacific/Auckland',
        gst: '15',
        counterparty_company_id: company.entity_id,
      },
    },
  );
  expect(created.status(), await created.text()).toBe(201);
  const contractId = ((await created.json()) as { data: { id: string } }).data.id;
  const base = `/api/contract/account/${acc}/contract_group/${project.id}/contract/${contractId}`;

  // Nested base items: 100 m2 × $85.50 + 200 m2 × $42.00 = $8,550.00 + $8,400.00 = $16,950.00.
  const parent = await post(page.request, `${base}/lineitem`, {
    kind: 'base',
    label: '1',
    description: 'Partitions',
    value_type: 'lump',
    total: '0',
  });
  await post(page.request, `${base}/lineitem`, {
    kind: 'base',
    parent_id: parent.id,
    label: '1.1',
    description: 'Framing',
    value_type: 'rate',
    quantity: '100',
    unit: 'm2',
    rate: '85.50',
  });
  await post(page.request, `${base}/lineitem`, {
    kind: 'base',
    parent_id: parent.id,
    label: '1.2',
    description: 'Lining',
    value_type: 'rate',
    quantity: '200',
    unit: 'm2',
    rate: '42',
  });
  const variation = await post(page.request, `${base}/lineitem`, {
    kind: 'variation',
    label: 'V1',
    description: 'Extra wall',
    value_type: 'lump',
    total: '5,000',
    variation_reference: 'VO-001',
    variation_type: 'basic',
  });
  // The payer is not on ClaimCert yet, so the claimer records the payer's approval (issue 11).
  const approved = await page.request.post(`${base}/lineitem/${variation.id}/approve?status=approved`, {
    data: {},
  });
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  await post(page.request, `${base}/lineitem`, {
    kind: 'material',
    label: 'M1',
    description: 'Board on site',
    value_type: 'lump',
    total: '2,500',
    material_site: 'on_site',
  });
  const claimerSide = await schedules(page.request, base);
  expect(claimerSide.base.totals.total).toBe(16_950_00);
  expect(claimerSide.variation.totals.total).toBe(5_000_00);
  expect(claimerSide.material.totals.total).toBe(2_500_00);

  // Invite the certifier from the contract page's panel.
  await page.goto(`/contract/${project.id}/claim/${contractId}?account_id=${acc}`);
  const form = page.getByRole('form', { name: 'Invite by email' });
  await form.getByLabel('Name').fill('Tom Harris');
  await form.getByLabel('Email').fill('certifier@demo.test');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('You have sent the invitation successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /certifier@demo\.test/ })).toContainText('Pending');
  await expectAccessible(page);

  const mail = await waitForMail('certifier@demo.test', /invited you to the contract Ponsonby linings/);
  const path = /https?:\/\/[^/\s]+(\/invitation\/cert\/[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

  // The certifier, signed out, follows the link, logs in and accepts into a new project.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(path);
  await expect(guest).toHaveURL(/\/invite_login\?/);
  await expect(guest.getByLabel('Email')).toHaveValue('certifier@demo.test');
  await logIn(guest, 'certifier@demo.test');
  await expect(guest).toHaveURL(path);
  await guest.getByLabel('New project name').fill('Ponsonby Offices (Harbour)');
  await guest.getByRole('button', { name: 'Accept' }).click();
  await expect(guest).toHaveURL(/\/contract\/[0-9a-f-]{36}\/cert\/[0-9a-f-]{36}\?account_id=/);
  await expect(guest.getByRole('heading', { name: 'Ponsonby linings', level: 1 })).toBeVisible();
  await expectAccessible(guest);

  // Same contract, seen from the payer's side: the same schedule and totals.
  const [, , certProject, , certContract] = new URL(guest.url()).pathname.split('/');
  const certAcc = new URL(guest.url()).searchParams.get('account_id')!;
  const payerSide = await schedules(
    guest.request,
    `/api/contract/account/${certAcc}/contract_group/${certProject}/contract/${certContract}`,
  );
  expect(certContract).toBe(contractId);
  for (const kind of ['base', 'variation', 'material'] as const) {
    expect(payerSide[kind].totals).toEqual(claimerSide[kind].totals);
    expect(payerSide[kind].items.map((i) => [i.description, i.total])).toEqual(
      claimerSide[kind].items.map((i) => [i.description, i.total]),
    );
  }
  await guest.goto('/dashboard');
  const row = guest.getByRole('row', { name: /Ponsonby linings/ });
  await expect(row).toContainText('Cert contract');
  // Contract value: base $16,950.00 + approved variation $5,000.00.
  await expect(row).toContainText('$21,950.00');

  // With the payer on the contract, variations are its to decide (issue 11): the claimer's
  // approval is refused, naming the payer, and the certifier's goes through.
  const extra = await post(page.request, `${base}/lineitem`, {
    kind: 'variation',
    label: 'V2',
    description: 'Extra door',
    value_type: 'lump',
    total: '800',
    variation_type: 'basic',
  });
  const refused = await page.request.post(`${base}/lineitem/${extra.id}/approve?status=approved`, {
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(
    'Only Harbour Build Ltd, the payer, can approve or reject variations on this shared contract.',
  );
  const certBase = `/api/contract/account/${certAcc}/contract_group/${certProject}/contract/${certContract}`;
  const byPayer = await guest.request.post(`${certBase}/lineitem/${extra.id}/approve?status=approved`, {
    data: {},
  });
  expect(byPayer.status(), await byPayer.text()).toBe(200);
});
