// Issue 32: the UK notices that are documents of their own, through the real route handlers, a
// real SMTP server and their PDFs read back with pdftotext. The demo contract is moved to England
// with no payment terms, so the Scheme for Construction Contracts (England and Wales) Regulations
// 1998 Part II sets its dates. Claim 2: period to Sat 31 Oct 2026, served Mon 2 Nov, so
//   due date (Scheme para 4, 7 days after the period)            Sat  7 Nov
//   payment notice (HGCRA 1996 s110A(2), para 9: 5 days after)   Thu 12 Nov
//   final date for payment (para 8(2): 17 days after due)        Tue 24 Nov
//   pay less notice (s111(5), para 10: 7 days before final)      Tue 17 Nov
// (s116 reckoning; no English bank holiday in November). The payee gives its default notice on
// Sun 15 Nov, 3 days after the payment-notice date, so the final date is postponed 3 days to
// Fri 27 Nov (s110B(3)) and a pay less notice is due by Fri 20 Nov; the payer's, given on 21 Nov,
// is late and is warned about before and after it is given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import * as certSide from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/uk_notices/route';
import * as certPdf from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/uk_notices/[notice]/pdf/route';
import * as claimSide from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/uk_notices/route';
import * as claimPdf from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/uk_notices/[notice]/pdf/route';
import { db } from '@/lib/db/client';
import { formatMoney } from '@/lib/domain/money-format';
import { processOutbox } from '@/lib/email/outbox';
import { callRoute } from '../support/call-route';
import { certRoutes as C, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { mailWithSubject } from '../support/claims-demo';
import { atInstant } from '../support/clock';
import { createAccountWithOwner } from '../support/factories';
import { pdfText } from '../support/pdf-read';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: CertDemo;
let sink: SmtpSink;
let names: { claim: string; contract: string };
const ids: { default?: string; payLess?: string } = {};

const at = (day: string) => `${day}T10:00:00Z`; // 10:00 in London (GMT in November)
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const words = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, ' ');
const DEFAULT_BODY = {
  sum_due: 4_000_000,
  basis: 'Our application of 2 November: work to 31 October valued at the contract rates.',
  to_contacts: [{ contact_name: 'Harbour accounts', contact_email: 'accounts@harbour.test' }],
};
const PAY_LESS_BODY = {
  sum_due: 2_500_000,
  basis: 'Level 3 ceilings not installed at 31 October; stopping measured at 720 m2, not 840 m2.',
  to_contacts: [{ contact_name: 'Kauri claims', contact_email: 'claimer@demo.test' }],
};

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedCertDemo();
  const contractId = demo.contract.id;
  await db().contract.update({
    where: { id: contractId },
    data: { country: 'GB', region: 'ENG', timeZone: 'Europe/London' },
  });
  await db().paymentTerms.deleteMany({ where: { contractId } });
  const claim = await db().claim.update({
    where: { id: demo.claim2 },
    data: { claimTo: new Date('2026-10-31'), servedAt: new Date(at('2026-11-02')) },
  });
  names = { claim: claim.name, contract: demo.contract.name };
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});

const payee = () => demo.claim(demo.claim2, 'payee');
const payer = () => demo.payerClaim;
const noticeCount = () => db().ukNotice.count({ where: { claimId: demo.claim2 } });

