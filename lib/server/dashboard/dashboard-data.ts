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
// .test.ts): the caller's visible projects and placements on both sides with their open claims and
// their certificates (dashboard-rows.ts), what was claimed, certified and paid summed by side,
// project and month in SQL, the claims received counted by day, and — for documents in review — the workflow steps and approval events, replayed to
// tell whether the caller's approval is awaited. Each dashboard call (lib/server/dashboard/*) takes
// what it needs from this one read, so the page and the API show the same figures.
import { db } from '@/lib/db/client';
import { canApprove } from '@/lib/domain/workflow-rules';
import { jurisdictionOrNull, type Jurisdiction } from '@/lib/domain/working-days';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { Actor } from '../session/resolve-actor';
import { sharedByViewers } from '../permissions/shared-by-viewers';
import { visibleProjects } from '../permissions/visible-to-caller';
import { replayApprovals } from '../approvals/load-workflow';
import { num } from '../line-item-rows/to-domain';
import {
  readCerts,
  readClaims,
  readContracts,
  readFlows,
  readReceivedDays,
  type CertRow,
  type ClaimRow,
  type ContractRow,
  type FlowRow,
} from './dashboard-rows';

export interface DashboardCert extends Omit<
  CertRow,
  'side' | 'claimId' | 'netThisCert' | 'totalIncludingGst' | 'paid'
> {
  netThisCert: number;
  totalIncludingGst: number;
  /** What the caller's account recorded as paid against it. */
  paid: number;
  waitingOnMe: boolean;
}

export interface DashboardClaim extends Omit<
  ClaimRow,
  'side' | 'contractId' | 'netThisClaim' | 'totalIncludingGst'
> {
  netThisClaim: number;
  totalIncludingGst: number;
  certificates: DashboardCert[];
  waitingOnMe: boolean;
}

export interface DashboardContract {
  id: string;
  name: string;
  contractNumber: string | null;
  status: ContractRow['status'];
  side: ContractRow['side'];
  project: { id: string; name: string };
  counterparty: string | null;
  calendar: Jurisdiction | null;
  /** What the deadline engine reads of the contract (claim-dates.ts). */
  timeZone: string;
  paymentTerms: { id: string } | null;
  contractTier: ContractRow['contractTier'];
  /**
   * The claims a figure needs one by one (dashboard-rows.ts openClaim): not yet certified, or with
   * an issued certificate not paid in full. The others count only in the sums (`flows`).
   */
  claims: DashboardClaim[];
  /** Whether the side sees any claim on it. */
  hasClaims: boolean;
  /** When the latest claim the side sees (by number) was served. */
  lastServedAt: Date | null;
  /**
   * The payer's side: retention held on trust but not in the trust account, since when, and the day
   * it had to be deposited by (issue 31).
   */
  undepositedRetention: UndepositedRetention | null;
  /** The payer's side: the contract's retention releases, with what is due on each (issue 31). */
  retentionReleases: ReleaseDue[];
}

