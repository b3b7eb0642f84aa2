import 'server-only';
// THE figures of a certificate, beside the claim it answers. Both sides are valued by the claims'
// own computeClaimFigures (lib/server/claims/claim-figures.ts → lib/domain computeClaimTotals):
// once with the claim's lines (claimed to date) and once with the certificate's lines (certified
// to date), so the certificate's money summary is worked out exactly as a claim's is. Each leaf
// then gets its reason status (lib/domain/cert-reasons.ts). Read, save, workflow, issue and the PDF
// all call this, so the screen, the API and the emailed document cannot disagree.
import { db, selectAnswers, type Db, type Tx } from '@/lib/db/client';
import { Prisma, type Certificate, type Claim, type ClaimLineItem } from '@/lib/db/generated/client';
import {
  certReasonErrors,
  certReasonStates,
  type CertLine,
  type CertReasonStatus,
} from '@/lib/domain/cert-reasons';
import type { Approval } from '@/lib/domain/line-items';
import {
  answersEarlierClaim,
  linesBelowPosition,
  valuationDate,
  valuationNote,
  type LineBelowPosition,
} from '@/lib/domain/ledger';
import { reconcileApprovals } from '@/lib/domain/variation-approval';
import type { ClaimContract } from '../documents/document-contract';
import {
  claimFactsById,
  claimLedgerOf,
  claimLedgerQuestions,
  computeClaimFigures,
  type ClaimFigures,
  type ClaimLedgerFacts,
  type FigureClaim,
  type FigureRow,
} from '../claims/claim-figures';
import {
  asPriorDocument,
  ledgerCertOf,
  linesByItem,
  newestCertifiedSql,
  previousCertSql,
  type LedgerCert,
  type LedgerJson,
  type SqlValue,
} from '../ledger/certificate-ledger';
import { guarded, placedSql } from '../documents/placed-path';
import { beginScheduleRead, loadScheduleLines, type CertLineRow } from '../documents/schedule-lines';
import type { Actor } from '../session/resolve-actor';
import { num } from '../line-item-rows/to-domain';
import { dbDate, isoDate } from '@/lib/domain/date-columns';
import { certName, type CertRef } from './load-cert';

/** The certificate fields the figures depend on. */
export type FigureCert = Pick<
  Certificate,
  | 'status'
  | 'hasRetention'
  | 'lessPreviousOption'
  | 'customPrevious'
  | 'labourElement'
  | 'cisStatus'
  | 'domesticReverseCharge'
  | 'gstPercent'
>;

export type { CertLineRow };

export interface CertRow {
  claimed: FigureRow;
  certified: FigureRow;
  /** The variation status after inheritance (lib/domain/variation-approval); null for other items. */
  approval: Approval;
  line: CertLineRow | null;
  reasonStatus: CertReasonStatus;
}

/** Where the certificate stands on the contract's ledger (lib/domain/ledger.ts). */
export interface CertLedger {
  /** The claim is older than one the contract had already certified (by the time it was issued). */
  earlier: boolean;
  /** The certificate issued last before this one: what "previous certified" deducts. */
  previous: LedgerCert | null;
  /** An open earlier claim's certificate's lines below what is already certified: they block issue. */
  belowPosition: (LineBelowPosition & { row: CertRow })[];
  /** Why it is valued after its claim's period end (lib/domain/ledger.ts valuationNote), or null. */
  valuationNote: string | null;
}

export interface CertFigures {
  claimed: ClaimFigures;
  certified: ClaimFigures;
  ledger: CertLedger;
  /** Every schedule item in document order (each parent followed by its children). */
  rows: CertRow[];
  /** The leaves that block issue: certified differently from the claim and no reason given (certReasonErrors). */
  missingReasons: CertRow[];
}

/**
 * The certificate as computeClaimFigures reads a claim: the claim's number and period, the
 * certificate's own retention, previous, CIS and reverse-charge settings. A draft is valued from
 * what was typed; once sent for approval its stored cents are the figures (see claim-figures.ts).
 * It is valued at the later of its claim's period end and the date of the certified position it
 * follows (lib/domain/ledger.ts valuationDate): a late certificate never undoes a release.
 */