describe('the payee’s notice in default of a payment notice (HGCRA 1996 s110B)', () => {
  it('cannot be given until the payment-notice date has passed (s110B(2))', async () => {
    signInAs(demo.users.claimer);
    await atInstant(at('2026-11-12'), async () => {
      const check = await callRoute(claimSide.GET, { params: payee() });
      expect(check.status).toBe(200);
      expect(check.body.check).toMatchObject({ kind: 'payee_default_notice', allowed: false });
      expect(check.body.check.reason).toContain('only after 2026-11-12');
      const res = await callRoute(claimSide.POST, { params: payee(), body: DEFAULT_BODY });
      expect(res.status).toBe(409);
      expect(res.body.errors[0].message).toBe(check.body.check.reason);
    });
    expect(await noticeCount()).toBe(0);
  });

  it('is given after it, postpones the final date (s110B(3)) and reaches the payer with its PDF', async () => {
    signInAs(demo.users.claimer);
    const res = await atInstant(at('2026-11-15'), async () => {
      const check = await callRoute(claimSide.GET, { params: payee() });
      expect(check.body.check).toMatchObject({
        allowed: true,
        deadline: '2026-11-12',
        final_date: '2026-11-27',
        late_if_given_today: false,
      });
      return callRoute(claimSide.POST, { params: payee(), body: DEFAULT_BODY });
    });
    expect(res.status).toBe(201);
    const n = res.body.notice;
    expect(n).toMatchObject({
      kind: 'payee_default_notice',
      given_by: 'payee',
      sum_due: 4_000_000,
      issued_on: '2026-11-15',
      deadline: '2026-11-12',
      final_date: '2026-11-27',
      late: false,
      recipients: ['accounts@harbour.test'],
    });
    expect(n.deadline_source).toContain('s110A(2)');
    expect(n.consequence).toContain('postponed by 3 days to 27 November 2026');
    expect(res.body).toMatchObject({ emails_queued: 1, warning: null });
    ids.default = n.id;
    const history = await db().history.findMany({
      where: { claimId: demo.claim2, action: 'uk_notice.payee_default_notice' },
    });
    expect(history).toHaveLength(1);
    expect(history[0]!.accountId).toBe(demo.payee.acc);

    await processOutbox();
    const mail = await mailWithSubject(
      sink,
      `Payee's Notice in Default of a Payment Notice – ${names.claim} – ${names.contract}`,
    );
    expect(mail.to?.[0]?.address).toBe('accounts@harbour.test');
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(pdf).toBeDefined();
    const text = words(new Uint8Array(pdf!.content as ArrayBuffer));
    for (const needle of [
      "PAYEE'S NOTICE IN DEFAULT OF A PAYMENT NOTICE",
      'This is a notice given by the payee under section 110B(2) of the Housing Grants, Construction and Regeneration Act 1996',
      'no payment notice having been given under section 110A(2)',
      `Date of this notice: ${longDate(n.issued_on)}.`,
      `Sum the payee considers due: ${formatMoney(n.sum_due, { currency: 'NZD' })}.`,
      DEFAULT_BODY.basis,
      `Payment notice was due by: ${longDate(n.deadline)}`,
      `Final date for payment: ${longDate(n.final_date)}.`,
    ])
      expect(text).toContain(needle);
  });
});

describe('the payer’s pay less notice (HGCRA 1996 s111(3)–(5))', () => {
  it('is warned about before it is given late, and given late is recorded and said to be late', async () => {
    signInAs(demo.users.certifier);
    const res = await atInstant(at('2026-11-21'), async () => {
      const check = await callRoute(certSide.GET, { params: payer() });
      expect(check.status).toBe(200);
      // The deadline runs back 7 days from the final date the payee's notice postponed.
      expect(check.body.check).toMatchObject({
        kind: 'pay_less_notice',
        allowed: true,
        deadline: '2026-11-20',
        final_date: '2026-11-27',
        late_if_given_today: true,
      });
      expect(check.body.check.consequence).toContain('Given after 20 November 2026');
      return callRoute(certSide.POST, { params: payer(), body: PAY_LESS_BODY });
    });
    expect(res.status).toBe(201);
    const n = res.body.notice;
    expect(n).toMatchObject({
      kind: 'pay_less_notice',
      given_by: 'payer',
      issued_on: '2026-11-21',
      deadline: '2026-11-20',
      final_date: '2026-11-27',
      late: true,
    });
    expect(res.body.warning).toContain('after the last day for one (HGCRA 1996 s111(5))');
    ids.payLess = n.id;
    const row = await db().ukNotice.findUniqueOrThrow({ where: { id: n.id } });
    expect(row).toMatchObject({ late: true, sumDue: 2_500_000n, accountId: demo.payer.acc });
    const history = await db().history.findFirstOrThrow({
      where: { claimId: demo.claim2, action: 'uk_notice.pay_less_notice' },
    });
    expect(history.details).toMatchObject({ late: true, deadline: '2026-11-20' });

    await processOutbox();
    const mail = await mailWithSubject(sink, `Pay Less Notice – ${names.claim} – ${names.contract}`);
    expect(mail.to?.[0]?.address).toBe('claimer@demo.test');
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
    const text = words(new Uint8Array(pdf!.content as ArrayBuffer));
    for (const needle of [
      'PAY LESS NOTICE',
      'This is a pay less notice under section 111(3) of the Housing Grants, Construction and Regeneration Act 1996',
      `Date of this notice: ${longDate(n.issued_on)}.`,
      `Sum the payer considers due: ${formatMoney(n.sum_due, { currency: 'NZD' })}.`,
      PAY_LESS_BODY.basis,
      `Last day for a pay less notice: ${longDate(n.deadline)}`,
      'This notice was given after it.',
      `Final date for payment: ${longDate(n.final_date)}.`,
    ])
      expect(text).toContain(needle);
  });

  it('is given once per claim', async () => {
    signInAs(demo.users.certifier);
    const again = await callRoute(certSide.POST, { params: payer(), body: PAY_LESS_BODY });
    expect(again.status).toBe(409);
    expect(await noticeCount()).toBe(2);
  });
});

