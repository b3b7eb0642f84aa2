// Builds the NZ demo in one transaction: two accounts sharing one contract, its schedule,
// three claims (certified, issued, draft), one issued certificate and the pending certificate of
// the issued claim. All figures come from lib/domain so the demo shows exactly what the product
// computes.
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '@/lib/db/client';
import { hashPassword } from '@/lib/auth/password';
import { computeClaimTotals, type ClaimTotals, type PreviousFigures } from '@/lib/domain/claim-totals';
import { calculateClaimDates, DEFAULT_PAYMENT_TERMS } from '@/lib/domain/due-dates';
import type { LineItem as DomainItem } from '@/lib/domain/line-items';
import { lineTotal, percentOf, sum } from '@/lib/domain/money';
import type { RetentionSettings } from '@/lib/domain/retention';
import { jurisdictionFor } from '@/lib/domain/working-days';
import {
  BASE_ITEMS, CERT_1, CLAIM_PROGRESS, DEMO_PASSWORD, MATERIALS, PEOPLE, VARIATIONS,
  type SeedItem, type SeedVariation,
} from './seed-data'; // prettier-ignore

const cents = (dollars: number) => Math.round(dollars * 100);
const date = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** NZS 3910:2013 style scale: 10% of the first $200k, 5% of the next $800k, 1.75% beyond, cap $200k. */
export const DEMO_RETENTION: RetentionSettings = {
  type: 'scale',
  firstBps: 1000,
  firstAmount: cents(200_000),
  firstNextBps: 500,
  firstNextAmount: cents(800_000),
  secondNextBps: 0,
  secondNextAmount: 0,
  thirdNextBps: 0,
  thirdNextAmount: 0,
  excessBps: 175,
  maximum: cents(200_000),
  pcdBps: 5000,
  pcdDate: null,
  releaseDlpType: 'days',
  dlpBps: 5000,
  dlpDays: 365,
  dlpDate: null,
};

type Kind = 'base' | 'variation' | 'material';
interface FlatItem {
  id: string;
  parentId: string | null;
  ref: string;
  kind: Kind;
  seed: SeedItem;
  total: number;
  position: number;
}

/** Flattens the seed tree parents-first, with totals: rate × qty, typed lump sums, parents = Σ children. */
function flatten(
  items: SeedItem[],
  kind: Kind,
  parentId: string | null = null,
  out: FlatItem[] = [],
): FlatItem[] {
  items.forEach((seed, position) => {
    const row: FlatItem = {
      id: crypto.randomUUID(),
      parentId,
      ref: seed.ref,
      kind,
      seed,
      total: 0,
      position,
    };
    out.push(row);
    if (seed.children) {
      const start = out.length;
      flatten(seed.children, kind, row.id, out);
      row.total = sum(
        out
          .slice(start)
          .filter((c) => c.parentId === row.id)
          .map((c) => c.total),
      );
    } else {
      row.total =
        seed.rate !== undefined ? lineTotal(cents(seed.rate), cents(seed.qty ?? 0)) : cents(seed.lump ?? 0);
    }
  });
  return out;
}

function toDomain(item: FlatItem, percent: Record<string, number>): DomainItem {
  const variation = item.kind === 'variation' ? (item.seed as SeedVariation) : null;
  const rootVariation = variation ?? null;
  return {
    id: item.id,
    parentId: item.parentId,
    kind: item.kind,
    valueType: item.seed.rate !== undefined ? 'rate' : 'lump',
    rate: cents(item.seed.rate ?? 0),
    quantity: cents(item.seed.qty ?? 0),
    lumpTotal: item.total,
    isProvisional: false,
    approval: item.kind === 'variation' ? (rootVariation?.status ?? 'approved') : null,
    variationType: variation?.type,
    excludeRetention: item.seed.excludeRetention ?? false,
    onSite: (item.seed as { site?: string }).site !== 'off_site',
    toDate: { by: 'percent', percent: Math.round((percent[item.ref] ?? 0) * 100) },
    previous: 0,
    approvedToDate: 0,
    certifiedToDate: 0,
  };
}

