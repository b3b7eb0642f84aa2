// GET /api/account/{acc}/subscription (§7 Account; §4 subscription status): every member of the
// account reads its state and limits; another account's user gets 403 and no data. With billing on
// (a fake Stripe, tests/support/billing.ts): the trial at its limit is "upgrade", a downgrade below
// what is active "exceeded", a plan ended "no_subscription".
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { accountWithContract, completeContract, userOf } from '../support/contract-fixtures';
import { createAccountWithOwner } from '../support/factories';
import { withBilling } from '../support/billing';
import { db } from '@/lib/db/client';
import { POST as start } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/start/route';
import { GET as subscription } from '@/app/api/account/[acc]/subscription/route';
import { NO_PLAN_MESSAGE } from '@/lib/domain/billing';

withBilling();

async function startedTrial() {
  const setup = await accountWithContract();
  await completeContract(setup.contractId);
  signInAs(setup.owner.userId);
  expect((await callRoute(start, { params: setup.params })).status).toBe(200);
  return setup;
}

const read = (acc: string) => callRoute(subscription, { params: { acc } });

describe('GET /api/account/{acc}/subscription', () => {
  it('the trial at its limit of one claim contract: upgrade, for the owner and a view-only member', async () => {
    const setup = await startedTrial();
    const acc = setup.owner.accountId;
    const owner = await read(acc);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({
      status: 'upgrade',
      data: { errors: ['1 active claim contract of the 1 your plan allows.'] },
      billing_enabled: true,
      claim_contract_count: 1,
      subscription_claim_limit: 1,
      cert_contract_count: 0,
    });
    signInAs(await userOf(acc, 'view'));
    expect((await read(acc)).body).toEqual(owner.body);
  });

  it('a downgrade below what is active is exceeded; an ended plan is no subscription', async () => {
    const setup = await startedTrial();
    const acc = setup.owner.accountId;
    await db().subscription.update({ where: { accountId: acc }, data: { claimContractLimit: 0 } });
    expect((await read(acc)).body).toMatchObject({ status: 'exceeded', subscription_claim_limit: 0 });
    await db().subscription.update({ where: { accountId: acc }, data: { status: 'cancelled' } });
    expect((await read(acc)).body).toMatchObject({
      status: 'no_subscription',
      data: { errors: [NO_PLAN_MESSAGE] },
    });
  });

  it("another account's user gets 403 and no data; a malformed account id is a 4xx", async () => {
    const setup = await startedTrial();
    const intruder = await createAccountWithOwner('Intruder');
    signInAs(intruder.userId);
    const res = await read(setup.owner.accountId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [expect.objectContaining({ message: expect.any(String) })] });
    const bad = await read('not-a-uuid');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.errors).toBeDefined();
  });
});
