// Issue 32 item 3: an NSW head contractor's payment claim on the principal must be accompanied by a
// supporting statement — Building and Construction Industry Security of Payment Act 1999 (NSW)
// s13(7): "A head contractor must not serve a payment claim on the principal unless the claim is
// accompanied by a supporting statement that indicates that it relates to that payment claim."
// The demo contract is made an AU-NSW head contract; its claim 4 is refused at issue without the
// statement (naming it), the payee makes the statement on the draft, and the issued claim — its
// PDF, downloaded by the payer and emailed — carries it. Tenancy and bad input beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { processOutbox } from '@/lib/email/outbox';
import { formatMoney } from '@/lib/domain/money-format';
import * as statementRoute from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/supporting_statement/route';
import * as payerStatementRoute from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/supporting_statement/route';
import { GET as issueCheckRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/issue_check/route';
import { callRoute } from '../support/call-route';
import { atInstant, momentAfter } from '../support/clock';
import { claimRoutes as R } from '../support/claim-routes';
import { mailsWithSubject, seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { createAccountWithOwner } from '../support/factories';
import { pdfText } from '../support/pdf-read';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/** Midday 31 December 2026 in Sydney: inside claim 4's period (1–31 December). */
const ISSUE_AT = '2026-12-31T01:00:00Z';
const SUBJECT = 'Payment Claim 4 – NSW head contract';
const words = (text: string) => text.replace(/\s+/g, ' ');

let demo: ClaimsDemo;
let sink: SmtpSink;
let params: ReturnType<ClaimsDemo['claim']>;
let currency: string;

const STATEMENT = {
  head_contractor_abn: '51 824 753 556',
  period_from: '2026-12-01',
  period_to: '2026-12-31',
  declarant_name: 'Aroha Ngata',
  declarant_position: 'Director',
  declared_on: '2026-12-30',
  declaration_confirmed: true,
  subcontractors: [
    {
      name: 'Bondi Ceilings Pty Ltd',
      abn: '33 102 417 032',
      contract_ref: 'SUB-07',
      amount_paid: 1_250_000,
      date_paid: '2026-12-15',
    },
    {
      name: 'Parramatta Glazing Pty Ltd',
      contract_ref: 'SUB-09',
      amount_paid: 400_000,
      date_paid: '2026-12-20',
      amount_owing: 95_000,
      reason: 'Defective glazing to level 3 in dispute; notice given 18 December 2026.',
    },
  ],
};

const get = (p = params) => callRoute(statementRoute.GET, { params: p });
const put = (body: unknown, p = params) => callRoute(statementRoute.PUT, { method: 'PUT', params: p, body });
const statementRows = async () => db().supportingStatement.count({ where: { claimId: params.cl } });

async function approve() {
  signInAs(demo.users.claimer);
  expect((await callRoute(R.send.POST, { method: 'POST', params })).status).toBe(200);
  signInAs(demo.users.manager);
  expect((await callRoute(R.approve.POST, { params, body: {} })).status).toBe(200);
  signInAs(demo.users.claimer);
  const last = await callRoute(R.approve.POST, { params, body: {} });
  expect(last.body).toMatchObject({ status: 'approved' });
}

const issue = () =>
  atInstant(ISSUE_AT, () =>
    callRoute(R.issue.POST, {
      params,
      body: {
        to_contacts: [{ contact_name: 'Tom Harris', contact_email: 'certifier@demo.test' }],
        subject: SUBJECT,
        attachments: [],
        has_email_service: true,
        is_bulk: false,
      },
    }),
  );

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedClaimsDemo();
  await db().contract.update({
    where: { id: demo.contract.id },
    data: {
      country: 'AU',
      region: 'NSW',
      timeZone: 'Australia/Sydney',
      gstPercent: 10,
      contractTier: 'head_contract',
    },
  });
  signInAs(demo.users.claimer);
  const created = await callRoute(R.list.POST, {
    params: demo.payee,
    body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
  });
  expect(created.status).toBe(201);
  params = demo.claim(created.body.id);
  const payee = await db().account.findUniqueOrThrow({ where: { id: demo.payee.acc } });
  currency = payee.currency;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});

