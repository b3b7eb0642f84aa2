import 'server-only';
// GET /api/payment/account/{acc}/billing-history (§7 Payment): the account's Stripe invoices,
// newest first, with a link to each one Stripe hosts. Billing off, or no customer yet: none.
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { billingConfig } from './billing-config';
import { stripeFor } from './stripe-client';

export interface BillingHistoryRow {
  id: string;
  number: string | null;
  date: Date;
  amount_cents: number;
  currency: string;
  status: string | null;
  invoice_url: string | null;
}

/** The invoices shown: two years of monthly ones. */
const HISTORY_LIMIT = 24;

export async function readBillingHistory(actor: Actor): Promise<{ invoices: BillingHistoryRow[] }> {
  const config = billingConfig();
  if (!config) return { invoices: [] };
  const subscription = await db().subscription.findUnique({
    where: { accountId: actor.accountId },
    select: { stripeCustomerId: true },
  });
  if (!subscription?.stripeCustomerId) return { invoices: [] };
  const list = await stripeFor(config).invoices.list({
    customer: subscription.stripeCustomerId,
    limit: HISTORY_LIMIT,
  });
  return {
    invoices: list.data.map((invoice) => ({
      id: invoice.id ?? '',
      number: invoice.number,
      date: new Date(invoice.created * 1000),
      amount_cents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status: invoice.status,
      invoice_url: invoice.hosted_invoice_url ?? null,
    })),
  };
}
