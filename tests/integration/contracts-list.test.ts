import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import {
  TERMS_ROW,
  accountWithContract,
  placeCounterparty,
  projectOf,
  userOf,
} from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { GET as listContracts } from '@/app/api/contract/account/[acc]/contracts/route';
import { readContract } from '@/lib/server/contracts/read-contract';
import { seedDemo } from '@/prisma/seed';

const today = () => DateTime.now().setZone('Pacific/Auckland').startOf('day');
const day = (offset: number) => new Date(`${today().plus({ days: offset }).toISODate()}T00:00:00Z`);

async function contractIn(
  accountId: string,
  projectId: string,
  name: string,
  status: 'draft' | 'started' | 'archived' | 'finalised',
) {
  return db().contract.create({
    data: {
      name,
      status,
      createdByAccountId: accountId,
      payeeAccountId: accountId,
      country: 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      placements: { create: { accountId, projectId, side: 'claim' } },
      // The contract sets its times, so each claim's stored cert due date is its deadline (the
      // deadline rule, lib/domain/claim-deadlines.ts); the terms' values do not matter here.
      paymentTerms: { create: TERMS_ROW },
    },
  });
}

/** An issued claim waiting for its certificate, its stored (contract) cert due date `certDueIn` days from today. */
async function waitingClaim(
  contractId: string,
  number: number,
  certDueIn: number,
  status: 'issued' | 'certified' = 'issued',
) {
  await db().claim.create({
    data: {
      contractId,
      number,
      name: `Claim ${number}`,
      claimFrom: day(-40),
      claimTo: day(-10),
      claimDueDate: day(-10),
      certDueDate: day(certDueIn),
      paymentDueDate: day(certDueIn + 5),
      status,
    },
  });
}

const names = (body: { contracts: { name: string }[] }) => body.contracts.map((c) => c.name).sort();

