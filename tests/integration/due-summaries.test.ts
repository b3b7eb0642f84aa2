// The daily and weekly summary emails: at a schedule's time the person gets the claims served on
// the account that need a payment schedule within 7 days or are overdue (the claims received
// rows) and, on the claimer's side, its next claims due within 7 days and the schedules and
// payments it is owed that are overdue (lib/domain/reminders.ts), and as payer the retention it
// holds on trust that needs it (issue 31), once per run however many workers try; nothing due or the "due alerts" preference off,
// no email; the next run moves on in the account's time zone (lib/domain/summary-schedule.ts).
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import '../support/session';
import { renderEmail } from '@/emails/templates';
import { db } from '@/lib/db/client';
import { forgetSharedReads } from '@/lib/server/permissions/shared-by-viewers';
import { sendDueSummaries } from '@/lib/server/summaries/due-summaries';
import { seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
// Sunday 22 November 2026, 8:00 AM in Auckland: the demo's claim 2 (served 30 October) is past
// its payment-schedule date of 16 November (the contract's 15th of the following month, moved to
// the next working day).
const NOW = new Date('2026-11-21T19:00:00Z');

beforeAll(async () => {
  demo = await seedCertDemo();
});

async function schedule(userId: string, accountId: string, kind: 'daily' | 'weekly' = 'daily') {
  return db().summarySchedule.create({
    data: {
      accountId,
      userId,
      kind,
      hour: 8,
      weekday: kind === 'weekly' ? 7 : null,
      nextRunAt: new Date(NOW.getTime() - 60_000),
    },
  });
}

const summaries = () =>
  db().emailOutbox.findMany({ where: { template: 'due_summary' }, orderBy: { createdAt: 'asc' } });

describe('summary emails', () => {
  it('tell the certifier which claims need a certificate, once per run', async () => {
    const s = await schedule(demo.users.certifier, demo.payer.acc);
    const [a, b] = await Promise.all([sendDueSummaries(NOW), sendDueSummaries(NOW)]);
    expect(a + b).toBe(1);
    const [mail] = await summaries();
    expect(mail).toMatchObject({ toEmail: 'certifier@demo.test', accountId: demo.payer.acc });
    const rendered = await renderEmail('due_summary', mail!.payload as never);
    expect(rendered.subject).toBe('Daily summary: 1 claim to certify – Harbour Build Ltd');
    expect(rendered.text).toContain('Payment Claim 2 – October 2026 from Kauri Interiors Ltd');
    expect(rendered.text).toContain('payment schedule due 2026-11-16');
    expect(rendered.text).toMatch(/\d+ working days? overdue/);
    expect(rendered.text).toContain(`/make-cert/cert/${demo.payer.g}/${demo.payer.c}/${demo.claim2}`);
    // The next run: 8 AM tomorrow in Auckland (Monday 23 November = 22 November 19:00 UTC).
    expect(
      (await db().summarySchedule.findUniqueOrThrow({ where: { id: s.id } })).nextRunAt.toISOString(),
    ).toBe('2026-11-22T19:00:00.000Z');
    // Run again at the same moment: nothing is due any more.
    expect(await sendDueSummaries(NOW)).toBe(0);
    expect(await summaries()).toHaveLength(1);
  });

  it('tell the claimer what is due on its side: the next claim, and the schedule and payment it is owed', async () => {
    const s = await schedule(demo.users.claimer, demo.payee.acc, 'weekly');
    expect(await sendDueSummaries(NOW)).toBe(1);
    const mail = (await summaries()).find((m) => m.accountId === demo.payee.acc)!;
    expect(mail.toEmail).toBe('claimer@demo.test');
    const rendered = await renderEmail('due_summary', mail.payload as never);
    // Kauri certifies nothing: only its own side.
    expect(rendered.subject).toBe('Weekly summary: 4 items on your claims – Kauri Interiors Ltd');
    const lines = rendered.text.split('\n\n');
    // Oldest deadline first; each in the due alert's words, with the engine's date and source.
    expect(lines.filter((l) => l.includes('(Interior fit-out, Levels 1–4)'))).toEqual([
      // Claim 1 was certified, and Kauri has recorded no payment received (20 October, 33 days ago).
      expect.stringMatching(
        /^Payment overdue: Payment Claim 1 – September 2026 .*: payment due 2026-10-20 \(Contract clause \(payment terms\)\) — \d+ working days overdue\./,
      ),
      expect.stringMatching(
        /^No payment schedule received: Payment Claim 2 – October 2026 \(Interior fit-out, Levels 1–4\): payment schedule due 2026-11-16 \(Contract clause \(payment terms\)\) — 4 working days overdue\. http.*\/review-claim\/claim\//,
      ),
      // Due Friday 20 November; on Sunday no working day has passed since, but two days have.
      expect.stringMatching(
        /^Payment overdue: Payment Claim 2 – October 2026 .*: payment due 2026-11-20 \(Contract clause \(payment terms\)\) — 2 days overdue\./,
      ),
      // The November claim, due 1 working day before the month ends (§9 default terms).
      expect.stringMatching(
        /^Claim due in 5 working days: Interior fit-out, Levels 1–4 \(Interior fit-out, Levels 1–4\): claim due 2026-11-27 .* — 5 working days left\./,
      ),
    ]);
    expect(rendered.text).not.toContain('Open claims received');
    // Sunday 8 AM next week in Auckland.
    const next = (await db().summarySchedule.findUniqueOrThrow({ where: { id: s.id } })).nextRunAt;
    expect(next.toISOString()).toBe('2026-11-28T19:00:00.000Z');
  });

  it('send nothing when nothing is due, but still move the schedule on', async () => {
    // The claimer's sister company has no contracts at all.
    const sister = await db().account.findFirstOrThrow({ where: { name: 'Kauri Joinery Ltd' } });
    const s = await schedule(demo.users.claimer, sister.id, 'weekly');
    const before = (await summaries()).length;
    expect(await sendDueSummaries(NOW)).toBe(0);
    expect(await summaries()).toHaveLength(before);
    const next = (await db().summarySchedule.findUniqueOrThrow({ where: { id: s.id } })).nextRunAt;
    expect(next.toISOString()).toBe('2026-11-28T19:00:00.000Z');
  });

  it('send nothing to someone who turned due alerts off', async () => {
    await db().emailPreference.upsert({
      where: { accountId_userId: { accountId: demo.payer.acc, userId: demo.users.qs } },
      create: { accountId: demo.payer.acc, userId: demo.users.qs, hasDueAlerts: false },
      update: { hasDueAlerts: false },
    });
    await schedule(demo.users.qs, demo.payer.acc);
    const before = (await summaries()).length;
    expect(await sendDueSummaries(NOW)).toBe(0);
    expect(await summaries()).toHaveLength(before);
  });

  it('leave out a claim once its certificate is issued', async () => {
    await db().claim.update({ where: { id: demo.claim2 }, data: { status: 'certified' } });
    await schedule(demo.users.certifier, demo.payer.acc, 'weekly');
    expect(await sendDueSummaries(NOW)).toBe(0);
  });

  it('tell the payer of retention held on trust not yet deposited (issue 31), as its dashboard does', async () => {
    // A withholding of $2,000.00 on 17 November, not deposited: in New Zealand it is due in the
    // trust account the day it is withheld (CCA s18C–s18E), so on the 22nd it is overdue.
    await db().retentionLedgerEntry.create({
      data: {
        accountId: demo.payer.acc,
        contractId: demo.contract.id,
        kind: 'withheld',
        amount: 2_000_00n,
        occurredOn: new Date('2026-11-17T00:00:00Z'),
      },
    });
    // Written past the API, as another instance would: its change is read at once, not TTL_MS later.
    forgetSharedReads();
    await db().summarySchedule.deleteMany({});
    await db().emailOutbox.deleteMany({ where: { template: 'due_summary' } });
    await schedule(demo.users.certifier, demo.payer.acc);
    expect(await sendDueSummaries(NOW)).toBe(1);
    const [mail] = await summaries();
    const rendered = await renderEmail('due_summary', mail!.payload as never);
    expect(rendered.subject).toBe('Daily summary: 1 retention item – Harbour Build Ltd');
    expect(rendered.text).toContain(
      'Retention not in the trust account since 2026-11-17 (Interior fit-out, Levels 1–4): $2,000.00, due 2026-11-17, overdue.',
    );
    // The payee's side hears nothing of the payer's trust account.
    await schedule(demo.users.claimer, demo.payee.acc);
    await sendDueSummaries(NOW);
    const theirs = (await summaries()).filter((m) => m.toEmail === 'claimer@demo.test');
    for (const m of theirs) expect(JSON.stringify(m.payload)).not.toContain('trust account');
  });
});
