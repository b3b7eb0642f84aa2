/**
 * The contract's ledger: the issued claims and the issued certificates, each in the order they were
 * issued. Every "previous" figure is read off it, whatever order people work in.
 *
 * Claims are cumulative (statutory-rules.md, Practice): each states the value of the work to date,
 * and "this claim" is to date − the previous claim on the ledger. Claims are issued in number order
 * (issue-claim.ts refuses a claim after a later one), so the claim ledger is the served claims by
 * number.
 *
 * Certificates are cumulative too, and are ordered by the moment they were issued, not by the claim
 * they answer: "previous certified" is the certificate issued last before this one. So the amounts
 * the certificates schedule add up, with nothing counted twice, to the last certificate's net
 * certified to date (a telescoping sum; ledger.test.ts checks it over random sequences).
 *
 * Certifying an EARLIER claim — one older than a claim the contract has already certified — means
 * certifying only the difference:
 *   - the certificate still answers that claim (the payee is owed a payment schedule for it), but its
 *     work is already in the later certificate, so every line starts at what is already certified
 *     (the contract's certified position) and the certificate schedules $0.00 until the certifier
 *     adds something the later certificates left out;
 *   - it may add to a line but not reduce it below what is already certified: a valuation for an
 *     earlier period cannot undo one made at a later date. Reductions belong in the certificate for
 *     the latest claim. So a late answer never makes the contract's certified to date go backwards.
 *   - a draft started on a claim that has since become earlier (a later claim's certificate was
 *     issued meanwhile) is refused at issue, naming each line below the certified position, until it
 *     is raised to it (raiseToPosition) — rather than scheduling the same work twice.
 *
 * Worked example (ledger.test.ts, "SC-014-03"): certificates for claims 1, 3 and 4 are issued with
 * gross certified to date $100,000, $250,000 and $300,000. Claim 2 ($180,000 claimed to date) is then
 * certified: it starts at the $300,000 already certified, schedules $0.00, and the contract's
 * certified to date stays $300,000. Before the ledger it took "previous" from certificate 1 and
 * scheduled $80,000 again, and the contract's figure fell back to $180,000.
 */
import type { Cents } from './money';

/** True when the claim is older than one the contract has already certified. */
export function answersEarlierClaim(claimNumber: number, newestCertifiedClaim: number | null): boolean {
  return newestCertifiedClaim !== null && claimNumber < newestCertifiedClaim;
}

/**
 * A new certificate's to-date value per line item: what was claimed, or, for an earlier claim, what
 * is already certified (so it schedules nothing until the certifier adds to it).
 */
export function startingLines(
  claimed: ReadonlyMap<string, Cents>,
  position: ReadonlyMap<string, Cents> | null,
  earlier: boolean,
): Map<string, Cents> {
  return new Map(earlier && position ? position : claimed);
}

export interface LineBelowPosition {
  lineItemId: string;
  certified: Cents;
  alreadyCertified: Cents;
}

/** The lines of an earlier claim's certificate that would reduce what is already certified. */
export function linesBelowPosition(
  certified: ReadonlyMap<string, Cents>,
  position: ReadonlyMap<string, Cents>,
): LineBelowPosition[] {
  const below: LineBelowPosition[] = [];
  for (const [lineItemId, alreadyCertified] of position) {
    const value = certified.get(lineItemId) ?? 0;
    if (value < alreadyCertified) below.push({ lineItemId, certified: value, alreadyCertified });
  }
  return below;
}

/** Each line raised to at least what is already certified; lines above it keep their value. */
export function raiseToPosition(
  certified: ReadonlyMap<string, Cents>,
  position: ReadonlyMap<string, Cents>,
): Map<string, Cents> {
  const raised = new Map(certified);
  for (const { lineItemId, alreadyCertified } of linesBelowPosition(certified, position)) {
    raised.set(lineItemId, alreadyCertified);
  }
  return raised;
}
