import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import {
  API,
  accountWithContract,
  companyOf,
  details,
  projectOf,
  userOf,
} from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { POST as create } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/route';

const createUrl = (acc: string, g: string, type = 'claim') =>
  `${API}/${acc}/contract_group/${g}/contract?type=${type}`;

describe('POST …/contract (create, spec §2)', () => {
  it('creates a claim contract: payee = the account, payer = the chosen company, placed in the project', async () => {
    const { owner, project, company, contractId } = await accountWithContract();
    const contract = await db().contract.findUniqueOrThrow({
      where: { id: contractId },
      include: { placements: true },
    });
    expect(contract).toMatchObject({
      name: 'Interior fit-out',
      contractNumber: 'SC-1',
      status: 'draft',
      country: 'NZ',
      gstPercent: 15,
      trade: 'Interior linings',
      createdByAccountId: owner.accountId,
      payeeAccountId: owner.accountId,
      payerAccountId: null,
      payerCompanyId: company.id,
      payeeCompanyId: null,
    });
    expect(contract.placements).toEqual([
      expect.objectContaining({ accountId: owner.accountId, projectId: project.id, side: 'claim' }),
    ]);
    const history = await db().history.findMany({ where: { contractId } });
    expect(history.map((h) => [h.action, h.accountId, h.actorUserId])).toEqual([
      ['contract.created', owner.accountId, owner.userId],
    ]);
  });

  it('a cert contract makes the account the payer and the company the payee', async () => {
    const { owner, company, contractId } = await accountWithContract({ side: 'cert' });
    const contract = await db().contract.findUniqueOrThrow({ where: { id: contractId } });
    expect(contract).toMatchObject({
      payerAccountId: owner.accountId,
      payeeAccountId: null,
      payeeCompanyId: company.id,
      payerCompanyId: null,
    });
  });

  it("copies the project's payment terms, retention and default workflow of the contract's side", async () => {
    const a = await createAccountWithOwner();
    const project = await projectOf(a.accountId, 'P', {
      paymentTerms: {
        create: {
          claimDueDays: 25,
          claimDueTerm: 'of_claim_month',
          certDueDays: 10,
          certDueTerm: 'working_days_after_claim_date',
          paymentDueDays: 0,
          paymentDueTerm: 'last_day_of_following_month',
        },
      },
      retention: { create: { type: 'fixed', firstBps: 500, firstAmount: 25_000_00n, dlpDays: 365 } },
      workflows: {
        create: [
          {
            accountId: a.accountId,
            flowType: 'claim',
            steps: {
              create: [
                { position: 0, name: 'Approval Step 1', approvers: { create: { userId: a.userId } } },
                {
                  position: 1,
                  name: 'Sign-off',
                  approvers: { create: { userId: a.userId, required: false } },
                },
              ],
            },
          },
          { accountId: a.accountId, flowType: 'cert', steps: { create: { position: 0, name: 'Cert step' } } },
        ],
      },
    });
    signInAs(a.userId);
    const res = await callRoute(create, {
      url: createUrl(a.accountId, project.id),
      params: { acc: a.accountId, g: project.id },
      body: details(),
    });
    expect(res.status).toBe(201);
    const contract = await db().contract.findUniqueOrThrow({
      where: { id: res.body.data.id },
      include: {
        paymentTerms: true,
        retention: true,
        workflows: { include: { steps: { include: { approvers: true }, orderBy: { position: 'asc' } } } },
      },
    });
    expect(contract.paymentTerms).toMatchObject({
      claimDueDays: 25,
      claimDueTerm: 'of_claim_month',
      projectId: null,
    });
    expect(contract.retention).toMatchObject({
      type: 'fixed',
      firstBps: 500,
      firstAmount: 25_000_00n,
      projectId: null,
    });
    expect(contract.workflows).toHaveLength(1);
    expect(contract.workflows[0]).toMatchObject({
      flowType: 'claim',
      accountId: a.accountId,
      projectId: null,
    });
    expect(
      contract.workflows[0]!.steps.map((s) => [s.name, s.approvers.map((x) => [x.userId, x.required])]),
    ).toEqual([
      ['Approval Step 1', [[a.userId, true]]],
      ['Sign-off', [[a.userId, false]]],
    ]);
    // The project's own defaults stay where they were.
    expect(await db().paymentTerms.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("names a blank name 'Contract 1' in an empty project, then 'Contract 2'", async () => {
    const a = await createAccountWithOwner();
    const project = await projectOf(a.accountId);
    signInAs(a.userId);
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await callRoute(create, {
        url: createUrl(a.accountId, project.id),
        params: { acc: a.accountId, g: project.id },
        body: details({ name: '' }),
      });
      names.push(res.body.data.contract.name);
    }
    expect(names).toEqual(['Contract 1', 'Contract 2']);
  });

  it('trade Other keeps the typed trade; gst typed as text is stored as an integer (§5)', async () => {
    const a = await createAccountWithOwner();
    const project = await projectOf(a.accountId);
    signInAs(a.userId);
    const res = await callRoute(create, {
      url: createUrl(a.accountId, project.id),
      params: { acc: a.accountId, g: project.id },
      body: details({ trade: 'Other', trade_other: 'Acoustic ceilings', gst: '12' }),
    });
    const contract = await db().contract.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(contract).toMatchObject({ trade: 'Acoustic ceilings', gstPercent: 12 });
  });

  it('an AU account must give the state (working days), a GB account the nation', async () => {
    for (const [country, good, stored] of [
      ['AU', 'New South Wales', 'NSW'],
      ['GB', 'SCT', 'SCT'],
    ] as const) {
      const a = await createAccountWithOwner();
      await db().account.update({ where: { id: a.accountId }, data: { country } });
      const project = await projectOf(a.accountId);
      signInAs(a.userId);
      const call = (region?: string) =>
        callRoute(create, {
          url: createUrl(a.accountId, project.id),
          params: { acc: a.accountId, g: project.id },
          body: details({ region }),
        });
      const missing = await call();
      expect(missing.status).toBe(422);
      expect(missing.body.errors[0].field).toBe('region');
      const ok = await call(good);
      expect(ok.status).toBe(201);
      expect(await db().contract.findUniqueOrThrow({ where: { id: ok.body.data.id } })).toMatchObject({
        country,
        region: stored,
      });
    }
  });

  it('refuses bad input with 422 field messages and creates nothing', async () => {
    const a = await createAccountWithOwner();
    const project = await projectOf(a.accountId);
    signInAs(a.userId);
    const bad = [
      details({ gst: '15.5' }),
      details({ gst: 101 }),
      details({ time_zone: 'Mars/Olympus' }),
      details({ trade: 'Other' }),
      details({ trade: 'Astrology' }),
      details({ name: 'x'.repeat(161) }),
      details({ counterparty_company_id: 'not-a-uuid' }),
      { ...details(), gst: undefined },
    ];
    for (const body of bad) {
      const res = await callRoute(create, {
        url: createUrl(a.accountId, project.id),
        params: { acc: a.accountId, g: project.id },
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0].message).toBeTruthy();
    }
    const wrongType = await callRoute(create, {
      url: createUrl(a.accountId, project.id, 'both'),
      params: { acc: a.accountId, g: project.id },
      body: details(),
    });
    expect(wrongType.status).toBe(422);
    const notJson = await callRoute(create, {
      url: createUrl(a.accountId, project.id),
      params: { acc: a.accountId, g: project.id },
      rawBody: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect(await db().contract.count({ where: { createdByAccountId: a.accountId } })).toBe(0);
  });

  it("refuses another account's company as counterparty and another account's project (404)", async () => {
    const a = await createAccountWithOwner();
    const b = await createAccountWithOwner();
    const project = await projectOf(a.accountId);
    const theirProject = await projectOf(b.accountId);
    const theirCompany = await companyOf(b.accountId);
    signInAs(a.userId);
    const company = await callRoute(create, {
      url: createUrl(a.accountId, project.id),
      params: { acc: a.accountId, g: project.id },
      body: details({ counterparty_company_id: theirCompany.id }),
    });
    expect(company.status).toBe(422);
    expect(company.body.errors[0]).toMatchObject({ field: 'counterparty_company_id' });
    const foreign = await callRoute(create, {
      url: createUrl(a.accountId, theirProject.id),
      params: { acc: a.accountId, g: theirProject.id },
      body: details(),
    });
    expect(foreign.status).toBe(404);
    const otherAcc = await callRoute(create, {
      url: createUrl(b.accountId, theirProject.id),
      params: { acc: b.accountId, g: theirProject.id },
      body: details(),
    });
    expect(otherAcc.status).toBe(403);
    expect(
      await db().contract.count({ where: { createdByAccountId: { in: [a.accountId, b.accountId] } } }),
    ).toBe(0);
  });

  it('a view-only user cannot create a contract (403)', async () => {
    const a = await createAccountWithOwner();
    const project = await projectOf(a.accountId);
    signInAs(await userOf(a.accountId, 'view'));
    const res = await callRoute(create, {
      url: createUrl(a.accountId, project.id),
      params: { acc: a.accountId, g: project.id },
      body: details(),
    });
    expect(res.status).toBe(403);
  });
});
