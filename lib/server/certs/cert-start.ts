import 'server-only';
// Where a new certificate starts (lib/domain/ledger.ts): every line certified at what was claimed,
// or, for a claim older than one the contract has already certified, at what is already certified —
// its work is in the later certificate, so it schedules nothing until the certifier adds to it. Such
// a line differs from its claim, so it starts with the reason a payment schedule must give (CCA
// s21(3)): where it is certified, and the later certificate's own reason, for the certifier to keep
// or rewrite. Used by create (which writes it) and read empty cert (which shows it).
import type { Db, Tx } from '@/lib/db/client';
import type { Claim } from '@/lib/db/generated/client';
import { answersEarlierClaim, startingLines } from '@/lib/domain/ledger';
import type { ClaimContract } from '../documents/document-contract';
import { loadClaimFigures, type ClaimFigures } from '../claims/claim-figures';
import {
  linesByItem,
  newestCertifiedClaim,
  previousCertOnLedger,
  type LedgerCert,
} from '../ledger/certificate-ledger';
import { certName } from './load-cert';

export interface CertStart {
  claimed: ClaimFigures;
  /** The contract's certified position: the certificate issued last, if any. */
  position: LedgerCert | null;
  /** The claim is older than one already certified. */
  earlier: boolean;
  lines: { lineItemId: string; certOption: 'value'; toDateValue: bigint; reason: string | null }[];
}

/** Each claimed leaf's to-date value (parents roll up from their children). */
function claimedValues(claimed: ClaimFigures): Map<string, number> {
  return new Map(
    claimed.rows.filter((r) => !r.hasChildren && r.line).map((r) => [r.item.id, r.values.toDate]),
  );
}

/** Why an earlier claim's line is certified at the position rather than as claimed. */
export function positionReason(position: LedgerCert, laterReason?: string | null): string {
  const where = `Already certified to date in ${certName(position)}, for ${position.claim.name}`;
  return laterReason ? `${where}: ${laterReason}` : `${where}.`;
}

export async function loadCertStart(
  client: Db | Tx,
  contract: ClaimContract,
  claim: Claim,
): Promise<CertStart> {
  const [claimed, position, newest] = await Promise.all([
    loadClaimFigures(contract, claim, client),
    previousCertOnLedger(client, contract.id, null),
    newestCertifiedClaim(client, contract.id, null),
  ]);
  const earlier = answersEarlierClaim(claim.number, newest?.number ?? null);
  const claimedOf = claimedValues(claimed);
  const positionOf = position ? linesByItem(position.lines) : null;
  const reasonOf = new Map(position?.lines.map((l) => [l.lineItemId, l.reason]));
  const lines = [...startingLines(claimedOf, positionOf, earlier)]
    .filter(([, value]) => value !== 0)
    .map(([lineItemId, value]) => ({
      lineItemId,
      certOption: 'value' as const,
      toDateValue: BigInt(value),
      reason:
        earlier && position && value !== (claimedOf.get(lineItemId) ?? 0)
          ? positionReason(position, reasonOf.get(lineItemId))
          : null,
    }));
  return { claimed, position, earlier, lines };
}
