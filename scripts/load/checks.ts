// What `npm run load` proves after the run, from the database and the mail server, whatever the
// users saw: every write a user saw done is there once (no claim, certificate or payment lost or
// made twice, every line saved as sent, each document issued once), and every email the outbox
// holds reached the mail server exactly once.
import { db } from '@/lib/db/client';
import { outboxMessageId } from '@/lib/email/outbox';
import type { SmtpSink } from '../../tests/support/smtp-sink';
import { percentile } from './report';
import type { PairResult } from './working-day';

export interface CheckResult {
  what: string;
  ok: boolean;
  detail: string;
}

export async function checkWrites(results: PairResult[]): Promise<CheckResult[]> {
  const problems: string[] = [];
  let months = 0;
  for (const { pair, months: done, failure } of results) {
    months += done.length;
    const inHand = failure?.claimId ? [failure.claimId] : [];
    const claims = await db().claim.findMany({
      where: { contractId: pair.contractId },
      select: {
        id: true,
        status: true,
        certificates: { select: { id: true, status: true, payments: true } },
      },
    });
    const expected = new Set([...done.map((m) => m.claimId), ...inHand]);
    if (claims.length !== expected.size || claims.some((c) => !expected.has(c.id))) {
      problems.push(
        `contract ${pair.index + 1}: ${claims.length} claims in the database, ${expected.size} made`,
      );
    }
    for (const month of done) {
      const claim = claims.find((c) => c.id === month.claimId);
      const certs = claim?.certificates ?? [];
      if (claim?.status !== 'certified') problems.push(`${month.month}: claim ${claim?.status ?? 'missing'}`);
      if (certs.length !== 1 || certs[0]!.id !== month.certId || certs[0]!.status !== 'issued') {
        problems.push(`${month.month}: ${certs.length} certificates (${certs.map((c) => c.status)})`);
      }
      const payments = certs[0]?.payments ?? [];
      const paid = payments.map((p) => Number(p.paidAmount));
      if (paid.join() !== (month.paymentId ? String(month.paidAmount) : '')) {
        problems.push(`${month.month}: ${payments.length} payments (${payments.map((p) => p.paidAmount)})`);
      }
    }
  }
  const ids = results.flatMap((r) => r.months);
  const [saved, issues] = await Promise.all([
    db().claimLineItem.findMany({
      where: { claimId: { in: ids.map((m) => m.claimId) }, percent: 10_000 },
      select: { claimId: true, lineItemId: true },
    }),
    db().history.groupBy({
      by: ['claimId', 'certId', 'action'],
      where: {
        OR: [{ claimId: { in: ids.map((m) => m.claimId) } }, { certId: { in: ids.map((m) => m.certId) } }],
      },
      _count: true,
    }),
  ]);
  const savedLines = new Set(saved.map((s) => `${s.claimId} ${s.lineItemId}`));
  const unsaved = ids.flatMap((m) => m.lines.filter((l) => !savedLines.has(`${m.claimId} ${l}`)));
  const twice = issues.filter((h) => h._count > 1 && /issue|creat|sent|approv/i.test(h.action));
  return [
    {
      what: 'every claim, certificate and payment a user made is there, once',
      ok: problems.length === 0,
      detail: problems.length
        ? problems.slice(0, 5).join('; ')
        : `${months} months on ${results.length} contracts`,
    },
    {
      what: 'every line a user saved is saved as sent',
      ok: unsaved.length === 0,
      detail: unsaved.length ? `${unsaved.length} lines not saved` : `${ids.length * 10} lines`,
    },
    {
      what: 'no transition is in a document’s history twice',
      ok: twice.length === 0,
      detail: twice.length
        ? twice
            .slice(0, 3)
            .map((h) => `${h.action} ×${h._count}`)
            .join('; ')
        : `${issues.length} history entries`,
    },
  ];
}

/**
 * Waits for the outbox to empty (the surviving instance sends what is queued), then compares it
 * with what the mail server received, by Message-ID (each outbox row's own, see outbox.ts).
 */
export async function checkEmails(smtp: SmtpSink, killed: number): Promise<CheckResult[]> {
  const waitFrom = Date.now();
  // Empty: nothing pending, and nothing being handed over but what a killed instance left.
  while (Date.now() - waitFrom < 180_000) {
    const [pending, sending] = await Promise.all([
      db().emailOutbox.count({ where: { status: 'pending' } }),
      db().emailOutbox.count({ where: { status: 'sending' } }),
    ]);
    if (pending === 0 && sending <= killed) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const drained = (Date.now() - waitFrom) / 1000;
  const rows = await db().emailOutbox.findMany({
    select: {
      id: true,
      status: true,
      lastError: true,
      attempts: true,
      createdAt: true,
      sentAt: true,
    },
  });
  // From the transaction that queued an email to the mail server's acceptance.
  const delays = rows
    .flatMap((r) => (r.sentAt ? [r.sentAt.getTime() - r.createdAt.getTime()] : []))
    .sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const received = new Map<string, number>();
  for (const message of smtp.messages) {
    const id = message.messageId ?? '';
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  const sent = rows.filter((r) => r.status === 'sent');
  const notReceived = sent.filter((r) => !received.has(outboxMessageId(r.id)));
  const twice = [...received].filter(([, n]) => n > 1);
  const other = rows.filter((r) => r.status !== 'sent' && r.status !== 'sending');
  // The row a killed instance was handing over stays `sending` and is sent again STALE_SENDING_MS
  // on, with the same Message-ID: late if the server had not accepted it, a recognisable copy if
  // it had (outbox.ts). Each instance hands over one at a time.
  const inFlight = rows.filter((r) => r.status === 'sending');
  const accepted = inFlight.filter((r) => received.has(outboxMessageId(r.id))).length;
  return [
    {
      what: 'every email the outbox sent reached the mail server',
      ok: notReceived.length === 0 && other.length === 0,
      detail:
        `queued to sent: p5 ${s(percentile(delays, 5))}, p50 ${s(percentile(delays, 50))}, p95 ${s(percentile(delays, 95))}, max ${s(delays.at(-1) ?? 0)}; the queue empty ${drained.toFixed(0)} s after the run; ` +
        `${sent.length} sent, ${notReceived.length} not received, ${other.length} pending or failed` +
        (other.length
          ? ` (${[...new Set(other.map((r) => `${r.status} after ${r.attempts}: ${r.lastError ?? 'no error'}`))].slice(0, 3).join('; ')})`
          : ''),
    },
    {
      what: 'a killed instance left at most the one email it was handing over',
      ok: inFlight.length <= killed,
      detail: `${inFlight.length} left \`sending\` (${accepted} of them accepted by the server before the kill)`,
    },
    {
      what: 'no email reached the mail server twice',
      ok: twice.length === 0,
      detail: twice.length
        ? `${twice.length} Message-IDs twice`
        : `${smtp.messages.length} messages, each once`,
    },
  ];
}
