// Plans, the free trial and the limits they set (spec §4 Subscription status, §8 codes 4021–4023,
// §9 "Free trial: usable on one project"; issue 14). Pure: the services in lib/server/billing
// read the rows, lock them, and ask here what the answer is.
import { isUnlimited } from './subscription-limits';

/** The account's subscription states (the PostgreSQL enum `SubscriptionStatus`). */
export type BillingStatus = 'trialing' | 'active' | 'past_due' | 'cancelled' | 'none';

const DAY_MS = 86_400_000;

/** Whole days left of a free trial, counting a started day as a day; 0 once it has ended. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date): number {
  if (!trialEndsAt) return 0;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** Whether a trial is still running at `now` (its end is in the future). */
export function trialRunning(status: BillingStatus, trialEndsAt: Date | null, now: Date): boolean {
  return status === 'trialing' && trialEndsAt !== null && trialEndsAt.getTime() > now.getTime();
}

/**
 * The account's state from a Stripe subscription's status. A Stripe `trialing` subscription is a
 * chosen, paid-for plan in Stripe's own trial, so it counts as active here (the product's own free
 * trial is the account's `trialing`, before any plan). `past_due` keeps the plan while Stripe
 * retries the card; `unpaid`, `paused` and `canceled` end it; `incomplete` (the first payment
 * not made yet) gives nothing yet.
 */
export function statusFromStripe(stripeStatus: string): BillingStatus {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return 'none';
    default:
      // canceled, incomplete_expired, unpaid, paused and anything Stripe adds later: no plan.
      return 'cancelled';
  }
}

export type ContractSide = 'claim' | 'cert';

export interface ActivationFacts {
  status: BillingStatus;
  trialEndsAt: Date | null;
  /** The plan's (or the trial's) limit of active contracts on the side being started. */
  limit: number;
  /** Active (started or reopened) contracts the account already has on that side. */
  active: number;
  /** During the trial: projects, other than this contract's, that already hold an active contract. */
  otherActiveProjects: number;
}

export const TRIAL_ENDED_MESSAGE = 'Your free trial has ended. Choose a plan to keep starting contracts.';
export const TRIAL_ONE_PROJECT_MESSAGE =
  'The free trial covers one project. Choose a plan to start contracts in more projects.';
export const NO_PLAN_MESSAGE = 'Choose a plan to start contracts.';

export type ActivationRefusal =
  | { code: 'no_subscription'; message: string }
  | { code: 'upgrade_subscription' }
  | { code: 'exceeded_subscription' };

/**
 * Whether one more contract may become active (started or reopened), or which §8 code refuses
 * it: 4021 when there is no plan (none yet, cancelled, or the trial over, or a trial reaching for
 * a second project); 4022 when the plan's limit is reached (upgrade to go on); 4023 when the
 * account is already over it (a downgrade or a cancelled plan left more active contracts than the
 * plan allows). A limit above 9,999,999 is no limit.
 */
export function activationRefusal(facts: ActivationFacts, now: Date): ActivationRefusal | null {
  if (facts.status === 'trialing') {
    if (!trialRunning(facts.status, facts.trialEndsAt, now)) {
      return { code: 'no_subscription', message: TRIAL_ENDED_MESSAGE };
    }
    if (facts.otherActiveProjects > 0) return { code: 'no_subscription', message: TRIAL_ONE_PROJECT_MESSAGE };
  } else if (facts.status !== 'active' && facts.status !== 'past_due') {
    return { code: 'no_subscription', message: NO_PLAN_MESSAGE };
  }
  if (isUnlimited(facts.limit)) return null;
  if (facts.active > facts.limit) return { code: 'exceeded_subscription' };
  if (facts.active === facts.limit) return { code: 'upgrade_subscription' };
  return null;
}

/** The limits of an account without a plan: the free trial's (the subscriptions table's defaults). */
export const NO_PLAN_LIMITS = { claim: 1, cert: 1 } as const;