describe('GET /api/contract/account/{acc}/contracts?filter (spec §2 contract filters)', () => {
  it('filters by status and by the cert due dates of issued claims', async () => {
    const a = await createAccountWithOwner();
    const p = await projectOf(a.accountId);
    const overdue = await contractIn(a.accountId, p.id, 'Overdue', 'started');
    await waitingClaim(overdue.id, 1, -2);
    await waitingClaim(overdue.id, 2, 20); // the oldest waiting claim decides
    const dueToday = await contractIn(a.accountId, p.id, 'Due today', 'started');
    await waitingClaim(dueToday.id, 1, 0);
    const dueIn3 = await contractIn(a.accountId, p.id, 'Due in 3', 'started');
    await waitingClaim(dueIn3.id, 1, 3);
    const dueIn7 = await contractIn(a.accountId, p.id, 'Due in 7', 'started');
    await waitingClaim(dueIn7.id, 1, 7);
    const certified = await contractIn(a.accountId, p.id, 'Certified', 'started');
    await waitingClaim(certified.id, 1, -5, 'certified');
    await contractIn(a.accountId, p.id, 'Draft', 'draft');
    await contractIn(a.accountId, p.id, 'Finalised', 'finalised');
    const archived = await contractIn(a.accountId, p.id, 'Archived', 'archived');
    await waitingClaim(archived.id, 1, -3);
    signInAs(a.userId);
    const get = async (query: string) => {
      const res = await callRoute(listContracts, {
        params: { acc: a.accountId },
        url: `http://localhost/x${query}`,
      });
      expect(res.status).toBe(200);
      return names(res.body);
    };
    expect(await get('')).toEqual([
      'Certified',
      'Draft',
      'Due in 3',
      'Due in 7',
      'Due today',
      'Finalised',
      'Overdue',
    ]);
    expect(await get('?filter=active')).toEqual([
      'Certified',
      'Due in 3',
      'Due in 7',
      'Due today',
      'Overdue',
    ]);
    expect(await get('?filter=archived')).toEqual(['Archived']);
    expect(await get('?filter=overdue')).toEqual(['Overdue']);
    expect(await get('?filter=due_in_3_days')).toEqual(['Due in 3', 'Due today']);
    expect(await get('?filter=due_in_7_days')).toEqual(['Due in 7']);
    const row = (
      await callRoute(listContracts, {
        params: { acc: a.accountId },
        url: 'http://localhost/x?filter=overdue',
      })
    ).body.contracts[0];
    expect(row).toMatchObject({
      cert_due_num: -2,
      overdue_type: 'over_due',
      cert_due_date: today().minus({ days: 2 }).toISODate(),
    });
    const other = await projectOf(a.accountId, 'Other project');
    await contractIn(a.accountId, other.id, 'Elsewhere', 'started');
    expect(await get(`?project_id=${other.id}`)).toEqual(['Elsewhere']);
    for (const bad of ['?filter=late', '?project_id=x']) {
      expect(
        (await callRoute(listContracts, { params: { acc: a.accountId }, url: `http://localhost/x${bad}` }))
          .status,
      ).toBe(422);
    }
  });

  it('a user with role none sees only the contracts of their projects and contracts', async () => {
    const { params, owner } = await accountWithContract();
    const hidden = await projectOf(owner.accountId, 'Hidden');
    await contractIn(owner.accountId, hidden.id, 'Not theirs', 'started');
    const member = await userOf(owner.accountId, 'none');
    await db().contractMember.create({
      data: { accountId: owner.accountId, contractId: params.c, userId: member, role: 'contract_view' },
    });
    signInAs(member);
    const res = await callRoute(listContracts, {
      params: { acc: owner.accountId },
      url: 'http://localhost/x',
    });
    expect(names(res.body)).toEqual(['Interior fit-out']);
  });

  it("cross-tenant: another account's contracts never appear, and its account path is refused", async () => {
    const { params } = await accountWithContract();
    const stranger = await createAccountWithOwner();
    signInAs(stranger.userId);
    const own = await callRoute(listContracts, {
      params: { acc: stranger.accountId },
      url: 'http://localhost/x',
    });
    expect(own.body.contracts).toEqual([]);
    const theirs = await callRoute(listContracts, { params: { acc: params.acc }, url: 'http://localhost/x' });
    expect(theirs.status).toBe(403);
    // The other party sees it once placed, as a cert contract in its own project.
    const { other } = await placeCounterparty(params.c, 'cert');
    signInAs(other.userId);
    const placed = await callRoute(listContracts, {
      params: { acc: other.accountId },
      url: 'http://localhost/x',
    });
    expect(placed.body.contracts).toEqual([
      expect.objectContaining({ name: 'Interior fit-out', side: 'cert', counterparty: 'Kauri Interiors' }),
    ]);
  });
});

describe('contract figures on the seeded demo (same definitions as the projects page)', () => {
  it('SC-014-03: value $477,280.00, claimed and certified to date from the issued documents', async () => {
    await seedDemo(db());
    const placement = await db().contractPlacement.findFirstOrThrow({
      where: { side: 'claim', contract: { contractNumber: 'SC-014-03' } },
      include: { account: { include: { memberships: { where: { role: 'owner' } } } } },
    });
    const actor = {
      userId: placement.account.memberships[0]!.userId,
      accountId: placement.accountId,
      role: 'owner' as const,
      actingAsSupport: false,
    };
    const contract = await readContract(actor, {
      projectId: placement.projectId,
      contractId: placement.contractId,
    });
    const claim2 = await db().claim.findFirstOrThrow({
      where: { contractId: placement.contractId, number: 2 },
    });
    const cert1 = await db().certificate.findFirstOrThrow({ where: { contractId: placement.contractId } });
    expect(contract.totals).toEqual({
      total_contract_value: 477_280_00,
      claimed_to_date_value: Number(claim2.grossToDate),
      cert_to_date_value: Number(cert1.grossToDate),
    });
    expect(contract.completeness.complete).toBe(true);
  });
});
