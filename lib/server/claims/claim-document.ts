import 'server-only';
// The claim PDF from the database: the same figures read_one_claim returns (loadClaimFigures),
// laid out by lib/pdf. Used by download_claim_pdf (either party, after their access is checked) and
// by the issue email when it is sent, so both carry the same document.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Claim } from '@/lib/db/generated/client';
import { ratioBps } from '@/lib/domain/money';
import { renderPdf } from '@/lib/pdf/pool/render-pdf';
import type { ClaimPdfInput, ClaimPdfRow } from '@/lib/pdf/claim-pdf-types';
import { loadClaimContract, type ClaimContract } from '../documents/document-contract';
import { claimDeadlines } from './claim-dates';
import { loadClaimFigures, type BegunClaimReads, type FigureRow } from './claim-figures';
import { claimAuditTrail } from './claim-history';
import { dayIn } from '@/lib/domain/zoned-dates';
import { isoDate } from '@/lib/domain/date-columns';
import { itemColumns } from '../documents/pdf-item-columns';
import { needsSupportingStatement } from '@/lib/domain/au-claim-rules';
import { loadSupportingStatement } from './supporting-statement';

const NOTE: Record<string, string> = { pending: 'pending approval', rejected: 'rejected' };

function pdfRow({ item, depth, hasChildren, values }: FigureRow): ClaimPdfRow {
  return {
    ref: item.label ?? '',
    description: item.description,
    ...itemColumns(item),
    depth,
    kind: item.kind,
    isParent: hasChildren,
    counts: values.counts,
    note: item.approvalStatus ? (NOTE[item.approvalStatus] ?? null) : null,
    contractValue: values.total,
    previous: values.previous,
    thisClaim: values.thisPeriod,
    toDate: values.toDate,
    percent: ratioBps(values.toDate, values.total),
  };
}

function siteAddress(c: ClaimContract): string | null {
  return [c.streetAddress, c.suburb, c.city, c.postalCode].filter(Boolean).join(', ') || null;
}

/**
 * The claim and its contract, as a caller's access check loaded them or as the email job loads them,
 * and its figures' reads if the caller began them beside that check (beginClaimReads).
 */
export interface ClaimDocumentSource {
  claim: Claim;
  contract: ClaimContract;
  begun?: BegunClaimReads;
}

export async function claimDocumentInput({
  claim,
  contract,
  begun,
}: ClaimDocumentSource): Promise<ClaimPdfInput> {
  const payeeAccountId = contract.payeeAccountId;
  const [figures, auditTrail, supportingStatement] = await Promise.all([
    loadClaimFigures(contract, claim, db(), begun),
    claim.attachAuditTrail && payeeAccountId ? claimAuditTrail(claim.id, payeeAccountId) : null,
    needsSupportingStatement(contract.jurisdiction, contract.contractTier)
      ? loadSupportingStatement(claim.id)
      : null,
  ]);
  return {
    country: contract.country,
    jurisdiction: contract.jurisdiction,
    currency: contract.currency,
    timeZone: contract.timeZone,
    claim: {
      number: claim.number,
      name: claim.name,
      term: claim.term,
      periodFrom: isoDate(claim.claimFrom),
      periodTo: isoDate(claim.claimTo),
      deadlines: claimDeadlines(contract, claim),
      servedOn: claim.servedAt ? dayIn(claim.servedAt, contract.timeZone) : null,
      externalNotes: claim.externalNotes,
    },
    contract: {
      name: contract.name,
      number: contract.contractNumber,
      siteAddress: siteAddress(contract),
      trade: contract.trade,
    },
    payee: contract.payeeName ?? '',
    payer: contract.payerName ?? '',
    rows: figures.rows.map(pdfRow),
    totals: figures.totals,
    auditTrail,
    supportingStatement,
  };
}

/** The claim's document by id, for work that reached it without a caller (the issue email). */
export async function loadClaimDocumentSource(
  contractId: string,
  claimId: string,
): Promise<ClaimDocumentSource> {
  const claim = await db().claim.findFirst({ where: { id: claimId, contractId } });
  if (!claim) throw new AppError('not_found');
  return { claim, contract: await loadClaimContract(contractId) };
}

export async function renderClaimDocument(source: ClaimDocumentSource) {
  const input = await claimDocumentInput(source);
  const safe = input.claim.name.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim();
  return { filename: `${safe || 'Payment claim'}.pdf`, bytes: await renderPdf('claim', input) };
}
