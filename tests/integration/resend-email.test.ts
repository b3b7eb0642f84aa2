// Emailing an issued claim or certificate again (§7 send_payclaim_email, cert /email), through the
// real route handlers, a real SMTP server and PDFs read back with pdftotext: the new recipient gets
// exactly one email carrying the PDF as issued — the same amounts as the original — and links of
// its own to the shared files; each resend is one history row naming its recipients and one outbox
// row per recipient keyed by the resend; a repeated resend_id sends nothing more; only the issuing
// party with the right to issue may resend, and only an issued document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { putFile } from '@/lib/files/store';
import { formatMoney } from '@/lib/domain/money-format';
import { processOutbox } from '@/lib/email/outbox';
import { readSharedFile } from '@/lib/server/documents/share-tokens';
import { AT_LEAST_ONE_RECIPIENT } from '@/lib/schemas/claims';
import { callRoute } from '../support/call-route';
import { certRoutes as C, download, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as R } from '../support/claim-routes';
import { mailsWithSubject } from '../support/claims-demo';
import { pdfText } from '../support/pdf-read';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import type { Email } from 'postal-mime';

let demo: CertDemo;
let sink: SmtpSink;
let claim3: string;
let cert1: string;

const ORIGINAL = 'Payment Claim 3 – as served';
const AGAIN = 'Payment Claim 3 – sent again';
const NEW_ADDRESS = 'site.office@kauri-client.example';

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedCertDemo();
  claim3 = demo.claimIds[2]!;
  cert1 = (await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id, number: 1 } }))
    .id;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});

