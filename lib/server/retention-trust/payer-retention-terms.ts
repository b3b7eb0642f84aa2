import 'server-only';
// What a payer's retention position needs of each of its cert contracts besides the ledger (issue
// 31): where the contract's retention is held, the calendar its deposit deadline runs on and its
// release days and shares. Read for every contract of the account in one statement (Prisma joins
// the relations: relationJoins), by the dashboard beside the ledger rows it already reads and by the
// internal report; the position itself is worked out in lib/domain/retention-position.ts.
import { db } from '@/lib/db/client';
import type { RetentionHolding, RetentionLedgerEntry, RetentionRule } from '@/lib/db/generated/client';
import { isoDate } from '@/lib/domain/date-columns';
import type { Cents } from '@/lib/domain/money';
import { dlpEndDate } from '@/lib/domain/retention';
import { instrumentProblems, type InstrumentProblem } from '@/lib/domain/retention-instrument-checks';
import { payerRetentionPosition, type ReleaseTerms } from '@/lib/domain/retention-position';
import { retentionTrustRules } from '@/lib/domain/retention-trust-rules';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import { retentionSettings } from '../documents/document-contract';
import { holdingLabel } from './holding-json';
import { toLedgerEntry } from './ledger-entries';

/** The contract's columns a position reads (a Prisma select of Contract). */
export const POSITION_CONTRACT = {
  country: true,
  region: true,
  pcdDate: true,
  dlpDate: true,
  retention: true,
} as const;

export interface PositionContract {
  country: Parameters<typeof jurisdictionOrNull>[0];
  region: string | null;
  pcdDate: Date | null;
  dlpDate: Date | null;
  retention: RetentionRule | null;
}

/** The payer placements of these contracts with their holdings and release terms: one statement. */
export function payerRetentionTerms(accountId: string, contractIds: readonly string[]) {
  return db().contractPlacement.findMany({
    where: { accountId, side: 'cert', contractId: { in: [...contractIds] } },
    select: { contractId: true, retentionHolding: true, contract: { select: POSITION_CONTRACT } },
  });
}

/** The release days and shares of the contract's retention rule, or null when it retains nothing. */
export function releaseTermsOf(contract: PositionContract): ReleaseTerms | null {
  const settings = retentionSettings(contract.retention, contract);
  if (!settings) return null;
  return {
    pcdDate: settings.pcdDate,
    pcdBps: settings.pcdBps,
    dlpEnd: dlpEndDate(settings),
    dlpBps: settings.dlpBps,
  };
}

/** One contract's position on `today`, from its terms and its ledger rows in the order written. */
export function contractRetentionPosition(
  contract: PositionContract,
  holding: RetentionHolding | null,
  rows: readonly RetentionLedgerEntry[],
  today: string,
) {
  const jurisdiction = jurisdictionOrNull(contract.country, contract.region);
  // Naming a holding is the NSW and Queensland schemes' opt-in (retention-trust-rules.ts).
  const rules = jurisdiction ? retentionTrustRules(jurisdiction, holding !== null) : null;
  return {
    jurisdiction,
    rules,
    ...payerRetentionPosition({
      entries: rows.map(toLedgerEntry),
      releases: releaseTermsOf(contract),
      rules,
      jurisdiction,
      today,
    }),
  };
}

export interface InstrumentCheck {
  holdingId: string;
  label: string;
  expiresOn: string | null;
  coverAmount: Cents | null;
  contracts: number;
  /** Retention held on all the contracts naming it. */
  held: Cents;
  problems: InstrumentProblem[];
}

/** Each instrument with what the contracts naming it hold, and its problems today. */
export function instrumentChecks(
  holdings: readonly RetentionHolding[],
  named: readonly { holdingId: string | null; held: Cents }[],
  today: string,
): InstrumentCheck[] {
  return holdings
    .filter((h) => h.kind === 'instrument')
    .map((h) => {
      const naming = named.filter((n) => n.holdingId === h.id);
      const facts = {
        expiresOn: h.expiresOn ? isoDate(h.expiresOn) : null,
        coverAmount: h.coverAmount === null ? null : Number(h.coverAmount),
        contracts: naming.length,
        held: naming.reduce((sum, n) => sum + n.held, 0),
      };
      return {
        holdingId: h.id,
        label: holdingLabel(h),
        ...facts,
        problems: instrumentProblems(facts, today),
      };
    });
}

/** Ledger rows grouped by contract, each list in the order read. */
export function rowsByContract(rows: readonly RetentionLedgerEntry[]) {
  const byContract = new Map<string, RetentionLedgerEntry[]>();
  for (const r of rows) {
    const list = byContract.get(r.contractId);
    if (list) list.push(r);
    else byContract.set(r.contractId, [r]);
  }
  return byContract;
}