function totalsFor(
  items: FlatItem[],
  percent: Record<string, number>,
  previous: PreviousFigures,
  asOf: string,
  option: 'claimed' | 'certified',
): ClaimTotals {
  // Children of an approved multi-variation inherit its approval.
  const approvals = new Map(
    items.map((i) => [i.id, i.kind === 'variation' ? (i.seed as SeedVariation).status : null]),
  );
  const domain = items.map((i) => {
    const d = toDomain(i, percent);
    if (i.kind === 'variation' && i.parentId) d.approval = approvals.get(i.parentId) ?? 'approved';
    return d;
  });
  return computeClaimTotals({
    items: domain,
    certifyPendingVariation: false,
    retention: { settings: DEMO_RETENTION, asOf },
    previous,
    lessPrevious: { option },
    gstPercent: 15,
    cisStatus: null,
    labourElementThisClaim: 0,
    domesticReverseCharge: false,
  });
}

const NO_PREVIOUS: PreviousFigures = { gross: 0, retained: 0, pcdReleased: 0, dlpReleased: 0 };

/**
 * Seeds the demo. The account users share the published demo password; the platform staff
 * (support and the platform administrator) never do: they get `staffPassword`, else
 * DEMO_STAFF_PASSWORD, else one generated for this installation, which is returned to be shown once.
 */
export async function seedDemo(
  client: Db,
  { staffPassword = process.env.DEMO_STAFF_PASSWORD || randomBytes(12).toString('base64url') } = {},
): Promise<{ staffPassword: string }> {
  const [passwordHash, staffHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(staffPassword),
  ]);
  await client.$transaction(
    async (tx) => {
      const users = await createUsers(tx, { passwordHash, staffHash });
      const { kauri, harbour } = await createAccounts(tx, users);
      const contractId = await createSharedContract(tx, users, kauri, harbour);
      const items = await createSchedule(tx, contractId);
      await createClaimsAndCertificate(tx, contractId, items, users);
      await createSecondProject(tx, kauri, users);
      await tx.systemNotice.create({
        data: {
          title: 'Welcome to the ClaimCert demo',
          body: 'This installation runs on demo data. Log in as claimer@demo.test or certifier@demo.test to try both sides of a contract.',
          startsAt: new Date(),
          endsAt: new Date(Date.now() + 365 * 864e5),
        },
      });
    },
    { timeout: 60_000 },
  );
  return { staffPassword };
}

type Users = Record<keyof typeof PEOPLE, string>;

async function createUsers(tx: Tx, hashes: { passwordHash: string; staffHash: string }): Promise<Users> {
  const entries = await Promise.all(
    Object.entries(PEOPLE).map(async ([key, p]) => {
      const staff = 'isSupportStaff' in p || 'isPlatformAdmin' in p;
      const passwordHash = staff ? hashes.staffHash : hashes.passwordHash;
      const user = await tx.user.create({ data: { ...p, passwordHash, firstLogin: false } });
      return [key, user.id] as const;
    }),
  );
  return Object.fromEntries(entries) as Users;
}

