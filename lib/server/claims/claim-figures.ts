import 'server-only';
// THE figures of a claim: every line's contract value, previous, to date, this claim and remaining,
// and the money summary (lib/domain/claim-totals). Read, save, issue and the PDF all call
// loadClaimFigures, so the screen, the API and the emailed document cannot disagree.
import { db, selectAnswers, type Db, type Tx } from '@/lib/db/client';
import { Prisma, type ClaimLineItem } from '@/lib/db/generated/client';
import {
  claimTotalsOf,
  NOTHING_BEFORE,
  priorDocumentFigures,
  type ClaimTotals,
  type LessPrevious,
  type LessPreviousOption,
  type PreviousFigures,
} from '@/lib/domain/claim-totals';
import {
  buildSchedule,
  type ItemValues,
  type LineItem,
  type ProgressEntry,
  type Schedule,
} from '@/lib/domain/line-items';
import type { Cents } from '@/lib/domain/money';
import { num, toDomainItem } from '../line-item-rows/to-domain';
import {
  asPriorDocument,
  ledgerCertOf,
  previousCertSql,
  type LedgerJson,
  type SqlValue,
} from '../ledger/certificate-ledger';
import { guarded, placedSql } from '../documents/placed-path';
import { beginScheduleRead, loadScheduleLines, type ScheduleItem } from '../documents/schedule-lines';
import type { Actor } from '../session/resolve-actor';
import type { ClaimRef } from './load-claim';
import { retentionSettings, type ClaimContract } from '../documents/document-contract';
import { isoDate } from '@/lib/domain/date-columns';

/** The claim fields the figures depend on. */
export interface FigureClaim {
  number: number;
  status: string;
  claimTo: Date;
  /**
   * When later than the period's end, the date the document is valued at: a certificate's is its
   * ledger position's (lib/domain/ledger.ts valuationDate). A claim is valued at its period's end.
   */
  valuedTo?: Date;
  hasRetention: boolean;
  lessPreviousOption: LessPreviousOption;
  customPrevious: bigint | null;
  /**
   * What option paid_to_date deducts once the claim is served: the payments to date fixed at its
   * issue (issue-claim.ts). Before that (and for a certificate) the live figure is used.
   */
  previousPaidToDate?: bigint | null;
  labourElement: bigint;
  cisStatus: 'not_applicable' | 'gross' | 'registered' | 'unregistered';
  domesticReverseCharge: boolean;
  /**
   * The GST/VAT rate it went out at, kept from then on: a change of the contract's rate applies to
   * documents issued after it, never to one already served. Null until then (the contract's rate).
   */
  gstPercent: number | null;
}

/** A served claim or an issued certificate: its to-date value per line item. */
export interface PriorDocument {
  /** The date it was valued at: a claim's period end, a certificate's valuation date. */
  valuedTo: Date;
  hasRetention: boolean;
  lines: { lineItemId: string; toDateValue: bigint }[];
}

export interface FigureRow {
  item: ScheduleItem;
  depth: number;
  hasChildren: boolean;
  values: ItemValues;
  line: ClaimLineItem | null;
}

export interface ClaimFigures {
  totals: ClaimTotals;
  /** Every schedule item, each parent followed by its children (document order). */
  rows: FigureRow[];
  /** The previous served claim and the previous issued certificate, when there are any. */
  previousClaim: PriorDocument | null;
  previousCert: PriorDocument | null;
  /** The date retention was valued at, 'yyyy-MM-dd'. */
  valuedTo: string;
  /** What option paid_to_date deducts: the figure fixed at issue, else the payments recorded so far. */
  paidToDate: Cents;
}

const byItem = (doc: PriorDocument | null) =>
  new Map((doc?.lines ?? []).map((l) => [l.lineItemId, num(l.toDateValue)] as const));

/**
 * A draft is valued from what was typed (percent, qty or value) against today's schedule; once it
 * leaves draft, the stored to-date cents are the figures — what was approved is what is issued.
 */
function entryOf(line: ClaimLineItem, frozen: boolean): ProgressEntry {
  if (frozen || line.claimOption === 'value') return { by: 'value', value: num(line.toDateValue) };
  if (line.claimOption === 'qty') return { by: 'qty', qty: num(line.quantity) };
  return { by: 'percent', percent: line.percentBps ?? 0 };
}

