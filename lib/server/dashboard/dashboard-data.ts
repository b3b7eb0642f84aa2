import 'server-only';
import type { RetentionHolding, RetentionLedgerEntry } from '@/lib/db/generated/client';
import type { ReleaseDue, UndepositedRetention } from '@/lib/domain/retention-position';
import {
  contractRetentionPosition,
  instrumentChecks,
  payerRetentionTerms,
  rowsByContract,
} from '../retention-trust/payer-retention-terms';
import { unexplainedShortfalls } from '../retention-trust/unexplained-shortfalls';
// Everything the dashboard sums up, read once per request in a fixed number of queries however many
// projects, contracts, claims and certificates the account has (tests/integration/dashboard-queries
// .test.ts): the caller's visible projects and placements on both sides with their claims and
// certificates, the payments the caller's account recorded against them, and — for documents in
// review — the workflow steps and approval events, replayed to tell whether the caller's approval is
// awaited. Each dashboard call (lib/server/dashboard/*) takes what it needs from this one read, so
// the page and the API show the same figures.
//
// What each side may see: a claimer sees its own claims in every status and only the certificates
// issued on them; a certifier sees the claims served on it (never the claimer's drafts) and its own
// certificates in every status.
import { db } from '@/lib/db/client';
import { canApprove } from '@/lib/domain/workflow-rules';
import { jurisdictionOrNull, type Jurisdiction } from '@/lib/domain/working-days';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { Actor } from '../session/resolve-actor';
import { sharedByViewers } from '../permissions/shared-by-viewers';
import { visiblePlacements, visibleProjects } from '../permissions/visible-to-caller';
import { replayApprovals } from '../approvals/load-workflow';
import { counterpartyName, PARTY_NAMES } from '../contracts/counterparty';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { isoDate } from '@/lib/domain/date-columns';
import { num } from '../line-item-rows/to-domain';

const CERT = {
  id: true,
  number: true,
  certificateRef: true,
  term: true,
  status: true,
  servedAt: true,
  netThisCert: true,
  totalIncludingGst: true,
  updatedAt: true,
} as const;

const CLAIM = {
  id: true,
  number: true,
  name: true,
  status: true,
  claimFrom: true,
  claimTo: true,
  claimDueDate: true,
  certDueDate: true,
  paymentDueDate: true,
  servedAt: true,
  netThisClaim: true,
  totalIncludingGst: true,
  updatedAt: true,
  certificates: { orderBy: { number: 'asc' }, select: CERT },
} as const;

function loadPlacements(actor: Actor, contractId?: string) {
  return db().contractPlacement.findMany({
    where: { ...visiblePlacements(actor), ...(contractId ? { contractId } : {}) },
    orderBy: [{ project: { name: 'asc' } }, { contract: { name: 'asc' } }],
    select: {
      side: true,
      project: { select: { id: true, name: true } },
      contract: {
        select: {
          id: true,
          name: true,
          contractNumber: true,
          status: true,
          timeZone: true,
          country: true,
          region: true,
          paymentTerms: { select: { id: true } },
          ...PARTY_NAMES,
          claims: { orderBy: { number: 'asc' }, select: CLAIM },
        },
      },
    },
  });
}

type PlacementRow = Awaited<ReturnType<typeof loadPlacements>>[number];
type ClaimRow = PlacementRow['contract']['claims'][number];
type CertRow = ClaimRow['certificates'][number];

export interface DashboardCert extends Omit<CertRow, 'netThisCert' | 'totalIncludingGst'> {
  netThisCert: number;
  totalIncludingGst: number;
  /** The day it was issued, in the account's calendar. */
  issuedOn: string | null;
  /** What the caller's account recorded as paid against it. */
  paid: number;
  waitingOnMe: boolean;
}

export interface DashboardClaim extends Omit<
  ClaimRow,
  'netThisClaim' | 'totalIncludingGst' | 'certificates'
> {
  netThisClaim: number;
  totalIncludingGst: number;
  /** The day it was served, in the account's calendar. */
  servedOn: string | null;
  certificates: DashboardCert[];
  waitingOnMe: boolean;
}

