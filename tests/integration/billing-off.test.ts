// Issue 14: billing is off without STRIPE_SECRET_KEY. Every account is unlimited (whatever its
// subscription row says), the payment calls say billing is not enabled, and nothing calls Stripe
// (no Stripe host is configured here: a call would fail the test).
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { accountWithContract, completeContract } from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { POST as start } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/start/route';
import { POST as createCheckout } from '@/app/api/payment/account/[acc]/create-checkout-session/route';
import { GET as payment } from '@/app/api/payment/account/[acc]/payment/route';
import { GET as overview } from '@/app/api/payment/account/[acc]/overview/route';
import { GET as history } from '@/app/api/payment/account/[acc]/billing-history/route';
import { GET as portal } from '@/app/api/payment/account/[acc]/customer-portal/route';
import { POST as webhook } from '@/app/api/payment/webhook/route';
import { BILLING_OFF_MESSAGE } from '@/lib/server/billing/stripe-client';

describe('billing off (no STRIPE_SECRET_KEY)', () => {
  it('an account whose trial ended, with no plan, still starts contracts', async () => {
    expect(process.env.STRIPE_SECRET_KEY).toBeUndefined();
    const setup = await accountWithContract();
    await completeContract(setup.contractId);
    await db().subscription.update({
      where: { accountId: setup.owner.accountId },
      data: { status: 'cancelled', trialEndsAt: new Date(0), claimContractLimit: 0 },
    });
    expect((await callRoute(start, { params: setup.params })).status).toBe(200);
  });

  it('the payment calls say billing is off; the Stripe calls answer 404 with the reason', async () => {
    const setup = await accountWithContract();
    signInAs(setup.owner.userId);
    const params = { acc: setup.owner.accountId };
    expect((await callRoute(payment, { params })).body).toMatchObject({
      billing_enabled: false,
      is_owner: true,
      subscription_claim_limit: 2_147_483_647,
      subscription_cert_limit: 2_147_483_647,
    });
    expect((await callRoute(overview, { params })).body).toEqual({
      billing_enabled: false,
      plans: [],
      current_plan_id: null,
      next_invoice: null,
    });
    expect((await callRoute(history, { params })).body).toEqual({ invoices: [] });
    const off = { status: 404, body: { errors: [{ message: BILLING_OFF_MESSAGE }] } };
    expect(await callRoute(createCheckout, { params, body: { priceId: 'price_x' } })).toEqual(off);
    expect(await callRoute(portal, { params })).toEqual(off);
    expect(await callRoute(webhook, { method: 'POST', rawBody: '{}' })).toEqual(off);
  });
});