describe('an NSW head contract claim without its supporting statement', () => {
  it('is required and missing: the pre-issue check names it as an error', async () => {
    signInAs(demo.users.claimer);
    expect((await get()).body).toMatchObject({ required: true, editable: true, statement: null });
    const check = await atInstant(ISSUE_AT, () => callRoute(issueCheckRoute, { params }));
    expect(check.status).toBe(200);
    const error = check.body.errors.find((e: { field: string }) => e.field === 'supporting_statement');
    expect(error.message).toMatch(/supporting statement is missing/);
    expect(error.message).toContain('s13(7)');
  });

  it('is refused at issue with 422 naming the supporting statement; nothing is served', async () => {
    await approve();
    const res = await issue();
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        field: 'supporting_statement',
        message: expect.stringContaining('supporting statement'),
      }),
    ]);
    const claim = await db().claim.findUniqueOrThrow({ where: { id: params.cl } });
    expect([claim.status, claim.servedAt]).toEqual(['approved', null]);
    expect(await db().emailOutbox.count({ where: { template: 'claim_issued' } })).toBe(0);
  });

  it('cannot be made once the claim has left draft (409), nor read by the payer before issue', async () => {
    signInAs(demo.users.claimer);
    const refused = await put(STATEMENT);
    expect(refused.status).toBe(409);
    expect((await get()).body).toMatchObject({ editable: false });
    expect(await statementRows()).toBe(0);
    signInAs(demo.users.certifier);
    expect(
      (await callRoute(payerStatementRoute.GET, { params: { ...demo.payer, cl: params.cl } })).status,
    ).toBe(404);
  });
});

describe('making the statement on the draft claim', () => {
  beforeAll(async () => {
    signInAs(demo.users.claimer);
    const back = await callRoute(R.toDraft.POST, {
      params,
      body: { comment: 'Add the supporting statement' },
    });
    expect(back.status).toBe(200);
  });

  it.each<[string, unknown]>([
    ['the declaration not confirmed', { ...STATEMENT, declaration_confirmed: false }],
    ['no declaration confirmation at all', { ...STATEMENT, declaration_confirmed: undefined }],
    ['no declarant', { ...STATEMENT, declarant_name: '  ' }],
    ['a period ending before it starts', { ...STATEMENT, period_to: '2026-11-30' }],
    ['not a real date', { ...STATEMENT, declared_on: '2026-02-30' }],
    ['an ABN of 10 digits', { ...STATEMENT, head_contractor_abn: '5182475355' }],
    [
      'an amount owing without its reason',
      { ...STATEMENT, subcontractors: [{ ...STATEMENT.subcontractors[1], reason: '' }] },
    ],
    [
      'an amount paid without its date',
      { ...STATEMENT, subcontractors: [{ ...STATEMENT.subcontractors[0], date_paid: null }] },
    ],
    [
      'a negative amount',
      { ...STATEMENT, subcontractors: [{ ...STATEMENT.subcontractors[0], amount_paid: -1 }] },
    ],
    [
      'fractional cents',
      { ...STATEMENT, subcontractors: [{ ...STATEMENT.subcontractors[0], amount_paid: 10.5 }] },
    ],
    [
      'amounts as text',
      { ...STATEMENT, subcontractors: [{ ...STATEMENT.subcontractors[0], amount_paid: 'lots' }] },
    ],
    [
      'a subcontractor without a name',
      { ...STATEMENT, subcontractors: [{ ...STATEMENT.subcontractors[0], name: '' }] },
    ],
    ['an unknown field', { ...STATEMENT, signature: 'x' }],
    ['not an object', ['x']],
  ])('bad input — %s — is a 422 with errors and saves nothing', async (_case, body) => {
    signInAs(demo.users.claimer);
    const res = await put(body);
    expect(res.status).toBe(422);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(await statementRows()).toBe(0);
  });

  it("is closed to another account's users and to the payer's side", async () => {
    const outsider = await createAccountWithOwner('Southern Cross Builders');
    signInAs(outsider.userId);
    for (const p of [params, { ...params, acc: outsider.accountId }]) {
      const read = await get(p);
      expect([403, 404]).toContain(read.status);
      expect(JSON.stringify(read.body)).not.toContain('required');
      expect([403, 404]).toContain((await put(STATEMENT, p)).status);
      expect([403, 404]).toContain((await callRoute(payerStatementRoute.GET, { params: p })).status);
    }
    // The payer reaches the claim only from its own side, and may not make the payee's statement.
    signInAs(demo.users.certifier);
    const payerParams = { ...demo.payer, cl: params.cl };
    expect([403, 404]).toContain((await get(payerParams)).status);
    expect([403, 404]).toContain((await put(STATEMENT, payerParams)).status);
    // A viewer of the payee's account reads it but cannot make it.
    signInAs(demo.users.viewer);
    expect((await get()).status).toBe(200);
    expect([403, 404]).toContain((await put(STATEMENT)).status);
    expect(await statementRows()).toBe(0);
  });

  it('is saved whole and replaced whole by the payee', async () => {
    signInAs(demo.users.claimer);
    const first = await put({ ...STATEMENT, subcontractors: [STATEMENT.subcontractors[0]] });
    expect(first.status).toBe(200);
    const saved = await put(STATEMENT);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      required: true,
      editable: true,
      statement: {
        head_contractor_abn: '51824753556',
        period_from: '2026-12-01',
        period_to: '2026-12-31',
        declarant_name: 'Aroha Ngata',
        declarant_position: 'Director',
        declared_on: '2026-12-30',
        subcontractors: [
          { name: 'Bondi Ceilings Pty Ltd', abn: '33102417032', amount_paid: 1_250_000, amount_owing: 0 },
          { name: 'Parramatta Glazing Pty Ltd', abn: '', amount_owing: 95_000, date_paid: '2026-12-20' },
        ],
      },
    });
    expect(saved.body.statement.made_by).toBeTruthy();
    expect(await db().supportingStatementSubcontractor.count()).toBe(2);
  });
});