// ── What the plan pages say (§6, §8) ─────────────────────────────────────────────────────────

/** §8 success message after a checkout or a change in the customer portal. */
export const PLAN_UPDATED_MESSAGE = 'Your Plan & Payment details have been successfully updated.';
/** §8 "Checkout cancelled". */
export const CHECKOUT_CANCELLED_MESSAGE =
  "You may have hit back, don't worry you can choose plan again later.";
export const BILLING_OFF_PAGE_MESSAGE =
  'Billing is not enabled on this installation: every account here is unlimited.';

/** §6 subscription notice: what everyone but the owner reads instead of a plan button. */
export const contactOwnerMessage = (ownerName: string | null) =>
  `Please contact the account owner ${ownerName ?? ''} to get started.`.replace('  ', ' ');

/** The trial notice (§4, §9): days left, or that it has ended. */
export function trialNoticeText(daysLeft: number): string {
  if (daysLeft <= 0) return 'Your free trial has ended. Choose a plan to keep starting contracts.';
  return `Your free trial ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}. It covers one project.`;
}

/** The §4 subscription states as the plan pages name them. */
export const STATUS_LABELS: Readonly<Record<BillingStatus, string>> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  cancelled: 'Cancelled',
  none: 'No plan',
};

/** Whether the plan's user limit is reached (null: no plan limit, as on the trial; Unlimited above 9,999,999). */
export function userLimitReached(limit: number | null, activeUsers: number): boolean {
  return limit !== null && !isUnlimited(limit) && activeUsers >= limit;
}

export const userLimitMessage = (limit: number) =>
  `Your plan allows ${limit} ${limit === 1 ? 'user' : 'users'}. Upgrade now for more users.`;

// ── The account's subscription status (§3 Subscription, §4 "no subscription, upgrade, exceeded") ──

/** §4: each state other than `ok` opens a notice; the §8 code a start would then be refused with. */
export type SubscriptionState = 'ok' | 'no_subscription' | 'upgrade' | 'exceeded';

export interface SubscriptionFacts {
  status: BillingStatus;
  trialEndsAt: Date | null;
  /** Active (started or reopened) contracts and the plan's limit, for each side. */
  claim: { active: number; limit: number };
  cert: { active: number; limit: number };
}

const SIDE_WORDS: Readonly<Record<ContractSide, string>> = { claim: 'claim', cert: 'certification' };

/**
 * What GET /api/account/{acc}/subscription answers: the account's state and why. No plan (none
 * chosen, cancelled, or the free trial over) is `no_subscription`; otherwise a side with more active
 * contracts than its limit is `exceeded`, one at its limit `upgrade` (the next start would be
 * refused with 4022), and `ok` below. A limit above 9,999,999 is no limit. `errors` says, for the
 * notice, what is wrong on each side.
 */
export function subscriptionState(
  f: SubscriptionFacts,
  now: Date,
): { status: SubscriptionState; errors: string[] } {
  if (f.status === 'trialing' && !trialRunning(f.status, f.trialEndsAt, now)) {
    return { status: 'no_subscription', errors: [TRIAL_ENDED_MESSAGE] };
  }
  if (f.status === 'none' || f.status === 'cancelled') {
    return { status: 'no_subscription', errors: [NO_PLAN_MESSAGE] };
  }
  const sides = (['claim', 'cert'] as const).filter((s) => !isUnlimited(f[s].limit));
  const over = sides.filter((s) => f[s].active > f[s].limit);
  const at = sides.filter((s) => f[s].active === f[s].limit);
  const words = (s: ContractSide) =>
    `${f[s].active} active ${SIDE_WORDS[s]} ${f[s].active === 1 ? 'contract' : 'contracts'} of the ${f[s].limit} your plan allows.`;
  if (over.length > 0) return { status: 'exceeded', errors: over.map(words) };
  if (at.length > 0) return { status: 'upgrade', errors: at.map(words) };
  return { status: 'ok', errors: [] };
}
