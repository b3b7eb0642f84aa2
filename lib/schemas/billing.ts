import { z } from 'zod';

/**
 * One plan of BILLING_PLANS (README, Billing): what it costs, what it allows, and the Stripe price
 * a checkout charges. Limits are counts of active (started or reopened) contracts per side; a
 * limit above 9,999,999 is Unlimited (§9).
 */
export const ZPlan = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'A plan id is 1–40 lower-case letters, digits, - or _'),
  name: z.string().min(1).max(60),
  price_cents: z.number().int().min(0),
  currency: z.string().regex(/^[a-z]{3}$/, 'A currency is a three-letter lower-case ISO code'),
  interval: z.enum(['month', 'year']).default('month'),
  stripe_price_id: z.string().min(1).max(255),
  claim_contracts: z.number().int().min(0),
  cert_contracts: z.number().int().min(0),
  users: z.number().int().min(1),
});
export type TPlan = z.output<typeof ZPlan>;

export const ZPlans = z
  .array(ZPlan)
  .min(1, 'BILLING_PLANS needs at least one plan')
  .refine((plans) => new Set(plans.map((p) => p.id)).size === plans.length, 'Plan ids must differ')
  .refine(
    (plans) => new Set(plans.map((p) => p.stripe_price_id)).size === plans.length,
    'Each plan needs its own Stripe price',
  );

/** POST /api/payment/account/{acc}/create-checkout-session (§7: {priceId}). */
export const ZCreateCheckoutSession = z.object({ priceId: z.string().min(1).max(255) });

/** GET /api/payment/account/{acc}/checkout-session?sessionId (§7). */
export const ZCheckoutSessionQuery = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'Not a checkout session id'),
});

/** GET /api/payment/account/{acc}/customer-portal?sessionId (§7): the session is optional. */
export const ZCustomerPortalQuery = ZCheckoutSessionQuery.partial();
export type TCreateCheckoutSession = z.infer<typeof ZCreateCheckoutSession>;
export type TCheckoutSessionQuery = z.infer<typeof ZCheckoutSessionQuery>;
export type TCustomerPortalQuery = z.infer<typeof ZCustomerPortalQuery>;
