import 'server-only';
// The sync logs (spec §7 integration-logs) and the sync report (§2 header, §8, §9): every failed
// push or import not yet put right, newest first, as JSON, as the header's count and as the CSV
// with the §9 columns. A push's log offers a retry, which puts its delivery back in the queue and
// tries it at once.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { toCsv } from '@/lib/domain/csv-write';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { syncReportSummary } from '@/lib/domain/sync-report';
import { can } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { processIntegrationOutbox } from './deliver';

export const SYNC_REPORT_COLUMNS = [
  'Account',
  'Project',
  'Contract',
  'Claim',
  'Certificate',
  'Issue Details',
  'Date & Time',
] as const;

const OPEN = { resolvedAt: null } as const;

/**
 * Whether the account has integrations (§2: the indicator shows only then) and how many open issues:
 * a connection, or open sync logs left from one since disconnected.
 */
export async function syncStatus(accountId: string) {
  const [connections, issues] = await Promise.all([
    db().integrationConnection.count({ where: { accountId } }),
    db().integrationSyncLog.count({ where: { accountId, ...OPEN } }),
  ]);
  return { has_integrations: connections > 0 || issues > 0, issues };
}

/**
 * The header's indicator (§2): null when the account has no integrations, or for a caller who may
 * not open Manage Account (the report lists every project's names, so it is kept to them).
 */
export async function headerSyncStatus(actor: Actor): Promise<{ issues: number } | null> {
  if (!can({ account: actor.role }, 'account', 'access')) return null;
  const status = await syncStatus(actor.accountId);
  return status.has_integrations ? { issues: status.issues } : null;
}

/** GET integration-logs: the open issues, newest first. */
export async function listSyncLogs(actor: Actor) {
  const [account, open, rows] = await Promise.all([
    db().account.findUniqueOrThrow({
      where: { id: actor.accountId },
      select: { name: true, timeZone: true },
    }),
    db().integrationSyncLog.count({ where: { accountId: actor.accountId, ...OPEN } }),
    db().integrationSyncLog.findMany({
      where: { accountId: actor.accountId, ...OPEN },
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
      // The newest thousand: enough to act on; the sentence counts them all.
      take: 1_000,
      include: { delivery: { select: { status: true, attempts: true, nextAttemptAt: true } } },
    }),
  ]);
  return {
    summary: syncReportSummary(open),
    time_zone: account.timeZone,
    logs: rows.map((r) => ({
      id: r.id,
      account: account.name,
      provider: r.provider,
      project: r.projectName,
      contract: r.contractName,
      claim: r.claimName,
      certificate: r.certificate,
      issue_details: r.issueDetails,
      date_time: r.updatedAt,
      delivery: r.delivery
        ? {
            status: r.delivery.status,
            attempts: r.delivery.attempts,
            next_attempt_at: r.delivery.nextAttemptAt,
          }
        : null,
      can_retry: r.deliveryId !== null,
    })),
  };
}

/**
 * The report as CSV (§9 columns), times in the account's time zone: the open issues listSyncLogs
 * reads, the newest thousand at most, so it is sent as one string (streaming gains nothing).
 */
export async function syncReportCsv(actor: Actor) {
  const { logs, time_zone } = await listSyncLogs(actor);
  const csv = toCsv([
    SYNC_REPORT_COLUMNS,
    ...logs.map((l) => [
      l.account,
      l.project,
      l.contract,
      l.claim,
      l.certificate,
      l.issue_details,
      dateTimeText(l.date_time, time_zone),
    ]),
  ]);
  return { filename: 'sync-report.csv', csv };
}

/** The retry button: the delivery goes back in the queue with its attempts renewed, and is tried now. */
export async function retrySyncLog(actor: Actor, logId: string) {
  const log = await db().integrationSyncLog.findFirst({
    where: { id: logId, accountId: actor.accountId, ...OPEN },
    select: { deliveryId: true, provider: true },
  });
  if (!log) throw new AppError('not_found');
  if (!log.deliveryId)
    throw new AppError('conflict', 'An import is retried by importing the subcontract again.');
  await db().$transaction(async (tx) => {
    const { count } = await tx.integrationDelivery.updateMany({
      where: { id: log.deliveryId!, status: { in: ['pending', 'failed'] } },
      data: { status: 'pending', attempts: 0, nextAttemptAt: new Date() },
    });
    if (count !== 1) throw new AppError('conflict', 'This push is being sent just now.');
    await recordHistory(tx, actor, 'integration.retried', {}, { provider: log.provider, log_id: logId });
  });
  await processIntegrationOutbox({ deliveryId: log.deliveryId });
  const after = await db().integrationSyncLog.findUniqueOrThrow({
    where: { id: logId },
    select: { resolvedAt: true, issueDetails: true },
  });
  return { resolved: after.resolvedAt !== null, issue_details: after.issueDetails };
}