/** What was claimed, certified or paid in a month, on a side, in a project (readFlows). */
export interface DashboardFlow {
  side: FlowRow['side'];
  projectId: string;
  flow: FlowRow['flow'];
  month: string;
  amount: number;
  net: number;
  count: number;
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboardData>>;

/**
 * The rows the figures are made from. They depend on the account and on what the caller may see,
 * not on who the caller is (whose approval is awaited is worked out from them afterwards), so every
 * viewer who sees the same part of the account shares one read (shared-by-viewers.ts).
 */
async function readDashboardRows(actor: Actor, contractId?: string) {
  const [account, projects, contracts, claims, certs, flows, receivedDays] = await Promise.all([
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
    readContracts(actor, contractId),
    readClaims(actor, contractId),
    readCerts(actor, contractId),
    readFlows(actor, contractId),
    readReceivedDays(actor, contractId),
  ]);
  const contractIds = contracts.map((c) => c.id);
  // Documents whose approval may be awaited from the caller: its own side's documents in review.
  const claimsInReview = claims.filter((c) => c.side === 'claim' && c.status === 'review').map((c) => c.id);
  const certsInReview = certs.filter((c) => c.side === 'cert' && c.status === 'review').map((c) => c.id);
  const inReview = claimsInReview.length + certsInReview.length > 0;
  const payerContracts = contracts.filter((p) => p.side === 'cert').map((p) => p.id);
  const [workflows, events, retentionRows, retentionTerms, trustShortfalls] = await Promise.all([
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
    contracts,
    claims,
    certs,
    flows,
    receivedDays,
    workflows,
    events,
    retentionRows,
    retentionTerms,
    trustShortfalls,
  };
}

/** With `contractId`, only that contract (the contract page's chart); unknown or not visible: none. */
export async function loadDashboardData(actor: Actor, now = new Date(), contractId?: string) {
  const rows = await sharedByViewers(actor, `dashboard rows ${contractId ?? 'all'}`, () =>
    readDashboardRows(actor, contractId),
  );
  const { account, projects, workflows, events, trustShortfalls } = rows;
  const today = dayIn(now, account.timeZone);
  const retention = retentionByContract(rows.retentionRows, rows.retentionTerms, today);

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

  // A contract placed on both sides lists each side's own documents: keyed by side.
  const certsOf = new Map<string, DashboardCert[]>();
  for (const { side, claimId, netThisCert, totalIncludingGst, paid, ...cert } of rows.certs) {
    const key = `${side}:${claimId}`;
    certsOf.set(key, certsOf.get(key) ?? []);
    certsOf.get(key)!.push({
      ...cert,
      netThisCert: num(netThisCert),
      totalIncludingGst: num(totalIncludingGst),
      paid: num(paid),
      waitingOnMe: false,
    });
  }
  const claimsOf = new Map<string, DashboardClaim[]>();
  for (const { side, contractId, netThisClaim, totalIncludingGst, ...claim } of rows.claims) {
    const key = `${side}:${contractId}`;
    claimsOf.set(key, claimsOf.get(key) ?? []);
    const certificates = certsOf.get(`${side}:${claim.id}`) ?? [];
    if (side === 'cert')
      for (const cert of certificates)
        cert.waitingOnMe = cert.status === 'review' && waiting(contractId, 'cert', cert.id);
    claimsOf.get(key)!.push({
      ...claim,
      netThisClaim: num(netThisClaim),
      totalIncludingGst: num(totalIncludingGst),
      certificates,
      waitingOnMe: side === 'claim' && claim.status === 'review' && waiting(contractId, 'claim', claim.id),
    });
  }

  const contracts: DashboardContract[] = rows.contracts.map((c) => ({
    id: c.id,
    name: c.name,
    contractNumber: c.contractNumber,
    status: c.status,
    side: c.side,
    project: { id: c.projectId, name: c.projectName },
    counterparty: c.counterparty,
    calendar: jurisdictionOrNull(c.country, c.region),
    timeZone: c.timeZone,
    contractTier: c.contractTier,
    paymentTerms: c.paymentTermsId ? { id: c.paymentTermsId } : null,
    undepositedRetention: retention.positions.get(c.id)?.undeposited ?? null,
    retentionReleases: retention.positions.get(c.id)?.releases ?? [],
    claims: claimsOf.get(`${c.side}:${c.id}`) ?? [],
    hasClaims: c.hasClaims,
    lastServedAt: c.lastServedAt,
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
    /** What was claimed, certified and paid, by side, project and month. */
    flows: rows.flows.map<DashboardFlow>((f) => ({
      ...f,
      amount: num(f.amount),
      net: num(f.net),
    })),
    /** The claims served on its cert contracts that take claims, by the day served (claims-received-card.ts). */
    receivedDays: rows.receivedDays.map((r) => ({ ...r, amount: num(r.amount) })),
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
