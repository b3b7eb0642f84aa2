import 'server-only';
// POST /api/payment/webhook (issue 14): Stripe tells the app what happened to a checkout, a
// subscription or an invoice. The signature is checked with the Stripe SDK against the endpoint's
// secret (a forged or altered payload is refused with 400 and changes nothing). Each event id is
// recorded in the same transaction as its effect, so a replayed event changes nothing twice. The
// effect does not trust the event's copy of the subscription, which may be stale when events
// arrive out of order: it reads the subscription as Stripe holds it now and saves that on the
// account's Subscription row (§4 state, plan, limits), with a history row when anything changed.
import type Stripe from 'stripe';
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import { NO_PLAN_LIMITS, statusFromStripe, type BillingStatus } from '@/lib/domain/billing';
import { planByPrice, type BillingConfig } from './billing-config';
import { requireBilling } from './stripe-client';

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';

/** The events that move an account's subscription; any other is acknowledged and ignored. */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

interface Target {
  accountId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

/** Whose subscription an event is about, and which Stripe subscription it names. */
function targetOf(event: Stripe.Event): Target {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = object as Stripe.Checkout.Session;
      return {
        accountId: session.client_reference_id ?? session.metadata?.accountId ?? null,
        customerId: idOf(session.customer),
        subscriptionId: session.mode === 'subscription' ? idOf(session.subscription) : null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = object as Stripe.Subscription;
      return {
        accountId: subscription.metadata?.accountId ?? null,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
      };
    }
    default: {
      const invoice = object as Stripe.Invoice;
      return {
        accountId: invoice.parent?.subscription_details?.metadata?.accountId ?? null,
        customerId: idOf(invoice.customer),
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      };
    }
  }
}

export interface SubscriptionState {
  status: BillingStatus;
  planId: string | null;
  claimContractLimit: number;
  certContractLimit: number;
  userLimit: number | null;
  stripeSubscriptionId: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** The account's row from a Stripe subscription: its status, and its price's plan and limits. */
export function stateFromStripe(config: BillingConfig, subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const plan = planByPrice(config, item?.price.id);
  const status = statusFromStripe(subscription.status);
  const live = (status === 'active' || status === 'past_due') && plan !== null;
  return {
    status: live || status !== 'active' ? status : 'none',
    planId: live ? plan.id : null,
    claimContractLimit: live ? plan.claim_contracts : NO_PLAN_LIMITS.claim,
    certContractLimit: live ? plan.cert_contracts : NO_PLAN_LIMITS.cert,
    userLimit: live ? plan.users : null,
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** The account's row, locked, found by the Stripe customer first and the account id second. */
async function lockRow(tx: Tx, target: Target) {
  const rows = await tx.$queryRaw<
    { id: string; account_id: string; stripe_subscription_id: string | null; status: string }[]
  >`
    SELECT id, account_id, stripe_subscription_id, status::text AS status FROM subscriptions
     WHERE stripe_customer_id = ${target.customerId ?? ''}
        OR (stripe_customer_id IS NULL AND account_id::text = ${target.accountId ?? ''})
     ORDER BY (stripe_customer_id IS NULL) LIMIT 1 FOR UPDATE`;
  return rows[0] ?? null;
}

const SAME_FIELDS = [
  'status',
  'planId',
  'claimContractLimit',
  'certContractLimit',
  'userLimit',
  'stripeSubscriptionId',
  'cancelAtPeriodEnd',
] as const;

/**
 * The subscription as Stripe holds it now, or null when Stripe has no such subscription: that
 * event is acknowledged and changes nothing (answering 500 would have Stripe resend it for days).
 * Any other failure (Stripe unreachable) is thrown, so the event is answered 500 and resent.
 */
async function currentSubscription(stripe: Stripe, id: string) {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return null;
    throw error;
  }
}

export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
): Promise<{ received: true; applied: boolean }> {
  const { config, stripe } = requireBilling();
  if (!config.webhookSecret || !signature) throw new AppError('bad_request', BAD_SIGNATURE_MESSAGE);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  } catch {
    throw new AppError('bad_request', BAD_SIGNATURE_MESSAGE);
  }
  if (!HANDLED.has(event.type)) {
    await db().stripeWebhookEvent.createMany({
      data: [{ id: event.id, type: event.type }],
      skipDuplicates: true,
    });
    return { received: true, applied: false };
  }
  const target = targetOf(event);
  // Stripe's current copy, read before the transaction (no network call holds a row lock).
  const current = target.subscriptionId ? await currentSubscription(stripe, target.subscriptionId) : null;
  return db().$transaction(async (tx) => {
    const row = await lockRow(tx, target);
    const recorded = await tx.stripeWebhookEvent.createMany({
      data: [{ id: event.id, type: event.type, accountId: row?.account_id ?? null }],
      skipDuplicates: true,
    });
    if (recorded.count === 0 || !row || !current) return { received: true as const, applied: false };
    // A late event about a subscription the account has since replaced by a live one changes nothing.
    const replaced = row.stripe_subscription_id !== null && row.stripe_subscription_id !== current.id;
    if (replaced && (row.status === 'active' || row.status === 'past_due')) {
      return { received: true as const, applied: false };
    }
    const before = await tx.subscription.findUniqueOrThrow({ where: { id: row.id } });
    const next = stateFromStripe(config, current);
    const changed =
      SAME_FIELDS.some((field) => before[field] !== next[field]) ||
      before.currentPeriodEnd?.getTime() !== next.currentPeriodEnd?.getTime();
    await tx.subscription.update({
      where: { id: row.id },
      data: { ...next, stripeCustomerId: idOf(current.customer) ?? target.customerId },
    });
    if (changed) {
      await tx.history.create({
        data: {
          accountId: row.account_id,
          action: 'subscription.updated',
          details: {
            event: event.type,
            eventId: event.id,
            from: before.status,
            to: next.status,
            plan: next.planId,
          },
        },
      });
    }
    return { received: true as const, applied: changed };
  });
}
