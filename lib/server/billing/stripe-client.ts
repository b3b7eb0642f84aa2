import 'server-only';
// The one Stripe SDK instance, made from the billing configuration (billing-config.ts). Nothing
// else constructs the SDK, so with billing off nothing can call Stripe.
import Stripe from 'stripe';
import { AppError } from '@/lib/errors/app-error';
import { billingConfig, type BillingConfig } from './billing-config';

export const BILLING_OFF_MESSAGE = 'Billing is not enabled on this installation.';

let cached: { key: string; client: Stripe } | null = null;

export function stripeFor(config: BillingConfig): Stripe {
  const key = JSON.stringify([config.secretKey, config.api]);
  if (cached?.key === key) return cached.client;
  const client = new Stripe(config.secretKey, {
    ...config.api,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'ClaimCert' },
  });
  cached = { key, client };
  return client;
}

/** The configuration and the SDK, or 404 'Billing is not enabled' when the switch is off. */
export function requireBilling(): { config: BillingConfig; stripe: Stripe } {
  const config = billingConfig();
  if (!config) throw new AppError('not_found', BILLING_OFF_MESSAGE);
  return { config, stripe: stripeFor(config) };
}
