/**
 * Reasons on a payment certificate (spec §4 "Cert reason status", §5). Under the NZ Construction
 * Contracts Act 2002 s21 a payment schedule that schedules less than was claimed must give the
 * reasons for the difference; a certificate without them is not a valid schedule, and the payer
 * can end up owing the full claimed amount (s22–23). So every leaf line whose certified value
 * differs from its claim needs a reason before the certificate can be issued.
 *
 * A leaf needs a reason when:
 * - it is pending or approved (or needs no approval, like a base item) and the certified value
 *   differs from the claimed value;
 * - it is rejected and something was claimed on it.
 * Its status is 'reason' when a reason is written, 'error' when one is needed and missing, else
 * 'empty'. A parent's status comes from its children: 'error' if any child is in error, else
 * 'reason' if any child has one, else 'empty'.
 */
import {
  buildTree,
  itemTotal,
  progressValue,
  type Approval,
  type ProgressEntry,
  type ValuedItem,
} from './line-items';
import { ratioBps, type Bps, type Cents } from './money';

export type CertReasonStatus = 'empty' | 'error' | 'reason';

export interface CertLine extends ValuedItem {
  id: string;
  parentId: string | null;
  approval: Approval;
  /** claim_value: what the claim says to date. */
  claimedToDate: Cents;
  /** How the certifier entered the certified amount: cert_value, cert_percent or cert_qty. */
  certified: ProgressEntry;
  /** cert_reason. */
  reason: string | null;
}

/** The certified to-date value of a leaf, from a typed value, a percent of its total, or a quantity. */
export function certifiedValue(line: CertLine): Cents {
  return progressValue(line, line.certified);
}

/** The certified value as a percentage of the item's total, in basis points. */
export function certifiedPercent(line: CertLine): Bps {
  return ratioBps(certifiedValue(line), itemTotal(line));
}

export function needsReason(line: CertLine): boolean {
  if (line.approval === 'rejected') return line.claimedToDate !== 0;
  return certifiedValue(line) !== line.claimedToDate;
}

function leafStatus(line: CertLine): CertReasonStatus {
  if (line.reason !== null && line.reason.trim() !== '') return 'reason';
  return needsReason(line) ? 'error' : 'empty';
}

function parentStatus(children: readonly CertReasonStatus[]): CertReasonStatus {
  if (children.includes('error')) return 'error';
  return children.includes('reason') ? 'reason' : 'empty';
}

/** The reason status of every line, keyed by id, in one bottom-up pass. */
export function certReasonStates(lines: readonly CertLine[]): Map<string, CertReasonStatus> {
  const states = new Map<string, CertReasonStatus>();
  for (const { item, children } of [...buildTree(lines).topDown].reverse()) {
    states.set(
      item.id,
      children.length ? parentStatus(children.map((child) => states.get(child.item.id)!)) : leafStatus(item),
    );
  }
  return states;
}

/** The leaf lines that block issuing the certificate: a reason is needed and none is written. */
export function certReasonErrors(
  lines: readonly CertLine[],
  states: ReadonlyMap<string, CertReasonStatus> = certReasonStates(lines),
): CertLine[] {
  const parentIds = new Set(lines.map((line) => line.parentId));
  return lines.filter((line) => !parentIds.has(line.id) && states.get(line.id) === 'error');
}
