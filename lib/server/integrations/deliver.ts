import 'server-only';
// The integration outbox's sender, run by each delivery's `push_delivery` job: like the email
// outbox (lib/email/outbox.ts), rows are claimed with FOR UPDATE SKIP LOCKED so two runners never
// send the same one (tests/faults/integration-two-instances.test.ts), retried with the same
// back-off (a job queued for the retry's moment), and given up
// after MAX_ATTEMPTS (the retry button on the sync report puts them back). Every failure keeps the
// delivery's one sync log up to date; a success resolves it. A row is claimed just before it is
// sent, under a lease renewed while the push lasts (lib/jobs/lease.ts), and marked sent
// straight after the receiver accepts it; a process killed in between leaves it `sending`, sent
// again once the lease runs out with the same event id, which receivers use to drop repeats.
import { db } from '@/lib/db/client';
import type { IntegrationProvider } from '@/lib/db/generated/enums';
import { backoffMs, MAX_ATTEMPTS } from '@/lib/jobs/backoff';
import { queuePush } from './enqueue';
import { holdingLease, leaseEnd } from '@/lib/jobs/lease';
import { connectedProvider } from './provider-client';
import { ProviderError, type EventType, type PushContext } from './provider';
import { PROVIDER_TITLES } from './connections';

interface ClaimedRow {
  id: string;
  account_id: string;
  provider: IntegrationProvider;
  event: EventType;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
}

/** The project, contract, claim and certificate names a delivery's sync log shows. */
function names(payload: Record<string, unknown>) {
  const name = (key: string) => (payload[key] as { name?: string } | undefined)?.name ?? null;
  return {
    projectName: name('project'),
    contractName: name('contract'),
    claimName: name('claim'),
    certificate: name('certificate'),
  };
}

function contextFor(accountId: string, provider: IntegrationProvider): PushContext {
  return {
    async externalIdOf(kind, localId) {
      const link = await db().integrationLink.findFirst({
        where: { accountId, provider, kind, localId },
        select: { externalId: true },
      });
      return link?.externalId ?? null;
    },
  };
}

async function send(row: ClaimedRow, now: Date): Promise<boolean> {
  const renew = () =>
    db().integrationDelivery.updateMany({
      where: { id: row.id, status: 'sending' },
      data: { nextAttemptAt: leaseEnd(new Date()) },
    });
  try {
    const client = await connectedProvider(row.account_id, row.provider);
    if (!client) throw new ProviderError(`${PROVIDER_TITLES[row.provider]} is not connected.`);
    const { externalId } = await holdingLease(renew, () =>
      client.push(
        {
          id: row.id,
          type: row.event,
          created_at: row.created_at.toISOString(),
          account_id: row.account_id,
          data: row.payload,
        },
        contextFor(row.account_id, row.provider),
      ),
    );
    // updateMany: a delivery removed meanwhile (its connection or account gone) is no error.
    await db().$transaction([
      db().integrationDelivery.updateMany({
        where: { id: row.id },
        data: { status: 'sent', sentAt: new Date(), lastError: null, externalId },
      }),
      db().integrationSyncLog.updateMany({
        where: { deliveryId: row.id, resolvedAt: null },
        data: { resolvedAt: new Date() },
      }),
    ]);
    return true;
  } catch (error) {
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    const message =
      error instanceof ProviderError
        ? error.message
        : `Unexpected error: ${String((error as Error)?.message ?? error)}`;
    if (!(error instanceof ProviderError))
      console.error(`[integrations] ${row.event} ${row.id} failed`, error);
    const issueDetails = `${message}${giveUp ? ` Gave up after ${row.attempts} attempts.` : ''}`.slice(
      0,
      2_000,
    );
    const retryAt = new Date(now.getTime() + backoffMs(row.attempts));
    await db().$transaction(async (tx) => {
      const { count } = await tx.integrationDelivery.updateMany({
        where: { id: row.id },
        data: {
          status: giveUp ? 'failed' : 'pending',
          lastError: message.slice(0, 2_000),
          nextAttemptAt: retryAt,
        },
      });
      if (count === 0) return;
      if (!giveUp) await queuePush(tx, row.id, retryAt);
      await tx.integrationSyncLog.upsert({
        where: { deliveryId: row.id },
        create: {
          accountId: row.account_id,
          provider: row.provider,
          deliveryId: row.id,
          issueDetails,
          ...names(row.payload),
        },
        update: { issueDetails, resolvedAt: null },
      });
    });
    return false;
  }
}

/**
 * Sends the deliveries that are due (or only the one given, whatever its time, when a user asks
 * for it). Two instances at once each claim different rows.
 */
export async function processIntegrationOutbox(
  options: { limit?: number; now?: Date; deliveryId?: string } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const only = options.deliveryId ?? null;
  let sent = 0;
  let failed = 0;
  // One at a time, each claimed just before it is sent: a process killed mid-pass leaves one row.
  for (let n = 0; n < (only ? 1 : (options.limit ?? 20)); n++) {
    const row = await claimNext(now, only);
    if (!row) break;
    if (await send(row, now)) sent++;
    else failed++;
  }
  return { sent, failed };
}

/** The next due delivery (or the one asked for), leased: while `sending`, next_attempt_at is when its lease runs out. */
async function claimNext(now: Date, only: string | null): Promise<ClaimedRow | undefined> {
  const [row] = await db().$queryRaw<ClaimedRow[]>`
    UPDATE integration_deliveries SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseEnd(now)}
    WHERE id IN (
      SELECT id FROM integration_deliveries
      WHERE ((status = 'pending' AND (next_attempt_at <= ${now} OR id = ${only}::uuid))
             OR (status = 'sending' AND next_attempt_at < ${now}))
        AND (${only}::uuid IS NULL OR id = ${only}::uuid)
      ORDER BY created_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, account_id, provider, event, payload, attempts, created_at`;
  return row;
}