async function createAccounts(tx: Tx, users: Users) {
  const trialEndsAt = new Date(Date.now() + 30 * 864e5);
  const nz = { country: 'NZ' as const, currency: 'NZD', timeZone: 'Pacific/Auckland', gstPercent: 15 };
  const kauri = await tx.account.create({
    data: {
      ...nz,
      name: 'Kauri Interiors Ltd',
      subscription: {
        create: { status: 'trialing', trialEndsAt, claimContractLimit: 10, certContractLimit: 10 },
      },
      memberships: {
        create: [
          { userId: users.claimer, role: 'owner' },
          { userId: users.manager, role: 'admin' },
          { userId: users.viewer, role: 'view' },
        ],
      },
      emailPreferences: {
        create: [{ userId: users.claimer }, { userId: users.manager }, { userId: users.viewer }],
      },
    },
  });
  const harbour = await tx.account.create({
    data: {
      ...nz,
      name: 'Harbour Build Ltd',
      subscription: { create: { status: 'active', claimContractLimit: 50, certContractLimit: 50 } },
      memberships: {
        create: [
          { userId: users.certifier, role: 'owner' },
          { userId: users.qs, role: 'admin' },
        ],
      },
      emailPreferences: { create: [{ userId: users.certifier }, { userId: users.qs }] },
    },
  });
  // The claimer also directs a sister company: a user with two accounts (Switch Accounts).
  await tx.account.create({
    data: {
      ...nz,
      name: 'Kauri Joinery Ltd',
      subscription: { create: { status: 'trialing', trialEndsAt } },
      memberships: { create: { userId: users.claimer, role: 'admin' } },
      emailPreferences: { create: { userId: users.claimer } },
    },
  });
  return { kauri: kauri.id, harbour: harbour.id };
}

async function createSharedContract(tx: Tx, users: Users, kauri: string, harbour: string): Promise<string> {
  // Harbour Build holds the retention it withholds in a trust account at its bank (CCA s18E).
  const trustAccount = await tx.retentionHolding.create({
    data: {
      accountId: harbour,
      kind: 'trust_account',
      bankName: 'ANZ',
      accountName: 'Harbour Build Ltd Retention Trust Account',
      accountNumber: '01-0102-0123456-00',
      bankNotifiedOn: date('2026-08-03'),
    },
  });
  // Each side keeps the other as a company in its contacts, linked to its account here.
  const harbourCo = await tx.company.create({
    data: {
      accountId: kauri,
      name: 'Harbour Build Ltd',
      linkedAccountId: harbour,
      contacts: {
        create: {
          accountId: kauri,
          name: PEOPLE.certifier.name,
          email: PEOPLE.certifier.email,
          phone: '+64 9 555 0142',
          role: 'Commercial Manager',
        },
      },
    },
  });
  const kauriCo = await tx.company.create({
    data: {
      accountId: harbour,
      name: 'Kauri Interiors Ltd',
      linkedAccountId: kauri,
      contacts: {
        create: {
          accountId: harbour,
          name: PEOPLE.claimer.name,
          email: PEOPLE.claimer.email,
          phone: '+64 21 555 0198',
          role: 'Director',
        },
      },
    },
  });
  const address = {
    streetAddress: '101 Halsey Street',
    suburb: 'Wynyard Quarter',
    city: 'Auckland',
    postalCode: '1010',
  };
  const kauriProject = await tx.project.create({
    data: {
      accountId: kauri,
      name: 'Wynyard Quarter Apartments',
      projectNumber: 'KI-2026-07',
      // Holds the started contract below (a project is draft until a contract in it starts).
      status: 'current',
      timeZone: 'Pacific/Auckland',
      gstPercent: 15,
      ...address,
    },
  });
  const harbourProject = await tx.project.create({
    data: {
      accountId: harbour,
      name: 'Wynyard Quarter Apartments',
      projectNumber: 'HB-2026-014',
      status: 'current',
      timeZone: 'Pacific/Auckland',
      gstPercent: 15,
      ...address,
    },
  });
  const contract = await tx.contract.create({
    data: {
      name: 'Interior fit-out, Levels 1–4',
      contractNumber: 'SC-014-03',
      createdByAccountId: kauri,
      payerAccountId: harbour,
      payeeAccountId: kauri,
      payerCompanyId: harbourCo.id,
      payeeCompanyId: kauriCo.id,
      status: 'started',
      country: 'NZ',
      gstPercent: 15,
      trade: 'Interior linings',
      timeZone: 'Pacific/Auckland',
      ...address,
      paymentTerms: {
        create: {
          claimDueDays: DEFAULT_PAYMENT_TERMS.claim_due_days,
          claimDueTerm: DEFAULT_PAYMENT_TERMS.claim_due_term,
          certDueDays: DEFAULT_PAYMENT_TERMS.cert_due_days,
          certDueTerm: DEFAULT_PAYMENT_TERMS.cert_due_term,
          paymentDueDays: DEFAULT_PAYMENT_TERMS.payment_due_days,
          paymentDueTerm: DEFAULT_PAYMENT_TERMS.payment_due_term,
        },
      },
      retention: {
        create: {
          type: 'scale',
          firstBps: DEMO_RETENTION.firstBps,
          firstAmount: BigInt(DEMO_RETENTION.firstAmount),
          firstNextBps: DEMO_RETENTION.firstNextBps,
          firstNextAmount: BigInt(DEMO_RETENTION.firstNextAmount),
          excessBps: DEMO_RETENTION.excessBps,
          maximumAmount: BigInt(DEMO_RETENTION.maximum ?? 0),
          pcdBps: DEMO_RETENTION.pcdBps,
          dlpBps: DEMO_RETENTION.dlpBps,
          dlpDays: DEMO_RETENTION.dlpDays,
          retentionAccount: 'ANZ 01-0102-0123456-00 (retention trust account)',
        },
      },
      placements: {
        create: [
          { accountId: kauri, projectId: kauriProject.id, side: 'claim' },
          {
            accountId: harbour,
            projectId: harbourProject.id,
            side: 'cert',
            retentionHoldingId: trustAccount.id,
          },
        ],
      },
      members: {
        create: [
          { accountId: kauri, userId: users.manager, role: 'contract_admin', isKeyContact: true },
          { accountId: harbour, userId: users.qs, role: 'contract_admin', isKeyContact: true },
        ],
      },
    },
  });
  // Claims need two approvals at Kauri (manager, then owner); certificates one at Harbour (QS).
  await createWorkflow(tx, kauri, contract.id, 'claim', [[users.manager], [users.claimer]]);
  await createWorkflow(tx, harbour, contract.id, 'cert', [[users.qs]]);
  await tx.projectMember.createMany({
    data: [
      {
        accountId: kauri,
        projectId: kauriProject.id,
        userId: users.claimer,
        role: 'project_admin',
        isKeyContact: true,
      },
      {
        accountId: harbour,
        projectId: harbourProject.id,
        userId: users.certifier,
        role: 'project_admin',
        isKeyContact: true,
      },
    ],
  });
  return contract.id;
}

