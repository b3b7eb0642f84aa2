// Issue 14: the payment calls belong to the account in the path. Another account's user gets 403,
// a checkout session id of another account is not found from one's own account, only the owner
// may pay, and bad input answers 4xx with { errors }, never 500.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { userOf } from '../support/contract-fixtures';
import { withBilling } from '../support/billing';
import { db } from '@/lib/db/client';
import { POST as createCheckout } from '@/app/api/payment/account/[acc]/create-checkout-session/route';
import { GET as payment } from '@/app/api/payment/account/[acc]/payment/route';
import { GET as overview } from '@/app/api/payment/account/[acc]/overview/route';
import { GET as history } from '@/app/api/payment/account/[acc]/billing-history/route';
import { GET as checkoutSession } from '@/app/api/payment/account/[acc]/checkout-session/route';
import { GET as portal } from '@/app/api/payment/account/[acc]/customer-portal/route';
import { OWNER_ONLY_MESSAGE } from '@/lib/server/billing/create-checkout-session';

const billing = withBilling();
const url = (query = '') => `http://localhost/api/payment/x${query}`;

async function paidAccount(name: string) {
  const owner = await createAccountWithOwner(name);
  signInAs(owner.userId);
  const res = await callRoute(createCheckout, {
    params: { acc: owner.accountId },
    body: { priceId: 'price_starter' },
  });
  await billing.fake.completeCheckout(res.body.sessionId);
  return { owner, sessionId: res.body.sessionId as string };
}

describe('tenant isolation', () => {
  it("another account's user gets 403 and no data from every payment call", async () => {
    const { owner } = await paidAccount('Kauri');
    const intruder = await createAccountWithOwner('Intruder');
    signInAs(intruder.userId);
    const params = { acc: owner.accountId };
    for (const [handler, init] of [
      [payment, {}],
      [overview, {}],
      [history, {}],
      [checkoutSession, { url: url('?sessionId=cs_test_x') }],
      [portal, {}],
    ] as const) {
      const res = await callRoute(handler, { params, url: url(), ...init });
      expect(res.status).toBe(403);
      expect(res.body.errors).toBeDefined();
    }
    const res = await callRoute(createCheckout, { params, body: { priceId: 'price_starter' } });
    expect(res.status).toBe(403);
  });

  it("another account's checkout session is not found from one's own account", async () => {
    const { sessionId } = await paidAccount('Kauri');
    const other = await createAccountWithOwner('Other');
    signInAs(other.userId);
    const params = { acc: other.accountId };
    expect((await callRoute(checkoutSession, { params, url: url(`?sessionId=${sessionId}`) })).status).toBe(
      404,
    );
    // nor does it open the other account's customer portal
    expect((await callRoute(portal, { params, url: url(`?sessionId=${sessionId}`) })).status).toBe(404);
  });

  it('only the owner may choose a plan or open the portal; an admin reads the plan and the owner name', async () => {
    const { owner } = await paidAccount('Kauri');
    const admin = await userOf(owner.accountId, 'admin');
    signInAs(admin);
    const params = { acc: owner.accountId };
    const res = await callRoute(createCheckout, { params, body: { priceId: 'price_unlimited' } });
    expect(res).toEqual({ status: 403, body: { errors: [{ message: OWNER_ONLY_MESSAGE }] } });
    expect((await callRoute(portal, { params, url: url() })).status).toBe(403);
    const summary = await callRoute(payment, { params });
    expect(summary.body).toMatchObject({
      is_owner: false,
      owner_name: 'Kauri Owner',
      plan: { id: 'starter' },
    });
    // a view user may not open the plan pages' calls at all (§6: account edit)
    signInAs(await userOf(owner.accountId, 'view'));
    expect((await callRoute(payment, { params })).status).toBe(403);
  });
});

describe('bad input', () => {
  it('answers 4xx with { errors }, never 500, and changes nothing', async () => {
    const owner = await createAccountWithOwner('Bad Input Co');
    signInAs(owner.userId);
    const params = { acc: owner.accountId };
    for (const body of [undefined, {}, { priceId: '' }, { priceId: 42 }, { priceId: 'price_unknown' }]) {
      const res = await callRoute(createCheckout, { params, method: 'POST', body });
      expect(res.status).toBe(422);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    for (const query of ['', '?sessionId=', '?sessionId=not-a-session', `?sessionId=cs_${'x'.repeat(300)}`]) {
      expect((await callRoute(checkoutSession, { params, url: url(query) })).status).toBe(422);
    }
    expect(
      (await callRoute(checkoutSession, { params, url: url('?sessionId=cs_test_missing') })).status,
    ).toBe(404);
    expect((await callRoute(payment, { params: { acc: 'not-a-uuid' } })).status).toBe(403);
    // no customer yet: the portal has nothing to manage
    expect((await callRoute(portal, { params, url: url() })).status).toBe(409);
    expect(
      await db().subscription.findUniqueOrThrow({ where: { accountId: owner.accountId } }),
    ).toMatchObject({
      status: 'trialing',
      stripeCustomerId: null,
    });
  });
});
