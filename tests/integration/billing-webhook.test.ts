// Issue 14: the webhook's signature is checked with the Stripe SDK; a forged payload answers 400
// and changes nothing; a replayed event changes nothing twice; an event arriving late does not
// undo a newer state (the handler reads the subscription as Stripe holds it now).
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { postWebhook, withBilling } from '../support/billing';
import { db } from '@/lib/db/client';
import { POST as createCheckout } from '@/app/api/payment/account/[acc]/create-checkout-session/route';
import { BAD_SIGNATURE_MESSAGE } from '@/lib/server/billing/handle-webhook';

const billing = withBilling();

async function subscribedAccount() {
  const owner = await createAccountWithOwner('Webhook Co');
  signInAs(owner.userId);
  const res = await callRoute(createCheckout, {
    params: { acc: owner.accountId },
    body: { priceId: 'price_starter' },
  });
  const events = await billing.fake.completeCheckout(res.body.sessionId);
  return { owner, events };
}

const rowOf = (accountId: string) => db().subscription.findUniqueOrThrow({ where: { accountId } });
// A valid signature with its first hex digit changed (always changed: a fixed replacement digit
// would leave one signature in sixteen intact, and that event would then be processed).
const alterSignature = (header: string) =>
  header.replace(/v1=(\w)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
const changesOf = (accountId: string) =>
  db().history.count({ where: { accountId, action: 'subscription.updated' } });

describe('signature', () => {
  it('a forged event (payload altered after signing) → 400, nothing changes, nothing recorded', async () => {
    const owner = await createAccountWithOwner('Forged Co');
    const before = await rowOf(owner.accountId);
    const event = {
      id: 'evt_forged_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'sub_x',
          object: 'subscription',
          customer: 'cus_x',
          status: 'active',
          metadata: { accountId: owner.accountId },
        },
      },
    };
    const signed = JSON.stringify({ ...event, type: 'ping' });
    const header = billing.fake.sign(signed);
    for (const [payload, signature] of [
      [JSON.stringify(event), header], // body swapped under a valid signature
      [JSON.stringify(event), null], // no signature
      [JSON.stringify(event), 't=1,v1=deadbeef'], // made-up signature
      [JSON.stringify(event), alterSignature(billing.fake.sign(JSON.stringify(event)))],
    ] as const) {
      const res = await postWebhook(payload, signature);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ message: BAD_SIGNATURE_MESSAGE }] });
    }
    expect(await rowOf(owner.accountId)).toEqual(before);
    expect(await db().stripeWebhookEvent.findUnique({ where: { id: 'evt_forged_1' } })).toBeNull();
  });

  it('a signed event about a subscription Stripe does not have is acknowledged and changes nothing', async () => {
    const owner = await createAccountWithOwner('Unknown Sub Co');
    const before = await rowOf(owner.accountId);
    const payload = JSON.stringify({
      id: 'evt_unknown_sub',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'sub_nobody',
          object: 'subscription',
          customer: 'cus_nobody',
          status: 'active',
          metadata: { accountId: owner.accountId },
        },
      },
    });
    const res = await postWebhook(payload, billing.fake.sign(payload));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, applied: false });
    expect(await rowOf(owner.accountId)).toEqual(before);
    expect(await changesOf(owner.accountId)).toBe(0);
    expect(await db().stripeWebhookEvent.findUnique({ where: { id: 'evt_unknown_sub' } })).not.toBeNull();
  });

  it('an event signed with another endpoint secret → 400', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    const { default: Stripe } = await import('stripe');
    const header = new Stripe('sk_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    expect((await postWebhook(payload, header)).status).toBe(400);
  });
});

describe('idempotency and order', () => {
  it('a replayed event is acknowledged and changes nothing twice', async () => {
    const { owner, events } = await subscribedAccount();
    const count = await changesOf(owner.accountId);
    expect(count).toBe(1);
    for (const event of events) {
      const payload = JSON.stringify(event);
      const res = await postWebhook(payload, billing.fake.sign(payload));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, applied: false });
    }
    expect(await changesOf(owner.accountId)).toBe(count);
    expect(await rowOf(owner.accountId)).toMatchObject({ status: 'active', planId: 'starter' });
  });

  it('the same event delivered twice at once is applied once', async () => {
    const owner = await createAccountWithOwner('Twice Co');
    signInAs(owner.userId);
    const res = await callRoute(createCheckout, {
      params: { acc: owner.accountId },
      body: { priceId: 'price_starter' },
    });
    const fake = billing.fake;
    const events = await fake.completeCheckout(res.body.sessionId, { deliver: false });
    const payload = JSON.stringify(events[0]);
    const answers = await Promise.all([
      postWebhook(payload, fake.sign(payload)),
      postWebhook(payload, fake.sign(payload)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.applied).sort()).toEqual([false, true]);
    expect(await rowOf(owner.accountId)).toMatchObject({ status: 'active', planId: 'starter' });
    expect(await changesOf(owner.accountId)).toBe(1);
  });

  it('a late "created" event after the cancellation does not bring the plan back', async () => {
    const { owner, events } = await subscribedAccount();
    const row = await rowOf(owner.accountId);
    await billing.fake.cancelSubscription(row.stripeSubscriptionId!);
    // Stripe retries: an older event, never seen before under this id, arrives last.
    const late = { ...events[1]!, id: `${events[1]!.id}_retry` };
    const payload = JSON.stringify(late);
    expect((await postWebhook(payload, billing.fake.sign(payload))).status).toBe(200);
    expect(await rowOf(owner.accountId)).toMatchObject({ status: 'cancelled', planId: null });
  });

  it('an event for no known account or a type not handled is acknowledged (Stripe stops retrying)', async () => {
    const payload = JSON.stringify({
      id: 'evt_unrelated',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    const res = await postWebhook(payload, billing.fake.sign(payload));
    expect(res).toEqual({ status: 200, body: { received: true, applied: false } });
  });
});