async function createWorkflow(
  tx: Tx,
  accountId: string,
  contractId: string,
  flowType: 'claim' | 'cert',
  steps: string[][],
) {
  await tx.approvalWorkflow.create({
    data: {
      accountId,
      contractId,
      flowType,
      steps: {
        create: steps.map((approvers, i) => ({
          position: i,
          name: `Approval Step ${i + 1}`,
          approvers: { create: approvers.map((userId) => ({ userId, required: true })) },
        })),
      },
    },
  });
}

async function createSchedule(tx: Tx, contractId: string): Promise<FlatItem[]> {
  const items = [
    ...flatten(BASE_ITEMS, 'base'),
    ...flatten(VARIATIONS, 'variation'),
    ...flatten(MATERIALS, 'material'),
  ];
  await tx.lineItem.createMany({
    data: items.map((i) => {
      const v = i.kind === 'variation' && !i.parentId ? (i.seed as SeedVariation) : null;
      const site = (i.seed as { site?: 'on_site' | 'off_site' }).site;
      return {
        id: i.id,
        contractId,
        parentId: i.parentId,
        kind: i.kind,
        valueType: i.seed.rate !== undefined ? 'rate' : 'lump',
        position: i.position,
        label: i.ref,
        description: i.seed.description,
        quantity: i.seed.qty !== undefined ? BigInt(cents(i.seed.qty)) : null,
        unit: i.seed.unit ?? null,
        rate: i.seed.rate !== undefined ? BigInt(cents(i.seed.rate)) : null,
        total: BigInt(i.total),
        excludeRetention: i.seed.excludeRetention ?? false,
        materialSite: site ?? null,
        approvalStatus: v?.status ?? null,
        rejectReason: v?.rejectReason ?? null,
        variationReference: v?.reference ?? null,
        variationType: v?.type ?? null,
        submitDate: v ? date('2026-09-15') : null,
        approvedDate: v?.status === 'approved' ? date('2026-10-02') : null,
      } as const;
    }),
  });
  return items;
}

