// The dashboard's figures summed in SQL (issue 33, the big account) are the figures it gave when it
// read every document and summed them in JavaScript: the whole page and every dashboard call, on a
// varied account, compared with what the earlier code answered for the same account
// (__snapshots__/dashboard-sql-sums/, written by it; the claims-received card's rows since counted).
// Totara certifies four contracts (one payee on ClaimCert, one a company in its contacts, one in
// Sydney, one claimed on last two months ago) in two projects and claims on
// another; its claims and certificates stand in every status, some without totals, near midnight
// in the calendars involved; payments are part, whole, over and by the other party; Other Co has a
// contract of its own with Totara's payee, none of which may show; and two members without an
// account-wide role see only their project or their contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { readClaimsSummary } from '@/lib/server/dashboard/claims-summary';
import { readClaimSummary } from '@/lib/server/dashboard/claim-summary';
import { readCertClaimList } from '@/lib/server/dashboard/cert-claim-list';
import { readCcConfig } from '@/lib/server/dashboard/cc-config';
import { readCertifierGroupTable } from '@/lib/server/dashboard/certifier-group-table';
import { contractChart } from '@/lib/server/dashboard/money-chart';
import { forgetSharedReads } from '@/lib/server/permissions/shared-by-viewers';
import { createAccountWithOwner } from '../support/factories';
import { companyOf, projectOf, userOf } from '../support/contract-fixtures';
import { certOn, claimOn, paymentOf, sharedContract } from '../support/dashboard-fixtures';
import { TERMS_ROW } from '../support/payment-terms';

const NOW = new Date('2026-04-25T00:00:00Z');
const K = 100;

/** Every id the fixture makes, by a name that does not change from run to run. */
const names = new Map<string, string>();
const named = <T extends { id: string }>(name: string, row: T): T => {
  names.set(row.id, name);
  return row;
};

interface Party {
  userId: string;
  accountId: string;
}
let totara: Party;
let kauri: Party;
let other: Party;
let projectMember: Party;
let contractMember: Party;
let wynyardContract: string;

type Status = 'draft' | 'review' | 'approved' | 'issued' | 'certified';
type CertStatus = 'pending' | 'draft' | 'review' | 'approved' | 'issued';

/** Claims on `contractId`, one a month from `first`, each with its certificates and payments. */
async function documents(
  label: string,
  contractId: string,
  first: number,
  claims: {
    month: string;
    status: Status;
    servedAt?: string;
    total?: number;
    net?: number;
    certs?: {
      status: CertStatus;
      servedAt?: string;
      total?: number;
      net?: number;
      paid?: [Party, number, string][];
    }[];
  }[],
) {
  for (const [i, c] of claims.entries()) {
    const number = first + i;
    const claim = named(
      `${label} claim ${number}`,
      await claimOn(contractId, { number, ...c, gross: c.total === undefined ? undefined : c.total * 2 }),
    );
    for (const [j, cert] of (c.certs ?? []).entries()) {
      const row = named(
        `${label} cert ${number}.${j}`,
        await certOn(claim, {
          number: number * 10 + j,
          status: cert.status,
          servedAt: cert.servedAt,
          total: cert.total,
          net: cert.net,
          gross: cert.total,
        }),
      );
      for (const [party, amount, on] of cert.paid ?? []) await paymentOf(party.accountId, row.id, amount, on);
    }
  }
}

