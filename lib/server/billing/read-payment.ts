import 'server-only';
// GET /api/payment/account/{acc}/payment (§7 Payment; §3 Subscription stats): the account's plan,
// state, trial days left and its active contracts against the plan's limits, plus who may change
// it (only the owner gets the plan button; others are told to contact the owner by name, §6).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { trialDaysLeft, trialRunning, type BillingStatus } from '@/lib/domain/billing';
import type { TPlan } from '@/lib/schemas/billing';
import type { Actor } from '../session/resolve-actor';
import { billingConfig, planById } from './billing-config';

/** What an installation without billing reports as every limit: above 9,999,999, so Unlimited (§9). */
export const NO_LIMIT = 2_147_483_647;

export interface PlanView {
  id: string;
  name: string;
  price_cents: number;
  currency: string;
  interval: 'month' | 'year';
  priceId: string;
  claim_contracts: number;
  cert_contracts: number;
  users: number;
}

export interface PaymentSummary {
  billing_enabled: boolean;
  status: BillingStatus;
  plan: PlanView | null;
  is_owner: boolean;
  owner_name: string | null;
  is_free_trial: boolean;
  left_free_trial_days: number;
  trial_ends_at: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  claim_contract_count: number;
  subscription_claim_limit: number;
  cert_contract_count: number;
  subscription_cert_limit: number;
}

export const planView = (plan: TPlan): PlanView => ({
  id: plan.id,
  name: plan.name,
  price_cents: plan.price_cents,
  currency: plan.currency,
  interval: plan.interval,
  priceId: plan.stripe_price_id,
  claim_contracts: plan.claim_contracts,
  cert_contracts: plan.cert_contracts,
  users: plan.users,
});

/** The account's owner: the single active user with the owner role (§6). */
export async function accountOwner(accountId: string) {
  const owner = await db().membership.findFirst({
    where: { accountId, role: 'owner', status: 'active' },
    select: { userId: true, user: { select: { name: true, email: true } } },
  });
  return owner ? { userId: owner.userId, name: owner.user.name, email: owner.user.email } : null;
}

async function activeContractCounts(accountId: string) {
  const rows = await db().$queryRaw<{ side: 'claim' | 'cert'; n: number }[]>`
    SELECT p.side::text AS side, count(*)::int AS n
      FROM contract_placements p JOIN contracts c ON c.id = p.contract_id
     WHERE p.account_id = ${accountId}::uuid AND c.status IN ('started', 'reopened')
     GROUP BY p.side`;
  const of = (side: 'claim' | 'cert') => rows.find((r) => r.side === side)?.n ?? 0;
  return { claim: of('claim'), cert: of('cert') };
}

export async function readPayment(actor: Actor, now = new Date()): Promise<PaymentSummary> {
  const config = billingConfig();
  const [subscription, owner, counts] = await Promise.all([
    db().subscription.findUnique({ where: { accountId: actor.accountId } }),
    accountOwner(actor.accountId),
    activeContractCounts(actor.accountId),
  ]);
  const base = {
    is_owner: owner?.userId === actor.userId,
    owner_name: owner?.name ?? null,
    claim_contract_count: counts.claim,
    cert_contract_count: counts.cert,
  };
  if (!config) {
    return {
      ...base,
      billing_enabled: false,
      status: 'active',
      plan: null,
      is_free_trial: false,
      left_free_trial_days: 0,
      trial_ends_at: null,
      current_period_end: null,
      cancel_at_period_end: false,
      subscription_claim_limit: NO_LIMIT,
      subscription_cert_limit: NO_LIMIT,
    };
  }
  if (!subscription) throw new AppError('not_found');
  const plan = planById(config, subscription.planId);
  const trialing = subscription.status === 'trialing';
  return {
    ...base,
    billing_enabled: true,
    status: subscription.status,
    plan: plan ? planView(plan) : null,
    is_free_trial: trialRunning(subscription.status, subscription.trialEndsAt, now),
    left_free_trial_days: trialing ? trialDaysLeft(subscription.trialEndsAt, now) : 0,
    trial_ends_at: trialing ? subscription.trialEndsAt : null,
    current_period_end: subscription.currentPeriodEnd,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    subscription_claim_limit: subscription.claimContractLimit,
    subscription_cert_limit: subscription.certContractLimit,
  };
}
