// GET/PUT /api/account/{acc}/config (spec §7 config, §3 Account "pages config"): what an account
// calls the claims and certificates it issues, and that one title reaches both parties — the
// issuing account's screens and API, the email, the PDF and the other party — while the statutory
// statement stays word for word and issued documents keep the title they were served under.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { processOutbox } from '@/lib/email/outbox';
import { GET as getConfig, PUT as putConfig } from '@/app/api/account/[acc]/config/route';
import { callRoute } from '../support/call-route';
import { atInstant, momentAfter } from '../support/clock';
import { approveDemoClaim, mailWithSubject } from '../support/claims-demo';
import { pdfText } from '../support/pdf-read';
import { claimRoutes as C } from '../support/claim-routes';
import { certRoutes as R, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { createAccountWithOwner } from '../support/factories';
import { addMember } from '../support/members';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const DEFAULTS = { claim_term: 'Payment Claim', cert_term: 'Payment Certificate' };
const put = (acc: string, body: unknown) => callRoute(putConfig, { method: 'PUT', params: { acc }, body });
const accountRow = (id: string) => db().account.findUniqueOrThrow({ where: { id } });

describe('GET/PUT /api/account/{acc}/config', () => {
  it('starts at Payment Claim and Payment Certificate; the owner changes them, with a history row', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    expect((await callRoute(getConfig, { params: { acc: a.accountId } })).body).toEqual(DEFAULTS);
    const res = await put(a.accountId, { claim_term: 'Payment Application', cert_term: 'Payment Schedule' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      claim_term: 'Payment Application',
      cert_term: 'Payment Schedule',
      claims_retitled: 0,
      certificates_retitled: 0,
    });
    expect(await accountRow(a.accountId)).toMatchObject({
      claimTerm: 'payment_application',
      certTerm: 'payment_schedule',
    });
    expect(
      await db().history.findFirst({ where: { accountId: a.accountId, action: 'account.config_updated' } }),
    ).toMatchObject({
      actorUserId: a.userId,
      details: {
        changes: {
          claim_term: { from: 'Payment Claim', to: 'Payment Application' },
          cert_term: { from: 'Payment Certificate', to: 'Payment Schedule' },
        },
      },
    });
    // Saving the same words again changes nothing and records nothing.
    await put(a.accountId, { claim_term: 'Payment Application', cert_term: 'Payment Schedule' });
    expect(
      await db().history.count({ where: { accountId: a.accountId, action: 'account.config_updated' } }),
    ).toBe(1);
  });

  it('an admin may change them; every member may read them', async () => {
    const a = await createAccountWithOwner();
    const admin = await addMember(a.accountId, 'admin');
    signInAs(admin.userId);
    expect(
      (await put(a.accountId, { claim_term: 'Progress Claim', cert_term: 'Payment Certificate' })).status,
    ).toBe(200);
    const member = await addMember(a.accountId, 'none');
    signInAs(member.userId);
    expect((await callRoute(getConfig, { params: { acc: a.accountId } })).body).toEqual({
      claim_term: 'Progress Claim',
      cert_term: 'Payment Certificate',
    });
  });

  it.each([
    ['a word not offered', { claim_term: 'Invoice', cert_term: 'Payment Certificate' }],
    ['the wrong case', { claim_term: 'progress claim', cert_term: 'Payment Certificate' }],
    ['a claim word for the certificate', { claim_term: 'Payment Claim', cert_term: 'Payment Claim' }],
    ['a missing word', { claim_term: 'Progress Claim' }],
    ['an unknown field', { ...DEFAULTS, toast_term: 'Saved' }],
    ['a number', { claim_term: 1, cert_term: 'Payment Certificate' }],
    ['nothing', {}],
  ])('%s → 422 with a message, nothing changed', async (_label, body) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const before = await accountRow(a.accountId);
    const res = await put(a.accountId, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect(await accountRow(a.accountId)).toEqual(before);
  });

  it.each(['view', 'none'] as const)('a %s user cannot change them (403)', async (role) => {
    const a = await createAccountWithOwner();
    const user = await addMember(a.accountId, role);
    signInAs(user.userId);
    const res = await put(a.accountId, { claim_term: 'Progress Claim', cert_term: 'Payment Schedule' });
    expect(res.status).toBe(403);
    expect(await accountRow(a.accountId)).toMatchObject({
      claimTerm: 'payment_claim',
      certTerm: 'payment_certificate',
    });
  });

  it("another account's owner can neither read nor change them", async () => {
    const a = await createAccountWithOwner();
    const b = await createAccountWithOwner();
    signInAs(b.userId);
    const read = await callRoute(getConfig, { params: { acc: a.accountId } });
    expect(read.status).toBe(403);
    expect(read.body.claim_term).toBeUndefined();
    const write = await put(a.accountId, { claim_term: 'Progress Claim', cert_term: 'Payment Schedule' });
    expect(write.status).toBe(403);
    expect(await accountRow(a.accountId)).toMatchObject({ claimTerm: 'payment_claim' });
  });
});

