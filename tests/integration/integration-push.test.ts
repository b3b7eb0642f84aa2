// Pushing issued documents to a webhook integration (issue 15) against a real HTTP receiver that
// checks the signature on every request: the event is queued in the transaction that issues the
// claim and delivered after commit, once; a receiver that is down leaves a sync log, and the retry
// button delivers it once it is back; a receiver answering 500 twice still gets one document. The
// sync logs, their §8 sentence and the §9 CSV are read back, and another account reaches none of it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { processIntegrationOutbox } from '@/lib/server/integrations/deliver';
import { callRoute } from '../support/call-route';
import { certRoutes as C, download, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as R } from '../support/claim-routes';
import { connectWebhook, integrationRoutes as I } from '../support/integration-routes';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { withoutJobRunner } from '../support/jobs';
import { LEASE_MS } from '@/lib/jobs/lease';

withoutJobRunner();

// The tests drive the sender themselves; the app's after-commit kick would race them.

let demo: CertDemo;
let receiver: WebhookReceiver;

/** Claim 3 (the seeded draft) through Kauri's two approval steps, then issued without email. */
async function issueClaim3() {
  const params = demo.claim(demo.claimIds[2]!);
  signInAs(demo.users.claimer);
  expect((await callRoute(R.send.POST, { method: 'POST', params })).status).toBe(200);
  signInAs(demo.users.manager);
  expect((await callRoute(R.approve.POST, { params, body: { comment: 'ok' } })).status).toBe(200);
  signInAs(demo.users.claimer);
  expect((await callRoute(R.approve.POST, { params, body: {} })).body.status).toBe('approved');
  const issued = await callRoute(R.issue.POST, { params, body: { has_email_service: false } });
  expect(issued.status).toBe(200);
  return issued.body;
}

const deliveries = () => db().integrationDelivery.findMany({ orderBy: { createdAt: 'asc' } });
const logs = async (acc: string) => (await callRoute(I.logs.GET, { params: { acc } })).body;

beforeAll(async () => {
  demo = await seedCertDemo();
  receiver = await startWebhookReceiver();
  signInAs(demo.users.claimer);
  await connectWebhook(demo.payee.acc, receiver);
});
afterAll(() => receiver.stop());
beforeEach(() => {
  receiver.state.failNext = 0;
});

