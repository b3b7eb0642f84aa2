import { describe, expect, it } from 'vitest';
import { billingConfig } from './billing-config';

const plan = {
  id: 'starter',
  name: 'Starter',
  price_cents: 4900,
  currency: 'nzd',
  stripe_price_id: 'price_1',
  claim_contracts: 5,
  cert_contracts: 5,
  users: 5,
};

// Issue 14: billing is a switch, off unless STRIPE_SECRET_KEY is set; on, it needs valid plans.
describe('billingConfig', () => {
  it('is off without a secret key, whatever else is set', () => {
    expect(billingConfig({ BILLING_PLANS: 'not json' })).toBeNull();
    expect(billingConfig({ STRIPE_SECRET_KEY: '  ' })).toBeNull();
  });

  it('reads the plans, the webhook secret and a local API address', () => {
    const config = billingConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      BILLING_PLANS: JSON.stringify([plan]),
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      plans: [{ ...plan, interval: 'month' }],
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it.each([
    [undefined, /BILLING_PLANS is not/],
    ['nope', /not valid JSON/],
    ['[]', /at least one plan/],
    [JSON.stringify([plan, plan]), /Plan ids must differ/],
    [JSON.stringify([plan, { ...plan, id: 'other' }]), /its own Stripe price/],
    [JSON.stringify([{ ...plan, claim_contracts: -1 }]), /not valid/],
  ])('refuses BILLING_PLANS=%s with a reason', (plans, reason) => {
    expect(() => billingConfig({ STRIPE_SECRET_KEY: 'sk_test_1', BILLING_PLANS: plans })).toThrow(reason);
  });
});