describe('the title follows the issuing party, on both sides', () => {
  let demo: CertDemo;
  let sink: SmtpSink;
  let claim3: string;
  // 08:00 on Friday 27 November 2026 in Auckland: within claim 3's period (November 2026).
  const SERVED = '2026-11-26T19:00:00Z';

  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    demo = await seedCertDemo();
    claim3 = demo.claimIds[2]!;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await sink.stop();
  });

  it('Kauri (the payee) calls its claims Progress Claims: its draft is renamed, its issued claims are not', async () => {
    signInAs(demo.users.claimer);
    const res = await put(demo.payee.acc, { claim_term: 'Progress Claim', cert_term: 'Payment Certificate' });
    expect(res.body).toMatchObject({ claims_retitled: 1, certificates_retitled: 0 });
    const names = (
      await db().claim.findMany({ where: { contractId: demo.contract.id }, orderBy: { number: 'asc' } })
    ).map((c) => [c.name, c.term]);
    expect(names).toEqual([
      ['Payment Claim 1 – September 2026', 'payment_claim'],
      ['Payment Claim 2 – October 2026', 'payment_claim'],
      ['Progress Claim 3 – November 2026', 'progress_claim'],
    ]);
    const read = await callRoute(C.one.GET, { params: demo.claim(claim3) });
    expect(read.body.claim.payclaim_name).toBe('Progress Claim 3 – November 2026');
    const history = await callRoute(C.history.GET, { params: demo.claim(claim3) });
    expect(history.body.history.map((h: { what: string }) => h.what)).toContain(
      'Renamed with the account’s new name for its claims',
    );
    // A new claim takes the words too (the period preview and the claim itself).
    const period = await callRoute(C.period.GET, {
      params: demo.payee,
      url: 'http://localhost/x?claim_to=2026-12-31',
    });
    expect(period.body.name).toBe('Progress Claim 4 – December 2026');
  });

  it('issued, the claim carries "Progress Claim" in the email subject and body, and heads its PDF', async () => {
    await approveDemoClaim(demo, claim3);
    const issued = await atInstant(SERVED, () =>
      callRoute(C.issue.POST, {
        params: demo.claim(claim3),
        body: {
          to_contacts: [{ contact_name: 'Tom Harris', contact_email: 'certifier@demo.test' }],
          has_email_service: true,
        },
      }),
    );
    expect(issued.status).toBe(200);
    await processOutbox({ now: momentAfter(SERVED) });
    // The subject the issue gives when none is typed: the claim's name and the contract's.
    const subject = `Progress Claim 3 – November 2026 – ${demo.contract.name}`;
    const mail = await mailWithSubject(sink, subject);
    expect(mail.text).toContain('Kauri Interiors Ltd has issued Progress Claim 3 – November 2026');
    const attached = mail.attachments.find((a) => a.mimeType === 'application/pdf')!;
    const text = pdfText(new Uint8Array(attached.content as ArrayBuffer));
    expect(text).toContain('PROGRESS CLAIM');
    expect(text).toContain('Progress Claim 3 – November 2026');
    // The statement the CCA requires (s20(2)(f)) is unchanged, and Form 1 still follows.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'This is a payment claim made under the Construction Contracts Act 2002.',
    );
    expect(text).toContain('Form 1');
    expect(text).not.toContain('Payment Claim 3');
    // The title line itself, above the name.
    expect(text.split('\n').some((line) => line.trim() === 'Progress Claim')).toBe(true);
  });

  it('Harbour (the payer) sees the same title in its API and its PDF of the claim', async () => {
    signInAs(demo.users.certifier);
    const read = await callRoute(C.payerOne.GET, { params: demo.claim(claim3, 'payer') });
    expect(read.body.claim.payclaim_name).toBe('Progress Claim 3 – November 2026');
    const received = await callRoute(C.received.GET, { params: { acc: demo.payer.acc } });
    const row = received.body.claims.find((c: { claim_id: string }) => c.claim_id === claim3);
    expect(JSON.stringify(row)).toContain('Progress Claim 3 – November 2026');
    const pdf = await download(C.payerPdf.GET, demo.claim(claim3, 'payer'));
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.bytes!)).toContain('Progress Claim 3 – November 2026');
  });

  it('once issued the title is fixed: changing the words back renames nothing issued', async () => {
    signInAs(demo.users.claimer);
    const res = await put(demo.payee.acc, DEFAULTS);
    expect(res.body.claims_retitled).toBe(0);
    const claim = await db().claim.findUniqueOrThrow({ where: { id: claim3 } });
    expect([claim.name, claim.term]).toEqual(['Progress Claim 3 – November 2026', 'progress_claim']);
    const pdf = await download(C.pdf.GET, demo.claim(claim3));
    expect(pdfText(pdf.bytes!)).toContain('PROGRESS CLAIM');
  });

  it('Harbour calls its certificates Payment Schedules; certificate 1, issued, keeps its title', async () => {
    signInAs(demo.users.certifier);
    const res = await put(demo.payer.acc, { claim_term: 'Payment Claim', cert_term: 'Payment Schedule' });
    // Certificate 1 is issued and keeps its words; the pending certificates 2 and 3, waiting on the
    // served claims 2 and 3, are not yet issued and take the new ones.
    expect(res.body).toMatchObject({ cert_term: 'Payment Schedule', certificates_retitled: 2 });
    const created = await callRoute(R.list.POST, {
      params: demo.payerClaim,
      body: { certificate_ref: 'PS-002' },
    });
    expect(created.status).toBe(201);
    expect(created.body.cert.name).toBe('Payment Schedule 2 (PS-002)');
    const pdf = await download(R.pdf.GET, demo.cert(created.body.cert.cert_id));
    const text = pdfText(pdf.bytes!);
    expect(text).toContain('PAYMENT SCHEDULE');
    expect(text).toContain('Payment Schedule 2 (PS-002)');
    // The s21 statement names the claim it answers, in the payee's words, and is otherwise the Act's.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'This is a payment schedule given under section 21 of the Construction Contracts Act 2002 in response to Payment Claim 2 – October 2026.',
    );

    // The payee reads certificate 1 under the title it was issued with.
    const cert1 = await db().certificate.findFirstOrThrow({
      where: { contractId: demo.contract.id, number: 1 },
    });
    signInAs(demo.users.claimer);
    const payeeRead = await callRoute(R.one.GET, {
      params: { ...demo.claim(cert1.claimId, 'payee'), cert: cert1.id },
    });
    expect(payeeRead.status).toBe(200);
    expect(payeeRead.body.cert.name).toBe('Payment Certificate 1 (PS-001)');

    // Back to Payment Certificate: the draft (2) and the pending certificate 3 follow, with a history row.
    signInAs(demo.users.certifier);
    const back = await put(demo.payer.acc, DEFAULTS);
    expect(back.body.certificates_retitled).toBe(2);
    const reread = await callRoute(R.one.GET, { params: demo.cert(created.body.cert.cert_id) });
    expect(reread.body.cert.name).toBe('Payment Certificate 2 (PS-002)');
    expect(
      await db().history.count({
        where: { certId: created.body.cert.cert_id, action: 'certificate.retitled' },
      }),
    ).toBe(2); // once while pending (to Payment Schedule), once back as the draft
  });
});
