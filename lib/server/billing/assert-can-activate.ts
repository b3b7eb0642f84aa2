import 'server-only';
// The plan's limits, checked inside the transaction that starts (or reopens) a contract (issue 14,
// §8 4021–4023). The account's subscription row is locked FOR UPDATE first, so two starts at once
// queue on it: the second counts after the first has committed, and two cannot both squeeze under
// the limit. With billing off this does nothing: every account is unlimited.
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';
import { activationRefusal, type BillingStatus, type ContractSide } from '@/lib/domain/billing';
import { billingEnabled } from './billing-config';

interface LockedSubscription {
  status: BillingStatus;
  trial_ends_at: Date | null;
  claim_contract_limit: number;
  cert_contract_limit: number;
}

/** The statuses in which a contract is active: claims and certificates can be made on it. */
const ACTIVE = ['started', 'reopened'];

export async function assertCanActivateContract(
  tx: Tx,
  target: { accountId: string; side: ContractSide; projectId: string },
  now = new Date(),
): Promise<void> {
  if (!billingEnabled()) return;
  const [subscription] = await tx.$queryRaw<LockedSubscription[]>`
    SELECT status::text AS status, trial_ends_at, claim_contract_limit, cert_contract_limit
      FROM subscriptions WHERE account_id = ${target.accountId}::uuid FOR UPDATE`;
  if (!subscription) throw new AppError('no_subscription');
  const [usage] = await tx.$queryRaw<{ active: number; other_projects: number }[]>`
    SELECT count(*) FILTER (WHERE p.side::text = ${target.side})::int AS active,
           count(DISTINCT p.project_id) FILTER (WHERE p.project_id <> ${target.projectId}::uuid)::int AS other_projects
      FROM contract_placements p
      JOIN contracts c ON c.id = p.contract_id
     WHERE p.account_id = ${target.accountId}::uuid AND c.status::text = ANY(${ACTIVE})`;
  const refusal = activationRefusal(
    {
      status: subscription.status,
      trialEndsAt: subscription.trial_ends_at,
      limit: target.side === 'claim' ? subscription.claim_contract_limit : subscription.cert_contract_limit,
      active: usage?.active ?? 0,
      otherActiveProjects: usage?.other_projects ?? 0,
    },
    now,
  );
  if (!refusal) return;
  if (refusal.code === 'no_subscription') throw new AppError('no_subscription', refusal.message);
  throw new AppError(refusal.code);
}
