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
      where: { claimId: { in: ids.map((m) => m.claimId) }, percentBps: 10_000 },
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
 * Waits for the outbox to empty — the surviving instance sends what is queued, and sends again
 * what the killed one was handing over once its lease has run out (a minute: outbox.ts) — then
 * compares it with what the mail server received, by Message-ID (each outbox row's own).
 * `inFlightAtKill`: the rows `sending` just after the kill; only one of those may have reached
 * the server twice (accepted, then the instance died before recording it), with one Message-ID.
 */
export async function checkEmails(smtp: SmtpSink, inFlightAtKill: string[]): Promise<CheckResult[]> {
  const waitFrom = Date.now();
  while (Date.now() - waitFrom < 180_000) {
    const unsent = await db().emailOutbox.count({ where: { status: { in: ['pending', 'sending'] } } });
    if (unsent === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const drained = (Date.now() - waitFrom) / 1000;
  const rows = await db().emailOutbox.findMany({
    select: { id: true, status: true, lastError: true, attempts: true, createdAt: true, sentAt: true },
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
  const unsent = rows.filter((r) => r.status !== 'sent');
  const atKill = new Set(inFlightAtKill.map(outboxMessageId));
  const twice = [...received].filter(([, n]) => n > 1);
  const unexplained = twice.filter(([id]) => !atKill.has(id));
  return [
    {
      what: 'every email reached the mail server, the one a killed instance was handing over included',
      ok: notReceived.length === 0 && unsent.length === 0,
      detail:
        `queued to sent: p5 ${s(percentile(delays, 5))}, p50 ${s(percentile(delays, 50))}, p95 ${s(percentile(delays, 95))}, max ${s(delays.at(-1) ?? 0)}; the outbox empty ${drained.toFixed(0)} s after the run; ` +
        `${sent.length} sent, ${notReceived.length} not received, ${unsent.length} unsent` +
        (unsent.length
          ? ` (${[...new Set(unsent.map((r) => `${r.status} after ${r.attempts}: ${r.lastError ?? 'no error'}`))].slice(0, 3).join('; ')})`
          : ''),
    },
    {
      what: 'no email reached the mail server twice, but one being handed over at the kill (same Message-ID)',
      ok: unexplained.length === 0 && twice.length <= 1,
      detail:
        `${smtp.messages.length} messages; ${inFlightAtKill.length} being handed over at the kill, ` +
        `${twice.length} of them received twice` +
        (unexplained.length ? `; ${unexplained.length} other Message-IDs twice` : ''),
    },
  ];
}
