// Issue 32, item 3: an NSW head contractor's claim to the principal must be accompanied by a
// supporting statement (SOP Act 1999 (NSW) s13(7)). A new Australian account makes an NSW head
// contract with a principal that is not on ClaimCert, starts a claim, and the claim screen offers
// the statement's form: the claim cannot be issued until it is made. The form is filled in as a
// head contractor would, saved, and the page passes axe and fits 375 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen } from './helpers';

async function send(page: Page, url: string, data: unknown = {}) {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

test('an NSW head contractor makes the supporting statement its claim needs (s13(7))', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/sign_up');
  await page.getByLabel('Your name').fill('Mia Chen');
  await page.getByLabel('Email').fill(`head-${Date.now()}@nsw-statement.example`);
  await page.getByLabel('Password (at least 8 characters)').fill('a long password');
  await page.getByLabel('Company name').fill('Harbourside Builders Pty Ltd');
  await page.getByLabel('Country').selectOption('AU');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard\?account_id=/);
  const { account_id: acc } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };

  // ── The head contract: the payer is the principal, off ClaimCert. ──
  const project = await send(page, `/api/group/account/${acc}/contract_group`, {
    name: 'Pyrmont Offices',
    time_zone: 'Australia/Sydney',
    gst: 10,
  });
  const principal = (await send(page, `/api/company/account/${acc}/company`, {
    entity_name: 'Pyrmont Developments Pty Ltd',
    contacts: [],
  })) as { entity_id: string };
  const g = project.id as string;
  const created = (await send(page, `/api/contract/account/${acc}/contract_group/${g}/contract?type=claim`, {
    name: 'Pyrmont Offices — head contract',
    time_zone: 'Australia/Sydney',
    region: 'NSW',
    gst: '10',
    contract_tier: 'head_contract',
    counterparty_company_id: principal.entity_id,
  })) as { data: { id: string } };
  const c = created.data.id;
  const base = `/api/contract/account/${acc}/contract_group/${g}/contract/${c}`;
  await send(page, `${base}/lineitem`, {
    kind: 'base',
    label: '1',
    description: 'Structure',
    value_type: 'lump',
    total: '900,000',
  });
  await send(page, `${base}/start`);
  const claim = (await send(page, `/api/claim/account/${acc}/contract_group/${g}/contract/${c}/claim`, {
    claim_from: '2026-10-01',
    claim_to: '2026-10-31',
  })) as { id: string };

  // ── The claim screen asks for the statement, and says the claim waits on it. ──
  await page.goto(`/make-claim/claim/${g}/${c}/${claim.id}?account_id=${acc}`);
  const form = page.getByRole('region', {
    name: 'Supporting statement by head contractor regarding payment to subcontractors',
  });
  await expect(form).toContainText('Not made yet: the claim cannot be issued without it.');
  await form.getByLabel('Head contractor’s ABN (11 digits)').fill('51 824 753 556');
  await form.getByLabel('From', { exact: true }).fill('2026-10-01');
  await form.getByLabel('To (inclusive)').fill('2026-10-31');
  // The form opens with one subcontractor's row.
  await form.getByLabel('Subcontractor 1: business name').fill('Sydney Formwork Pty Ltd');
  await form.getByLabel('Subcontractor 1: amount paid').fill('42,500.00');
  await form.getByLabel('Subcontractor 1: date paid').fill('2026-10-20');
  await form.getByLabel('Full name of the person declaring').fill('Mia Chen');
  await form.getByLabel(/^Position/).fill('Director');
  await form.getByLabel('Date of the declaration').fill('2026-11-02');
  await form.getByLabel('I make this declaration').check();
  await form.getByRole('button', { name: 'Save supporting statement' }).click();
  await expect(page.getByText('Supporting statement saved.')).toBeVisible();
  await expect(form).toContainText('Made by Mia Chen on 2026-11-02');

  // The API reads back what was saved, the amount in cents.
  const saved = (await (
    await page.request.get(
      `/api/claim/account/${acc}/contract_group/${g}/contract/${c}/claim/${claim.id}/supporting_statement`,
    )
  ).json()) as { statement: { subcontractors: { name: string; amount_paid: number }[] } | null };
  expect(saved.statement?.subcontractors).toEqual([
    expect.objectContaining({ name: 'Sydney Formwork Pty Ltd', amount_paid: 4_250_000 }),
  ]);
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
});
