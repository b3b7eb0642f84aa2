// Issue 14 with billing on: checkout → webhook → plan active → limit raised; cancellation → no
// plan; the trial's rules; 4021–4023 with the §8 texts; two starts at the limit at once.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { API, accountWithContract, completeContract, details, projectOf } from '../support/contract-fixtures';
import { withBilling } from '../support/billing';
import { db } from '@/lib/db/client';
import { POST as createContractRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/route';
import { POST as start } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/start/route';
import { POST as finalise } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/finalise/route';
import { POST as reopen } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/reopen/route';
import { GET as read } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/route';
import { POST as createCheckout } from '@/app/api/payment/account/[acc]/create-checkout-session/route';
import { GET as payment } from '@/app/api/payment/account/[acc]/payment/route';
import { GET as overview } from '@/app/api/payment/account/[acc]/overview/route';
import { GET as history } from '@/app/api/payment/account/[acc]/billing-history/route';
import { GET as checkoutSession } from '@/app/api/payment/account/[acc]/checkout-session/route';
import { GET as portal } from '@/app/api/payment/account/[acc]/customer-portal/route';
import { POST as addUser } from '@/app/api/account/[acc]/users/route';
import { TRIAL_ENDED_MESSAGE, TRIAL_ONE_PROJECT_MESSAGE, userLimitMessage } from '@/lib/domain/billing';

const billing = withBilling();
const UPGRADE = "You've reached the limits of your current plan. Upgrade now for even more active contracts.";

type Setup = Awaited<ReturnType<typeof accountWithContract>>;

/** Another complete claim contract in the same project (or another one of the account's). */
async function anotherContract(setup: Setup, projectId = setup.project.id) {
  signInAs(setup.owner.userId);
  const res = await callRoute(createContractRoute, {
    url: `${API}/${setup.owner.accountId}/contract_group/${projectId}/contract?type=claim`,
    params: { acc: setup.owner.accountId, g: projectId },
    body: details({ counterparty_company_id: setup.company.id }),
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  await completeContract(res.body.data.id);
  return { acc: setup.owner.accountId, g: projectId, c: res.body.data.id as string };
}

async function trialAccount() {
  const setup = await accountWithContract();
  await completeContract(setup.contractId);
  return setup;
}

const subscriptionOf = (accountId: string) => db().subscription.findUniqueOrThrow({ where: { accountId } });

async function subscribe(setup: Setup, priceId = 'price_starter') {
  signInAs(setup.owner.userId);
  const res = await callRoute(createCheckout, { params: { acc: setup.owner.accountId }, body: { priceId } });
  expect(res.status).toBe(200);
  await billing.fake.completeCheckout(res.body.sessionId);
  return res.body.sessionId as string;
}

describe('the free trial (§9: one project; days left; 4021 when it ends)', () => {
  it('starts one contract, then the trial limit answers 4022 with the §8 text', async () => {
    const setup = await trialAccount();
    expect((await callRoute(start, { params: setup.params })).status).toBe(200);
    const second = await anotherContract(setup);
    const res = await callRoute(start, { params: second });
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual([{ code: 4022, message: UPGRADE }]);
    // reads keep working
    expect((await callRoute(read, { params: second })).status).toBe(200);
  });

  it('a second project is refused with 4021 (choose a plan)', async () => {
    const setup = await trialAccount();
    await db().subscription.update({
      where: { accountId: setup.owner.accountId },
      data: { claimContractLimit: 5 },
    });
    expect((await callRoute(start, { params: setup.params })).status).toBe(200);
    const other = await projectOf(setup.owner.accountId, 'Second project');
    const res = await callRoute(start, { params: await anotherContract(setup, other.id) });
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual([{ code: 4021, message: TRIAL_ONE_PROJECT_MESSAGE }]);
  });

  it('an ended trial answers 4021 and the payment call says so', async () => {
    const setup = await trialAccount();
    await db().subscription.update({
      where: { accountId: setup.owner.accountId },
      data: { trialEndsAt: new Date(Date.now() - 1000) },
    });
    const res = await callRoute(start, { params: setup.params });
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual([{ code: 4021, message: TRIAL_ENDED_MESSAGE }]);
    expect(await (await db().contract.findUniqueOrThrow({ where: { id: setup.contractId } })).status).toBe(
      'draft',
    );
    const summary = await callRoute(payment, { params: { acc: setup.owner.accountId } });
    expect(summary.body).toMatchObject({
      billing_enabled: true,
      status: 'trialing',
      is_free_trial: false,
      left_free_trial_days: 0,
    });
  });

  it('the payment call shows the trial days left and the limits', async () => {
    const setup = await trialAccount();
    const res = await callRoute(payment, { params: { acc: setup.owner.accountId } });
    expect(res.body).toMatchObject({
      billing_enabled: true,
      status: 'trialing',
      is_owner: true,
      is_free_trial: true,
      left_free_trial_days: 30,
      plan: null,
      claim_contract_count: 0,
      subscription_claim_limit: 1,
    });
  });
});

describe('checkout → webhook → plan active → limit raised; cancellation → limit back', () => {
  it('walks the whole journey', async () => {
    const setup = await trialAccount();
    expect((await callRoute(start, { params: setup.params })).status).toBe(200);
    const second = await anotherContract(setup);
    expect((await callRoute(start, { params: second })).status).toBe(402);

    const sessionId = await subscribe(setup);
    expect(billing.deliveries.slice(-3).map((d) => d.status)).toEqual([200, 200, 200]);
    const row = await subscriptionOf(setup.owner.accountId);
    expect(row).toMatchObject({
      status: 'active',
      planId: 'starter',
      claimContractLimit: 2,
      certContractLimit: 2,
      userLimit: 5,
    });
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    expect(row.stripeSubscriptionId).toMatch(/^sub_/);
    expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * 864e5);

    // the limit is raised: the second contract starts, a third is over the plan
    expect((await callRoute(start, { params: second })).status).toBe(200);
    const third = await anotherContract(setup);
    expect((await callRoute(start, { params: third })).body.errors).toEqual([
      { code: 4022, message: UPGRADE },
    ]);

    const acc = { acc: setup.owner.accountId };
    expect(
      (await callRoute(checkoutSession, { params: acc, url: `http://localhost/x?sessionId=${sessionId}` }))
        .body,
    ).toEqual({
      id: sessionId,
      status: 'complete',
      payment_status: 'paid',
      plan_id: 'starter',
      plan_name: 'Starter',
    });
    const over = await callRoute(overview, { params: acc });
    expect(over.body).toMatchObject({
      billing_enabled: true,
      current_plan_id: 'starter',
      next_invoice: { amount_due: 4900, currency: 'nzd' },
    });
    expect(over.body.plans.map((p: { id: string }) => p.id)).toEqual(['starter', 'unlimited']);
    const invoices = await callRoute(history, { params: acc });
    expect(invoices.body.invoices).toHaveLength(1);
    expect(invoices.body.invoices[0]).toMatchObject({ amount_cents: 4900, currency: 'nzd', status: 'paid' });
    const portalRes = await callRoute(portal, { params: acc, url: 'http://localhost/x' });
    expect(portalRes.body.url).toContain(`${billing.fake.url}/portal/`);
    // a second checkout while the plan is live: change it in the portal instead
    expect(
      (await callRoute(createCheckout, { params: acc, body: { priceId: 'price_unlimited' } })).status,
    ).toBe(409);

    // cancellation: no plan, the limits go back, and starting answers 4021
    await billing.fake.cancelSubscription(row.stripeSubscriptionId!);
    expect(await subscriptionOf(setup.owner.accountId)).toMatchObject({
      status: 'cancelled',
      planId: null,
      claimContractLimit: 1,
      certContractLimit: 1,
    });
    const res = await callRoute(start, { params: third });
    expect(res.status).toBe(402);
    expect(res.body.errors[0].code).toBe(4021);
    // the contracts already running keep working
    expect((await callRoute(read, { params: second })).status).toBe(200);
    const changes = await db().history.findMany({
      where: { accountId: setup.owner.accountId, action: 'subscription.updated' },
      orderBy: { createdAt: 'asc' },
    });
    expect(changes.map((h) => (h.details as { to: string }).to)).toEqual(['active', 'cancelled']);
  });

  it('a downgrade below the contracts running answers 4023 (exceeded); reopening counts too', async () => {
    const setup = await trialAccount();
    await subscribe(setup);
    const second = await anotherContract(setup);
    await callRoute(start, { params: setup.params });
    await callRoute(start, { params: second });
    await callRoute(finalise, { params: second });
    await db().subscription.update({
      where: { accountId: setup.owner.accountId },
      data: { claimContractLimit: 0 },
    });
    const res = await callRoute(reopen, { params: second });
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual([{ code: 4023, message: UPGRADE }]);
  });

  it('a payment failure makes it past due (plan kept); the paid invoice makes it active again', async () => {
    const setup = await trialAccount();
    await subscribe(setup);
    const { stripeSubscriptionId } = await subscriptionOf(setup.owner.accountId);
    await billing.fake.failPayment(stripeSubscriptionId!);
    expect(await subscriptionOf(setup.owner.accountId)).toMatchObject({
      status: 'past_due',
      planId: 'starter',
    });
    expect((await callRoute(start, { params: setup.params })).status).toBe(200);
  });

  it('an Unlimited plan never refuses', async () => {
    const setup = await trialAccount();
    await subscribe(setup, 'price_unlimited');
    for (let i = 0; i < 3; i++) {
      expect((await callRoute(start, { params: await anotherContract(setup) })).status).toBe(200);
    }
  });
});

describe('two contract starts at the limit at once', () => {
  it('exactly one succeeds: the subscription row is locked in the start transaction', async () => {
    const setup = await trialAccount();
    await subscribe(setup);
    await callRoute(start, { params: setup.params }); // 1 of 2
    const a = await anotherContract(setup);
    const b = await anotherContract(setup);
    signInAs(setup.owner.userId);
    const results = await Promise.all([callRoute(start, { params: a }), callRoute(start, { params: b })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(results.find((r) => r.status === 402)!.body.errors[0].code).toBe(4022);
    const active = await db().contract.count({
      where: { id: { in: [setup.contractId, a.c, b.c] }, status: 'started' },
    });
    expect(active).toBe(2);
  });
});

describe("the plan's user limit", () => {
  it('adding users past the plan answers 402 4022 with the limit; two at once cannot both take the last place', async () => {
    const setup = await trialAccount();
    await subscribe(setup);
    const acc = setup.owner.accountId;
    await db().subscription.update({ where: { accountId: acc }, data: { userLimit: 3 } });
    const add = (n: number) =>
      callRoute(addUser, {
        params: { acc },
        body: { email: `user-${n}-${Date.now()}@test.example`, name: `User ${n}`, role: 'view' },
      });
    expect((await add(1)).status).toBe(201);
    const both = await Promise.all([add(2), add(3)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 402]);
    const refused = both.find((r) => r.status === 402)!;
    expect(refused.body.errors).toEqual([{ code: 4022, message: userLimitMessage(3) }]);
    expect(await db().membership.count({ where: { accountId: acc, status: 'active' } })).toBe(3);
  });
});