describe('both parties see both notices with the same dates', () => {
  it('lists them alike on either side, and each PDF downloads for both', async () => {
    signInAs(demo.users.claimer);
    const payeeList = await callRoute(claimSide.GET, { params: payee() });
    signInAs(demo.users.certifier);
    const payerList = await callRoute(certSide.GET, { params: payer() });
    const dates = (list: { notices: Record<string, unknown>[] }) =>
      list.notices.map((n) => [n.kind, n.issued_on, n.deadline, n.final_date, n.late, n.sum_due]);
    expect(dates(payeeList.body)).toEqual([
      ['payee_default_notice', '2026-11-15', '2026-11-12', '2026-11-27', false, 4_000_000],
      ['pay_less_notice', '2026-11-21', '2026-11-20', '2026-11-27', true, 2_500_000],
    ]);
    expect(dates(payerList.body)).toEqual(dates(payeeList.body));
    // Each party sees whom it sent its own notice to, not the other's address book.
    expect(payeeList.body.notices[1].recipients).toBeUndefined();
    expect(payerList.body.notices[1].recipients).toEqual(['claimer@demo.test']);
    // The payer's form offers the payee's contacts in its own address book.
    expect(
      payerList.body.suggested_recipients.map((r: { contact_email: string }) => r.contact_email),
    ).toContain('claimer@demo.test');
    const fromPayer = await download(certPdf.GET, { ...payer(), notice: ids.default! });
    expect(fromPayer.type).toBe('application/pdf');
    expect(words(fromPayer.bytes!)).toContain('Payment notice was due by: 12 November 2026');
    signInAs(demo.users.claimer);
    const fromPayee = await download(claimPdf.GET, { ...payee(), notice: ids.payLess! });
    expect(words(fromPayee.bytes!)).toContain('Last day for a pay less notice: 20 November 2026');
  });
});

describe('who may give and read them', () => {
  it('gives another account 404 and no data on every route, with the demo’s ids', async () => {
    const other = await createAccountWithOwner('Outsider Ltd');
    signInAs(other.userId);
    const before = await noticeCount();
    const asOutsider = (p: Record<string, string>) => ({ ...p, acc: other.accountId });
    for (const [handler, params, body] of [
      [certSide.GET, payer(), undefined],
      [certSide.POST, payer(), PAY_LESS_BODY],
      [claimSide.GET, payee(), undefined],
      [claimSide.POST, payee(), DEFAULT_BODY],
      [certPdf.GET, { ...payer(), notice: ids.payLess! }, undefined],
      [claimPdf.GET, { ...payee(), notice: ids.default! }, undefined],
    ] as const) {
      for (const p of [params, asOutsider(params)]) {
        const res = await callRoute(handler, { params: p, body });
        expect([403, 404]).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toContain('2026-11-');
      }
    }
    expect(await noticeCount()).toBe(before);
  });

  it('gives each party only its own notice: the payer no default notice, the payee no pay less notice', async () => {
    signInAs(demo.users.certifier);
    // The payer's placement is on the cert side: the claim side's path is not its own.
    expect((await callRoute(claimSide.POST, { params: payer(), body: DEFAULT_BODY })).status).toBe(404);
    signInAs(demo.users.claimer);
    expect((await callRoute(certSide.POST, { params: payee(), body: PAY_LESS_BODY })).status).toBe(404);
    signInAs(demo.users.viewer);
    expect((await callRoute(claimSide.POST, { params: payee(), body: DEFAULT_BODY })).status).toBe(403);
  });

  it('refuses bad input with 422 and field messages, and changes nothing', async () => {
    signInAs(demo.users.certifier);
    await db().ukNotice.deleteMany({ where: { claimId: demo.claim2, kind: 'pay_less_notice' } });
    const before = await noticeCount();
    for (const [body, field] of [
      [{ ...PAY_LESS_BODY, sum_due: -5 }, 'sum_due'],
      [{ ...PAY_LESS_BODY, sum_due: 'lots' }, 'sum_due'],
      [{ ...PAY_LESS_BODY, basis: '   ' }, 'basis'],
      [{ ...PAY_LESS_BODY, to_contacts: [] }, 'to_contacts'],
      [
        { ...PAY_LESS_BODY, to_contacts: [{ contact_email: 'not-an-address' }] },
        'to_contacts.0.contact_email',
      ],
      [{ ...PAY_LESS_BODY, extra: true }, undefined],
    ] as const) {
      const res = await callRoute(certSide.POST, { params: payer(), body });
      expect(res.status).toBe(422);
      if (field) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
    }
    const badId = await callRoute(certSide.POST, { params: { ...payer(), cl: 'nope' }, body: PAY_LESS_BODY });
    expect(badId.status).toBe(422);
    expect(await noticeCount()).toBe(before);
  });

  it('refuses notices on a contract outside the UK with 409', async () => {
    await db().contract.update({ where: { id: demo.contract.id }, data: { country: 'NZ', region: null } });
    try {
      signInAs(demo.users.certifier);
      const check = await callRoute(certSide.GET, { params: payer() });
      expect(check.body.check).toMatchObject({ allowed: false });
      const res = await callRoute(certSide.POST, { params: payer(), body: PAY_LESS_BODY });
      expect(res.status).toBe(409);
      expect(res.body.errors[0].message).toContain('England, Wales, Scotland or Northern Ireland');
      expect(await db().ukNotice.count({ where: { claimId: demo.claim2, kind: 'pay_less_notice' } })).toBe(0);
    } finally {
      await db().contract.update({
        where: { id: demo.contract.id },
        data: { country: 'GB', region: 'ENG' },
      });
    }
  });
});