type Settings = Pick<FigureClaim, 'hasRetention'> & { asOf: string; gstPercent?: number | null };

function common(contract: ClaimContract, s: Settings) {
  const settings = s.hasRetention ? retentionSettings(contract.retention, contract) : null;
  return {
    retention: settings ? { settings, asOf: s.asOf } : null,
    gstPercent: s.gstPercent ?? contract.gstPercent,
  };
}

/**
 * What a prior claim or certificate came to by its own date (gross, retained, released), valued
 * against the schedule this document was just valued on (the same items count).
 */
function priorFigures(
  contract: ClaimContract,
  schedule: Schedule,
  doc: PriorDocument | null,
): PreviousFigures {
  if (!doc) return NOTHING_BEFORE;
  const values = byItem(doc);
  const { retention } = common(contract, { hasRetention: doc.hasRetention, asOf: isoDate(doc.valuedTo) });
  return priorDocumentFigures(schedule, (id) => values.get(id) ?? 0, retention);
}

/** What the figures are computed from, as loadClaimFigureInputs reads it. */
export interface ClaimFigureInputs {
  items: ScheduleItem[];
  lines: ClaimLineItem[];
  previousClaim: PriorDocument | null;
  previousCert: PriorDocument | null;
  /** The payments recorded so far against the contract's earlier certificates (paidToDateSql); 0 when not read. */
  paidToDate?: Cents;
}

/** Served, a claim deducts the payments to date fixed at its issue; before that, those recorded so far. */
function paidToDateOf(claim: FigureClaim, live: Cents): Cents {
  const served = claim.status === 'issued' || claim.status === 'certified';
  return served && claim.previousPaidToDate != null ? num(claim.previousPaidToDate) : live;
}

export function computeClaimFigures(
  input: ClaimFigureInputs & { contract: ClaimContract; claim: FigureClaim },
): ClaimFigures {
  const { contract, items, claim } = input;
  const frozen = claim.status !== 'draft';
  const lines = new Map(input.lines.map((l) => [l.lineItemId, l]));
  const certified = byItem(input.previousCert);
  const useCert = claim.lessPreviousOption === 'certified';
  const previous = useCert ? certified : byItem(input.previousClaim);
  const domain: LineItem[] = items.map((row) => {
    const line = lines.get(row.id);
    return toDomainItem(row, {
      toDate: line ? entryOf(line, frozen) : undefined,
      previous: previous.get(row.id) ?? 0,
      certifiedToDate: certified.get(row.id) ?? 0,
    });
  });
  const paidToDate = paidToDateOf(claim, input.paidToDate ?? 0);
  const lessPrevious: LessPrevious =
    claim.lessPreviousOption === 'custom'
      ? { option: 'custom', amount: num(claim.customPrevious) }
      : claim.lessPreviousOption === 'paid_to_date'
        ? { option: 'paid_to_date', amount: paidToDate }
        : { option: claim.lessPreviousOption };
  const schedule = buildSchedule(domain, { certifyPendingVariation: contract.certifyPendingVariation });
  const valuedTo = isoDate(claim.valuedTo ?? claim.claimTo);
  const totals = claimTotalsOf(schedule, {
    ...common(contract, { hasRetention: claim.hasRetention, asOf: valuedTo, gstPercent: claim.gstPercent }),
    previous: priorFigures(contract, schedule, useCert ? input.previousCert : input.previousClaim),
    lessPrevious,
    cisStatus: claim.cisStatus === 'not_applicable' ? null : claim.cisStatus,
    labourElementThisClaim: num(claim.labourElement),
    domesticReverseCharge: claim.domesticReverseCharge,
  });
  const rows = rowsInOrder(items, totals.schedule, lines);
  return {
    totals,
    rows,
    previousClaim: input.previousClaim,
    previousCert: input.previousCert,
    valuedTo,
    paidToDate,
  };
}

