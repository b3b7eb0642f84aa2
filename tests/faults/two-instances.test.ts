// Two app instances on one database: each runs its own outbox, summary and reminder workers, as two
// servers behind a load balancer would. Here they are two Node processes started at the same
// moment over the same work; every email is sent once, every summary run is queued once and every
// due alert is given once. (The outbox claims rows with SELECT … FOR UPDATE SKIP LOCKED; a summary
// run is claimed by a guarded UPDATE of its schedule's next_run_at; a due alert by its
// reminder_deliveries row, inserted ON CONFLICT DO NOTHING; a retention statement by its row's
// unique subject, inserted with its emails.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import { ZIssueCert } from '@/lib/schemas/certs';
import { callRoute } from '../support/call-route';
import { certRoutes as C, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { spawnInstance } from './spawn-instance';
import { withoutJobRunner } from '../support/jobs';

// The instances below work the queue; this process must not take their work.
withoutJobRunner();

let sink: SmtpSink;
let demo: CertDemo;

beforeAll(async () => {
  sink = await startSmtpSink();
  demo = await seedCertDemo();
});
afterAll(async () => {
  await sink.stop();
});

/** Starts two instances on the same job and lets them go together; their results. */
async function twoInstances(job: Record<string, unknown>) {
  const instances = [1, 2].map(() => spawnInstance(job, { env: { SMTP_URL: sink.url }, waitForGo: true }));
  await Promise.all(instances.map((i) => i.ready));
  for (const i of instances) i.go();
  return Promise.all(instances.map((i) => i.result));
}

describe('two app instances on one database', () => {
  it('queue each due summary once and send each email once between them', async () => {
    const count = 30;
    await db().$transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await enqueueEmail(tx, {
          idempotencyKey: `two-instances:${i}`,
          to: `person${i}@example.com`,
          template: 'user_invitation',
          payload: { inviterName: 'Aroha', accountName: 'Kauri Interiors Ltd', path: `/invite/${i}` },
        });
      }
    });
    // Sunday 22 November 2026, 8 AM in Auckland: claim 2 is overdue for a payment schedule, so
    // each of these four summaries has something to say.
    const now = new Date('2026-11-21T19:00:00Z');
    const schedules = await Promise.all(
      [demo.users.certifier, demo.users.qs].flatMap((userId) =>
        (['daily', 'weekly'] as const).map((kind) =>
          db().summarySchedule.create({
            data: {
              accountId: demo.payer.acc,
              userId,
              kind,
              hour: 8,
              weekday: kind === 'weekly' ? 7 : null,
              nextRunAt: new Date(now.getTime() - 60_000),
            },
          }),
        ),
      ),
    );

    const results = (await twoInstances({ job: 'workers', now: now.toISOString() })) as {
      summaries: number;
      reminders: { notified: number; emailed: number };
      sent: number;
    }[];

    // The due alerts of that morning: claim 2's schedule missed on 16 November (certifier and QS),
    // and, for the claimer and the manager, no schedule received and payment overdue since 20 November.
    const alerts = 6;
    expect(results[0]!.reminders.notified + results[1]!.reminders.notified).toBe(alerts);
    expect(results[0]!.reminders.emailed + results[1]!.reminders.emailed).toBe(alerts);
    expect(await db().notification.count({ where: { kind: 'deadline.missed' } })).toBe(alerts);
    expect(await db().emailOutbox.count({ where: { template: 'due_alert' } })).toBe(alerts);

    // Each summary run queued by one of them, once.
    expect(results[0]!.summaries + results[1]!.summaries).toBe(schedules.length);
    const summaries = await db().emailOutbox.findMany({ where: { template: 'due_summary' } });
    expect(summaries).toHaveLength(schedules.length);
    for (const s of await db().summarySchedule.findMany()) expect(s.nextRunAt > now).toBe(true);

    // Every email — the 30 queued, the 4 summaries and the 6 alerts — delivered once.
    const total = count + schedules.length + alerts;
    await sink.waitFor(total);
    await new Promise((r) => setTimeout(r, 300)); // and nothing more arrives
    const recipients = sink.messages.map((m) => `${m.subject} → ${m.to?.[0]?.address}`);
    expect(recipients).toHaveLength(total);
    expect(new Set(recipients).size).toBe(total);
    expect(await db().emailOutbox.count({ where: { status: { not: 'sent' } } })).toBe(0);
  });

  it('issue a certificate once between them, and send its transaction report and the quarterly statement once (issue 31)', async () => {
    signInAs(demo.users.certifier);
    await db().approvalWorkflow.deleteMany({ where: { contractId: demo.contract.id } });
    const started = await callRoute(C.list.POST, { params: demo.payerClaim, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const certId = started.body.cert.cert_id as string;
    expect((await callRoute(C.send.POST, { params: demo.cert(certId), body: {} })).status).toBe(200);

    const issued = (await twoInstances({
      job: 'issueCert',
      userId: demo.users.certifier,
      accountId: demo.payer.acc,
      ref: { projectId: demo.payer.g, contractId: demo.contract.id, claimId: demo.claim2, certId },
      input: ZIssueCert.parse({ has_email_service: false }),
    })) as { issued: boolean }[];
    expect(issued.filter((r) => r.issued)).toHaveLength(1);

    // New Year's Day 2027 in Auckland: 2026-Q4 has ended, with certificates 1 and 2 in it.
    const results = (await twoInstances({ job: 'workers', now: '2027-01-01T00:30:00Z' })) as {
      statements: number;
    }[];
    expect(results[0]!.statements + results[1]!.statements).toBe(1);
    const statements = await db().retentionStatement.findMany({ where: { contractId: demo.contract.id } });
    expect(statements.map((s) => s.kind).sort()).toEqual(['quarterly', 'transaction']);
    const subjects = ['Retention transaction report', 'Retention quarterly statement'];
    // The instances drained the outbox before answering; and nothing more arrives.
    await new Promise((r) => setTimeout(r, 300));
    for (const subject of subjects)
      expect(sink.messages.filter((m) => m.subject?.startsWith(subject))).toHaveLength(1);
    expect(await db().emailOutbox.count({ where: { template: 'retention_statement' } })).toBe(2);
  });
});
