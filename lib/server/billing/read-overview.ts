import 'server-only';
// GET /api/payment/account/{acc}/overview (§7 Payment): the plans on offer, the account's current
// one and its next invoice (Stripe's preview of it). With billing off: no plans, no Stripe call.
import Stripe from 'stripe';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { billingConfig } from './billing-config';
import { planView, type PlanView } from './read-payment';
import { stripeFor } from './stripe-client';

export interface NextInvoice {
  amount_due: number;
  currency: string;
  /** When Stripe will charge it (the period's end), or null when it does not say. */
  date: Date | null;
}

export interface BillingOverview {
  billing_enabled: boolean;
  plans: PlanView[];
  current_plan_id: string | null;
  next_invoice: NextInvoice | null;
}

export async function readOverview(actor: Actor): Promise<BillingOverview> {
  const config = billingConfig();
  if (!config) return { billing_enabled: false, plans: [], current_plan_id: null, next_invoice: null };
  const subscription = await db().subscription.findUnique({ where: { accountId: actor.accountId } });
  const live =
    subscription?.stripeCustomerId &&
    subscription.stripeSubscriptionId &&
    (subscription.status === 'active' || subscription.status === 'past_due');
  let next_invoice: NextInvoice | null = null;
  if (live) {
    try {
      const preview = await stripeFor(config).invoices.createPreview({
        customer: subscription.stripeCustomerId!,
        subscription: subscription.stripeSubscriptionId!,
      });
      const at = preview.next_payment_attempt ?? preview.period_end;
      next_invoice = {
        amount_due: preview.amount_due,
        currency: preview.currency,
        date: at ? new Date(at * 1000) : null,
      };
    } catch (error) {
      // A subscription set to end has no next invoice: Stripe answers invoice_upcoming_none.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
  return {
    billing_enabled: true,
    plans: config.plans.map(planView),
    current_plan_id: subscription?.planId ?? null,
    next_invoice,
  };
}
