import 'server-only';
// POST /api/payment/account/{acc}/create-checkout-session {priceId} (§7 Payment): the owner
// chooses a plan and is sent to Stripe's hosted checkout. The account's Stripe customer is made
// once (its id kept on the subscription row) and every object carries the account id, so the
// webhook (handle-webhook.ts) knows whose plan it is. An account whose plan is still live changes
// it in the customer portal instead, where Stripe prorates the difference.
import { AppError } from '@/lib/errors/app-error';
import { appOrigin } from '@/lib/auth/app-url';
import { db } from '@/lib/db/client';
import { planPaymentPage } from '@/lib/paths/page-paths';
import type { TCreateCheckoutSession } from '@/lib/schemas/billing';
import type { Actor } from '../session/resolve-actor';
import { planByPrice } from './billing-config';
import { accountOwner } from './read-payment';
import { requireBilling } from './stripe-client';

export const OWNER_ONLY_MESSAGE = 'Only the account owner can choose or change the plan.';
export const PLAN_LIVE_MESSAGE =
  'This account already has a plan. Change it from Plan & Payment, in the customer portal.';

/** Only the account owner pays (§6 subscription notice): everyone else is refused. */
export async function assertOwner(actor: Actor): Promise<void> {
  const owner = await accountOwner(actor.accountId);
  if (owner?.userId !== actor.userId) throw new AppError('forbidden', OWNER_ONLY_MESSAGE);
}

/** Absolute address of a page, for Stripe to send the browser back to. */
export function absoluteUrl(request: Request, path: string): string {
  return `${appOrigin() ?? new URL(request.url).origin}${path}`;
}

export async function ensureCustomer(actor: Actor): Promise<string> {
  const { stripe } = requireBilling();
  const subscription = await db().subscription.findUnique({ where: { accountId: actor.accountId } });
  if (!subscription) throw new AppError('not_found');
  if (subscription.stripeCustomerId) return subscription.stripeCustomerId;
  const [account, owner] = await Promise.all([
    db().account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { name: true } }),
    accountOwner(actor.accountId),
  ]);
  const customer = await stripe.customers.create(
    { name: account.name, email: owner?.email, metadata: { accountId: actor.accountId } },
    // Two clicks at once make one customer: Stripe answers the second with the first's result.
    { idempotencyKey: `customer-${actor.accountId}` },
  );
  const { count } = await db().subscription.updateMany({
    where: { accountId: actor.accountId, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  if (count === 1) return customer.id;
  const again = await db().subscription.findUniqueOrThrow({ where: { accountId: actor.accountId } });
  return again.stripeCustomerId!;
}

export async function createCheckoutSession(
  actor: Actor,
  input: TCreateCheckoutSession,
  request: Request,
): Promise<{ sessionId: string; url: string }> {
  const { config, stripe } = requireBilling();
  await assertOwner(actor);
  const plan = planByPrice(config, input.priceId);
  if (!plan) throw new AppError('invalid', [{ field: 'priceId', message: 'Choose one of the plans shown.' }]);
  const current = await db().subscription.findUnique({ where: { accountId: actor.accountId } });
  if (current?.stripeSubscriptionId && (current.status === 'active' || current.status === 'past_due')) {
    throw new AppError('conflict', PLAN_LIVE_MESSAGE);
  }
  const customer = await ensureCustomer(actor);
  const metadata = { accountId: actor.accountId, planId: plan.id };
  const success = planPaymentPage(actor.accountId, 'success');
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: actor.accountId,
    line_items: [{ price: plan.stripe_price_id, quantity: 1 }],
    metadata,
    subscription_data: { metadata },
    success_url: absoluteUrl(request, `${success}&session_id={CHECKOUT_SESSION_ID}`),
    cancel_url: absoluteUrl(request, planPaymentPage(actor.accountId, 'cancelled')),
  });
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
  return { sessionId: session.id, url: session.url };
}