describe('the claim issued with its statement', () => {
  it('passes the issue check and is issued', async () => {
    await approve();
    const check = await atInstant(ISSUE_AT, () => callRoute(issueCheckRoute, { params }));
    expect(check.body.errors).toEqual([]);
    const res = await issue();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'issued', emails_queued: 1 });
  });

  it('the payer reads the statement, and the claim PDF it downloads carries it', async () => {
    signInAs(demo.users.certifier);
    const payerParams = { ...demo.payer, cl: params.cl };
    const read = await callRoute(payerStatementRoute.GET, { params: payerParams });
    expect(read.status).toBe(200);
    expect(read.body.statement).toMatchObject({ declarant_name: 'Aroha Ngata' });
    const response = await R.payerPdf.GET(new Request('http://localhost/pdf'), {
      params: Promise.resolve(payerParams),
    });
    expectStatementIn(words(pdfText(new Uint8Array(await response.arrayBuffer()))));
  });

  it('goes with the issued claim email, inside its PDF', async () => {
    await processOutbox({ now: momentAfter(ISSUE_AT) });
    const [mail] = await mailsWithSubject(sink, SUBJECT, 1);
    const pdf = mail!.attachments.find((a) => a.mimeType === 'application/pdf')!;
    expectStatementIn(words(pdfText(new Uint8Array(pdf.content as ArrayBuffer))));
  });

  it('can no longer be changed', async () => {
    signInAs(demo.users.claimer);
    expect((await put({ ...STATEMENT, declarant_name: 'Someone else' })).status).toBe(409);
    expect((await get()).body.statement).toMatchObject({ declarant_name: 'Aroha Ngata' });
  });

  it('a subcontract claim needs none: 422 naming s13(7), and nothing is saved', async () => {
    await db().contract.update({ where: { id: demo.contract.id }, data: { contractTier: 'subcontract' } });
    signInAs(demo.users.claimer);
    const created = await callRoute(R.list.POST, {
      params: demo.payee,
      body: { claim_from: '2027-01-01', claim_to: '2027-01-31' },
    });
    const sub = demo.claim(created.body.id);
    expect((await get(sub)).body).toMatchObject({ required: false, statement: null });
    const res = await put(STATEMENT, sub);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'supporting_statement',
      message: expect.stringContaining('s13(7)'),
    });
    expect(await db().supportingStatement.count({ where: { claimId: created.body.id } })).toBe(0);
  });
});

function expectStatementIn(text: string) {
  const money = (cents: number) => formatMoney(cents, { currency });
  for (const needle of [
    'This is a payment claim made under the Building and Construction Industry Security of Payment Act 1999 (NSW).',
    'Supporting statement by head contractor regarding payment to subcontractors',
    'Building and Construction Industry Security of Payment Act 1999 (NSW) s13(7)',
    'Payment Claim 4',
    'ABN 51824753556',
    '1 December 2026 and 31 December 2026 inclusive',
    `Bondi Ceilings Pty Ltd (ABN 33102417032, contract SUB-07): ${money(1_250_000)} paid on 15 December 2026; nothing owing.`,
    `Parramatta Glazing Pty Ltd (contract SUB-09): ${money(400_000)} paid on 20 December 2026; ${money(95_000)} due and payable and unpaid.`,
    'Defective glazing to level 3 in dispute',
    'I, Aroha Ngata (Director), being the head contractor',
    'all amounts due and payable to subcontractors have been paid',
    '30 December 2026',
  ])
    expect(text).toContain(needle);
}