export interface DashboardContract {
  id: string;
  name: string;
  contractNumber: string | null;
  status: PlacementRow['contract']['status'];
  side: PlacementRow['side'];
  project: { id: string; name: string };
  counterparty: string | null;
  calendar: Jurisdiction | null;
  /** What the deadline engine reads of the contract (claim-dates.ts). */
  timeZone: string;
  paymentTerms: { id: string } | null;
  claims: DashboardClaim[];
  /**
   * The payer's side: retention held on trust but not in the trust account, since when, and the day
   * it had to be deposited by (issue 31).
   */
  undepositedRetention: UndepositedRetention | null;
  /** The payer's side: the contract's retention releases, with what is due on each (issue 31). */
  retentionReleases: ReleaseDue[];
}

export interface DashboardPayment {
  contractId: string;
  certId: string;
  amount: number;
  paidOn: string;
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboardData>>;

/**
 * The rows the figures are made from. They depend on the account and on what the caller may see,
 * not on who the caller is (whose approval is awaited is worked out from them afterwards), so every
 * viewer who sees the same part of the account shares one read (shared-by-viewers.ts).
 */
async function readDashboardRows(actor: Actor, contractId?: string) {
  const [account, projects, placements] = await Promise.all([
    db().account.findUniqueOrThrow({
      where: { id: actor.accountId },
      select: {
        name: true,
        currency: true,
        timeZone: true,
        enableCurrencyShorten: true,
        claimTerm: true,
        certTerm: true,
      },
    }),
    db().project.findMany({
      where: { ...visibleProjects(actor), accountId: actor.accountId },
      orderBy: [{ isPinned: 'desc' }, { name: 'asc' }],
      select: { id: true, name: true, projectNumber: true, status: true, isPinned: true },
    }),
    loadPlacements(actor, contractId),
  ]);
  const contractIds = placements.map((p) => p.contract.id);
  // Documents whose approval may be awaited from the caller: its own side's documents in review.
  const claimsInReview = placements.flatMap(({ side, contract }) =>
    side === 'claim' ? contract.claims.filter((c) => c.status === 'review').map((c) => c.id) : [],
  );
  const certsInReview = placements.flatMap(({ side, contract }) =>
    side === 'cert'
      ? contract.claims.flatMap((c) => c.certificates.filter((x) => x.status === 'review').map((x) => x.id))
      : [],
  );
  const inReview = claimsInReview.length + certsInReview.length > 0;
  const payerContracts = placements.filter((p) => p.side === 'cert').map((p) => p.contract.id);
  const [payments, workflows, events, retentionRows, retentionTerms, trustShortfalls] = await Promise.all([
    db().payment.findMany({
      where: { accountId: actor.accountId, certificate: { contractId: { in: contractIds } } },
      select: { certId: true, paidAmount: true, paidOn: true, certificate: { select: { contractId: true } } },
    }),
    !inReview
      ? []
      : db().approvalWorkflow.findMany({
          where: { accountId: actor.accountId, contractId: { in: contractIds } },
          select: {
            contractId: true,
            flowType: true,
            steps: {
              orderBy: { position: 'asc' },
              select: { name: true, approvers: { select: { userId: true, required: true } } },
            },
          },
        }),
    !inReview
      ? []
      : db().approvalEvent.findMany({
          where: { OR: [{ claimId: { in: claimsInReview } }, { certId: { in: certsInReview } }] },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }),
    payerContracts.length === 0
      ? []
      : db().retentionLedgerEntry.findMany({
          where: { accountId: actor.accountId, contractId: { in: payerContracts } },
          orderBy: { seq: 'asc' },
        }),
    // Where each payer contract's retention is held and when it is released: one statement.
    payerContracts.length === 0 ? [] : payerRetentionTerms(actor.accountId, payerContracts),
    // The account's trust accounts, not a contract's: only on the dashboard itself.
    contractId ? [] : unexplainedShortfalls(actor.accountId),
  ]);
  return {
    account,
    projects,
    placements,
    payments,
    workflows,
    events,
    retentionRows,
    retentionTerms,
    trustShortfalls,
  };
}

/** With `contractId`, only that contract (the contract page's chart); unknown or not visible: none. */
export async function loadDashboardData(actor: Actor, now = new Date(), contractId?: string) {
  const {
    account,
    projects,
    placements,
    payments,
    workflows,
    events,
    retentionRows,
    retentionTerms,
    trustShortfalls,
  } = await sharedByViewers(actor, `dashboard rows ${contractId ?? 'all'}`, () =>
    readDashboardRows(actor, contractId),
  );
  const today = dayIn(now, account.timeZone);
  const retention = retentionByContract(retentionRows, retentionTerms, today);

  const paidByCert = new Map<string, number>();
  for (const p of payments) paidByCert.set(p.certId, (paidByCert.get(p.certId) ?? 0) + num(p.paidAmount));
  const stepsOf = new Map(workflows.map((w) => [`${w.contractId}:${w.flowType}`, w.steps]));
  const eventsOf = new Map<string, typeof events>();
  for (const e of events) {
    const key = (e.claimId ?? e.certId)!;
    eventsOf.set(key, [...(eventsOf.get(key) ?? []), e]);
  }
  const waiting = (contractId: string, flow: 'claim' | 'cert', id: string) => {
    const steps = stepsOf.get(`${contractId}:${flow}`) ?? [];
    return steps.length > 0 && canApprove(actor.userId, replayApprovals(steps, eventsOf.get(id) ?? []));
  };
  const day = (d: Date | null) => (d ? dayIn(d, account.timeZone) : null);

  const contracts: DashboardContract[] = placements.map(({ side, project, contract: c }) => ({
    id: c.id,
    name: c.name,
    contractNumber: c.contractNumber,
    status: c.status,
    side,
    project,
    counterparty: counterpartyName(side, c),
    calendar: jurisdictionOrNull(c.country, c.region),
    timeZone: c.timeZone,
    paymentTerms: c.paymentTerms,
    undepositedRetention: retention.positions.get(c.id)?.undeposited ?? null,
    retentionReleases: retention.positions.get(c.id)?.releases ?? [],
    claims: c.claims
      // The payer never sees the payee's unserved claims.
      .filter((claim) => side === 'claim' || (SERVED_STATUSES as readonly string[]).includes(claim.status))
      .map((claim) => ({
        ...claim,
        netThisClaim: num(claim.netThisClaim),
        totalIncludingGst: num(claim.totalIncludingGst),
        servedOn: day(claim.servedAt),
        waitingOnMe: side === 'claim' && claim.status === 'review' && waiting(c.id, 'claim', claim.id),
        certificates: claim.certificates
          // The payee sees only what the payer has issued.
          .filter((cert) => side === 'cert' || cert.status === 'issued')
          .map((cert) => ({
            ...cert,
            netThisCert: num(cert.netThisCert),
            totalIncludingGst: num(cert.totalIncludingGst),
            issuedOn: day(cert.servedAt),
            paid: paidByCert.get(cert.id) ?? 0,
            waitingOnMe: side === 'cert' && cert.status === 'review' && waiting(c.id, 'cert', cert.id),
          })),
      })),
  }));

  return {
    account,
    today,
    projects,
    contracts,
    /** The trust accounts whose latest reconciliation found a shortfall not yet explained (issue 31). */
    trustShortfalls,
    /** The instruments named by the caller's visible contracts that are expired, expiring or short (issue 31). */
    retentionInstruments: contractId ? [] : retention.instruments.filter((i) => i.problems.length > 0),
    payments: payments.map<DashboardPayment>((p) => ({
      contractId: p.certificate.contractId,
      certId: p.certId,
      amount: num(p.paidAmount),
      paidOn: isoDate(p.paidOn),
    })),
  };
}

/**
 * Per payer contract, its retention position today (what is undeposited and by when, its releases
 * due), and the instruments those contracts name with their checks: worked out from the ledger rows
 * and the terms already read, with no query of its own.
 */
function retentionByContract(
  rows: readonly RetentionLedgerEntry[],
  terms: Awaited<ReturnType<typeof payerRetentionTerms>>,
  today: string,
) {
  const ledgers = rowsByContract(rows);
  const positions = new Map(
    terms.map((t) => [
      t.contractId,
      contractRetentionPosition(t.contract, t.retentionHolding, ledgers.get(t.contractId) ?? [], today),
    ]),
  );
  const holdings = new Map<string, RetentionHolding>();
  for (const t of terms) if (t.retentionHolding) holdings.set(t.retentionHolding.id, t.retentionHolding);
  const named = terms.map((t) => ({
    holdingId: t.retentionHolding?.id ?? null,
    held: positions.get(t.contractId)!.balances.held,
  }));
  return { positions, instruments: instrumentChecks([...holdings.values()], named, today) };
}
