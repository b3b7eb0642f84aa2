import 'server-only';
// The retention the payee's own documents say is held from it, for a payer that has told it nothing
// (not on ClaimCert, or no statement sent): the position its latest issued certificate fixes
// (lib/server/reports/retention-report.ts), else its latest served claim valued the same way
// (retentionPosition), and the day its first document that retained anything was issued — the
// start of the holding, which a statement that opens with money already held does not show.
// Four queries, however many contracts.
import { db } from '@/lib/db/client';
import { certificateName } from '@/lib/domain/document-terms';
import { retentionPosition } from '../reports/retention-position';
import type { retentionPositions } from '../reports/retention-report';

export type ClaimPositions = Awaited<ReturnType<typeof retentionPositions>>;

export interface OwnPosition {
  position: ReturnType<typeof retentionPosition> | null;
  /** The document the position is from ('Payment Certificate 2', 'Payment Claim 3 - …'). */
  document: string | null;
  /** When the first issued certificate (or, with none, served claim) that retained was issued. */
  firstRetainedAt: Date | null;
}

/** Each contract's own position, by contract id. */
export async function ownPositions(positions: ClaimPositions): Promise<Map<string, OwnPosition>> {
  const certified = positions.filter((p) => p.cert).map((p) => p.contract.id);
  const claimOnly = positions.filter((p) => !p.cert).map((p) => p.contract.id);
  const [firstCerts, claims] = await Promise.all([
    db().certificate.groupBy({
      by: ['contractId'],
      where: { contractId: { in: certified }, status: 'issued', retentionToDate: { gt: 0 } },
      _min: { servedAt: true },
    }),
    db().claim.findMany({
      where: { contractId: { in: claimOnly }, status: { in: ['issued', 'certified'] } },
      orderBy: { number: 'desc' },
      select: {
        id: true,
        contractId: true,
        name: true,
        hasRetention: true,
        claimTo: true,
        servedAt: true,
        retentionToDate: true,
      },
    }),
  ]);
  const latestClaim = new Map<string, (typeof claims)[number]>();
  const firstClaim = new Map<string, Date>();
  for (const claim of claims) {
    if (!latestClaim.has(claim.contractId)) latestClaim.set(claim.contractId, claim);
    const first = firstClaim.get(claim.contractId);
    if (claim.servedAt && (claim.retentionToDate ?? 0n) > 0n && (!first || claim.servedAt < first))
      firstClaim.set(claim.contractId, claim.servedAt);
  }
  const [lines, items] = await Promise.all([
    db().claimLineItem.findMany({
      where: { claimId: { in: [...latestClaim.values()].map((c) => c.id) } },
      select: { claimId: true, lineItemId: true, toDateValue: true },
    }),
    db().lineItem.findMany({ where: { contractId: { in: [...latestClaim.keys()] } } }),
  ]);
  const firstCert = new Map(firstCerts.map((c) => [c.contractId, c._min.servedAt]));
  const itemsOf = groupBy(items, (i) => i.contractId);
  const linesOf = groupBy(lines, (l) => l.claimId);
  const own = new Map<string, OwnPosition>();
  for (const p of positions) {
    const claim = latestClaim.get(p.contract.id);
    own.set(p.contract.id, {
      position:
        p.position ??
        (claim
          ? retentionPosition(p.contract, itemsOf.get(claim.contractId) ?? [], {
              hasRetention: claim.hasRetention,
              valuedTo: claim.claimTo,
              lines: linesOf.get(claim.id) ?? [],
            })
          : null),
      document: p.cert ? certificateName(p.cert) : (claim?.name ?? null),
      firstRetainedAt: (p.cert ? firstCert.get(p.contract.id) : firstClaim.get(p.contract.id)) ?? null,
    });
  }
  return own;
}

function groupBy<T>(list: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
