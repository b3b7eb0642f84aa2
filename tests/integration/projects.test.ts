// Reading projects: the list (filters, search, sort, due flags), one project with its contracts and
// totals, and who may see what — on the seeded NZ demo.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createProjectWithContract } from '../support/factories';
import { addMember } from '../support/members';
import { addProjectMember, demoIds } from '../support/project-factories';
import { countQueries, db } from '@/lib/db/client';
import { forgetSharedReads } from '@/lib/server/permissions/shared-by-viewers';
import { seedDemo } from '@/prisma/seed';
import { GET as list } from '@/app/api/group/account/[acc]/contract_group/route';
import { GET as read } from '@/app/api/group/account/[acc]/contract_group/[g]/route';
import { GET as members } from '@/app/api/group/account/[acc]/contract_group/[g]/members/route';

let ids: Awaited<ReturnType<typeof demoIds>>;
let claim2Gross: number;
let cert1Gross: number;

beforeAll(async () => {
  await seedDemo(db());
  ids = await demoIds();
  const claim2 = await db().claim.findFirstOrThrow({ where: { contractId: ids.contractId, number: 2 } });
  const cert1 = await db().certificate.findFirstOrThrow({ where: { contractId: ids.contractId } });
  claim2Gross = Number(claim2.grossToDate);
  cert1Gross = Number(cert1.grossToDate);
});

const listAs = async (userId: string, acc: string, query = '') => {
  signInAs(userId);
  return callRoute(list, { params: { acc }, url: `http://localhost/api/x${query}` });
};
const names = (body: { projects: { name: string }[] }) => body.projects.map((p) => p.name);

