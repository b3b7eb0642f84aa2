import 'server-only';
// read_contract_summary (spec §3 "Contract summary entry"): one row per claim with its latest
// certificate, for either party. The payee sees all its claims and only issued certificates; the
// payer sees only served claims and all of its own certificates. Claims not yet issued are valued
// live, all of them from one read of the schedule and their lines.
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import { num } from '../line-item-rows/to-domain';
import { loadClaimContract } from '../documents/document-contract';
import { computeClaimFigures } from './claim-figures';
import { isoDate } from '@/lib/domain/date-columns';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { type ContractRef } from '../contracts/load-contract';

export async function readContractSummary(actor: Actor, ref: ContractRef) {
  const { side } = await loadContract(actor, ref.contractId, { projectId: ref.projectId });
  const payee = side === 'claim';
  const claims = await db().claim.findMany({
    where: { contractId: ref.contractId, ...(payee ? {} : { status: { in: [...SERVED_STATUSES] } }) },
    orderBy: { number: 'asc' },
    include: {
      certificates: {
        where: payee ? { status: 'issued' } : {},
        orderBy: { number: 'desc' },
        take: 1,
        select: { id: true, status: true, grossToDate: true, retentionToDate: true },
      },
    },
  });
  const unfrozen = claims.filter((c) => c.grossToDate === null);
  const live = new Map<string, { gross: number; retention: number }>();
  if (unfrozen.length) {
    const contract = await loadClaimContract(ref.contractId);
    const [items, lines] = await Promise.all([
      db().lineItem.findMany({ where: { contractId: contract.id } }),
      db().claimLineItem.findMany({ where: { claimId: { in: unfrozen.map((c) => c.id) } } }),
    ]);
    const byClaim = new Map(unfrozen.map((c) => [c.id, [] as typeof lines]));
    for (const line of lines) byClaim.get(line.claimId)!.push(line);
    for (const claim of unfrozen) {
      const { totals } = computeClaimFigures({
        contract,
        items,
        claim,
        lines: byClaim.get(claim.id)!,
        previousClaim: null,
        previousCert: null,
      });
      live.set(claim.id, { gross: totals.grossToDate, retention: totals.retention.retainedToDate });
    }
  }
  return {
    contractsummary: claims.map((claim) => {
      const cert = claim.certificates[0] ?? null;
      return {
        claim_id: claim.id,
        claim_name: claim.name,
        claim_status: claim.status,
        period_ending: isoDate(claim.claimTo),
        cert_status: cert?.status ?? null,
        cert_id: cert?.id ?? null,
        gross_claimed_value:
          claim.grossToDate === null ? (live.get(claim.id)?.gross ?? 0) : num(claim.grossToDate),
        gross_certified_value: cert?.grossToDate == null ? null : num(cert.grossToDate),
        claim_retention:
          claim.retentionToDate === null ? (live.get(claim.id)?.retention ?? 0) : num(claim.retentionToDate),
        cert_less_retention: cert?.retentionToDate == null ? null : num(cert.retentionToDate),
      };
    }),
  };
}
