// Due alerts (lib/server/reminders/send-reminders.ts) on the seeded NZ demo, contract SC-014-03 on
// the §9 terms: claim 2 (October 2026, served Friday 30 October) has its payment schedule due
// Monday 16 November (the 15th is a Sunday) and payment due Friday 20 November. Kauri Interiors
// claims (claimer: owner, manager: admin, viewer: view only); Harbour Build certifies (certifier:
// owner, qs: admin). Each alert reaches the people who act on the contract for that side, once,
// even with two workers at once, by email as their preferences allow and always in the app; the
// other account hears nothing of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries, db } from '@/lib/db/client';
import { processOutbox } from '@/lib/email/outbox';
import { sendDueReminders } from '@/lib/server/reminders/send-reminders';
import { watchedDeadlines } from '@/lib/server/reminders/watched-deadlines';
import { mailsWithSubject } from '../support/claims-demo';
import { seedCertDemo, type CertDemo } from '../support/cert-routes';
import { smtpSinkPerFile } from '../support/smtp-sink-per-file';

const sink = smtpSinkPerFile();
let demo: CertDemo;

// 7 AM in Auckland (NZDT, UTC+13) on the day named.
const MON_16_NOV = new Date('2026-11-15T18:00:00Z');
const TUE_17_NOV = new Date('2026-11-16T18:00:00Z');
const MON_23_NOV = new Date('2026-11-22T18:00:00Z');

beforeAll(async () => {
  demo = await seedCertDemo();
});

const notificationsOf = (accountId: string, userId?: string) =>
  db().notification.findMany({
    where: { accountId, ...(userId ? { userId } : {}) },
    orderBy: { createdAt: 'asc' },
  });

const alertsTo = (email: string) =>
  db().emailOutbox.findMany({
    where: { template: 'due_alert', toEmail: email },
    orderBy: { createdAt: 'asc' },
  });

async function setPreference(
  accountId: string,
  userId: string,
  data: { hasDueAlerts?: boolean; alertSummary?: boolean },
) {
  await db().emailPreference.upsert({
    where: { accountId_userId: { accountId, userId } },
    create: { accountId, userId, ...data },
    update: data,
  });
}