function asFigureClaim(
  claim: Pick<Claim, 'number' | 'claimTo'>,
  cert: FigureCert,
  previousCert: LedgerCert | null,
): FigureClaim {
  const valuedTo = valuationDate(isoDate(claim.claimTo), previousCert && isoDate(previousCert.valuedTo));
  return {
    number: claim.number,
    status: cert.status,
    claimTo: claim.claimTo,
    valuedTo: dbDate(valuedTo),
    hasRetention: cert.hasRetention,
    lessPreviousOption: cert.lessPreviousOption,
    customPrevious: cert.customPrevious,
    labourElement: cert.labourElement,
    cisStatus: cert.cisStatus,
    domesticReverseCharge: cert.domesticReverseCharge,
    gstPercent: cert.gstPercent,
  };
}

/** A certificate line in the shape of a claim line: the same entry, certified instead of claimed. */
const asProgressLine = (l: CertLineRow): ClaimLineItem => ({
  id: l.id,
  claimId: l.certId,
  lineItemId: l.lineItemId,
  claimOption: l.certOption,
  percentBps: l.percentBps,
  quantity: l.quantity,
  toDateValue: l.toDateValue,
});

export function computeCertFigures(input: {
  contract: ClaimContract;
  claimed: ClaimFigures;
  claim: Pick<Claim, 'number' | 'claimTo'>;
  cert: FigureCert;
  lines: CertLineRow[];
  /** The certificate issued last before this one on the contract's ledger. */
  previousCert: LedgerCert | null;
  /** The claim is older than one the contract has already certified. */
  earlier: boolean;
}): CertFigures {
  const { claimed } = input;
  const items = claimed.rows.map((r) => r.item);
  const certified = computeClaimFigures({
    contract: input.contract,
    items,
    claim: asFigureClaim(input.claim, input.cert, input.previousCert),
    lines: input.lines.map(asProgressLine),
    previousClaim: claimed.previousClaim,
    previousCert: asPriorDocument(input.previousCert),
  });
  const approvals = reconcileApprovals(
    items.map((i) => ({ id: i.id, parentId: i.parentId, kind: i.kind, approval: i.approvalStatus })),
  );
  const lineOf = new Map(input.lines.map((l) => [l.lineItemId, l]));
  const certifiedOf = new Map(certified.rows.map((r) => [r.item.id, r]));
  // One object literal per line: spreading toDomainItem(item) into it cost as much as the rest of
  // the figures together on a long schedule.
  const reasonLines: CertLine[] = claimed.rows.map(({ item, values }) => ({
    id: item.id,
    parentId: item.parentId,
    valueType: item.valueType,
    rate: num(item.rate),
    quantity: num(item.quantity),
    lumpTotal: num(item.total),
    isProvisional: item.isProvisional,
    approval: approvals.get(item.id) ?? null,
    claimedToDate: values.toDate,
    certified: { by: 'value', value: certifiedOf.get(item.id)!.values.toDate },
    reason: lineOf.get(item.id)?.reason ?? null,
  }));
  const states = certReasonStates(reasonLines);
  const missing = new Set(certReasonErrors(reasonLines, states).map((line) => line.id));
  const rows: CertRow[] = claimed.rows.map((row) => ({
    claimed: row,
    certified: certifiedOf.get(row.item.id)!,
    approval: approvals.get(row.item.id) ?? null,
    line: lineOf.get(row.item.id) ?? null,
    reasonStatus: states.get(row.item.id)!,
  }));
  const open = input.cert.status !== 'issued';
  const leafValues = new Map(
    rows.filter((r) => !r.claimed.hasChildren).map((r) => [r.claimed.item.id, r.certified.values.toDate]),
  );
  const rowOf = new Map(rows.map((r) => [r.claimed.item.id, r]));
  const below =
    open && input.earlier && input.previousCert
      ? linesBelowPosition(leafValues, linesByItem(input.previousCert.lines))
      : [];
  return {
    claimed,
    certified,
    ledger: {
      earlier: input.earlier,
      previous: input.previousCert,
      // A line of the position no longer on the schedule (deleted since) has no row to show.
      belowPosition: below.flatMap((b) =>
        rowOf.has(b.lineItemId) ? [{ ...b, row: rowOf.get(b.lineItemId)! }] : [],
      ),
      valuationNote:
        input.previousCert &&
        valuationNote({
          periodEnd: isoDate(input.claim.claimTo),
          valuedTo: certified.valuedTo,
          position: certName(input.previousCert),
          hasRetention: input.cert.hasRetention,
        }),
    },
    rows,
    missingReasons: rows.filter((r) => missing.has(r.claimed.item.id)),
  };
}