/** The one PDF an email carries, as text. */
function pdfOf(mail: Email): string {
  const pdfs = mail.attachments.filter((a) => a.mimeType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  return pdfText(new Uint8Array(pdfs[0]!.content as ArrayBuffer));
}

/** Every amount of money a PDF states, in order. */
const amounts = (text: string) => text.match(/-?\$[\d,]+\.\d\d/g) ?? [];

/** The share tokens in an email's links to shared files. */
const tokens = (mail: Email) =>
  [...(mail.text ?? '').matchAll(/\/file\/([A-Za-z0-9_-]{20,})/g)].map((m) => m[1]!);

/** Sends what is queued and returns the messages with this subject, once `count` arrived and no more. */
async function delivered(subject: string, count: number) {
  await processOutbox();
  await mailsWithSubject(sink, subject, count);
  await new Promise((r) => setTimeout(r, 300)); // and no more
  const mails = sink.messages.filter((m) => m.subject === subject);
  expect(mails).toHaveLength(count);
  return mails;
}

describe('a claim', () => {
  it('is issued to the certifier with a shared file (the original email)', async () => {
    await db().attachment.create({
      data: {
        accountId: demo.payee.acc,
        contractId: demo.contract.id,
        claimId: claim3,
        fileName: 'site-photos.pdf',
        fileType: 'application/pdf',
        size: 4n,
        storageKey: await putFile(demo.payee.acc, 'claim-attachments', new Uint8Array([1, 2, 3, 4])),
        isShared: true,
      },
    });
    signInAs(demo.users.claimer);
    expect((await callRoute(R.send.POST, { method: 'POST', params: demo.claim(claim3) })).status).toBe(200);
    signInAs(demo.users.manager);
    expect(
      (await callRoute(R.approve.POST, { params: demo.claim(claim3), body: { comment: 'ok' } })).status,
    ).toBe(200);
    signInAs(demo.users.claimer);
    expect((await callRoute(R.approve.POST, { params: demo.claim(claim3), body: {} })).status).toBe(200);
    const issued = await callRoute(R.issue.POST, {
      params: demo.claim(claim3),
      body: {
        to_contacts: [{ contact_name: 'Tom Harris', contact_email: 'certifier@demo.test' }],
        subject: ORIGINAL,
        has_email_service: true,
      },
    });
    expect(issued.body).toMatchObject({ status: 'issued', emails_queued: 1 });
    const [original] = await delivered(ORIGINAL, 1);
    expect(tokens(original!)).toHaveLength(1);
  });

  it('starts a resend from the original recipients and subject', async () => {
    const form = await callRoute(R.email.GET, { params: demo.claim(claim3) });
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      to_contacts: [{ contact_name: 'Tom Harris', contact_email: 'certifier@demo.test' }],
      subject: ORIGINAL,
      attachments: [],
      is_bulk: false,
      sendings: [{ kind: 'issue', recipients: ['certifier@demo.test'] }],
    });
  });

  it('to a new address: one email with the PDF as issued, the same amounts, links of its own', async () => {
    const resendId = crypto.randomUUID();
    const res = await callRoute(R.email.POST, {
      params: demo.claim(claim3),
      body: { to_contacts: [{ contact_email: NEW_ADDRESS }], subject: AGAIN, resend_id: resendId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resend_id: resendId, recipients: [NEW_ADDRESS], emails_queued: 1 });
    const [mail] = await delivered(AGAIN, 1);
    expect(mail!.to?.[0]?.address).toBe(NEW_ADDRESS);
    const [original] = sink.messages.filter((m) => m.subject === ORIGINAL);

    const resent = pdfOf(mail!);
    const served = pdfOf(original!);
    expect(amounts(resent).length).toBeGreaterThan(5);
    expect(amounts(resent)).toEqual(amounts(served));
    const claim = await db().claim.findUniqueOrThrow({ where: { id: claim3 } });
    expect(resent).toContain(formatMoney(Number(claim.totalIncludingGst), { currency: 'NZD' }));
    expect(mail!.text).toContain(
      `Claimed amount: ${formatMoney(Number(claim.totalIncludingGst), { currency: 'NZD' })}`,
    );

    // The shared file's link is the new recipient's own, and it works.
    const [token] = tokens(mail!);
    expect(token).toBeDefined();
    expect(token).not.toBe(tokens(original!)[0]);
    expect(await readSharedFile(token!)).toMatchObject({ ok: true, fileName: 'site-photos.pdf' });

    // One history row naming the recipient; one outbox row keyed by this resend.
    const rows = await db().history.findMany({ where: { claimId: claim3, action: 'claim.resent' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountId: demo.payee.acc,
      actorUserId: demo.users.claimer,
      details: { resend_id: resendId, recipients: [NEW_ADDRESS], subject: AGAIN },
    });
    const outbox = await db().emailOutbox.findMany({
      where: { idempotencyKey: { startsWith: `claim-resent:${claim3}:` } },
    });
    expect(outbox.map((o) => [o.idempotencyKey, o.toEmail, o.status])).toEqual([
      [`claim-resent:${claim3}:${resendId}:${NEW_ADDRESS}`, NEW_ADDRESS, 'sent'],
    ]);

    // The page shows how the resend's emails got on, and the history names who they went to.
    const read = await callRoute(R.one.GET, { params: demo.claim(claim3) });
    expect(read.body.email_delivery).toMatchObject({ state: 'sent', total: 1, sent: 1 });
    expect(read.body.actions).toContain('resend_email');
    const history = await callRoute(R.history.GET, { params: demo.claim(claim3) });
    expect(history.body.history.map((h: { what: string }) => h.what)).toContain(
      `Emailed again to ${NEW_ADDRESS}`,
    );

    // The same resend again (a retried request) sends nothing more and answers the same.
    const again = await callRoute(R.email.POST, {
      params: demo.claim(claim3),
      body: { to_contacts: [{ contact_email: 'someone.else@example.test' }], resend_id: resendId },
    });
    expect(again.body).toEqual({ resend_id: resendId, recipients: [NEW_ADDRESS], emails_queued: 1 });
    await processOutbox();
    await new Promise((r) => setTimeout(r, 300));
    expect(await db().history.count({ where: { claimId: claim3, action: 'claim.resent' } })).toBe(1);
    expect(sink.messages.filter((m) => m.to?.some((t) => t.address === 'someone.else@example.test'))).toEqual(
      [],
    );
  });

  it('to the same recipients again: a new resend, recipients merged as at issue', async () => {
    const res = await callRoute(R.email.POST, {
      params: demo.claim(claim3),
      body: {
        to_contacts: [
          { contact_email: 'certifier@demo.test' },
          { contact_name: 'Tom H.', contact_email: 'Certifier@Demo.test' },
        ],
        subject: 'Payment Claim 3 – third time',
        is_bulk: true,
      },
    });
    expect(res.body).toMatchObject({ recipients: ['certifier@demo.test'], emails_queued: 1 });
    const [mail] = await delivered('Payment Claim 3 – third time', 1);
    expect(mail!.to?.[0]).toMatchObject({ address: 'certifier@demo.test', name: 'Tom H.' });
    expect(mail!.text).toContain('Sent to: certifier@demo.test');
    expect(await db().history.count({ where: { claimId: claim3, action: 'claim.resent' } })).toBe(2);
  });

  it('certified too: claim 1 can be emailed again', async () => {
    const res = await callRoute(R.email.POST, {
      params: demo.claim(demo.claimIds[0]!),
      body: { to_contacts: [{ contact_email: NEW_ADDRESS }], subject: 'Claim 1 again' },
    });
    expect(res.status).toBe(200);
    const [mail] = await delivered('Claim 1 again', 1);
    expect(pdfOf(mail!)).toContain('Payment Claim 1');
  });

  it('refuses a claim not issued, bad input, the payer and a view-only user — sending nothing', async () => {
    signInAs(demo.users.claimer);
    const created = await callRoute(R.list.POST, {
      params: demo.payee,
      body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
    });
    const draft = demo.claim(created.body.id);
    const outboxBefore = await db().emailOutbox.count();
    const historyBefore = await db().history.count();
    const body = { to_contacts: [{ contact_email: NEW_ADDRESS }] };
    for (const res of [
      await callRoute(R.email.GET, { params: draft }),
      await callRoute(R.email.POST, { params: draft, body }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.errors[0].message).toBe('Only an issued claim can be emailed again: issue it first.');
    }
    const bad: [unknown, string][] = [
      [{ to_contacts: [] }, AT_LEAST_ONE_RECIPIENT],
      [{}, ''],
      [{ to_contacts: [{ contact_email: 'not an email' }] }, ''],
      [{ ...body, subject: 'x'.repeat(301) }, 'Use at most 300 characters'],
      [{ ...body, resend_id: 'again' }, 'Not a valid id'],
      [{ ...body, has_email_service: true }, ''],
    ];
    for (const [input, message] of bad) {
      const res = await callRoute(R.email.POST, { params: demo.claim(claim3), body: input });
      expect(res.status, JSON.stringify(input)).toBe(422);
      if (message) expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    // Files must be this claim's or its contract's: the certificate's are not.
    const other = await db().attachment.create({
      data: {
        accountId: demo.payee.acc,
        contractId: demo.contract.id,
        claimId: demo.claimIds[0]!,
        fileName: 'claim-1.pdf',
        fileType: 'application/pdf',
        size: 4n,
        storageKey: 'x',
      },
    });
    const wrongFile = await callRoute(R.email.POST, {
      params: demo.claim(claim3),
      body: { ...body, attachments: [other.id] },
    });
    expect(wrongFile.status).toBe(422);
    expect(wrongFile.body.errors[0]).toMatchObject({ field: 'attachments' });

    signInAs(demo.users.certifier);
    expect((await callRoute(R.email.POST, { params: demo.claim(claim3, 'payer'), body })).status).toBe(404);
    expect((await callRoute(R.email.GET, { params: demo.claim(claim3, 'payer') })).status).toBe(404);
    signInAs(demo.users.viewer);
    expect((await callRoute(R.email.POST, { params: demo.claim(claim3), body })).status).toBe(403);
    expect((await callRoute(R.one.GET, { params: demo.claim(claim3) })).body.actions).toEqual([]);
    expect(await db().emailOutbox.count()).toBe(outboxBefore);
    expect(await db().history.count()).toBe(historyBefore);
  });
});

describe('a certificate', () => {
  it('issued without email starts a resend with no recipients and its default subject', async () => {
    signInAs(demo.users.certifier);
    const form = await callRoute(C.email.GET, {
      params: { ...demo.claim(demo.claimIds[0]!, 'payer'), cert: cert1 },
    });
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      to_contacts: [],
      attachments: [],
      subject: expect.stringContaining('Payment Certificate 1 (PS-001) – '),
    });
  });

  it('to a new address: one email with the certificate PDF and the amounts of the issued one', async () => {
    signInAs(demo.users.certifier);
    const params = { ...demo.claim(demo.claimIds[0]!, 'payer'), cert: cert1 };
    const res = await callRoute(C.email.POST, {
      params,
      body: {
        to_contacts: [{ contact_name: 'Kauri accounts', contact_email: 'accounts@kauri.example' }],
        subject: 'Payment schedule 1 again',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ recipients: ['accounts@kauri.example'], emails_queued: 1 });
    const [mail] = await delivered('Payment schedule 1 again', 1);
    expect(mail!.to?.[0]).toMatchObject({ address: 'accounts@kauri.example', name: 'Kauri accounts' });
    const resent = pdfOf(mail!);
    const issued = await download(C.pdf.GET, params);
    expect(issued.status).toBe(200);
    expect(amounts(resent).length).toBeGreaterThan(5);
    expect(amounts(resent)).toEqual(amounts(pdfText(issued.bytes!)));
    const cert = await db().certificate.findUniqueOrThrow({ where: { id: cert1 } });
    expect(resent).toContain(formatMoney(Number(cert.totalIncludingGst), { currency: 'NZD' }));

    const rows = await db().history.findMany({ where: { certId: cert1, action: 'certificate.resent' } });
    expect(rows.map((r) => [r.accountId, (r.details as { recipients: string[] }).recipients])).toEqual([
      [demo.payer.acc, ['accounts@kauri.example']],
    ]);
    const resendId = (rows[0]!.details as { resend_id: string }).resend_id;
    expect(res.body.resend_id).toBe(resendId);
    expect(
      await db().emailOutbox.count({
        where: { idempotencyKey: `cert-resent:${cert1}:${resendId}:accounts@kauri.example` },
      }),
    ).toBe(1);
    const read = await callRoute(C.one.GET, { params });
    expect(read.body.email_delivery).toMatchObject({ state: 'sent', total: 1 });
    expect(read.body.actions).toEqual(['record_payment', 'resend_email']);
    const history = await callRoute(C.history.GET, { params });
    expect(history.body.history.map((h: { what: string }) => h.what)).toContain(
      'Emailed again to accounts@kauri.example',
    );
  });

  it('refuses a certificate not issued, the payee and a view-only user', async () => {
    const body = { to_contacts: [{ contact_email: NEW_ADDRESS }] };
    const outboxBefore = await db().emailOutbox.count();
    const pendingCert = (await db().certificate.findFirstOrThrow({ where: { claimId: demo.claim2 } })).id;
    signInAs(demo.users.certifier);
    const res = await callRoute(C.email.POST, { params: demo.cert(pendingCert), body });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toBe(
      'Only an issued certificate can be emailed again: issue it first.',
    );
    signInAs(demo.users.claimer);
    const payee = { ...demo.claim(demo.claimIds[0]!), cert: cert1 };
    expect((await callRoute(C.email.POST, { params: payee, body })).status).toBe(404);
    expect((await callRoute(C.email.GET, { params: payee })).status).toBe(404);
    const reader = await db().user.create({ data: { email: 'reader@harbour.example', name: 'Reader' } });
    await db().membership.create({ data: { accountId: demo.payer.acc, userId: reader.id, role: 'view' } });
    signInAs(reader.id);
    const params = { ...demo.claim(demo.claimIds[0]!, 'payer'), cert: cert1 };
    expect((await callRoute(C.email.POST, { params, body })).status).toBe(403);
    expect(await db().emailOutbox.count()).toBe(outboxBefore);
  });
});
