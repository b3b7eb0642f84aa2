import 'server-only';
// The `data` of each event, built inside the transaction that issued the document so that what is
// pushed is what was issued (README, "the webhook contract", lists every field). Money in cents.
import type { ClaimFigures } from '../claims/claim-figures';
import type { ClaimContract } from '../documents/document-contract';
import { isoDate } from '@/lib/domain/date-columns';

interface Place {
  contract: ClaimContract;
  projectId: string;
  projectName: string;
}

function where({ contract, projectId, projectName }: Place) {
  return {
    project: { id: projectId, name: projectName },
    contract: {
      id: contract.id,
      name: contract.name,
      number: contract.contractNumber,
      currency: contract.currency,
      payer: contract.payerName,
      payee: contract.payeeName,
    },
  };
}

/** The schedule as the document states it: every line's contract value, previous, to date, this period. */
function lines(figures: ClaimFigures) {
  return figures.rows.map((r) => ({
    id: r.item.id,
    parent_id: r.item.parentId,
    ref: r.item.label,
    description: r.item.description,
    kind: r.item.kind,
    contract_value: r.values.total,
    previous: r.values.previous,
    to_date: r.values.toDate,
    this_period: r.values.thisPeriod,
  }));
}

export interface IssuedClaim {
  id: string;
  name: string;
  number: number;
  claimFrom: Date;
  claimTo: Date;
}

function claimRef(claim: IssuedClaim) {
  return {
    id: claim.id,
    name: claim.name,
    number: claim.number,
    period_from: isoDate(claim.claimFrom),
    period_to: isoDate(claim.claimTo),
  };
}

export function claimIssuedData(place: Place, claim: IssuedClaim, figures: ClaimFigures, issuedAt: Date) {
  const t = figures.totals;
  return {
    ...where(place),
    claim: {
      ...claimRef(claim),
      issued_at: issuedAt.toISOString(),
      gross_to_date: t.grossToDate,
      retention_to_date: t.retention.retainedToDate,
      net_this_claim: t.netThisClaim,
      gst_amount: t.gst,
      total_including_gst: t.totalInclGst,
      lines: lines(figures),
    },
  };
}

export function certificateIssuedData(
  place: Place,
  claim: IssuedClaim,
  cert: { id: string; name: string; number: number },
  figures: ClaimFigures,
  amounts: { scheduled: number; claimed: number },
  issuedAt: Date,
) {
  const t = figures.totals;
  return {
    ...where(place),
    claim: claimRef(claim),
    certificate: {
      id: cert.id,
      name: cert.name,
      number: cert.number,
      issued_at: issuedAt.toISOString(),
      gross_to_date: t.grossToDate,
      retention_to_date: t.retention.retainedToDate,
      net_this_certificate: t.netThisClaim,
      gst_amount: t.gst,
      total_including_gst: t.totalInclGst,
      scheduled_amount: amounts.scheduled,
      claimed_amount: amounts.claimed,
      lines: lines(figures),
    },
  };
}

export function paymentRecordedData(
  place: Omit<Place, 'contract'> & { contract: { id: string; name: string; contractNumber: string | null } },
  cert: { id: string; name: string; claimId: string },
  payment: { id: string; paidAmount: number; paidOn: string },
) {
  return {
    project: { id: place.projectId, name: place.projectName },
    contract: { id: place.contract.id, name: place.contract.name, number: place.contract.contractNumber },
    certificate: { id: cert.id, name: cert.name, claim_id: cert.claimId },
    payment: { id: payment.id, paid_amount: payment.paidAmount, paid_on: payment.paidOn },
  };
}