/** Every item with its values, depth-first from the roots in schedule order: the order the schedule is read and printed in. */
function rowsInOrder(
  items: readonly ScheduleItem[],
  schedule: Schedule,
  lines: ReadonlyMap<string, ClaimLineItem>,
): FigureRow[] {
  const rows: FigureRow[] = [];
  const rowById = new Map(items.map((row) => [row.id, row]));
  const visit = (nodes: Schedule['tree']['roots']) => {
    for (const node of nodes) {
      rows.push({
        item: rowById.get(node.item.id)!,
        depth: node.depth,
        hasChildren: node.children.length > 0,
        values: schedule.values.get(node.item.id)!,
        line: lines.get(node.item.id) ?? null,
      });
      visit(node.children);
    }
  };
  visit(schedule.tree.roots);
  return rows;
}

/**
 * The schedule's rows as a line is checked against them (claim-line-rules.ts): each item, whether
 * it is a parent, whether it counts and its value — none of which any claim's progress changes —
 * valued in one pass, without the ledger or the money summary a full computeClaimFigures works out.
 */
export function scheduleRows(contract: ClaimContract, items: readonly ScheduleItem[]): FigureRow[] {
  const schedule = buildSchedule(
    items.map((row) => toDomainItem(row)),
    { certifyPendingVariation: contract.certifyPendingVariation },
  );
  return rowsInOrder(items, schedule, new Map());
}

/**
 * The last claim served before claim `number` (issued or certified, numbered below it) with its
 * to-date lines, as one JSON value for selectAnswers (null: none).
 */
export function previousClaimSql(contractId: string, number: SqlValue<number>): Prisma.Sql {
  return Prisma.sql`(
    SELECT json_build_object(
             'claimTo', c.claim_to, 'hasRetention', c.has_retention,
             'lines', COALESCE((SELECT json_agg(json_build_array(l.line_item_id, l.to_date_value::text))
                                FROM claim_line_items l WHERE l.claim_id = c.id), '[]'::json))
    FROM claims c
    WHERE c.contract_id = ${contractId}::uuid AND c.number < ${number}
      AND c.status IN ('issued', 'certified')
    ORDER BY c.number DESC
    LIMIT 1)`;
}

/**
 * What the payee has recorded as paid (payments/record-payment.ts: each party keeps its own books,
 * and a claim is the payee's document) against the certificates of the contract's claims numbered
 * below claim `number`, in cents as text: what "less paid to date" deducts.
 */
export function paidToDateSql(contractId: string, number: SqlValue<number>): Prisma.Sql {
  return Prisma.sql`(
    SELECT COALESCE(SUM(p.paid_amount), 0)::text
    FROM payments p
    JOIN certificates ct ON ct.id = p.cert_id
    JOIN claims c ON c.id = ct.claim_id
    WHERE ct.contract_id = ${contractId}::uuid AND c.contract_id = ${contractId}::uuid
      AND c.number < ${number} AND ct.status = 'issued'
      AND p.account_id = (SELECT payee_account_id FROM contracts WHERE id = ${contractId}::uuid))`;
}

type PriorClaimJson = {
  claimTo: string;
  hasRetention: boolean;
  /** [line item, to-date cents as text]: arrays, not objects, on a schedule of thousands. */
  lines: [string, string][];
};

/** previousClaimSql's value as the figures read it. */
export function priorClaimOf(row: PriorClaimJson | null): PriorDocument | null {
  if (!row) return null;
  return {
    // A DATE column: midnight UTC, as Prisma maps it.
    valuedTo: new Date(row.claimTo),
    hasRetention: row.hasRetention,
    lines: row.lines.map(([lineItemId, toDateValue]) => ({ lineItemId, toDateValue: BigInt(toDateValue) })),
  };
}

/** The previous served claim (see previousClaimSql), on its own. */
export async function previousServedClaim(
  client: Db | Tx,
  contractId: string,
  number: number,
): Promise<PriorDocument | null> {
  const { claim } = await selectAnswers(client, { claim: previousClaimSql(contractId, number) });
  return priorClaimOf(claim as PriorClaimJson | null);
}