const leafRows = (items: FlatItem[], percent: Record<string, number>) =>
  items
    .filter((i) => !i.seed.children && percent[i.ref] !== undefined)
    .map((i) => {
      const bps = Math.round((percent[i.ref] ?? 0) * 100);
      return {
        lineItemId: i.id,
        claimOption: 'percent' as const,
        percentBps: bps,
        toDateValue: BigInt(percentOf(i.total, bps)),
      };
    });

async function createClaimsAndCertificate(tx: Tx, contractId: string, items: FlatItem[], users: Users) {
  const jurisdiction = jurisdictionFor('NZ');
  let previous = NO_PREVIOUS;
  const claimIds: string[] = [];
  for (const [index, c] of CLAIM_PROGRESS.entries()) {
    const dates = calculateClaimDates({ claimTo: c.to, paymentTerms: DEFAULT_PAYMENT_TERMS, jurisdiction });
    const totals = totalsFor(items, c.percent, previous, c.to, 'claimed');
    const frozen = c.status === 'draft' ? {} : frozenTotals(totals);
    const claim = await tx.claim.create({
      data: {
        contractId,
        number: index + 1,
        name: c.name,
        claimFrom: date(c.from),
        claimTo: date(c.to),
        claimDueDate: date(dates.claimDue),
        certDueDate: date(dates.certDue),
        paymentDueDate: date(dates.paymentDue),
        status: c.status,
        externalNotes: 'Progress measured on site with the head contractor’s site manager.',
        createdById: users.claimer,
        servedAt: c.status === 'draft' ? null : date(dates.claimDue),
        ...frozen,
        lines: { create: leafRows(items, c.percent) },
      },
    });
    claimIds.push(claim.id);
    previous = {
      gross: totals.grossToDate,
      retained: totals.retention.retainedToDate,
      pcdReleased: 0,
      dlpReleased: 0,
    };
  }

  const certTotals = totalsFor(items, CERT_1.percent, NO_PREVIOUS, CLAIM_PROGRESS[0]!.to, 'certified');
  const cert = await tx.certificate.create({
    data: {
      claimId: claimIds[0]!,
      contractId,
      number: 1,
      certificateRef: 'PS-001',
      status: 'issued',
      externalNotes: 'Scheduled amount under s21 of the Construction Contracts Act 2002.',
      grossToDate: BigInt(certTotals.grossToDate),
      retentionToDate: BigInt(certTotals.retention.retainedToDate),
      netThisCert: BigInt(certTotals.netThisClaim),
      gstAmount: BigInt(certTotals.gst),
      totalIncludingGst: BigInt(certTotals.totalInclGst),
      servedAt: date('2026-10-14'),
      lines: {
        create: leafRows(items, CERT_1.percent).map((row) => ({
          lineItemId: row.lineItemId,
          certOption: row.claimOption,
          percentBps: row.percentBps,
          toDateValue: row.toDateValue,
          reason: CERT_1.reasons[items.find((i) => i.id === row.lineItemId)!.ref] ?? null,
        })),
      },
    },
  });
  // Certificate 1 withheld its retention, held on trust from then; Harbour Build deposited it two
  // days later (lib/server/retention-trust/cert-retention-entries.ts writes the first on issue).
  const payer = (await accountOf(tx, contractId, 'payer'))!;
  await tx.retentionLedgerEntry.createMany({
    data: [
      {
        accountId: payer,
        contractId,
        kind: 'withheld',
        amount: BigInt(certTotals.retention.retainedToDate),
        occurredOn: date('2026-10-14'),
        certId: cert.id,
        createdAt: new Date('2026-10-14T02:00:00Z'),
      },
      {
        accountId: payer,
        contractId,
        kind: 'deposited',
        amount: BigInt(certTotals.retention.retainedToDate),
        occurredOn: date('2026-10-16'),
        reference: 'DEP 2026-10-16',
        createdAt: new Date('2026-10-16T02:00:00Z'),
      },
    ],
  });
  // Claim 2 is served and not yet answered: Harbour Build, on ClaimCert, has its pending
  // certificate waiting to be started, as issuing it here would have opened
  // (lib/server/claims/pending-cert.ts).
  const claim2 = await tx.claim.findUniqueOrThrow({ where: { id: claimIds[1]! } });
  const pending = await tx.certificate.create({
    data: {
      claimId: claim2.id,
      contractId,
      number: 2,
      status: 'pending',
      hasRetention: claim2.hasRetention,
      labourElement: claim2.labourElement,
      cisStatus: claim2.cisStatus,
      domesticReverseCharge: claim2.domesticReverseCharge,
    },
  });
  const payee = (await accountOf(tx, contractId, 'payee'))!;
  await tx.history.createMany({
    data: [
      {
        accountId: payee,
        contractId,
        claimId: claimIds[0]!,
        actorUserId: users.claimer,
        action: 'claim.issued',
      },
      {
        accountId: payer,
        contractId,
        certId: cert.id,
        actorUserId: users.certifier,
        action: 'certificate.issued',
      },
      {
        accountId: payee,
        contractId,
        claimId: claim2.id,
        actorUserId: users.claimer,
        action: 'claim.issued',
        details: { recipients: ['certifier@demo.test'] },
      },
      {
        accountId: payer,
        contractId,
        claimId: claim2.id,
        certId: pending.id,
        actorUserId: users.claimer,
        action: 'certificate.pending',
        details: { claim: claim2.name },
      },
    ],
  });
}

