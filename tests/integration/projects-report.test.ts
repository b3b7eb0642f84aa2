// The project CSV report and the due-date calculator.
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { addMember } from '../support/members';
import { db } from '@/lib/db/client';
import { POST as create } from '@/app/api/group/account/[acc]/contract_group/route';
import { GET as report } from '@/app/api/group/account/[acc]/contract_group/[g]/report/route';
import { GET as calculateDates } from '@/app/api/group/account/[acc]/contract_group/[g]/calculate_dates/route';

let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
beforeEach(async () => {
  owner = await createAccountWithOwner('Rimu Construction');
  signInAs(owner.userId);
});

const newProject = async (body: Record<string, unknown> = {}) =>
  (await callRoute(create, { params: { acc: owner.accountId }, body: { name: 'Rimu Lane', ...body } })).body
    .id as string;

/** Issues a claim on the contract: the Act says such a project must be kept. */
async function issueClaim(contractId: string) {
  const day = new Date('2026-09-30T00:00:00Z');
  await db().claim.create({
    data: {
      contractId,
      number: 1,
      name: 'Claim 1',
      claimFrom: day,
      claimTo: day,
      claimDueDate: day,
      certDueDate: day,
      paymentDueDate: day,
      status: 'issued',
      grossToDate: 100_00n,
    },
  });
}