/**
 * Loads what the figures need in two statements, however long the schedule: the items with this
 * claim's lines (schedule-lines.ts), and the previous claim and certificate on the contract's
 * ledger (lib/domain/ledger.ts).
 *
 * "Previous claimed" is the last claim served before this one: the last issued or certified claim
 * numbered below it. A draft that was never issued is not previous — issue-claim.ts refuses to issue
 * a claim after a later one, so the chain of served claims stays in number order. "Previous
 * certified" is the last certificate issued before this claim was served (for a claim not served
 * yet, the last issued so far), so a served claim's figures never move when certificates follow.
 */
export async function loadClaimFigureInputs(
  contract: ClaimContract,
  claim: Pick<FigureClaim, 'number'> & { id: string; servedAt: Date | null },
  client: Db | Tx = db(),
  /** The reads, if the caller began them already (beginClaimReads). */
  begun?: BegunClaimReads,
): Promise<ClaimFigureInputs> {
  const [schedule, ledger] = await Promise.all([
    begun?.schedule ?? loadScheduleLines(client, contract.id, { claimId: claim.id }),
    begun?.ledger ?? selectAnswers(client, claimLedgerQuestions(contract.id, claim)),
  ]);
  const { previousClaim, previousCert, paidToDate } = claimLedgerOf(ledger);
  return { items: schedule.items, lines: schedule.claimLines, previousClaim, previousCert, paidToDate };
}

/** What the ledger questions of a claim ask by: its number and when it was served. */
export interface ClaimLedgerFacts {
  number: SqlValue<number>;
  servedAt: SqlValue<Date | null>;
}

/** A claim's ledger facts read by its id in the ledger's own statement (a read begun from the path). */
export function claimFactsById(claimId: string): ClaimLedgerFacts {
  return {
    number: Prisma.sql`(SELECT number FROM claims WHERE id = ${claimId}::uuid)`,
    servedAt: Prisma.sql`(SELECT served_at FROM claims WHERE id = ${claimId}::uuid)`,
  };
}

/** The ledger questions a claim's figures ask (with a certificate's, for certs/cert-figures.ts). */
export function claimLedgerQuestions(contractId: string, claim: ClaimLedgerFacts) {
  return {
    previousClaim: previousClaimSql(contractId, claim.number),
    previousCert: previousCertSql(contractId, claim.servedAt),
    paidToDate: paidToDateSql(contractId, claim.number),
  };
}

/** The answers to claimLedgerQuestions as the figures read them, with the certificate as the ledger has it. */
export function claimLedgerOf(answers: Record<'previousClaim' | 'previousCert' | 'paidToDate', unknown>) {
  const ledgerCert = ledgerCertOf(answers.previousCert as LedgerJson | null);
  return {
    previousClaim: priorClaimOf(answers.previousClaim as PriorClaimJson | null),
    previousCert: asPriorDocument(ledgerCert),
    ledgerCert,
    paidToDate: Number((answers.paidToDate as string | null) ?? 0),
  };
}

export type BegunClaimReads = ReturnType<typeof beginClaimReads>;

/**
 * A claim's schedule and ledger reads begun from the ids in the request's path, beside the read of
 * the claim's row and its placement (as beginScheduleRead): the ledger's questions read the claim's
 * number and served time themselves. They read nothing unless the path is the caller's
 * (placedSql), and are used only once the caller's permission holds too; when it does not, the
 * reads are dropped (and a failure of them is never left unhandled).
 */
export function beginClaimReads(actor: Pick<Actor, 'accountId'>, ref: ClaimRef) {
  const path = { ...ref, accountId: actor.accountId };
  const questions = claimLedgerQuestions(ref.contractId, claimFactsById(ref.claimId));
  const ledger = selectAnswers(db(), guarded(questions, placedSql(path)));
  ledger.catch(() => {});
  return { schedule: beginScheduleRead(path), ledger };
}

export async function loadClaimFigures(
  contract: ClaimContract,
  claim: FigureClaim & { id: string; servedAt: Date | null },
  client: Db | Tx = db(),
  begun?: BegunClaimReads,
): Promise<ClaimFigures> {
  const inputs = await loadClaimFigureInputs(contract, claim, client, begun);
  return computeClaimFigures({ contract, claim, ...inputs });
}
