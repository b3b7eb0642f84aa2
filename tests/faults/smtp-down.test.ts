// The mail server down while a claim and a certificate are issued: both are issued (200), their
// emails wait in the outbox with back-off and the pages say "waiting to send"; when the server is
// back the worker delivers every one exactly once and the pages say "Sent".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { freePort } from '@/lib/db/embedded-postgres';
import { processOutbox } from '@/lib/email/outbox';
import { backoffMs } from '@/lib/jobs/backoff';
import { callRoute } from '../support/call-route';
import { certRoutes as R, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as C } from '../support/claim-routes';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: CertDemo;
let port: number;
let sink: SmtpSink | undefined;
let claimId: string;
let certId: string;

beforeAll(async () => {
  // Nothing listens on this port until the test starts the mail server there.
  port = await freePort();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  demo = await seedCertDemo();
  claimId = demo.claimIds[2]!; // the seeded draft, claim 3
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink?.stop();
});

const CLAIM_SUBJECT = 'Payment Claim 3 – while the mail server is down';
const CERT_SUBJECT = 'Payment Schedule PS-002 – while the mail server is down';
const outbox = () => db().emailOutbox.findMany({ orderBy: { toEmail: 'asc' } });
const readClaim = async () => (await callRoute(C.one.GET, { params: demo.claim(claimId) })).body;
const readCert = async () => (await callRoute(R.one.GET, { params: demo.cert(certId) })).body;

describe('issuing while the mail server is down', () => {
  it('issues the claim and the certificate; their emails wait in the outbox', async () => {
    signInAs(demo.users.claimer);
    expect((await callRoute(C.send.POST, { method: 'POST', params: demo.claim(claimId) })).status).toBe(200);
    signInAs(demo.users.manager);
    expect((await callRoute(C.approve.POST, { params: demo.claim(claimId), body: {} })).status).toBe(200);
    signInAs(demo.users.claimer);
    expect((await callRoute(C.approve.POST, { params: demo.claim(claimId), body: {} })).body.status).toBe(
      'approved',
    );
    const issued = await callRoute(C.issue.POST, {
      params: demo.claim(claimId),
      body: {
        to_contacts: [{ contact_email: 'certifier@demo.test' }, { contact_email: 'qs@demo.test' }],
        subject: CLAIM_SUBJECT,
        attachments: [],
        has_email_service: true,
      },
    });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'issued', emails_queued: 2 });

    signInAs(demo.users.certifier);
    const created = await callRoute(R.list.POST, {
      params: demo.payerClaim,
      body: { certificate_ref: 'PS-002' },
    });
    certId = created.body.cert.cert_id;
    expect((await callRoute(R.send.POST, { method: 'POST', params: demo.cert(certId) })).status).toBe(200);
    signInAs(demo.users.qs);
    const approved = await callRoute(R.approve.POST, {
      params: { ...demo.cert(certId), step: '1' },
      body: {},
    });
    expect(approved.body.status).toBe('approved');
    signInAs(demo.users.certifier);
    const certIssued = await callRoute(R.issue.POST, {
      params: demo.cert(certId),
      body: { to_contacts: [], subject: CERT_SUBJECT, attachments: [], has_email_service: true },
    });
    expect(certIssued.status).toBe(200);
    expect(certIssued.body).toMatchObject({ status: 'issued', emails_queued: 1 });

    // The worker tries each once (the issue kicks it too) and is refused: back to pending, with
    // the error kept and the next attempt backed off.
    const before = Date.now();
    const issueMails = async () =>
      (await outbox()).filter((r) => r.template === 'claim_issued' || r.template === 'cert_issued');
    const tried = (rows: { status: string; attempts: number }[]) =>
      rows.every((r) => r.status === 'pending' && r.attempts > 0);
    for (let i = 0; i < 100 && !tried(await issueMails()); i++) {
      await processOutbox();
      await new Promise((r) => setTimeout(r, 50));
    }
    const rows = await issueMails();
    expect(rows.map((r) => [r.template, r.toEmail, r.status, r.attempts])).toEqual([
      ['claim_issued', 'certifier@demo.test', 'pending', 1],
      ['cert_issued', 'claimer@demo.test', 'pending', 1],
      ['claim_issued', 'qs@demo.test', 'pending', 1],
    ]);
    for (const r of rows) {
      expect(r.lastError).toMatch(/ECONNREFUSED/);
      expect(r.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1) - 60_000);
      expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('shows "waiting to send" on the claim and on the certificate', async () => {
    signInAs(demo.users.claimer);
    const claim = await readClaim();
    expect(claim.email_delivery).toEqual({
      state: 'waiting',
      total: 2,
      sent: 0,
      attempts: 1,
      retry_at: expect.any(String),
    });
    expect(new Date(claim.email_delivery.retry_at).getTime()).toBeGreaterThan(Date.now());
    signInAs(demo.users.certifier);
    expect((await readCert()).email_delivery).toMatchObject({ state: 'waiting', total: 1, sent: 0 });
  });

  it('delivers every email exactly once when the mail server is back', async () => {
    sink = await startSmtpSink(port);
    // At the retry time (the worker polls; here it is called at the moment it would be). The
    // approval notifications sent on the way waited too: every queued email goes, each once.
    const queued = (await outbox()).length;
    const later = new Date(Date.now() + backoffMs(1) + 1_000);
    expect(await processOutbox({ now: later })).toEqual({ sent: queued, failed: 0 });
    expect(await processOutbox({ now: later })).toEqual({ sent: 0, failed: 0 });
    await sink.waitFor(queued);
    await new Promise((r) => setTimeout(r, 300)); // and nothing more arrives
    expect(sink.messages).toHaveLength(queued);
    expect(await db().emailOutbox.count({ where: { status: 'sent' } })).toBe(queued);
    const issueMails = sink.messages.filter((m) => [CLAIM_SUBJECT, CERT_SUBJECT].includes(m.subject ?? ''));
    expect(issueMails.map((m) => `${m.subject} → ${m.to?.[0]?.address}`).sort()).toEqual([
      `${CLAIM_SUBJECT} → certifier@demo.test`,
      `${CLAIM_SUBJECT} → qs@demo.test`,
      `${CERT_SUBJECT} → claimer@demo.test`,
    ]);

    signInAs(demo.users.claimer);
    expect((await readClaim()).email_delivery).toMatchObject({ state: 'sent', total: 2, sent: 2 });
    signInAs(demo.users.certifier);
    expect((await readCert()).email_delivery).toMatchObject({ state: 'sent', total: 1, sent: 1 });
  });
});
