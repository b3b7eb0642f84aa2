import 'server-only';
// GET /api/account/{acc}/subscription (§7 Account; §3 Subscription and Subscription stats; §4
// subscription status): the account's state — ok, no subscription, upgrade or exceeded — with what is
// wrong, and its active contracts against the plan's limits. Every member may read it: it says why a
// start would be refused. With billing off every account is unlimited, so always ok.
import { subscriptionState } from '@/lib/domain/billing';
import type { Actor } from '../session/resolve-actor';
import { readPayment } from './read-payment';

export async function readSubscription(actor: Actor, now = new Date()) {
  const p = await readPayment(actor, now);
  const { status, errors } = subscriptionState(
    {
      status: p.status,
      trialEndsAt: p.trial_ends_at,
      claim: { active: p.claim_contract_count, limit: p.subscription_claim_limit },
      cert: { active: p.cert_contract_count, limit: p.subscription_cert_limit },
    },
    now,
  );
  return {
    status,
    data: { errors },
    billing_enabled: p.billing_enabled,
    claim_contract_count: p.claim_contract_count,
    subscription_claim_limit: p.subscription_claim_limit,
    cert_contract_count: p.cert_contract_count,
    subscription_cert_limit: p.subscription_cert_limit,
  };
}