beforeAll(async () => {
  totara = await createAccountWithOwner('Totara Construction');
  kauri = await createAccountWithOwner('Kauri Interiors');
  other = await createAccountWithOwner('Other Co');
  const pohutukawa = await createAccountWithOwner('Pohutukawa Developments');
  for (const [name, p] of Object.entries({ totara, kauri, other, pohutukawa })) {
    names.set(p.accountId, `${name} account`);
    names.set(p.userId, `${name} owner`);
  }
  const wynyard = named('Wynyard', await projectOf(totara.accountId, 'Wynyard', { status: 'current' }));
  const albany = named(
    'Albany',
    await projectOf(totara.accountId, 'Albany', { status: 'current', isPinned: true }),
  );
  named('Totara draft project', await projectOf(totara.accountId, 'Zealandia', { status: 'draft' }));
  const kauriProject = named('Kauri project', await projectOf(kauri.accountId, 'Kauri jobs'));
  const otherProject = named('Other project', await projectOf(other.accountId, 'Other jobs'));
  const pohutukawaProject = named('Pohutukawa project', await projectOf(pohutukawa.accountId, 'Towers'));

  // Totara certifies Kauri's linings (Wynyard) and claims on Pohutukawa's towers (Wynyard).
  const linings = named(
    'linings',
    await sharedContract({
      claimer: kauri.accountId,
      certifier: totara.accountId,
      claimerProject: kauriProject.id,
      certifierProject: wynyard.id,
      name: 'Linings',
    }),
  );
  wynyardContract = linings.id;
  const towers = named(
    'towers',
    await sharedContract({
      claimer: totara.accountId,
      certifier: pohutukawa.accountId,
      claimerProject: wynyard.id,
      certifierProject: pohutukawaProject.id,
      name: 'Towers main contract',
    }),
  );
  // A payee only in Totara's contacts (Albany), and a Sydney contract (Albany), finalised.
  const rimu = named('Rimu Ltd', await companyOf(totara.accountId, 'Rimu Ltd'));
  const make = (name: string, extra: object) =>
    db().contract.create({
      data: {
        name,
        status: 'started',
        createdByAccountId: totara.accountId,
        payerAccountId: totara.accountId,
        country: 'NZ',
        gstPercent: 15,
        timeZone: 'Pacific/Auckland',
        paymentTerms: { create: TERMS_ROW },
        placements: { create: { accountId: totara.accountId, projectId: albany.id, side: 'cert' } },
        ...extra,
      },
    });
  const paving = named('paving', await make('Paving', { payeeCompanyId: rimu.id }));
  const sydney = named(
    'sydney',
    await make('Sydney facade', {
      payeeAccountId: kauri.accountId,
      status: 'finalised',
      country: 'AU',
      region: 'NSW',
      gstPercent: 10,
      timeZone: 'Australia/Sydney',
    }),
  );
  named('unstarted', await make('Unstarted scaffold', { status: 'draft', payeeCompanyId: rimu.id }));
  // No claim served on it for 30 days and more: unclaimed, whatever its waiting claim's deadline.
  const stale = named('stale', await make('Stale fencing', { payeeCompanyId: rimu.id }));
  // Other Co certifies Kauri too: none of it is Totara's.
  const others = named(
    'other contract',
    await sharedContract({
      claimer: kauri.accountId,
      certifier: other.accountId,
      claimerProject: kauriProject.id,
      certifierProject: otherProject.id,
      name: 'Other fit-out',
    }),
  );

  await documents('linings', linings.id, 1, [
    {
      month: '2025-03',
      status: 'certified',
      servedAt: '2025-03-30T10:59:00Z',
      total: 11_500 * K,
      net: 10_000 * K,
      certs: [
        {
          status: 'issued',
          servedAt: '2025-04-14T12:00:00Z',
          total: 9_200 * K,
          net: 8_000 * K,
          paid: [[totara, 9_200 * K, '2025-05-01']],
        },
      ],
    },
    {
      month: '2026-01',
      status: 'certified',
      servedAt: '2026-01-30T11:30:00Z',
      total: 115_000 * K,
      net: 100_000 * K,
      certs: [
        {
          status: 'issued',
          servedAt: '2026-02-14T01:00:00Z',
          total: 92_000 * K,
          net: 80_000 * K,
          paid: [
            [totara, 50_000 * K, '2026-02-28'],
            [totara, 42_000 * K, '2026-03-01'],
            [kauri, 92_000 * K, '2026-03-10'],
          ],
        },
      ],
    },
    {
      month: '2026-02',
      status: 'certified',
      servedAt: '2026-02-26T01:00:00Z',
      total: 57_500 * K,
      net: 50_000 * K,
      certs: [
        { status: 'pending' },
        {
          status: 'issued',
          servedAt: '2026-03-31T11:00:01Z',
          total: 46_000 * K,
          net: 40_000 * K,
          paid: [[totara, 10_000 * K, '2026-04-02']],
        },
      ],
    },
    {
      month: '2026-03',
      status: 'issued',
      servedAt: '2026-03-31T12:30:00Z',
      total: 23_000 * K,
      net: 20_000 * K,
      certs: [{ status: 'review' }],
    },
    {
      month: '2026-04',
      status: 'issued',
      servedAt: '2026-04-20T02:00:00Z',
      total: 8_050 * K,
      net: 7_000 * K,
    },
    { month: '2026-05', status: 'draft' },
  ]);
  await documents('towers', towers.id, 1, [
    {
      month: '2026-01',
      status: 'certified',
      servedAt: '2026-01-25T00:00:00Z',
      total: 230_000 * K,
      net: 200_000 * K,
      certs: [
        {
          status: 'issued',
          servedAt: '2026-02-10T00:00:00Z',
          total: 230_000 * K,
          net: 200_000 * K,
          paid: [
            [totara, 250_000 * K, '2026-02-20'],
            [pohutukawa, 230_000 * K, '2026-02-19'],
          ],
        },
        { status: 'draft' },
      ],
    },
    {
      month: '2026-02',
      status: 'certified',
      servedAt: '2026-02-25T00:00:00Z',
      total: 115_000 * K,
      net: 100_000 * K,
      certs: [{ status: 'issued', servedAt: '2026-03-10T00:00:00Z', total: 69_000 * K, net: 60_000 * K }],
    },
    {
      month: '2026-03',
      status: 'issued',
      servedAt: '2026-03-25T00:00:00Z',
      total: 34_500 * K,
      net: 30_000 * K,
    },
    { month: '2026-04', status: 'approved', total: 11_500 * K, net: 10_000 * K },
    { month: '2026-05', status: 'review' },
    { month: '2026-06', status: 'draft' },
  ]);
  await documents('paving', paving.id, 1, [
    {
      month: '2026-02',
      status: 'certified',
      servedAt: '2026-02-27T00:00:00Z',
      total: 5_750 * K,
      net: 5_000 * K,
      certs: [{ status: 'issued', servedAt: '2026-03-13T00:00:00Z', total: 5_750 * K, net: 5_000 * K }],
    },
    { month: '2026-03', status: 'issued', servedAt: '2026-03-27T00:00:00Z' },
    { month: '2026-04', status: 'draft', total: 1_150 * K, net: 1_000 * K },
  ]);
  await documents('stale', stale.id, 1, [
    {
      month: '2026-01',
      status: 'certified',
      servedAt: '2026-01-10T00:00:00Z',
      total: 2_300 * K,
      net: 2_000 * K,
      certs: [
        {
          status: 'issued',
          servedAt: '2026-01-20T00:00:00Z',
          total: 2_300 * K,
          net: 2_000 * K,
          paid: [[totara, 2_300 * K, '2026-01-30']],
        },
      ],
    },
    {
      month: '2026-02',
      status: 'issued',
      servedAt: '2026-02-20T00:00:00Z',
      total: 1_150 * K,
      net: 1_000 * K,
    },
  ]);
  await documents('sydney', sydney.id, 1, [
    {
      month: '2026-03',
      status: 'certified',
      servedAt: '2026-03-31T13:30:00Z',
      total: 11_000 * K,
      net: 10_000 * K,
      certs: [
        {
          status: 'issued',
          servedAt: '2026-04-01T13:30:00Z',
          total: 11_000 * K,
          net: 10_000 * K,
          paid: [[totara, 3_000 * K, '2026-04-10']],
        },
      ],
    },
    {
      month: '2026-04',
      status: 'issued',
      servedAt: '2026-04-24T13:59:00Z',
      total: 2_200 * K,
      net: 2_000 * K,
    },
  ]);
  await documents('other', others.id, 1, [
    {
      month: '2026-03',
      status: 'certified',
      servedAt: '2026-03-20T00:00:00Z',
      total: 999_000 * K,
      net: 900_000 * K,
      certs: [
        {
          status: 'issued',
          servedAt: '2026-04-01T00:00:00Z',
          total: 777_000 * K,
          net: 700_000 * K,
          paid: [
            [other, 700_000 * K, '2026-04-05'],
            [totara, 1 * K, '2026-04-05'],
          ],
        },
      ],
    },
    { month: '2026-04', status: 'issued', servedAt: '2026-04-20T00:00:00Z', total: 1_000 * K, net: 900 * K },
  ]);
  // The newest change last: the recent documents' order does not rest on rows written in one
  // millisecond.
  await db().$executeRaw`
    UPDATE claims SET updated_at = timestamptz '2026-04-01' + (number * 100 + length(name)) * interval '1 minute'`;
  await db().$executeRaw`
    UPDATE certificates SET updated_at = timestamptz '2026-04-02' + certificate_number * interval '1 minute'`;

  const member = async (label: string, extra: (userId: string) => Promise<unknown>) => {
    const userId = await userOf(totara.accountId, 'none', label);
    names.set(userId, label);
    await extra(userId);
    return { userId, accountId: totara.accountId };
  };
  projectMember = await member('Albany member', (userId) =>
    db().projectMember.create({
      data: { accountId: totara.accountId, projectId: albany.id, userId, role: 'project_view' },
    }),
  );
  contractMember = await member('Towers member', (userId) =>
    db().contractMember.create({
      data: { accountId: totara.accountId, contractId: towers.id, userId, role: 'contract_view' },
    }),
  );
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The answer as JSON, each id by its fixture's name. */
const normal = (answer: unknown): unknown =>
  JSON.parse(JSON.stringify(answer).replace(UUID, (id) => names.get(id) ?? 'an unknown id'));

async function everything(party: Party) {
  forgetSharedReads();
  const actor = (await resolveActor(party.userId, party.accountId))!;
  return normal({
    page: await loadDashboard(actor, {}, NOW),
    march: await loadDashboard(
      actor,
      { month: '2026-03', received: { type: 'quarter', period: 'previous' } },
      NOW,
    ),
    net: await readClaimsSummary(actor, { month: '2026-02', is_gst_include: false }, NOW),
    claimSummary: await readClaimSummary(actor, { claim_date: '2026-03-15', is_all: true }, NOW),
    recent: await readCertClaimList(actor),
    config: await readCcConfig(actor, NOW),
    groups: await readCertifierGroupTable(actor, { period: '2025-03' }, NOW),
    chart: await contractChart(actor, wynyardContract, NOW),
  });
}

describe('the dashboard summed in SQL answers as it did summed in JavaScript', () => {
  it.each([
    ['the head contractor', () => totara],
    ['its payee', () => kauri],
    ['the other account', () => other],
    ['a member of one project', () => projectMember],
    ['a member of one contract', () => contractMember],
  ])('%s', async (who, party) => {
    await expect(JSON.stringify(await everything(party()), null, 1)).toMatchFileSnapshot(
      `./__snapshots__/dashboard-sql-sums/${who.replaceAll(' ', '-')}.json`,
    );
  });
});