describe('pushing to the webhook integration', () => {
  it('queues nothing while the contract’s link to the project-management system is off', async () => {
    await db().contract.update({ where: { id: demo.contract.id }, data: { enableIntegrationLink: false } });
    signInAs(demo.users.claimer);
    const push = await callRoute(I.claimPush.POST, { params: demo.claim(demo.claimIds[1]!) });
    expect(push.status).toBe(409);
    expect(push.body.errors[0].message).toMatch(/Link to the project-management system/);
    expect(await db().integrationDelivery.count()).toBe(0);
  });

  it('queues the claim with its issue and delivers it once, signed, after commit', async () => {
    // Turned on in the contract settings, as a user would.
    signInAs(demo.users.claimer);
    await db().contract.update({ where: { id: demo.contract.id }, data: { enableIntegrationLink: true } });
    const issued = await issueClaim3();
    expect(issued.integration_pushes).toBe(1);
    const [queued] = await deliveries();
    expect(queued).toMatchObject({
      status: 'pending',
      event: 'claim.issued',
      documentId: demo.claimIds[2],
      round: 1,
    });
    expect(receiver.events()).toHaveLength(0); // nothing is sent inside the transaction

    expect(await processIntegrationOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(await processIntegrationOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.state.badSignatures).toBe(0);
    const [event] = receiver.events();
    expect(event).toMatchObject({ id: queued!.id, type: 'claim.issued', account_id: demo.payee.acc });
    const data = event!.data as { claim: Record<string, unknown>; contract: Record<string, unknown> };
    expect(data.contract).toMatchObject({ id: demo.contract.id, number: 'SC-014-03' });
    expect(data.claim).toMatchObject({
      id: demo.claimIds[2],
      total_including_gst: issued.issued_totals.total_including_gst,
      net_this_claim: issued.issued_totals.net_this_claim,
    });
    expect((data.claim.lines as unknown[]).length).toBeGreaterThan(0);
    expect((await deliveries())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await db().integrationSyncLog.count()).toBe(0);

    // The button sends nothing a second time: the same event is already delivered.
    const again = await callRoute(I.claimPush.POST, { params: demo.claim(demo.claimIds[2]!) });
    expect(again.body.deliveries).toEqual([expect.objectContaining({ provider: 'webhook', status: 'sent' })]);
    expect(receiver.state.attempts).toBe(1);

    // A process killed after the receiver took it, before the row said so, leaves it `sending`:
    // held by its lease (30 s from the claim) 15 s on, sent again — same event id,
    // which the receiver uses to drop the repeat — once the lease has run out.
    await db().integrationDelivery.update({ where: { id: queued!.id }, data: { status: 'sending' } });
    const claimedAt = (await deliveries())[0]!.nextAttemptAt.getTime() - LEASE_MS;
    expect(await processIntegrationOutbox({ now: new Date(claimedAt + 15_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await processIntegrationOutbox({ now: new Date(claimedAt + LEASE_MS + 1_000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(receiver.state.attempts).toBe(2);
    expect(receiver.events().map((e) => e.id)).toEqual([queued!.id]);
    expect((await deliveries())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('writes a sync log while the receiver is down, and the retry delivers it once it is back', async () => {
    await receiver.stop();
    signInAs(demo.users.claimer);
    // Claim 2 was issued before the integration was connected: the button sends it.
    const push = await callRoute(I.claimPush.POST, { params: demo.claim(demo.claimIds[1]!) });
    expect(push.status).toBe(200);
    expect(push.body.deliveries).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
    expect(push.body.deliveries[0].last_error).toMatch(/could not reach 127\.0\.0\.1/);

    const report = await logs(demo.payee.acc);
    expect(report.summary).toBe('There were 1 sync issues.');
    expect(report.logs).toEqual([
      expect.objectContaining({
        account: 'Kauri Interiors Ltd',
        project: expect.any(String),
        contract: demo.contract.name,
        claim: expect.stringMatching(/2/),
        certificate: null,
        can_retry: true,
        issue_details: expect.stringMatching(/could not reach/),
      }),
    ]);
    const csv = await download(I.logsCsv.GET, { acc: demo.payee.acc });
    expect(csv.status).toBe(200);
    const lines = new TextDecoder().decode(csv.bytes!).split('\r\n');
    expect(lines[0]).toBe('Account,Project,Contract,Claim,Certificate,Issue Details,Date & Time');
    expect(lines[1]).toContain('Kauri Interiors Ltd');
    expect(lines[1]).toContain(demo.contract.name);
    expect(lines).toHaveLength(3); // header, one row, the final CRLF

    // Retried while still down: still one log, brought up to date.
    const stillDown = await callRoute(I.retry.POST, {
      params: { acc: demo.payee.acc, logId: report.logs[0].id },
    });
    expect(stillDown.body.resolved).toBe(false);
    expect(await db().integrationSyncLog.count()).toBe(1);

    await receiver.start();
    const retried = await callRoute(I.retry.POST, {
      params: { acc: demo.payee.acc, logId: report.logs[0].id },
    });
    expect(retried).toMatchObject({ status: 200, body: { resolved: true } });
    expect(
      receiver.events().filter((e) => (e.data.claim as { id: string }).id === demo.claimIds[1]),
    ).toHaveLength(1);
    expect((await logs(demo.payee.acc)).summary).toBe('There is no sync issues.');
    expect(await db().history.count({ where: { action: 'integration.retried' } })).toBe(2);
  });

  it('delivers one document when the receiver answers 500 twice', async () => {
    receiver.state.failNext = 2;
    const before = receiver.state.attempts;
    signInAs(demo.users.certifier);
    await connectWebhook(demo.payer.acc, receiver);
    // Harbour records a payment against certificate 1.
    const cert1 = await db().certificate.findFirstOrThrow({
      where: { contractId: demo.contract.id, number: 1 },
    });
    const paid = await postForm(
      C.certPayments.POST,
      { ...demo.payer, cert: cert1.id },
      {
        data: JSON.stringify({ paid_amount: 100_000, paid_on: '2026-10-20' }),
      },
    );
    expect(paid.status).toBe(201);
    let now = new Date();
    for (let round = 0; round < 3; round++) {
      await processIntegrationOutbox({ now });
      now = new Date(now.getTime() + 60 * 60_000); // past the back-off
    }
    expect(receiver.state.attempts - before).toBe(3);
    const payments = receiver.events().filter((e) => e.type === 'payment.recorded');
    expect(payments).toHaveLength(1);
    expect(payments[0]!.data).toMatchObject({ payment: { paid_amount: 100_000, paid_on: '2026-10-20' } });
    const row = await db().integrationDelivery.findFirstOrThrow({ where: { event: 'payment.recorded' } });
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    // Its sync log, written by the failures, is resolved by the success.
    expect((await logs(demo.payer.acc)).summary).toBe('There is no sync issues.');
  });

  it('sends an issued certificate with the /integration/issue button', async () => {
    signInAs(demo.users.certifier);
    const cert1 = await db().certificate.findFirstOrThrow({
      where: { contractId: demo.contract.id, number: 1 },
    });
    const res = await callRoute(I.certPush.POST, {
      params: { ...demo.claim(demo.claimIds[0]!, 'payer'), cert: cert1.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.deliveries).toEqual([expect.objectContaining({ provider: 'webhook', status: 'sent' })]);
    const [event] = receiver.events().filter((e) => e.type === 'certificate.issued');
    expect(event!.data).toMatchObject({
      certificate: { id: cert1.id, total_including_gst: Number(cert1.totalIncludingGst) },
      claim: { id: demo.claimIds[0] },
    });
  });

  it('refuses what cannot be pushed, and keeps each account to its own logs', async () => {
    signInAs(demo.users.claimer);
    // A claim that does not exist.
    const bogus = await callRoute(I.claimPush.POST, {
      params: demo.claim('00000000-0000-4000-8000-000000000000'),
    });
    expect(bogus.status).toBe(404);
    const badId = await callRoute(I.retry.POST, { params: { acc: demo.payee.acc, logId: 'nope' } });
    expect(badId.status).toBe(422);

    // A log of Harbour's, reached from Kauri's account or by a Kauri user: nothing.
    const theirs = await db().integrationSyncLog.create({
      data: { accountId: demo.payer.acc, provider: 'webhook', issueDetails: 'Harbour only' },
    });
    expect(
      (await callRoute(I.retry.POST, { params: { acc: demo.payee.acc, logId: theirs.id } })).status,
    ).toBe(404);
    expect((await callRoute(I.logs.GET, { params: { acc: demo.payer.acc } })).status).toBe(403);
    expect((await download(I.logsCsv.GET, { acc: demo.payer.acc })).status).toBe(403);
    expect(JSON.stringify(await logs(demo.payee.acc))).not.toContain('Harbour only');
    // A Kauri member without Manage Account sees no logs.
    signInAs(demo.users.viewer);
    expect((await callRoute(I.logs.GET, { params: { acc: demo.payee.acc } })).status).toBe(403);
    // Harbour cannot push Kauri's claim.
    signInAs(demo.users.certifier);
    expect((await callRoute(I.claimPush.POST, { params: demo.claim(demo.claimIds[2]!) })).status).toBe(403);
  });
});