/** What computeCertFigures takes besides the contract, the claim and the certificate. */
export type CertFigureInputs = Omit<Parameters<typeof computeCertFigures>[0], 'contract' | 'claim' | 'cert'>;

/**
 * Everything in two statements, however long the schedule: the items with the claim's and the
 * certificate's lines (documents/schedule-lines.ts), and the ledger's answers for both documents.
 * "Previous certified" is the certificate issued last before this one (lib/domain/ledger.ts),
 * whichever claim it answered: for a certificate not issued yet, the contract's certified position now.
 */
export async function loadCertFigureInputs(
  contract: ClaimContract,
  claim: Claim,
  cert: { id: string; servedAt: Date | null },
  client: Db | Tx = db(),
  /** The reads, if the caller began them already (beginCertReads). */
  begun?: BegunCertReads,
): Promise<CertFigureInputs> {
  const [schedule, ledger] = await Promise.all([
    begun?.schedule ?? loadScheduleLines(client, contract.id, { claimId: claim.id, certId: cert.id }),
    begun?.ledger ?? selectAnswers(client, certLedgerQuestions(contract.id, claim, cert.servedAt)),
  ]);
  const { ledgerCert, ...priors } = claimLedgerOf(ledger);
  const claimed = computeClaimFigures({
    contract,
    claim,
    items: schedule.items,
    lines: schedule.claimLines,
    ...priors,
  });
  const newest = ledger.newest as { number: number } | null;
  return {
    claimed,
    lines: schedule.certLines,
    previousCert: ledgerCertOf(ledger.certPrevious as LedgerJson | null, ledgerCert),
    earlier: answersEarlierClaim(claim.number, newest?.number ?? null),
  };
}

/** The ledger questions a certificate's figures ask: its claim's, and its own by when it was issued. */
function certLedgerQuestions(
  contractId: string,
  claim: ClaimLedgerFacts,
  certServedAt: SqlValue<Date | null>,
) {
  return {
    ...claimLedgerQuestions(contractId, claim),
    // Issued before the claim was served, it is the claim's previous certificate: lines sent once.
    certPrevious: previousCertSql(contractId, certServedAt, claim.servedAt),
    newest: newestCertifiedSql(contractId, certServedAt),
  };
}

export type BegunCertReads = ReturnType<typeof beginCertReads>;

/**
 * A certificate's schedule and ledger reads begun from the ids in the request's path, beside the
 * read of the certificate, its claim and its placement (see beginClaimReads): the ledger's
 * questions read the claim's number and served time and the certificate's issue time themselves.
 */
export function beginCertReads(actor: Pick<Actor, 'accountId'>, ref: CertRef) {
  const path = { ...ref, accountId: actor.accountId };
  const certServedAt = Prisma.sql`(SELECT issued_at FROM certificates WHERE id = ${ref.certId}::uuid)`;
  const questions = certLedgerQuestions(ref.contractId, claimFactsById(ref.claimId), certServedAt);
  const ledger = selectAnswers(db(), guarded(questions, placedSql(path)));
  ledger.catch(() => {});
  return { schedule: beginScheduleRead(path), ledger };
}

export async function loadCertFigures(
  contract: ClaimContract,
  claim: Claim,
  cert: FigureCert & { id: string; servedAt: Date | null },
  client: Db | Tx = db(),
  begun?: BegunCertReads,
): Promise<CertFigures> {
  const inputs = await loadCertFigureInputs(contract, claim, cert, client, begun);
  return computeCertFigures({ contract, claim, cert, ...inputs });
}

/** The amount the document schedules: after CIS where CIS applies, else the total including GST. */
export function scheduledAmount(figures: ClaimFigures): number {
  const t = figures.totals;
  return t.cisStatus ? t.amountDue : t.totalInclGst;
}
