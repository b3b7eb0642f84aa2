// Issue 32, item 4 "Done when" (e2e): on a UK contract the certifier issues a payment notice (its
// certificate, HGCRA 1996 s110A) and then a pay less notice (s111) from the certificate's screen;
// the payee sees both with the days they were given, and the pages pass axe and fit 375 px.
// Two new UK accounts (England) make their own shared contract, so the NZ demo is left as it is.
// The contract takes its project's payment terms (payment due on the 20th of the month after the
// period); the claim is for this month, so the payment notice is due 5 days after next month's 20th
// (s110A(2)) and the pay less notice 7 days before the final date (Scheme para 10): both are given
// today, in time, whatever day the suite runs.
// Runs in the "certificates" project (playwright.config.ts), after the demo specs.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, expectFitsNarrowScreen } from './helpers';
import { waitForMail } from './mailbox';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** This month in London, as a claim period: its first and last days. */
function thisMonth() {
  const [y, m] = today().split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { claim_from: `${y}-${mm}-01`, claim_to: `${y}-${mm}-${last}` };
}

async function send(page: Page, url: string, data: unknown = {}, status = 300) {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(status);
  return (await res.json()) as Record<string, unknown>;
}

/** A new account in England, its owner signed up and the address confirmed (issuing needs it). */
async function signUpInEngland(browser: Browser, who: string, company: string) {
  const page = await (await browser.newContext()).newPage();
  const email = `${who}-${Date.now()}@uk-notices.example`;
  await page.goto('/sign_up');
  await page.getByLabel('Your name').fill(`${who} owner`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password (at least 8 characters)').fill('a long password');
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Country').selectOption('GB');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard\?account_id=/);
  const mail = await waitForMail(email, /Confirm your email address/);
  const confirm = /https?:\/\/[^/\s]+(\/verify_email\/[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(confirm, 'the confirmation link').not.toBeNull();
  await page.goto(confirm![1]!);
  const { account_id: acc } = (await (await page.request.get('/api/profile')).json()) as {
    account_id: string;
  };
  return { page, email, acc };
}

test('a UK certifier gives a payment notice and a pay less notice; the payee sees both with their dates', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const payee = await signUpInEngland(browser, 'payee', 'Thames Brickwork Ltd');
  const payer = await signUpInEngland(browser, 'payer', 'Mersey Construction Ltd');

  // ── The payee sets up the contract (England, no payment terms) and invites the payer. ──
  const project = await send(payee.page, `/api/group/account/${payee.acc}/contract_group`, {
    name: 'Salford Quays',
    time_zone: 'Europe/London',
    gst: 20,
  });
  const company = (await send(payee.page, `/api/company/account/${payee.acc}/company`, {
    entity_name: 'Mersey Construction Ltd',
    contacts: [],
  })) as { entity_id: string };
  const created = (await send(
    payee.page,
    `/api/contract/account/${payee.acc}/contract_group/${project.id}/contract?type=claim`,
    {
      name: 'Brickwork, Block B',
      contract_number: 'SQ-B',
      time_zone: 'Europe/London',
      region: 'ENG',
      gst: '20',
      cis_status: 'gross',
      counterparty_company_id: company.entity_id,
    },
  )) as { data: { id: string } };
  const contractId = created.data.id;
  const g = project.id as string;
  const base = `/api/contract/account/${payee.acc}/contract_group/${g}/contract/${contractId}`;
  await send(payee.page, `${base}/lineitem`, {
    kind: 'base',
    label: '1',
    description: 'Brickwork',
    value_type: 'lump',
    total: '40,000',
  });
  await send(payee.page, `${base}/start`);
  await send(payee.page, `${base}/invite`, {
    to_contacts: [{ contact_name: 'Mersey accounts', contact_email: payer.email }],
  });
  const invitation = await waitForMail(payer.email, /invited you to the contract Brickwork, Block B/);
  const path = /https?:\/\/[^/\s]+(\/invitation\/cert\/[A-Za-z0-9_-]{43})/.exec(invitation.text)![1]!;
  await payer.page.goto(path);
  await payer.page.getByLabel('New project name').fill('Salford Quays (Mersey)');
  await payer.page.getByRole('button', { name: 'Accept' }).click();
  await expect(payer.page).toHaveURL(/\/contract\/[0-9a-f-]{36}\/cert\/[0-9a-f-]{36}\?account_id=/);
  const [, , certProject] = new URL(payer.page.url()).pathname.split('/');

  // ── The payee issues its application for a period long past (the claim screens have their own specs). ──
  const claim = (await send(
    payee.page,
    `/api/claim/account/${payee.acc}/contract_group/${g}/contract/${contractId}/claim`,
    thisMonth(),
  )) as { id: string };
  const claimApi = `/api/claim/account/${payee.acc}/contract_group/${g}/contract/${contractId}/claim/${claim.id}`;
  await send(payee.page, `${claimApi}/send_approval`);
  await send(payee.page, `${claimApi}/issue`, {
    to_contacts: [{ contact_email: payer.email }],
    subject: '',
    has_email_service: true,
  });

  // ── The certifier's payment notice: its certificate, issued (the certificate's UI has certs.spec.ts). ──
  const payerClaim = `/api/cert/account/${payer.acc}/contract_group/${certProject}/contract/${contractId}/claim/${claim.id}`;
  const cert = (await send(payer.page, `${payerClaim}/cert`)) as { cert: { cert_id: string } };
  const certId = cert.cert.cert_id;
  await send(payer.page, `${payerClaim}/cert/${certId}/review`);
  const issued = await send(payer.page, `${payerClaim}/cert/${certId}/issue`, {
    to_contacts: [{ contact_email: payee.email }],
    subject: '',
    attachments: [],
    has_email_service: true,
  });
  expect(issued).toMatchObject({ notice: 'payment_notice', issued_late: false });

  // ── The pay less notice, from the certificate's screen. ──
  const page = payer.page;
  await page.goto(
    `/review-cert/cert/${certProject}/${contractId}/${claim.id}/${certId}/approved?account_id=${payer.acc}`,
  );
  const panel = page.getByRole('region', { name: 'Payment notices (Construction Act)' });
  await expect(panel).toContainText(`Given on ${today()}`);
  await expect(panel).toContainText('Payment notice:');
  await panel.getByLabel('Sum considered due').fill('5,000.00');
  await panel.getByLabel('Basis of calculation').fill('Brickwork to level 2 only; level 3 not started.');
  await panel.getByLabel('Other email addresses').fill(payee.email);
  await panel.getByRole('button', { name: 'Give pay less notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give a pay less notice' });
  await expect(dialog).toContainText(payee.email);
  await dialog.getByRole('button', { name: 'Give pay less notice' }).click();
  await expect(page.getByRole('status').getByText('Notice given and emailed.')).toBeVisible();
  const payLess = panel.getByRole('article', { name: `Pay Less Notice of ${today()}` });
  await expect(payLess).toContainText(`Given on ${today()}`);
  await expect(payLess).toContainText('£5,000.00');
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The payee's email carries the notice as a PDF.
  const mail = await waitForMail(payee.email, /^Pay Less Notice – /);
  expect(mail.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(true);
  expect(mail.text).toContain('pay less notice under section 111(3)');

  // ── The payee sees both notices on its claim, with the days they were given. ──
  await payee.page.goto(`/review-claim/claim/${g}/${contractId}/${claim.id}?account_id=${payee.acc}`);
  const seen = payee.page.getByRole('region', { name: 'Payment notices (Construction Act)' });
  await expect(seen).toContainText('Payment notice:');
  await expect(seen.getByRole('listitem').first()).toContainText(`Given on ${today()}`);
  await expect(seen.getByRole('article', { name: `Pay Less Notice of ${today()}` })).toContainText(
    `Given on ${today()}`,
  );
  // The payer's payment notice came in time: no default notice is open to the payee.
  await expect(seen).toContainText('gave its payment notice in time');
  await expectAccessible(payee.page);
  await expectFitsNarrowScreen(payee.page);
});