describe('the payment notice is the issued certificate (s110A)', () => {
  it('is listed for both parties with its date, and a payment notice in time rules out a default notice (s110B(1))', async () => {
    await db().ukNotice.deleteMany({ where: { claimId: demo.claim2 } });
    signInAs(demo.users.certifier);
    const created = await callRoute(C.list.POST, { params: payer(), body: {} });
    expect(created.status).toBe(201);
    // Issued on Tue 10 Nov, before the payment-notice date of 12 Nov (the issue itself has its own tests).
    await db().certificate.update({
      where: { id: created.body.cert.cert_id },
      data: { status: 'issued', servedAt: new Date(at('2026-11-10')) },
    });
    signInAs(demo.users.claimer);
    const list = await atInstant(at('2026-11-15'), () => callRoute(claimSide.GET, { params: payee() }));
    expect(list.body.payment_notices).toEqual([
      expect.objectContaining({ issued_on: '2026-11-10', deadline: '2026-11-12', late: false }),
    ]);
    expect(list.body.check).toMatchObject({ allowed: false });
    expect(list.body.check.reason).toContain('s110B(1)');
    const res = await atInstant(at('2026-11-15'), () =>
      callRoute(claimSide.POST, { params: payee(), body: DEFAULT_BODY }),
    );
    expect(res.status).toBe(409);
    expect(await noticeCount()).toBe(0);
    signInAs(demo.users.certifier);
    const payerList = await callRoute(certSide.GET, { params: payer() });
    expect(payerList.body.payment_notices).toEqual(list.body.payment_notices);
  });

  it('lists a certificate its issue recorded as a pay less notice (issued late, paying less) as one, with that deadline', async () => {
    const cert = await db().certificate.findFirstOrThrow({
      where: { claimId: demo.claim2, status: 'issued' },
    });
    await db().certificate.update({
      where: { id: cert.id },
      data: { servedAt: new Date(at('2026-11-16')), servedLate: false },
    });
    // The row issue-cert.ts writes: issued on 16 Nov, after the payment-notice date (12 Nov) and
    // paying less than claimed, the certificate is in law a pay less notice (issueTiming).
    await db().history.create({
      data: {
        accountId: demo.payer.acc,
        contractId: demo.contract.id,
        claimId: demo.claim2,
        certId: cert.id,
        action: 'certificate.issued',
        details: { notice: 'pay_less_notice', scheduled_amount: 1, claimed_amount: 2 },
      },
    });
    for (const [user, read] of [
      [demo.users.claimer, () => callRoute(claimSide.GET, { params: payee() })],
      [demo.users.certifier, () => callRoute(certSide.GET, { params: payer() })],
    ] as const) {
      signInAs(user);
      const list = await read();
      expect(list.body.payment_notices).toEqual([
        expect.objectContaining({
          cert_id: cert.id,
          notice: 'pay_less_notice',
          issued_on: '2026-11-16',
          deadline: '2026-11-17',
          deadline_source: expect.stringContaining('s111'),
        }),
      ]);
    }
  });
});