function frozenTotals(t: ClaimTotals) {
  return {
    grossToDate: BigInt(t.grossToDate),
    retentionToDate: BigInt(t.retention.retainedToDate),
    netThisClaim: BigInt(t.netThisClaim),
    gstAmount: BigInt(t.gst),
    totalIncludingGst: BigInt(t.totalInclGst),
  };
}

async function accountOf(tx: Tx, contractId: string, side: 'payer' | 'payee') {
  const c = await tx.contract.findUniqueOrThrow({
    where: { id: contractId },
    select: { payerAccountId: true, payeeAccountId: true },
  });
  return side === 'payer' ? c.payerAccountId : c.payeeAccountId;
}

/** A second, draft contract whose payer is not on ClaimCert: only a company in Kauri's contacts. */
async function createSecondProject(tx: Tx, kauri: string, users: Users) {
  const company = await tx.company.create({
    data: {
      accountId: kauri,
      name: 'Ōrākei Developments Ltd',
      contacts: {
        create: {
          accountId: kauri,
          name: 'Priya Sharma',
          email: 'priya@orakei-dev.example',
          phone: '+64 9 555 0177',
          role: 'Project Manager',
        },
      },
    },
  });
  const project = await tx.project.create({
    data: {
      accountId: kauri,
      name: 'Remuera Townhouses',
      projectNumber: 'KI-2026-09',
      timeZone: 'Pacific/Auckland',
      gstPercent: 15,
      city: 'Auckland',
      suburb: 'Remuera',
    },
  });
  await tx.contract.create({
    data: {
      name: 'Contract 1',
      createdByAccountId: kauri,
      payeeAccountId: kauri,
      payerCompanyId: company.id,
      status: 'draft',
      country: 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      placements: { create: { accountId: kauri, projectId: project.id, side: 'claim' } },
      members: { create: { accountId: kauri, userId: users.claimer, role: 'contract_admin' } },
    },
  });
}
