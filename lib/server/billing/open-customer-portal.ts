import 'server-only';
// GET /api/payment/account/{acc}/customer-portal?sessionId (§7 Payment): a Stripe customer portal
// session for the owner (card, invoices, change or cancel the plan), returning to Plan & Payment.
// Right after a checkout, before the webhook has saved the customer, the checkout session (the
// account's own, checked) names the customer.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { planPaymentPage } from '@/lib/paths/page-paths';
import type { TCustomerPortalQuery } from '@/lib/schemas/billing';
import type { Actor } from '../session/resolve-actor';
import { absoluteUrl, assertOwner } from './create-checkout-session';
import { ownCheckoutSession } from './read-checkout-session';
import { requireBilling } from './stripe-client';

export const NO_CUSTOMER_MESSAGE = 'Choose a plan first: there is nothing to manage yet.';

export async function openCustomerPortal(
  actor: Actor,
  query: TCustomerPortalQuery,
  request: Request,
): Promise<{ url: string }> {
  const { stripe } = requireBilling();
  await assertOwner(actor);
  const subscription = await db().subscription.findUnique({
    where: { accountId: actor.accountId },
    select: { stripeCustomerId: true },
  });
  let customer = subscription?.stripeCustomerId ?? null;
  if (!customer && query.sessionId) {
    const session = await ownCheckoutSession(actor, query.sessionId);
    customer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  }
  if (!customer) throw new AppError('conflict', NO_CUSTOMER_MESSAGE);
  const portal = await stripe.billingPortal.sessions.create({
    customer,
    return_url: absoluteUrl(request, planPaymentPage(actor.accountId)),
  });
  return { url: portal.url };
}
