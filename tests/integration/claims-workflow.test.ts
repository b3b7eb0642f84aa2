// The approval engine and the rules around issuing: reverting a step, back to review and to draft,
// a contract with no approval steps, email preferences, maintenance mode, claims issued in order,
// files attached and shared by link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { processOutbox } from '@/lib/email/outbox';
import { MAINTENANCE_BANNER } from '@/lib/server/documents/contract-maintenance';
import { GET as fileByToken } from '@/app/(public)/file/[fileToken]/route';
import { callRoute } from '../support/call-route';
import { atInstant, SERVED_DEC_23 } from '../support/clock';
import { claimRoutes as R, uploadFile } from '../support/claim-routes';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { mailWithSubject, seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let demo: ClaimsDemo;
let sink: SmtpSink;
let params: Record<string, string>;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedClaimsDemo();
  params = demo.claim(demo.claimIds[2]!); // claim 3, the seeded draft
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.EMAIL_ATTACHMENT_LIMIT_BYTES;
  await sink.stop();
});
beforeEach(() => signInAs(demo.users.claimer));

const as = (user: keyof ClaimsDemo['users']) => signInAs(demo.users[user]);
const act = (route: { POST: Parameters<typeof callRoute>[0] }, body: unknown = {}) =>
  callRoute(route.POST, { params, body }).then((r) => r.body);
const queuedFor = (userEmail: string) =>
  db().emailOutbox.count({ where: { template: 'claim_workflow', toEmail: userEmail } });

describe('walking the workflow back and forth', () => {
  it('reverts a step, refuses to revert the first, and returns an approved claim to review', async () => {
    expect((await act(R.send)).status).toBe('review');
    as('manager');
    expect(await act(R.approve, { comment: 'Step 1 ok' })).toMatchObject({ current_step_index: 1 });
    as('claimer');
    const before = await queuedFor('manager@demo.test');
    expect(await act(R.revertStep, { comment: 'Recheck the ceilings' })).toMatchObject({
      status: 'review',
      current_step_index: 0,
    });
    // The manager must approve step 1 again and is told so.
    expect(await queuedFor('manager@demo.test')).toBe(before + 1);
    const first = await callRoute(R.revertStep.POST, { params, body: { comment: 'again' } });
    expect(first.status).toBe(409);

    as('manager');
    await act(R.approve);
    as('claimer');
    expect(await act(R.approve)).toMatchObject({ status: 'approved', final: true });
    expect(await act(R.toReview, { comment: 'Owner wants another look' })).toMatchObject({
      status: 'review',
      current_step_index: 1,
    });
    const workflow = await callRoute(R.workflow.GET, { params });
    expect(workflow.body.steps.map((s: { complete: boolean }) => s.complete)).toEqual([true, false]);
    expect(workflow.body).toMatchObject({ can_approve: true, approval_is_final: true });
    expect(await act(R.toDraft, { comment: 'Start over' })).toMatchObject({
      status: 'draft',
      current_step_index: 0,
    });
  });

  it('emails an approver only as their preferences allow', async () => {
    await db().emailPreference.updateMany({
      where: { userId: demo.users.manager },
      data: { workflowRequired: false },
    });
    const before = await queuedFor('manager@demo.test');
    expect((await act(R.send)).status).toBe('review');
    expect(await queuedFor('manager@demo.test')).toBe(before);
    await db().emailPreference.updateMany({
      where: { userId: demo.users.manager },
      data: { workflowRequired: true },
    });
    await act(R.toDraft, { comment: 'Back' });
  });
});

