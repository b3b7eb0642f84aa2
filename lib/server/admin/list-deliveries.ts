import 'server-only';
// The platform administrators' view of what the installation sends (GET /api/admin/deliveries,
// /admin/deliveries): the email outbox and the integration deliveries still to go — waiting,
// being sent, failed for good — each with its attempts, next try and the last error, the counts
// by state, and this instance's job runners (lib/jobs/heartbeats.ts). Sent ones are only counted.
import { db } from '@/lib/db/client';
import { jobStates } from '@/lib/jobs/heartbeats';
import { requirePlatformAdmin } from './require-platform-admin';

/** The most rows of each queue shown: the oldest first, as they will be worked off. */
const SHOWN = 100;

const UNSENT = { status: { in: ['pending', 'sending', 'failed'] as ('pending' | 'sending' | 'failed')[] } };

/** What every queued row shows, whichever queue. */
const QUEUED = {
  id: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  lastError: true,
  createdAt: true,
  account: { select: { name: true } },
} as const;

/** The unsent rows of a queue, failed first, then the oldest: the order they are worked off in. */
const unsentOnly = {
  where: UNSENT,
  orderBy: [{ status: 'desc' as const }, { createdAt: 'asc' as const }],
  take: SHOWN,
};

export async function listDeliveries(userId: string) {
  await requirePlatformAdmin(userId);
  const [emails, emailCounts, deliveries, deliveryCounts] = await Promise.all([
    db().emailOutbox.findMany({ ...unsentOnly, select: { ...QUEUED, toEmail: true, template: true } }),
    db().emailOutbox.groupBy({ by: ['status'], _count: true }),
    db().integrationDelivery.findMany({ ...unsentOnly, select: { ...QUEUED, provider: true, event: true } }),
    db().integrationDelivery.groupBy({ by: ['status'], _count: true }),
  ]);
  const counts = (rows: { status: string; _count: number }[]) =>
    Object.fromEntries(
      ['pending', 'sending', 'sent', 'failed'].map((s) => [s, rows.find((r) => r.status === s)?._count ?? 0]),
    );
  const row = <T extends { account: { name: string } | null }>({ account, ...rest }: T) => ({
    ...rest,
    account: account?.name ?? null,
  });
  return {
    emails: { counts: counts(emailCounts), unsent: emails.map(row) },
    integrations: { counts: counts(deliveryCounts), unsent: deliveries.map(row) },
    jobs: jobStates(),
  };
}
