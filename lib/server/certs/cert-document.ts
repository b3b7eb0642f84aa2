import 'server-only';
// The certificate PDF from the database: the same figures the certificate's read returns
// (loadCertFigures), laid out by lib/pdf/cert-pdf.ts. Used by the payer's download, the payee's
// download of an issued certificate, and the issue email when it is sent — one document for all.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Certificate, Claim } from '@/lib/db/generated/client';
import { ratioBps } from '@/lib/domain/money';
import { renderPdf } from '@/lib/pdf/pool/render-pdf';
import type { CertDifference, CertPdfInput, CertPdfRow } from '@/lib/pdf/cert-pdf-types';
import { loadClaimContract, type ClaimContract } from '../documents/document-contract';
import { deadlinesOf } from '@/lib/domain/deadline-claim';
import { itemColumns } from '../documents/pdf-item-columns';
import { dayIn } from '@/lib/domain/zoned-dates';
import { isoDate } from '@/lib/domain/date-columns';
import { loadCertFigures, scheduledAmount, type BegunCertReads, type CertRow } from './cert-figures';
import { certAuditTrail } from './cert-history';
import { certRetentionTrust } from '../retention-trust/cert-retention-trust';
import { certName } from './load-cert';
import { deadlineClaim, issueTiming } from './schedule-deadline';

const NOTE: Record<string, string> = { pending: 'pending approval', rejected: 'rejected' };

function pdfRow({ claimed, certified, approval }: CertRow): CertPdfRow {
  const { item, depth, hasChildren } = certified;
  const v = certified.values;
  return {
    ref: item.label ?? '',
    description: item.description,
    ...itemColumns(item),
    depth,
    kind: item.kind,
    isParent: hasChildren,
    counts: v.counts,
    note: approval ? (NOTE[approval] ?? null) : null,
    contractValue: v.total,
    claimedToDate: claimed.values.toDate,
    previousCertified: v.previous,
    thisCert: v.thisPeriod,
    certifiedToDate: v.toDate,
    percent: ratioBps(v.toDate, v.total),
  };
}

/** Every leaf that needs or has a reason, in schedule order. */
function differences(rows: CertRow[]): CertDifference[] {
  return rows
    .filter((r) => !r.claimed.hasChildren && r.reasonStatus !== 'empty')
    .map((r) => ({
      ref: r.claimed.item.label ?? '',
      description: r.claimed.item.description,
      claimedToDate: r.claimed.values.toDate,
      certifiedToDate: r.certified.values.toDate,
      reason: r.line?.reason ?? '(no reason given yet)',
    }));
}

function siteAddress(c: ClaimContract): string | null {
  return [c.streetAddress, c.suburb, c.city, c.postalCode].filter(Boolean).join(', ') || null;
}

/**
 * The certificate, its claim and their contract, as a caller's access check loaded them or as the
 * email job loads them, and its figures' reads if the caller began them beside that check
 * (beginCertReads).
 */
export interface CertDocumentSource {
  cert: Certificate;
  claim: Claim;
  contract: ClaimContract;
  begun?: BegunCertReads;
}

export async function certDocumentInput({
  cert,
  claim,
  contract,
  begun,
}: CertDocumentSource): Promise<CertPdfInput> {
  const payerAccountId = contract.payerAccountId;
  const [figures, auditTrail] = await Promise.all([
    loadCertFigures(contract, claim, cert, db(), begun),
    cert.attachAuditTrail && payerAccountId ? certAuditTrail(cert.id, payerAccountId) : null,
  ]);
  const r = figures.certified.totals.retention;
  const retentionTrust = await certRetentionTrust(cert, {
    retained: r.retainedToDate,
    released: r.pcdReleaseToDate + r.dlpReleaseToDate,
  });
  const claimedAmount = scheduledAmount(figures.claimed);
  const amount = scheduledAmount(figures.certified);
  const dates = deadlineClaim(claim, contract);
  const issuedOn = cert.servedAt ? dayIn(cert.servedAt, contract.timeZone) : null;
  const timing = issueTiming(
    contract.jurisdiction,
    dates,
    issuedOn ?? dayIn(new Date(), contract.timeZone),
    amount < claimedAmount,
  );
  return {
    country: contract.country,
    jurisdiction: contract.jurisdiction,
    notice: timing.notice,
    currency: contract.currency,
    timeZone: contract.timeZone,
    cert: {
      number: cert.number,
      name: certName(cert),
      term: cert.term,
      ref: cert.certificateRef,
      issuedOn,
      externalNotes: cert.externalNotes,
    },
    claim: {
      number: claim.number,
      name: claim.name,
      periodFrom: isoDate(claim.claimFrom),
      periodTo: isoDate(claim.claimTo),
      servedOn: dates.servedOn,
      paymentDue: deadlinesOf(contract.jurisdiction, dates).payment_due.date,
    },
    contract: {
      name: contract.name,
      number: contract.contractNumber,
      siteAddress: siteAddress(contract),
      trade: contract.trade,
    },
    payee: contract.payeeName ?? '',
    payer: contract.payerName ?? '',
    claimedTotals: figures.claimed.totals,
    totals: figures.certified.totals,
    retentionTrust,
    claimedAmount,
    scheduledAmount: amount,
    differences: differences(figures.rows),
    valuationNote: figures.ledger.valuationNote,
    rows: figures.rows.map(pdfRow),
    auditTrail,
    bctiAgreedOn: contract.bctiAgreedAt ? dayIn(contract.bctiAgreedAt, contract.timeZone) : null,
  };
}

/** The certificate's document by id, for work that reached it without a caller (the issue email). */
export async function loadCertDocumentSource(
  contractId: string,
  certId: string,
): Promise<CertDocumentSource> {
  const found = await db().certificate.findFirst({
    where: { id: certId, contractId },
    include: { claim: true },
  });
  if (!found) throw new AppError('not_found');
  const { claim, ...cert } = found;
  return { cert, claim, contract: await loadClaimContract(contractId) };
}

export async function renderCertDocument(source: CertDocumentSource) {
  const input = await certDocumentInput(source);
  const safe = input.cert.name.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim();
  return { filename: `${safe || 'Payment certificate'}.pdf`, bytes: await renderPdf('cert', input) };
}