describe('issuing', () => {
  async function approve() {
    await act(R.send);
    as('manager');
    await act(R.approve);
    as('claimer');
    return act(R.approve);
  }

  it('is refused while the contract is under maintenance, and not offered', async () => {
    expect((await approve()).status).toBe('approved');
    await db().contract.update({ where: { id: demo.contract.id }, data: { maintenanceMode: true } });
    const read = await callRoute(R.one.GET, { params });
    expect(read.body.actions).not.toContain('issue');
    const res = await callRoute(R.issue.POST, { params, body: { has_email_service: false } });
    expect(res).toMatchObject({ status: 409, body: { errors: [{ message: MAINTENANCE_BANNER }] } });
    await db().contract.update({ where: { id: demo.contract.id }, data: { maintenanceMode: false } });
    await act(R.toDraft, { comment: 'Add files' });
  });

  it('sends the chosen files and links to shared ones, within the size limit', async () => {
    const evidence = await uploadFile(params, {
      name: 'Level 2 photos.pdf',
      bytes: new Uint8Array(4_000),
      isShared: true,
    });
    expect(evidence).toMatchObject({
      status: 201,
      body: { file_name: 'Level 2 photos.pdf', is_shared: true, size: 4_000 },
    });
    await approve();
    process.env.EMAIL_ATTACHMENT_LIMIT_BYTES = '1000';
    const body = {
      to_contacts: [{ contact_email: 'certifier@demo.test' }],
      attachments: [evidence.body.file_id],
      has_email_service: true,
    };
    const tooBig = await callRoute(R.issue.POST, { params, body });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors[0]).toMatchObject({
      field: 'attachments',
      message: expect.stringContaining('over the email limit'),
    });
    delete process.env.EMAIL_ATTACHMENT_LIMIT_BYTES;

    expect((await callRoute(R.issue.POST, { params, body })).status).toBe(200);
    await processOutbox();
    const mail = await mailWithSubject(
      sink,
      'Payment Claim 3 – November 2026 – Interior fit-out, Levels 1–4',
    );
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      'Payment Claim 3 - November 2026.pdf',
      'Level 2 photos.pdf',
    ]);
    const link = /\/file\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
    const download = await fileByToken(new Request(`http://localhost/file/${link}`), {
      params: Promise.resolve({ fileToken: link }),
    });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(4_000);

    await db().shareToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await fileByToken(new Request(`http://localhost/file/${link}`), {
      params: Promise.resolve({ fileToken: link }),
    });
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toMatch(/\/error_403_link_expired$/);
    const unknown = await fileByToken(new Request('http://localhost/file/nope'), {
      params: Promise.resolve({ fileToken: 'nope' }),
    });
    expect(unknown.headers.get('location')).toMatch(/\/error_404$/);

    // An issued claim's files are a record: no more uploads or deletions.
    expect((await uploadFile(params, { name: 'late.pdf', bytes: new Uint8Array(3) })).status).toBe(409);
    expect((await callRoute(R.one.DELETE, { params, method: 'DELETE' })).status).toBe(409);
  });

  it('issues claims in order: an earlier one cannot be issued after a later one', async () => {
    const created = await callRoute(R.list.POST, {
      params: demo.payee,
      body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
    });
    const claim4 = demo.claim(created.body.id);
    await act(R.toDraft, { comment: 'Correct the November claim' });
    // Claim 4 goes out first…
    for (const [user, route] of [
      ['claimer', R.send],
      ['manager', R.approve],
      ['claimer', R.approve],
    ] as const) {
      as(user);
      await callRoute(route.POST, { params: claim4, body: {} });
    }
    const first = await atInstant(SERVED_DEC_23, () =>
      callRoute(R.issue.POST, { params: claim4, body: { has_email_service: false } }),
    );
    expect(first.body.status).toBe('issued');
    // …so November's claim 3 can no longer be.
    await approve();
    const late = await callRoute(R.issue.POST, { params, body: { has_email_service: false } });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].message).toContain('Payment Claim 4 – December 2026 has already been issued');
  });
});

describe('a contract with no approval steps', () => {
  it('approves a claim as soon as it is sent, and issues it without email', async () => {
    const owner = await createAccountWithOwner('Solo Builders');
    const { project, contract } = await createProjectWithContract(owner.accountId);
    await db().contract.update({ where: { id: contract.id }, data: { status: 'started' } });
    await db().lineItem.create({
      data: { contractId: contract.id, kind: 'base', description: 'Works', total: 100_000n },
    });
    signInAs(owner.userId);
    const own = { acc: owner.accountId, g: project.id, c: contract.id };
    const created = await callRoute(R.list.POST, {
      params: own,
      body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
    });
    expect(created.body).toMatchObject({ number: 1, name: 'Payment Claim 1 – December 2026' });
    const solo = { ...own, cl: created.body.id };
    const sent = await callRoute(R.send.POST, { params: solo, body: {} });
    expect(sent.body).toMatchObject({ status: 'approved', final: true, emails_queued: 0 });
    const outbox = await db().emailOutbox.count();
    const issued = await atInstant(SERVED_DEC_23, () =>
      callRoute(R.issue.POST, { params: solo, body: { has_email_service: false } }),
    );
    expect(issued.body).toMatchObject({ status: 'issued', emails_queued: 0 });
    expect(await db().emailOutbox.count()).toBe(outbox);
  });
});
