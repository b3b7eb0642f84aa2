import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { accountWithContract } from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { PUT as putTerms } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/payment_terms/route';
import {
  DELETE as deleteRetention,
  PUT as putRetention,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/retention/route';

const TERMS = {
  claim_due_days: '1',
  claim_due_term: 'working_days_before_claim_month_end',
  cert_due_days: 15,
  cert_due_term: 'calendar_days_of_following_month',
  payment_due_days: '20',
  payment_due_term: 'calendar_days_of_following_month',
};

describe('PUT …/payment_terms', () => {
  it('saves the terms as integers; day-of-month terms need 1–31', async () => {
    const { params } = await accountWithContract();
    const res = await callRoute(putTerms, { method: 'PUT', params, body: TERMS });
    expect(res.status).toBe(200);
    expect(await db().paymentTerms.findUniqueOrThrow({ where: { contractId: params.c } })).toMatchObject({
      claimDueDays: 1,
      certDueDays: 15,
      paymentDueDays: 20,
      certDueTerm: 'calendar_days_of_following_month',
    });
    const bad = await callRoute(putTerms, { method: 'PUT', params, body: { ...TERMS, cert_due_days: 0 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toEqual({
      field: 'cert_due_days',
      message: 'Choose a day of the month from 1 to 31',
    });
    expect(
      (await callRoute(putTerms, { method: 'PUT', params, body: { ...TERMS, claim_due_term: 'whenever' } }))
        .status,
    ).toBe(422);
    expect(
      (await callRoute(putTerms, { method: 'PUT', params, body: { ...TERMS, claim_due_days: '1.5' } }))
        .status,
    ).toBe(422);
    expect((await db().paymentTerms.findUniqueOrThrow({ where: { contractId: params.c } })).certDueDays).toBe(
      15,
    );
  });
});

describe('PUT/DELETE …/retention (spec §5 save rules)', () => {
  it('stores a scale with typed dollars as cents and percentages as bps', async () => {
    const { params } = await accountWithContract();
    const res = await callRoute(putRetention, {
      method: 'PUT',
      params,
      body: {
        retention_type: 'scale',
        firstpercent: '10',
        firstamount: '200,000',
        firstnextpercent: '5',
        firstnextamount: '800,000.00',
        excesspercent: '1.75',
        maximum_amount: '200000',
        pcd_percent: '50',
        pcd_date: '2027-03-31',
        release_dlp_type: 'days',
        dlppercent: '50',
        dlpdays: '365',
        retention_account: 'ANZ 01-0102-0123456-00',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      pcd_date: '2027-03-31',
      dlp_date: null,
      retention: {
        retention_type: 'scale',
        firstpercent: 1000,
        firstamount: 20_000_000,
        excesspercent: 175,
        maximum_amount: 20_000_000,
      },
    });
    expect(await db().retentionRule.findUniqueOrThrow({ where: { contractId: params.c } })).toMatchObject({
      firstNextAmount: 80_000_000n,
      firstNextBps: 500,
      secondNextBps: null,
      dlpDays: 365,
      maximumBps: null,
    });
  });

  it('contract type leaves out the first amount; fixed keeps it as the cap', async () => {
    const { params } = await accountWithContract();
    const common = {
      firstpercent: '5',
      firstamount: '25,000',
      pcd_percent: '50',
      dlppercent: '50',
      dlpdays: '90',
    };
    await callRoute(putRetention, {
      method: 'PUT',
      params,
      body: { retention_type: 'contract', maximum_percent: '5', ...common },
    });
    expect(await db().retentionRule.findUniqueOrThrow({ where: { contractId: params.c } })).toMatchObject({
      type: 'contract',
      firstAmount: 0n,
      maximumBps: 500,
    });
    await callRoute(putRetention, { method: 'PUT', params, body: { retention_type: 'fixed', ...common } });
    expect(await db().retentionRule.findUniqueOrThrow({ where: { contractId: params.c } })).toMatchObject({
      type: 'fixed',
      firstAmount: 2_500_000n,
      maximumBps: null,
    });
  });

  it('type none and DELETE remove the retention', async () => {
    const { params } = await accountWithContract();
    const body = { retention_type: 'fixed', firstpercent: '5', firstamount: '1,000', dlpdays: '10' };
    await callRoute(putRetention, { method: 'PUT', params, body });
    await callRoute(putRetention, { method: 'PUT', params, body: { retention_type: 'none' } });
    expect(await db().retentionRule.count({ where: { contractId: params.c } })).toBe(0);
    await callRoute(putRetention, { method: 'PUT', params, body });
    expect((await callRoute(deleteRetention, { method: 'DELETE', params })).status).toBe(200);
    expect(await db().retentionRule.count({ where: { contractId: params.c } })).toBe(0);
  });

  it('refuses malformed numbers with the parser messages and saves nothing', async () => {
    const { params } = await accountWithContract();
    const cases: [Record<string, string>, string, string][] = [
      [{ firstpercent: '012' }, 'firstpercent', 'Remove the leading zero (write 12, not 012)'],
      [
        { firstamount: '1,00' },
        'firstamount',
        'Put commas only between groups of three digits, such as 1,234,567',
      ],
      [{ firstpercent: '101' }, 'firstpercent', 'Enter 100.00 or less'],
      [{ dlpdays: '1.5' }, 'dlpdays', 'Enter a whole number of days up to 3,650'],
      [{ pcd_date: '2027-02-30' }, 'pcd_date', 'Enter a date as yyyy-MM-dd'],
      [{ firstpercent: '' }, 'firstpercent', 'Enter the retention percentage'],
    ];
    for (const [change, field, message] of cases) {
      const body = {
        retention_type: 'fixed',
        firstpercent: '5',
        firstamount: '1,000',
        dlpdays: '10',
        ...change,
      };
      const res = await callRoute(putRetention, { method: 'PUT', params, body });
      expect(res.status, field).toBe(422);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect(await db().retentionRule.count({ where: { contractId: params.c } })).toBe(0);
  });

  it('cross-tenant: another account cannot set or remove it', async () => {
    const { params } = await accountWithContract();
    const stranger = await createAccountWithOwner();
    signInAs(stranger.userId);
    const p = { ...params, acc: stranger.accountId };
    expect(
      (await callRoute(putRetention, { method: 'PUT', params: p, body: { retention_type: 'none' } })).status,
    ).toBe(404);
    expect((await callRoute(putTerms, { method: 'PUT', params: p, body: TERMS })).status).toBe(404);
    expect((await callRoute(deleteRetention, { method: 'DELETE', params })).status).toBe(403);
  });
});