describe('due alerts', () => {
  it('tell the certifiers on the day the schedule is due, once, with two workers at once', async () => {
    const [a, b] = await Promise.all([sendDueReminders(MON_16_NOV), sendDueReminders(MON_16_NOV)]);
    // The certifier and the QS (both may certify); nobody twice.
    expect(a.notified + b.notified).toBe(2);
    expect(a.emailed + b.emailed).toBe(2);
    await processOutbox();
    const subject = 'Payment schedule due today: Payment Claim 2 – October 2026 – Harbour Build Ltd';
    const mails = await mailsWithSubject(sink, subject, 2);
    expect(mails.map((m) => m.to?.[0]?.address).sort()).toEqual(['certifier@demo.test', 'qs@demo.test']);
    expect(mails[0]!.text).toContain(
      'Payment Claim 2 – October 2026 from Kauri Interiors Ltd on Interior fit-out, Levels 1–4: the payment schedule is due 2026-11-16 (Contract clause (payment terms)).',
    );
    expect(mails[0]!.text).toContain('debt due');
    expect(mails[0]!.text).toContain(`/make-cert/cert/${demo.payer.g}/${demo.payer.c}/${demo.claim2}`);

    const bell = await notificationsOf(demo.payer.acc, demo.users.certifier);
    expect(bell).toEqual([
      expect.objectContaining({
        kind: 'deadline.approaching',
        message: 'Payment schedule due today: Payment Claim 2 – October 2026',
        link: expect.stringContaining(`account_id=${demo.payer.acc}`),
      }),
    ]);
    // The claimer's side: nothing is due for it today, and it never hears of the payer's alert.
    expect(await notificationsOf(demo.payee.acc)).toEqual([]);

    // Again, later the same day: already told.
    expect(await sendDueReminders(new Date(MON_16_NOV.getTime() + 3_600_000))).toEqual({
      notified: 0,
      emailed: 0,
    });
    expect(await alertsTo('certifier@demo.test')).toHaveLength(1);
  });

  it('tell both sides once the schedule is missed, as each person’s email preferences allow', async () => {
    // The manager turned due alerts off; the claimer takes alerts in a daily summary instead.
    await setPreference(demo.payee.acc, demo.users.manager, { hasDueAlerts: false });
    await setPreference(demo.payee.acc, demo.users.claimer, { alertSummary: true });
    await db().summarySchedule.create({
      data: {
        accountId: demo.payee.acc,
        userId: demo.users.claimer,
        kind: 'daily',
        hour: 8,
        nextRunAt: new Date('2030-01-01T00:00:00Z'),
      },
    });

    const [a, b] = await Promise.all([sendDueReminders(TUE_17_NOV), sendDueReminders(TUE_17_NOV)]);
    // Certifier and QS (missed), claimer and manager (no schedule received).
    expect(a.notified + b.notified).toBe(4);
    expect(a.emailed + b.emailed).toBe(2);
    await processOutbox();
    const missed = await mailsWithSubject(
      sink,
      'Payment schedule deadline missed: Payment Claim 2 – October 2026 – Harbour Build Ltd',
      2,
    );
    expect(missed[0]!.text).toContain(
      'the payment schedule was due 2026-11-16 (Contract clause (payment terms)) and none has been issued.',
    );

    // The claimer side: in the app for both, by email for neither.
    for (const user of [demo.users.claimer, demo.users.manager]) {
      expect(await notificationsOf(demo.payee.acc, user)).toEqual([
        expect.objectContaining({
          kind: 'deadline.missed',
          message: 'No payment schedule received: Payment Claim 2 – October 2026',
          link: `/review-claim/claim/${demo.payee.g}/${demo.payee.c}/${demo.claim2}?account_id=${demo.payee.acc}`,
        }),
      ]);
    }
    expect(await alertsTo('claimer@demo.test')).toEqual([]);
    expect(await alertsTo('manager@demo.test')).toEqual([]);
    // View-only staff can see the contract but do not act on it: not reminded.
    expect(await notificationsOf(demo.payee.acc, demo.users.viewer)).toEqual([]);
    // The claimer's other account (the sister company) has nothing to do with this contract.
    const elsewhere = await db().notification.count({
      where: { userId: demo.users.claimer, accountId: { notIn: [demo.payee.acc] } },
    });
    expect(elsewhere).toBe(0);
  });

  it('tell the claimer when payment is overdue and nothing is recorded as received, with what the Act allows', async () => {
    await setPreference(demo.payee.acc, demo.users.claimer, { alertSummary: false });
    const { notified } = await sendDueReminders(MON_23_NOV);
    // Claimer and manager; the schedule-missed alerts of 17 November are not repeated.
    expect(notified).toBe(2);
    await processOutbox();
    const [mail] = await mailsWithSubject(
      sink,
      'Payment overdue: Payment Claim 2 – October 2026 – Kauri Interiors Ltd',
      1,
    );
    expect(mail!.to?.[0]?.address).toBe('claimer@demo.test');
    expect(mail!.text).toContain('Payment was due by 2026-11-20 (Contract clause (payment terms)).');
    // NZ CCA 2002 s18 / ss22–23, worded by lib/domain/statutory-deadlines.ts.
    expect(mail!.text).toContain(
      "may recover it in court as a debt due and may suspend work after 5 working days' notice",
    );
    expect(await alertsTo('manager@demo.test')).toEqual([]);
    expect(await notificationsOf(demo.payer.acc, demo.users.certifier)).toHaveLength(2);
  });

  it('stop watching a payment once the claimer records it in full', async () => {
    const cert = await db().certificate.findFirstOrThrow({ where: { claimId: demo.claim2 } });
    await db().certificate.update({
      where: { id: cert.id },
      data: { status: 'issued', servedAt: TUE_17_NOV, totalIncludingGst: 1_000_00n },
    });
    await db().claim.update({ where: { id: demo.claim2 }, data: { status: 'certified' } });
    const owed = async () =>
      (await watchedDeadlines({ accountId: demo.payee.acc }, MON_23_NOV))
        .filter((w) => w.kind === 'payment_owed' && w.subject === demo.claim2)
        .map((w) => w.deadline.date);
    expect(await owed()).toEqual(['2026-11-20']);
    // The payer's record of paying is its own: it does not tell the claimer it was paid.
    await db().payment.create({
      data: { accountId: demo.payer.acc, certId: cert.id, paidAmount: 1_000_00n, paidOn: TUE_17_NOV },
    });
    expect(await owed()).toEqual(['2026-11-20']);
    await db().payment.create({
      data: { accountId: demo.payee.acc, certId: cert.id, paidAmount: 1_000_00n, paidOn: TUE_17_NOV },
    });
    expect(await owed()).toEqual([]);
  });

  it('read every deadline in the same number of queries for 1 contract or 6', async () => {
    const read = () => countQueries(() => watchedDeadlines({}, MON_23_NOV));
    const one = await read();
    // Five more copies of SC-014-03, each with its claims, placed on both sides.
    // Prisma's own omit leaves out the ids and timestamps of the rows copied.
    const claims = await db().claim.findMany({
      where: { contractId: demo.contract.id },
      omit: { id: true, contractId: true, createdAt: true, updatedAt: true },
    });
    const contract = await db().contract.findUniqueOrThrow({
      where: { id: demo.contract.id },
      omit: { id: true, createdAt: true, updatedAt: true },
    });
    for (let i = 1; i <= 5; i++) {
      await db().contract.create({
        data: {
          ...contract,
          contractNumber: `SC-014-Q${i}`,
          placements: {
            create: demo.contract.placements.map(({ accountId, projectId, side }) => ({
              accountId,
              projectId,
              side,
            })),
          },
          claims: { create: claims },
        },
      });
    }
    const six = await read();
    expect(six.queries).toBe(one.queries);
    expect(six.result.length).toBeGreaterThan(one.result.length * 5);
  });
});