describe('report', () => {
  it('is a CSV attachment with one escaped row per contract', async () => {
    const { project, contract } = await createProjectWithContract(owner.accountId, 'Smith, "The Big One"');
    await db().project.update({ where: { id: project.id }, data: { projectNumber: 'R/1' } });
    await db().contract.update({
      where: { id: contract.id },
      data: { name: '=HYPERLINK("x")', status: 'started' },
    });
    await db().lineItem.create({
      data: { contractId: contract.id, kind: 'base', description: 'Works', total: 1_234_567_89n },
    });
    await issueClaim(contract.id);
    const request = new Request('http://localhost/report');
    const response = await report(request, {
      params: Promise.resolve({ acc: owner.accountId, g: project.id }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="project-report-R-1.csv"');
    expect(await response.text()).toBe(
      'Project,Project number,Type,Contract,Contract number,Counterparty,Status,Total contract value,Claimed to date,Certified to date\r\n' +
        '"Smith, ""The Big One""",R/1,Claim contract,"\'=HYPERLINK(""x"")",,,started,1234567.89,100.00,0.00\r\n',
    );
  });

  it('lists the account’s contracts of both sides in the order they were placed, each with its other party and totals', async () => {
    const { project, contract: first } = await createProjectWithContract(owner.accountId, 'Kauri Point');
    const payer = await db().company.create({ data: { accountId: owner.accountId, name: 'Payer Co' } });
    await db().contract.update({ where: { id: first.id }, data: { payerCompanyId: payer.id } });
    const payee = await createAccountWithOwner('Payee Ltd');
    const certified = await db().contract.create({
      data: {
        name: 'Roofing',
        contractNumber: 'RF-2',
        status: 'finalised',
        createdByAccountId: owner.accountId,
        payerAccountId: owner.accountId,
        payeeAccountId: payee.accountId,
        country: 'NZ',
        gstPercent: 15,
        timeZone: 'Pacific/Auckland',
        placements: { create: { accountId: owner.accountId, projectId: project.id, side: 'cert' } },
        lineItems: {
          create: [
            { kind: 'base', description: 'Roof', total: 50_000_00n },
            { kind: 'variation', description: 'Gutters', total: 2_500_50n, approvalStatus: 'approved' },
            { kind: 'variation', description: 'Skylight', total: 9_999_00n, approvalStatus: 'pending' },
          ],
        },
      },
    });
    await issueClaim(certified.id);
    const claim = await db().claim.findFirstOrThrow({ where: { contractId: certified.id } });
    await db().certificate.create({
      data: {
        claimId: claim.id,
        contractId: certified.id,
        number: 1,
        status: 'issued',
        grossToDate: 75_25n,
        servedAt: new Date('2026-10-10T00:00:00Z'),
      },
    });
    // Another account's placement of the same contract is not this project's.
    await db().contractPlacement.create({
      data: {
        contractId: certified.id,
        accountId: payee.accountId,
        projectId: (await createProjectWithContract(payee.accountId)).project.id,
        side: 'claim',
      },
    });
    const response = await report(new Request('http://localhost/report'), {
      params: Promise.resolve({ acc: owner.accountId, g: project.id }),
    });
    expect(await response.text()).toBe(
      'Project,Project number,Type,Contract,Contract number,Counterparty,Status,Total contract value,Claimed to date,Certified to date\r\n' +
        'Kauri Point,,Claim contract,Contract 1,,Payer Co,draft,0.00,0.00,0.00\r\n' +
        'Kauri Point,,Cert contract,Roofing,RF-2,Payee Ltd,finalised,52500.50,100.00,75.25\r\n',
    );
  });

  it('answers another account with 404 and no CSV', async () => {
    const g = await newProject();
    const other = await createAccountWithOwner('Other');
    signInAs(other.userId);
    const res = await callRoute(report, { params: { acc: other.accountId, g } });
    expect(res.status).toBe(404);
  });
});

describe('calculate_dates', () => {
  const dates = (g: string, query: string, acc = owner.accountId) =>
    callRoute(calculateDates, { params: { acc, g }, url: `http://localhost/x${query}` });

  it('works out the claim, cert and payment due dates from the project terms (§9 defaults, NZ)', async () => {
    const g = await newProject();
    // Period ends Wed 30 Sep 2026: claim due 1 working day before → Tue 29 Sep; cert the 15th and
    // payment the 20th of October (hand count; the seed test checks the same dates).
    expect((await dates(g, '?periodEnding=2026-09-30')).body).toEqual({
      period_ending: '2026-09-30',
      claim_due_date: '2026-09-29',
      cert_due_date: '2026-10-15',
      payment_due_date: '2026-10-20',
    });
  });

  it('uses the project’s own terms', async () => {
    const g = await newProject({
      payment_terms: {
        claim_due_days: 0,
        claim_due_term: 'calendar_days_before_claim_month_end',
        cert_due_days: 10,
        cert_due_term: 'working_days_after_claim_date',
        payment_due_days: 0,
        payment_due_term: 'last_day_of_following_month',
      },
    });
    // 31 Oct 2026 is a Saturday → back to Fri 30 Oct. Ten NZ working days after 31 Oct → 13 Nov.
    // Last day of November: Mon 30 Nov.
    expect((await dates(g, '?periodEnding=2026-10-31')).body).toMatchObject({
      claim_due_date: '2026-10-30',
      cert_due_date: '2026-11-13',
      payment_due_date: '2026-11-30',
    });
  });

  it.each(['', '?periodEnding=2026-02-30', '?periodEnding=30/09/2026', '?periodEnding=2099-12-31'])(
    'refuses %j with 422',
    async (query) => {
      const res = await dates(await newProject(), query);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].message).toEqual(expect.any(String));
    },
  );

  it('asks for the state of an Australian project, then uses its calendar', async () => {
    const au = await db().account.create({
      data: {
        name: 'Wattle Pty',
        country: 'AU',
        currency: 'AUD',
        timeZone: 'Australia/Sydney',
        gstPercent: 10,
      },
    });
    const { userId } = await addMember(au.id, 'owner');
    signInAs(userId);
    const g = (await callRoute(create, { params: { acc: au.id }, body: { name: 'Parramatta' } })).body.id;
    const missing = await dates(g, '?periodEnding=2026-09-30', au.id);
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].field).toBe('state');
    await db().project.update({ where: { id: g }, data: { state: 'NSW' } });
    expect((await dates(g, '?periodEnding=2026-09-30', au.id)).status).toBe(200);
  });
});
