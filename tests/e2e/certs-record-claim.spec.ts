// A certifier certifying for a payee that is not on ClaimCert (issue 7, "What to build" 2): Harbour
// sets up a cert contract with a plasterer known only as a company in its contacts, records the
// paper claim it served (40% of a $50,000.00 lump sum), and certifies it like any other claim.
// Runs with the certificate journey (playwright.config.ts project "certificates"), after the demo
// specs, because it adds a contract to the demo payer's project.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen, logIn } from './helpers';

async function send(request: APIRequestContext, url: string, data: unknown = {}) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

test('a claim on paper recorded by the certifier, then certified', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'certifier@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  const acc = ((await (await page.request.get('/api/profile')).json()) as { account_id: string }).account_id;
  const { contracts } = (await (await page.request.get(`/api/contract/account/${acc}/contracts`)).json()) as {
    contracts: { contract_number: string | null; project: { id: string } }[];
  };
  const projectId = contracts.find((c) => c.contract_number === 'SC-014-03')!.project.id;
  const company = (await send(page.request, `/api/company/account/${acc}/company`, {
    entity_name: 'Takapuna Plastering',
    contacts: [],
  })) as { entity_id: string };
  const created = (await send(
    page.request,
    `/api/contract/account/${acc}/contract_group/${projectId}/contract?type=cert`,
    {
      name: 'Plastering, Level 5',
      contract_number: 'TP-5',
      time_zone: 'Pacific/Auckland',
      gst: '15',
      counterparty_company_id: company.entity_id,
    },
  )) as { data: { id: string } };
  const contractId = created.data.id;
  const base = `/api/contract/account/${acc}/contract_group/${projectId}/contract/${contractId}`;
  await send(page.request, `${base}/lineitem`, {
    kind: 'base',
    label: '1',
    description: 'Plastering',
    value_type: 'lump',
    total: '50,000',
  });
  const terms = await page.request.put(`${base}/payment_terms`, {
    data: {
      claim_due_days: 1,
      claim_due_term: 'working_days_before_claim_month_end',
      cert_due_days: 15,
      cert_due_term: 'calendar_days_of_following_month',
      payment_due_days: 20,
      payment_due_term: 'calendar_days_of_following_month',
    },
  });
  expect(terms.status(), await terms.text()).toBe(200);
  await send(page.request, `${base}/start`);

  // The contract page offers to record the plasterer's claims.
  await page.goto(`/contract/${projectId}/cert/${contractId}?account_id=${acc}`);
  await page.getByRole('link', { name: 'Record a claim received' }).click();
  await expect(page.getByRole('heading', { name: 'Record a claim received', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Period from').fill('2026-11-01');
  await page.getByLabel('Period to').fill('2026-11-20');
  await page.getByLabel(/^Served on/).fill('2026-11-20');
  await page.getByLabel('Percent claimed to date for 1 Plastering').fill('40');
  await page.getByLabel('Percent claimed to date for 1 Plastering').press('Enter');
  await expect(page.getByRole('row', { name: /^1 Plastering/ })).toContainText('$20,000.00');
  await page.getByRole('button', { name: 'Record claim' }).click();
  await expect(page.getByRole('status').getByText('Claim recorded')).toBeVisible();

  // It is served and waiting: certify it like any other. 40% of $50,000 + 15% GST, no retention.
  await expect(page.getByRole('heading', { name: /Certify Payment Claim 1 – November 2026/ })).toBeVisible();
  await page.getByRole('button', { name: 'Start certificate' }).click();
  await expect(page.getByRole('heading', { name: 'Certify by item' })).toBeVisible();
  await expect(page.getByTestId('scheduled-amount')).toHaveText('$23,000.00');

  // Issue 32 item 6: the certifier adds a variation it directed, with its evidence, certified here;
  // then deletes it again (only an item added from this draft certificate may be).
  await page.getByRole('button', { name: 'Add item', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add an item to certify' });
  await add.getByLabel('Ref', { exact: true }).fill('PV1');
  await add.getByLabel('Description', { exact: true }).fill('Extra bulkhead directed on site');
  await add.getByLabel('Quantity', { exact: true }).fill('2');
  await add.getByLabel('Unit', { exact: true }).fill('no.');
  await add.getByLabel('Rate', { exact: true }).fill('500');
  await add.getByLabel('Why it is certified', { exact: true }).fill('Directed by site instruction 3.');
  await add.getByLabel(/^Evidence files/).setInputFiles({
    name: 'SI-3.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 site instruction 3'),
  });
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add and certify' }).click();
  await expect(page.getByRole('status').getByText('Item added and certified')).toBeVisible();
  // 2 × $500.00 more, plus GST: ($20,000.00 + $1,000.00) × 1.15.
  await expect(page.getByTestId('scheduled-amount')).toHaveText('$24,150.00');
  const added = page.getByRole('region', { name: 'Items you added' });
  await expect(added).toContainText('PV1 Extra bulkhead directed on site: $1,000.00');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await added.getByRole('button', { name: 'Delete added item PV1 Extra bulkhead directed on site' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this item? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item deleted')).toBeVisible();
  await expect(page.getByTestId('scheduled-amount')).toHaveText('$23,000.00');
  await expect(added).toContainText('No items added from this certificate.');
});