describe('GET contract_group (project list)', () => {
  it('sums each project’s contracts: value, claimed to date, certified to date', async () => {
    const res = await listAs(ids.claimer, ids.kauri);
    expect(res.status).toBe(200);
    const wynyard = res.body.projects.find((p: { id: string }) => p.id === ids.kauriWynyard);
    // Base $445,830.00 + approved variations $12,450.00 + $19,000.00 (hand sum of the seeded schedule).
    expect(wynyard).toMatchObject({
      name: 'Wynyard Quarter Apartments',
      project_number: 'KI-2026-07',
      status: 'current',
      claim_contract_count: 1,
      cert_contract_count: 0,
      total_contract_value: 47_728_000,
      claimed_to_date_value: claim2Gross,
      cert_to_date_value: cert1Gross,
    });
    // Claim 2 (issued) is the latest served claim; claim 3 is a draft and does not count.
    expect(claim2Gross).toBeGreaterThan(cert1Gross);
    expect(res.body.projects.find((p: { id: string }) => p.id === ids.kauriRemuera)).toMatchObject({
      total_contract_value: 0,
      claimed_to_date_value: 0,
      cert_to_date_value: 0,
    });
    expect(res.body.can_create).toBe(true);
  });

  it('shows the certifier the same contract from the cert side', async () => {
    const res = await listAs(ids.certifier, ids.harbour);
    expect(res.body.projects).toEqual([
      expect.objectContaining({
        id: ids.harbourWynyard,
        project_number: 'HB-2026-014',
        claim_contract_count: 0,
        cert_contract_count: 1,
        total_contract_value: 47_728_000,
        claimed_to_date_value: claim2Gross,
        cert_to_date_value: cert1Gross,
      }),
    ]);
  });

  it('flags due projects: the claimer’s next claim, and the certifier’s unanswered claim 2', async () => {
    // Kauri: claim 2 covered October 2026, so the November claim is due by Fri 27 Nov 2026 (and, from
    // 30 Nov, the contract is 30 days unclaimed) — due from 19 Nov 2026 on. Harbour: claim 2's cert
    // was due 16 Nov 2026 and is not issued. The draft Remuera contract is never due.
    const kauri = await listAs(ids.claimer, ids.kauri);
    const due = Object.fromEntries(
      kauri.body.projects.map((p: { name: string; is_due: boolean }) => [p.name, p.is_due]),
    );
    expect(due).toEqual({ 'Wynyard Quarter Apartments': true, 'Remuera Townhouses': false });
    expect(kauri.body.due_count).toBe(1);
    const harbour = await listAs(ids.certifier, ids.harbour);
    expect(harbour.body.projects[0].is_due).toBe(true);
    expect(harbour.body.due_count).toBe(1);
  });

  it('sorts by total contract value by default, by name or newest on request, pinned first', async () => {
    expect(names((await listAs(ids.claimer, ids.kauri)).body)).toEqual([
      'Wynyard Quarter Apartments',
      'Remuera Townhouses',
    ]);
    expect(names((await listAs(ids.claimer, ids.kauri, '?sort=name')).body)).toEqual([
      'Remuera Townhouses',
      'Wynyard Quarter Apartments',
    ]);
    await db().project.update({ where: { id: ids.kauriRemuera }, data: { isPinned: true } });
    try {
      expect(names((await listAs(ids.claimer, ids.kauri)).body)[0]).toBe('Remuera Townhouses');
    } finally {
      await db().project.update({ where: { id: ids.kauriRemuera }, data: { isPinned: false } });
    }
  });

  it('searches the name and number, and filters by contract side', async () => {
    expect(names((await listAs(ids.claimer, ids.kauri, '?search=remuera')).body)).toEqual([
      'Remuera Townhouses',
    ]);
    expect(names((await listAs(ids.claimer, ids.kauri, '?search=ki-2026-07')).body)).toEqual([
      'Wynyard Quarter Apartments',
    ]);
    expect(names((await listAs(ids.claimer, ids.kauri, '?type=cert')).body)).toEqual([]);
    expect(names((await listAs(ids.claimer, ids.kauri, '?type=claim')).body)).toHaveLength(2);
  });

  it('applies the §2 filters: archived hidden by default, all, no contracts or not archived, with contracts', async () => {
    const empty = await db().project.create({
      data: {
        accountId: ids.kauri,
        name: 'Empty archived',
        status: 'archived',
        timeZone: 'Pacific/Auckland',
        gstPercent: 15,
      },
    });
    await db().project.update({ where: { id: ids.kauriRemuera }, data: { status: 'archived' } });
    try {
      const by = async (filter: string) =>
        names((await listAs(ids.claimer, ids.kauri, `?filter=${filter}&sort=name`)).body);
      expect(await by('active')).toEqual(['Wynyard Quarter Apartments']);
      expect(await by('all')).toEqual(['Empty archived', 'Remuera Townhouses', 'Wynyard Quarter Apartments']);
      expect(await by('empty_or_active')).toEqual(['Empty archived', 'Wynyard Quarter Apartments']);
      expect(await by('with_contracts')).toEqual(['Remuera Townhouses', 'Wynyard Quarter Apartments']);
    } finally {
      await db().project.delete({ where: { id: empty.id } });
      await db().project.update({ where: { id: ids.kauriRemuera }, data: { status: 'current' } });
    }
  });

  it.each([
    ['?sort=price', 'query.sort'],
    ['?filter=archived_only', 'query.filter'],
    ['?type=both', 'query.type'],
    [`?search=${'x'.repeat(101)}`, 'query.search'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const res = await listAs(ids.claimer, ids.kauri, query);
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('costs the same number of queries for 2 projects as for 12 with contracts', async () => {
    const account = await db().account.create({
      data: { name: 'Count Co', country: 'NZ', currency: 'NZD', timeZone: 'Pacific/Auckland' },
    });
    const { userId } = await addMember(account.id, 'owner');
    const addProjects = async (n: number) => {
      for (let i = 0; i < n; i++) await createProjectWithContract(account.id, `P${i}`);
    };
    await addProjects(2);
    // Each count reads the due projects afresh, not the shared read of the one before.
    forgetSharedReads();
    const small = await countQueries(() => listAs(userId, account.id));
    await addProjects(10);
    forgetSharedReads();
    const large = await countQueries(() => listAs(userId, account.id));
    expect(large.result.body.projects).toHaveLength(12);
    expect(large.queries).toBe(small.queries);
  });
});

describe('GET contract_group/{g} (one project)', () => {
  it('lists its claim contracts with counterparty, number, status and totals', async () => {
    signInAs(ids.claimer);
    const res = await callRoute(read, { params: { acc: ids.kauri, g: ids.kauriWynyard } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Wynyard Quarter Apartments',
      street_address: '101 Halsey Street',
      time_zone: 'Pacific/Auckland',
      gst: 15,
      claim_contracts: [
        {
          id: ids.contractId,
          name: 'Interior fit-out, Levels 1–4',
          contract_number: 'SC-014-03',
          status: 'started',
          counterparty: 'Harbour Build Ltd',
          total_contract_value: 47_728_000,
          claimed_to_date_value: claim2Gross,
          cert_to_date_value: cert1Gross,
        },
      ],
      cert_contracts: [],
      aggregates: { total_contract_value: 47_728_000, contract_count: 1 },
      members: [{ name: 'Aroha Ngata', role: 'project_admin', is_key_contact: true }],
      // Issued claims and a certificate: the project must be kept (archive it instead).
      can_delete: false,
      permissions: { project: ['create', 'edit', 'access', 'view'] },
    });
  });

  it('shows the payer’s project with the payee as counterparty; a project with only a draft may be deleted', async () => {
    signInAs(ids.certifier);
    const harbour = await callRoute(read, { params: { acc: ids.harbour, g: ids.harbourWynyard } });
    expect(harbour.body.cert_contracts).toEqual([
      expect.objectContaining({
        counterparty: 'Kauri Interiors Ltd',
        side: 'cert',
        total_contract_value: 47_728_000,
      }),
    ]);
    signInAs(ids.claimer);
    const remuera = await callRoute(read, { params: { acc: ids.kauri, g: ids.kauriRemuera } });
    expect(remuera.body).toMatchObject({
      claim_contracts: [{ name: 'Contract 1', status: 'draft', counterparty: 'Ōrākei Developments Ltd' }],
      can_delete: true,
    });
  });
});

describe('who sees what', () => {
  it('a view-role user reads every project but may only view', async () => {
    const res = await listAs(ids.viewer, ids.kauri);
    expect(res.body.projects).toHaveLength(2);
    expect(res.body.can_create).toBe(false);
    signInAs(ids.viewer);
    const one = await callRoute(read, { params: { acc: ids.kauri, g: ids.kauriWynyard } });
    expect(one.body.permissions.project).toEqual(['view']);
  });

  it('a user with role none sees only the projects they are a member of', async () => {
    const { userId } = await addMember(ids.kauri, 'none');
    expect((await listAs(userId, ids.kauri)).body.projects).toEqual([]);
    signInAs(userId);
    expect((await callRoute(read, { params: { acc: ids.kauri, g: ids.kauriWynyard } })).status).toBe(403);
    await addProjectMember(ids.kauri, ids.kauriRemuera, userId, 'project_view');
    expect(names((await listAs(userId, ids.kauri)).body)).toEqual(['Remuera Townhouses']);
    signInAs(userId);
    expect((await callRoute(read, { params: { acc: ids.kauri, g: ids.kauriRemuera } })).status).toBe(200);
  });

  it("another account's project answers 404 under the caller's account and 403 under its own, with no data", async () => {
    signInAs(ids.certifier);
    for (const handler of [read, members]) {
      const mine = await callRoute(handler, { params: { acc: ids.harbour, g: ids.kauriWynyard } });
      expect(mine.status).toBe(404);
      expect(JSON.stringify(mine.body)).not.toContain('Wynyard');
      const theirs = await callRoute(handler, { params: { acc: ids.kauri, g: ids.kauriWynyard } });
      expect(theirs.status).toBe(403);
      expect(JSON.stringify(theirs.body)).not.toContain('Wynyard');
    }
    const list = await listAs(ids.certifier, ids.kauri);
    expect(list.status).toBe(403);
  });

  it('a malformed project id is a 422, never a 500', async () => {
    signInAs(ids.claimer);
    const res = await callRoute(read, { params: { acc: ids.kauri, g: "1' OR '1'='1" } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('params.g');
  });
});
