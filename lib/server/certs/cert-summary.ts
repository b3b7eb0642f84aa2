import 'server-only';
// The cert summary of one contract the caller certifies (paycert): one row per claim served on it
// with its latest certificate — claimed, certified, paid and still to pay — and the contract's
// totals. Issued figures are those frozen at issue. Three queries, however many claims.
import { db } from '@/lib/db/client';
import { subtract, sum } from '@/lib/domain/money';
import type { Actor } from '../session/resolve-actor';
import { isoDate } from '@/lib/domain/date-columns';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { type ContractRef } from '../contracts/load-contract';
import { num } from '../line-item-rows/to-domain';
import { paidByCert } from './paid-by-cert';
import { loadCertSideContract } from './load-cert';

export async function readCertSummary(actor: Actor, ref: ContractRef) {
  await loadCertSideContract(actor, ref);
  const [claims, paid] = await Promise.all([
    db().claim.findMany({
      where: { contractId: ref.contractId, status: { in: [...SERVED_STATUSES] } },
      orderBy: { number: 'asc' },
      include: { certificates: { orderBy: { number: 'desc' }, take: 1 } },
    }),
    paidByCert(actor, { contractId: ref.contractId }),
  ]);
  const rows = claims.map((claim) => {
    const cert = claim.certificates[0] ?? null;
    const issued = cert?.status === 'issued' ? cert : null;
    const paidToDate = cert ? (paid.get(cert.id) ?? 0) : 0;
    const certified = issued ? num(issued.totalIncludingGst) : null;
    return {
      claim_id: claim.id,
      payclaim_name: claim.name,
      claim_status: claim.status,
      period_ending: isoDate(claim.claimTo),
      served_at: claim.servedAt,
      gross_claimed_value: num(claim.grossToDate),
      claimed_amount: num(claim.totalIncludingGst),
      cert_id: cert?.id ?? null,
      cert_status: cert?.status ?? null,
      certificate_number: cert?.number ?? null,
      issued_at: issued?.servedAt ?? null,
      issued_late: issued?.servedLate ?? null,
      gross_certified_value: issued ? num(issued.grossToDate) : null,
      cert_less_retention: issued ? num(issued.retentionToDate) : null,
      net_this_cert: issued ? num(issued.netThisCert) : null,
      certified_amount: certified,
      paid_to_date: paidToDate,
      outstanding: certified === null ? null : subtract(certified, paidToDate),
    };
  });
  const issuedRows = rows.filter((r) => r.certified_amount !== null);
  // The contract's certified to date is the certificate issued last, whichever claim it answered.
  const lastIssued = issuedRows.reduce<(typeof rows)[number] | undefined>(
    (last, r) => (!last || r.issued_at! > last.issued_at! ? r : last),
    undefined,
  );
  return {
    certsummary: rows,
    totals: {
      claimed_to_date: rows.at(-1)?.gross_claimed_value ?? 0,
      certified_to_date: lastIssued?.gross_certified_value ?? 0,
      certified_amount: sum(issuedRows.map((r) => r.certified_amount!)),
      paid_to_date: sum(rows.map((r) => r.paid_to_date)),
      outstanding: sum(issuedRows.map((r) => r.outstanding!)),
    },
  };
}
