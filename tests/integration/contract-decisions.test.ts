// Issue 11 "each decision belongs to one party" (lib/domain/contract-decisions): on a contract both
// parties use, approving variations and the terms that bind both are one party's; the other gets a
// 403 naming who decides, and nothing changes. A party not on ClaimCert has its decisions recorded
// for it by the one that is.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import {
  accountWithContract,
  completeContract,
  details,
  placeCounterparty,
} from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { PATCH as patchContract } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/route';
import { PUT as putTerms } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/payment_terms/route';
import {
  DELETE as deleteRetention,
  PUT as putRetention,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention/route';
import { PATCH as patchSettings } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/settings/route';
import {
  GET as listItems,
  POST as addItem,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route';
import { PATCH as patchItem } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/route';
import { POST as approveRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/approve/route';

type Params = { acc: string; g: string; c: string };

const TERMS = {
  claim_due_days: '20',
  claim_due_term: 'of_claim_month',
  cert_due_days: 10,
  cert_due_term: 'working_days_after_claim_date',
  payment_due_days: '20',
  payment_due_term: 'calendar_days_of_following_month',
};
const RETENTION = { retention_type: 'fixed', firstpercent: '5', firstamount: '10,000', dlpdays: '365' };

const decide = (params: Params, itemId: string, status: string, reason?: string) =>
  callRoute(approveRoute, {
    params: { ...params, itemId },
    url: `http://localhost/x?status=${status}`,
    body: reason === undefined ? {} : { reason },
  });
const add = (params: Params, body: Record<string, unknown>) => callRoute(addItem, { params, body });
const list = (params: Params, kind: string) =>
  callRoute(listItems, { params, url: `http://localhost/x?kind=${kind}` });
const historyCount = (contractId: string, accountId: string, action: string) =>
  db().history.count({ where: { contractId, accountId, action } });

/** A claim contract set up by the payee (Kauri Interiors); the payer (Harbour Build) has joined. */
async function sharedContract(status: 'draft' | 'started') {
  const payee = await accountWithContract();
  await completeContract(payee.contractId);
  const payer = await placeCounterparty(payee.contractId, 'cert');
  await db().contract.update({ where: { id: payee.contractId }, data: { status } });
  return { payee, payer, contractId: payee.contractId };
}

describe('variation approval is the payer’s', () => {
  it('the payee proposes VO-003; its Approve and Reject are refused; the payer approves', async () => {
    const { payee, payer, contractId } = await sharedContract('started');
    signInAs(payee.owner.userId);
    const proposed = await add(payee.params, {
      kind: 'variation',
      label: 'V3',
      description: 'Extra bulkhead',
      total: '8,900.00',
      variation_reference: 'VO-003',
    });
    expect(proposed.status).toBe(201);
    const id = proposed.body.id as string;

    const message =
      'Only Harbour Build, the payer, can approve or reject variations on this shared contract.';
    expect(await decide(payee.params, id, 'approved')).toMatchObject({
      status: 403,
      body: { errors: [{ message }] },
    });
    expect((await decide(payee.params, id, 'rejected', 'Not instructed')).status).toBe(403);
    expect((await db().lineItem.findUniqueOrThrow({ where: { id } })).approvalStatus).toBe('pending');
    expect(await historyCount(contractId, payee.owner.accountId, 'line_item.approved')).toBe(0);
    // The payee's screen offers neither, and says who decides.
    const seen = await list(payee.params, 'variation');
    expect(seen.body.items[0].locks).toMatchObject({ approve: false, reject: false });
    expect(seen.body.variation_decision).toMatchObject({
      allowed: false,
      owner: 'payer',
      owner_name: 'Harbour Build',
    });

    signInAs(payer.other.userId);
    expect((await list(payer.params, 'variation')).body.items[0].locks).toMatchObject({ approve: true });
    expect(await decide(payer.params, id, 'approved')).toMatchObject({
      status: 200,
      body: { status: 'approved' },
    });
    expect((await db().lineItem.findUniqueOrThrow({ where: { id } })).approvalStatus).toBe('approved');
    const row = await db().history.findFirstOrThrow({
      where: { contractId, accountId: payer.other.accountId, action: 'line_item.approved' },
    });
    expect(row.details).toMatchObject({ ref: 'V3', changes: { approvalStatus: ['pending', 'approved'] } });
    expect(row.details).not.toHaveProperty('recorded_for');
  });

  it('a payer not on ClaimCert: the payee records its decision, and history says so', async () => {
    const { params, contractId, owner } = await accountWithContract();
    await completeContract(contractId);
    await db().contract.update({ where: { id: contractId }, data: { status: 'started' } });
    const v = await add(params, { kind: 'variation', label: 'V1', description: 'Fire door', total: 890_000 });
    expect((await list(params, 'variation')).body.variation_decision).toMatchObject({
      allowed: true,
      records_for: 'payer',
      owner_name: 'Harbour Build Ltd',
    });
    expect((await decide(params, v.body.id, 'approved')).status).toBe(200);
    const row = await db().history.findFirstOrThrow({
      where: { contractId, accountId: owner.accountId, action: 'line_item.approved' },
    });
    expect(row.details).toMatchObject({ recorded_for: 'payer' });
  });
});

describe('the terms of a started shared contract are the payer’s', () => {
  it('the payee gets 403 on each and nothing changes; the payer makes each change, with history', async () => {
    const { payee, payer, contractId } = await sharedContract('started');
    const base = await db().lineItem.findFirstOrThrow({ where: { contractId, kind: 'base' } });
    const before = await db().contract.findUniqueOrThrow({
      where: { id: contractId },
      include: { paymentTerms: true, retention: true },
    });
    const attempts = (params: Params) => ({
      terms: () => callRoute(putTerms, { method: 'PUT', params, body: TERMS }),
      retention: () => callRoute(putRetention, { method: 'PUT', params, body: RETENTION }),
      noRetention: () => callRoute(deleteRetention, { method: 'DELETE', params }),
      pending: () =>
        callRoute(patchSettings, { method: 'PATCH', params, body: { certify_pending_variation: true } }),
      gst: () => callRoute(patchContract, { method: 'PATCH', params, body: details({ gst: '12' }) }),
      baseAdd: () => add(params, { kind: 'base', label: '2', description: 'Ceilings', total: 500 }),
      baseEdit: () =>
        callRoute(patchItem, {
          method: 'PATCH',
          params: { ...params, itemId: base.id },
          body: { total: '1.00' },
        }),
    });

    signInAs(payee.owner.userId);
    const refused: Record<string, string> = {};
    for (const [name, attempt] of Object.entries(attempts(payee.params))) {
      const res = await attempt();
      expect(res.status, name).toBe(403);
      refused[name] = res.body.errors[0].message;
    }
    expect(refused.terms).toBe(
      'Only Harbour Build, the payer, can change the payment terms now that this shared contract has started.',
    );
    expect(refused.baseAdd).toMatch(/^Only Harbour Build, the payer, can change the base contract schedule/);
    const after = await db().contract.findUniqueOrThrow({
      where: { id: contractId },
      include: { paymentTerms: true, retention: true },
    });
    expect(after).toEqual(before);
    expect(await db().lineItem.findUniqueOrThrow({ where: { id: base.id } })).toEqual(base);
    expect(await db().lineItem.count({ where: { contractId } })).toBe(1);
    expect(await db().history.count({ where: { contractId, accountId: payee.owner.accountId } })).toBe(1);

    // What does not bind the payer stays the payee's: the name and address, maintenance mode,
    // proposing a variation — and the form sending the binding values unchanged.
    const same = details({ name: 'Interior fit-out (stage 2)', counterparty_company_id: payee.company.id });
    expect(
      (await callRoute(patchContract, { method: 'PATCH', params: payee.params, body: same })).status,
    ).toBe(200);
    const switches = { maintenance_mode: true, certify_pending_variation: false };
    expect(
      (await callRoute(patchSettings, { method: 'PATCH', params: payee.params, body: switches })).status,
    ).toBe(200);
    expect((await add(payee.params, { kind: 'variation', description: 'Extra', total: 100 })).status).toBe(
      201,
    );
    // The payee's base schedule screen keeps its tabs but offers no changes, and says why.
    expect((await list(payee.params, 'base')).body).toMatchObject({
      can_edit: true,
      locked_reason: refused.baseAdd,
    });

    signInAs(payer.other.userId);
    for (const [name, attempt] of Object.entries(attempts(payer.params))) {
      expect((await attempt()).status, name).toBeLessThan(300);
    }
    const changed = await db().contract.findUniqueOrThrow({
      where: { id: contractId },
      include: { paymentTerms: true, retention: true },
    });
    expect(changed).toMatchObject({
      name: 'Interior fit-out',
      gstPercent: 12,
      certifyPendingVariation: true,
      paymentTerms: { claimDueDays: 20, certDueDays: 10 },
      retention: null,
    });
    const accountId = payer.other.accountId;
    for (const action of [
      'contract.payment_terms_saved',
      'contract.retention_saved',
      'contract.retention_removed',
      'contract.settings_updated',
      'contract.updated',
      'line_item.created',
      'line_item.updated',
    ]) {
      expect(await historyCount(contractId, accountId, action), action).toBe(1);
    }
  });
});

describe('while a shared contract is a draft, the party that set it up sets its terms', () => {
  it('the payee that created it saves them; the payer that joined is refused, by name', async () => {
    const { payee, payer, contractId } = await sharedContract('draft');
    signInAs(payer.other.userId);
    const res = await callRoute(putTerms, { method: 'PUT', params: payer.params, body: TERMS });
    expect(res).toMatchObject({
      status: 403,
      body: {
        errors: [
          {
            message:
              'Only Kauri Interiors, who set up this contract, can change the payment terms until it is started.',
          },
        ],
      },
    });
    expect((await db().paymentTerms.findUniqueOrThrow({ where: { contractId } })).claimDueDays).toBe(1);
    signInAs(payee.owner.userId);
    expect((await callRoute(putTerms, { method: 'PUT', params: payee.params, body: TERMS })).status).toBe(
      200,
    );
    expect((await db().paymentTerms.findUniqueOrThrow({ where: { contractId } })).claimDueDays).toBe(20);
  });
});

describe('a cert contract whose payee is not on ClaimCert', () => {
  it('the payer does everything as its own', async () => {
    const { params, contractId, owner } = await accountWithContract({ side: 'cert', name: 'Harbour Build' });
    await completeContract(contractId);
    await db().contract.update({ where: { id: contractId }, data: { status: 'started' } });
    const v = await add(params, { kind: 'variation', description: 'Stair nosing', total: 12_000 });
    expect((await list(params, 'variation')).body.variation_decision).toMatchObject({
      allowed: true,
      records_for: null,
    });
    expect((await decide(params, v.body.id, 'approved')).status).toBe(200);
    expect((await callRoute(putTerms, { method: 'PUT', params, body: TERMS })).status).toBe(200);
    expect(
      (await add(params, { kind: 'base', label: '2', description: 'Ceilings', total: 500 })).status,
    ).toBe(201);
    const row = await db().history.findFirstOrThrow({
      where: { contractId, accountId: owner.accountId, action: 'line_item.approved' },
    });
    expect(row.details).not.toHaveProperty('recorded_for');
  });
});
