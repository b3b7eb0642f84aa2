import 'server-only';
// GET /api/payment/account/{acc}/checkout-session?sessionId (§7 Payment): what became of a
// checkout, for the page Stripe returns to. Only a session this account made is answered: a
// session id is not a key to another account's billing.
import type Stripe from 'stripe';
import { AppError } from '@/lib/errors/app-error';
import type { TCheckoutSessionQuery } from '@/lib/schemas/billing';
import type { Actor } from '../session/resolve-actor';
import { planById } from './billing-config';
import { requireBilling } from './stripe-client';

export interface CheckoutSessionView {
  id: string;
  status: string | null;
  payment_status: string;
  plan_id: string | null;
  plan_name: string | null;
}

/** The account's own checkout session, or 404 for a session of anyone else (or none at all). */
export async function ownCheckoutSession(actor: Actor, sessionId: string): Promise<Stripe.Checkout.Session> {
  const { stripe } = requireBilling();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw new AppError('not_found');
    throw error;
  }
  if (session.client_reference_id !== actor.accountId) throw new AppError('not_found');
  return session;
}

export async function readCheckoutSession(
  actor: Actor,
  query: TCheckoutSessionQuery,
): Promise<CheckoutSessionView> {
  const { config } = requireBilling();
  const session = await ownCheckoutSession(actor, query.sessionId);
  const plan = planById(config, session.metadata?.planId ?? null);
  return {
    id: session.id,
    status: session.status,
    payment_status: session.payment_status,
    plan_id: plan?.id ?? null,
    plan_name: plan?.name ?? null,
  };
}
