// Billing switched on for one integration test file: a fake Stripe server (fake-stripe.ts) the
// app's real SDK calls, the env that points billing-config.ts at it, and webhooks delivered to
// the real route handler with a real signature. Restores billing off afterwards.
import { afterAll, beforeAll } from 'vitest';
import { POST as webhook } from '@/app/api/payment/webhook/route';
import { callRoute } from './call-route';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

export const PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    price_cents: 4900,
    currency: 'nzd',
    interval: 'month',
    stripe_price_id: 'price_starter',
    claim_contracts: 2,
    cert_contracts: 2,
    users: 5,
  },
  {
    id: 'unlimited',
    name: 'Unlimited',
    price_cents: 19900,
    currency: 'nzd',
    interval: 'month',
    stripe_price_id: 'price_unlimited',
    claim_contracts: 10_000_000,
    cert_contracts: 10_000_000,
    users: 100,
  },
];

export const WEBHOOK_URL = 'http://localhost/api/payment/webhook';

/** Posts a payload to the webhook route as Stripe would, with the given signature header. */
export function postWebhook(payload: string, signature: string | null) {
  return callRoute(webhook, {
    url: WEBHOOK_URL,
    method: 'POST',
    rawBody: payload,
    headers: signature === null ? {} : { 'stripe-signature': signature },
  });
}

const KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
  'BILLING_PLANS',
] as const;

/** Billing on for this file; `deliveries` records each webhook answer the fake got. */
export function withBilling() {
  const state = {
    fake: null as unknown as FakeStripe,
    deliveries: [] as { status: number; body: unknown }[],
  };
  beforeAll(async () => {
    state.fake = await startFakeStripe({
      secretKey: 'sk_test_fake_claimcert',
      webhookSecret: 'whsec_test_fake_claimcert',
      prices: {
        price_starter: { unit_amount: 4900, currency: 'nzd' },
        price_unlimited: { unit_amount: 19900, currency: 'nzd' },
      },
      deliver: async (payload, signature) => {
        const res = await postWebhook(payload, signature);
        state.deliveries.push(res);
        if (res.status !== 200)
          throw new Error(`webhook answered ${res.status}: ${JSON.stringify(res.body)}`);
      },
    });
    Object.assign(process.env, state.fake.env, { BILLING_PLANS: JSON.stringify(PLANS) });
  });
  afterAll(async () => {
    for (const key of KEYS) delete process.env[key];
    await state.fake.close();
  });
  return state;
}
