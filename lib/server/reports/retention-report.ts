import 'server-only';
// The retention report as CSV: one row per contract of the caller's account on one side — the
// retention it holds (side cert) or that is held from it (side claim) — as its latest issued
// certificate fixes it: retained, released at practical completion and at the end of the defects
// liability period, held, and what is due for release on the PCD and DLP end dates. A contract
// with no issued certificate yet has nothing retained. One statement lists the contracts and reads
// the first 500, then one statement reads each later 500; the figures are lib/domain's
// (retention-position.ts), worked out from the rows as read.
import { db, selectRows } from '@/lib/db/client';
import { Prisma, type CertTerm, type Contract, type RetentionRule } from '@/lib/db/generated/client';
import { csvMoney } from '@/lib/domain/csv-write';
import { certificateName } from '@/lib/domain/document-terms';
import type { Actor } from '../session/resolve-actor';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { DomainRow } from '../line-item-rows/to-domain';
import { visiblePlacementSql } from '../permissions/visible-to-caller';
import { retentionPosition } from './retention-position';
import { COUNTERPARTY_JOINED, COUNTERPARTY_JOINS } from '../parties/counterparty';

export const RETENTION_COLUMNS = [
  'Project',
  'Contract',
  'Contract number',
  'Counterparty',
  'Contract status',
  'Latest certificate',
  'Certified gross to date',
  'Retained to date',
  'Released at practical completion',
  'Released at end of defects period',
  'Retention held',
  'Practical completion date',
  'Due for release at practical completion',
  'Defects period end date',
  'Due for release at end of defects period',
  'Retention account',
] as const;

interface LatestCert {
  id: string;
  number: number;
  term: CertTerm;
  hasRetention: boolean;
  /**
   * The latest period end any issued certificate reached (lib/domain/ledger.ts valuationDate): the
   * last issued may answer an earlier claim than one before it. Read only where the position
   * depends on it — the certificate holds retention under a rule (retentionPosition's `settings`) —
   * and null elsewhere.
   */
  valuedTo: Date | null;
}

/** What the positions' readers use of a contract: the report, the dashboard, retention owed. */
type PositionContract = Pick<
  Contract,
  | 'id'
  | 'name'
  | 'contractNumber'
  | 'status'
  | 'payerAccountId'
  | 'pcdDate'
  | 'dlpDate'
  | 'certifyPendingVariation'
  | 'gstPercent'
> & { retention: RetentionRule | null };

/**
 * A line item as json_build_array sends it: id, parent, kind, value type, rate, quantity, total,
 * provisional, approval, variation type, excluded from retention, material site, and the latest
 * certificate's to-date value for it (null: the certificate has no line for it). BIGINTs travel as
 * text, so they stay exact.
 */
type ItemTuple = [
  string,
  string | null,
  DomainRow['kind'],
  DomainRow['valueType'],
  string | null,
  string | null,
  string,
  boolean,
  DomainRow['approvalStatus'],
  DomainRow['variationType'],
  boolean,
  DomainRow['materialSite'],
  string | null,
];

const bigOrNull = (text: string | null) => (text === null ? null : BigInt(text));

/** An ItemTuple's item as the calculation library's converter (toDomainItem) takes it. */
const domainRow = ([
  id,
  parentId,
  kind,
  valueType,
  rate,
  quantity,
  total,
  isProvisional,
  approvalStatus,
  variationType,
  excludeRetention,
  materialSite,
]: ItemTuple): DomainRow => ({
  id,
  parentId,
  kind,
  valueType,
  rate: bigOrNull(rate),
  quantity: bigOrNull(quantity),
  total: BigInt(total),
  isProvisional,
  approvalStatus,
  variationType,
  excludeRetention,
  materialSite,
});

/** An ItemTuple's certificate line, if the certificate has one for the item. */
const certLine = (item: ItemTuple) =>
  item[12] === null ? [] : [{ lineItemId: item[0], toDateValue: BigInt(item[12]) }];

interface PlacedRow extends Record<string, unknown> {
  side: 'cert' | 'claim';
  project_id: string;
  project_name: string;
  id: string;
  name: string;
  contract_number: string | null;
  status: Contract['status'];
  payer_account_id: string | null;
  pcd_date: Date | null;
  dlp_date: Date | null;
  certify_pending_variation: boolean;
  gst_percent: number;
  counterparty: string | null;
  rule: unknown[] | null;
  cert_id: string | null;
  cert_number: number | null;
  cert_term: CertTerm | null;
  has_retention: boolean | null;
  valued_to: Date | null;
  /** The contract's items with the certificate's lines: null with no certificate (none needed). */
  items: ItemTuple[] | null;
}

/**
 * The retention rule's fields, each with how it travels in RULE_SQL's array: BIGINTs as text, so
 * they stay exact; every other as JSON carries it. Every field of the model (`satisfies`: a field
 * added to RetentionRule must be added here).
 */
const RULE_FIELDS = {
  id: 'json',
  contractId: 'json',
  projectId: 'json',
  type: 'json',
  firstBps: 'json',
  firstAmount: 'bigint',
  firstNextBps: 'json',
  firstNextAmount: 'bigint',
  secondNextBps: 'json',
  secondNextAmount: 'bigint',
  thirdNextBps: 'json',
  thirdNextAmount: 'bigint',
  excessBps: 'json',
  excessAmount: 'bigint',
  maximumBps: 'json',
  maximumAmount: 'bigint',
  pcdBps: 'json',
  releaseDlpType: 'json',
  dlpBps: 'json',
  dlpDays: 'json',
  retentionAccount: 'json',
} as const satisfies Record<keyof RetentionRule, 'json' | 'bigint'>;
const RULE_ENTRIES = Object.entries(RULE_FIELDS);

/**
 * The contract's retention rule `r` as one JSON array (null: none), its fields in RULE_FIELDS'
 * order: one column where the rule's own twenty-one, mostly empty on a big account, made each row
 * a costly object to build.
 */
const RULE_SQL = Prisma.raw(
  `CASE WHEN r.id IS NOT NULL THEN json_build_array(${RULE_ENTRIES.map(
    ([field, kind]) =>
      `r.${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}${kind === 'bigint' ? '::text' : ''}`,
  ).join(', ')}) END`,
);

/** RULE_SQL's array as the model Prisma reads. */
function ruleOf(values: unknown[] | null): RetentionRule | null {
  if (values === null) return null;
  const rule: Record<string, unknown> = {};
  RULE_ENTRIES.forEach(([field, kind], i) => {
    const value = values[i];
    rule[field] = kind === 'bigint' && value !== null ? BigInt(value as string) : value;
  });
  return rule as unknown as RetentionRule;
}

/**
 * What positionOf reads of a placement `pl` (joined by POSITION_JOINS): its project, its contract's
 * fields the positions use, its retention rule, the counterparty's name, and its latest issued
 * certificate — the certificate issued last (lib/server/ledger/certificate-ledger.ts LEDGER_ORDER:
 * issued_at then number, newest first), read by the contract's own index, one per contract — with
 * its valued-to date, and the contract's line items each with the certificate's line for it (one
 * JSON array in the row, in no order: the figures are sums; a certificate's lines are of its
 * contract's items).
 *
 * The valued-to date is the only part read across all of a contract's issued certificates (each
 * one's claim's period end), so it is read only for a certificate holding retention under a rule:
 * no other position depends on the date (retentionPosition values no retention then). It joins the
 * contract's claims as well as its certificates by the contract (a certificate answers a claim of
 * its own contract, as the foreign key certificates_claim_id_contract_id_fkey holds), so that
 * PostgreSQL reads each by the contract's index and matches them in memory, not each claim by its
 * key: half the time, on a contract of twenty certificates. The items
 * and lines are read only for a contract with a certificate.
 */
const POSITION_COLUMNS = Prisma.sql`
  pl.side::text AS side, p.id AS project_id, p.name AS project_name,
  c.id, c.name, c.contract_number, c.status::text AS status, c.payer_account_id, c.pcd_date,
  c.dlp_date, c.certify_pending_variation, c.gst_percent,
  ${COUNTERPARTY_JOINED} AS counterparty,
  ${RULE_SQL} AS rule,
  ce.id AS cert_id, ce.certificate_number AS cert_number, ce.term::text AS cert_term,
  ce.has_retention,
  CASE WHEN ce.has_retention AND r.type <> 'none' THEN
    (SELECT max(cl.claim_to)
       FROM certificates ic JOIN claims cl ON cl.id = ic.claim_id AND cl.contract_id = ic.contract_id
      WHERE ic.contract_id = c.id AND ic.status = 'issued') END AS valued_to,
  CASE WHEN ce.id IS NOT NULL THEN
    (SELECT json_agg(json_build_array(li.id, li.parent_id, li.kind, li.value_type, li.rate::text,
                                      li.quantity::text, li.total::text, li.is_provisional,
                                      li.approval_status, li.variation_type, li.exclude_retention,
                                      li.material_site, l.to_date_value::text))
       FROM line_items li
       LEFT JOIN cert_line_items l ON l.cert_id = ce.id AND l.line_item_id = li.id
      WHERE li.contract_id = c.id) END AS items`;

/** The placements `k` (their ids as k.id) joined to what POSITION_COLUMNS reads. */
const POSITION_JOINS = Prisma.sql`
  JOIN contract_placements pl ON pl.id = k.id
  JOIN projects p ON p.id = pl.project_id
  JOIN contracts c ON c.id = pl.contract_id
  LEFT JOIN retention_rules r ON r.contract_id = c.id
  ${COUNTERPARTY_JOINS}
  LEFT JOIN LATERAL (
    SELECT ce.id, ce.certificate_number, ce.term, ce.has_retention
      FROM certificates ce
     WHERE ce.contract_id = c.id AND ce.status = 'issued'
     ORDER BY ce.issued_at DESC, ce.certificate_number DESC
     LIMIT 1) ce ON true`;

/**
 * The placements the caller reads positions of, numbered in the report's order (`n`): by project,
 * then contract (then placement, so that two contracts of one name keep one order); every contract
 * on the side the caller sees (visible-to-caller.ts) but drafts, which hold nothing.
 */
const listedSql = (actor: Actor, side?: 'cert' | 'claim') => Prisma.sql`
  SELECT pl.id, row_number() OVER (ORDER BY p.name, c.name, pl.id) AS n
    FROM contract_placements pl
    JOIN projects p ON p.id = pl.project_id
    JOIN contracts c ON c.id = pl.contract_id
   WHERE pl.account_id = ${actor.accountId}::uuid
     AND (${side ?? null}::"ContractSide" IS NULL OR pl.side = ${side ?? null}::"ContractSide")
     AND c.status <> 'draft' AND ${visiblePlacementSql(actor)}`;

/**
 * The first `first` placements' positions (all, with null), with the account's time zone (the
 * report's file name) and the ids of the placements after them, in order (on the first row: one
 * text, split here, which the driver reads faster than an array): the listing and the first batch
 * in one statement. An account with no placement answers one row, of its time zone alone.
 */
const firstBatchSql = (actor: Actor, side: 'cert' | 'claim' | undefined, first: number | null) => Prisma.sql`
  WITH listed AS MATERIALIZED (${listedSql(actor, side)})
  SELECT a.time_zone,
         CASE WHEN b.n IS NULL OR b.n = 1 THEN
           (SELECT string_agg(l.id::text, ',' ORDER BY l.n) FROM listed l WHERE l.n > ${first}::int) END AS later_ids,
         b.*
    FROM accounts a
    LEFT JOIN (SELECT k.n, ${POSITION_COLUMNS}
                 FROM listed k ${POSITION_JOINS}
                WHERE ${first}::int IS NULL OR k.n <= ${first}::int) b ON true
   WHERE a.id = ${actor.accountId}::uuid
   ORDER BY b.n`;

/** The positions of placements given by id, in the order given (a later batch). */
const batchSql = (placementIds: string[]) => Prisma.sql`
  SELECT ${POSITION_COLUMNS}
    FROM unnest(${placementIds}::uuid[]) WITH ORDINALITY AS k(id, n) ${POSITION_JOINS}
   ORDER BY k.n`;

/** A placement's position: its side, project, contract, counterparty and latest certificate. */
function positionOf(row: PlacedRow) {
  const contract: PositionContract = {
    id: row.id,
    name: row.name,
    contractNumber: row.contract_number,
    status: row.status,
    payerAccountId: row.payer_account_id,
    pcdDate: row.pcd_date,
    dlpDate: row.dlp_date,
    certifyPendingVariation: row.certify_pending_variation,
    gstPercent: row.gst_percent,
    retention: ruleOf(row.rule),
  };
  const items = row.items ?? [];
  const cert: LatestCert | null =
    row.cert_id === null
      ? null
      : {
          id: row.cert_id,
          number: row.cert_number!,
          term: row.cert_term!,
          hasRetention: row.has_retention!,
          valuedTo: row.valued_to,
        };
  return {
    side: row.side,
    project: { id: row.project_id, name: row.project_name },
    contract,
    counterparty: row.counterparty,
    cert,
    position: cert
      ? retentionPosition(contract, items.map(domainRow), {
          hasRetention: cert.hasRetention,
          valuedTo: cert.valuedTo,
          lines: items.flatMap(certLine),
        })
      : null,
  };
}

/** The positions of a later batch of placements, in the order given. */
async function positionsOf(placementIds: string[]) {
  if (placementIds.length === 0) return [];
  return (await selectRows<PlacedRow>(db(), batchSql(placementIds))).map(positionOf);
}

/**
 * The account's time zone, the first `first` placements' positions (all, with null) and the ids of
 * the placements after them, in one statement.
 */
async function firstPositions(actor: Actor, side: 'cert' | 'claim' | undefined, first: number | null) {
  const rows = await selectRows<
    PlacedRow & { time_zone: string | null; later_ids: string | null; n: bigint | null }
  >(db(), firstBatchSql(actor, side, first));
  const timeZone = rows[0]?.time_zone;
  if (!timeZone) throw new Error(`No account ${actor.accountId}`);
  const laterIds = rows[0]!.later_ids;
  return {
    timeZone,
    positions: rows[0]!.n === null ? [] : rows.map(positionOf),
    later: laterIds ? laterIds.split(',') : [],
  };
}

/**
 * Each contract's retention position on one side (or both, with `side` undefined), in one
 * statement however many contracts and certificates: the report below and the dashboard's
 * retention summary read these.
 */
export const retentionPositions = async (actor: Actor, side?: 'cert' | 'claim') =>
  (await firstPositions(actor, side, null)).positions;

/** The report's positions are read this many contracts at a time. */
const REPORT_BATCH = 500;

/**
 * The report's positions a batch at a time, in its order: the first batch is read with the listing
 * of them all (firstPositions), then each later one by the ids listed, so the report's memory and
 * each read stay bounded however many contracts the account has.
 */
async function* laterBatches(ids: string[]) {
  for (let start = 0; start < ids.length; start += REPORT_BATCH) {
    yield await positionsOf(ids.slice(start, start + REPORT_BATCH));
  }
}

type Position = Awaited<ReturnType<typeof positionsOf>>[number];

function reportRow({ project, contract: c, counterparty, cert, position: p }: Position) {
  const money = (cents: number | undefined) => csvMoney(cents ?? 0);
  return [
    project.name,
    c.name,
    c.contractNumber,
    counterparty ?? '',
    c.status,
    cert ? certificateName({ term: cert.term, number: cert.number }) : '',
    money(p?.grossToDate),
    money(p?.retained),
    money(p?.pcdReleased),
    money(p?.dlpReleased),
    money(p?.held),
    p?.pcdDate ?? '',
    money(p?.pcdDue),
    p?.dlpEnd ?? '',
    money(p?.dlpDue),
    c.retention?.retentionAccount ?? '',
  ];
}

/**
 * The report's file name and its rows, a batch at a time (streamed: csv-stream.ts). The contracts
 * are listed, and the first batch read, before this answers, so the report's reads after it are
 * its later batches' only.
 */
export async function retentionReport(actor: Actor, side: 'cert' | 'claim', now = new Date()) {
  const { timeZone, positions, later } = await firstPositions(actor, side, REPORT_BATCH);
  return {
    filename: `retention-report-${side === 'cert' ? 'held' : 'held-from-us'}-${dayIn(now, timeZone)}.csv`,
    header: RETENTION_COLUMNS,
    rows: (async function* () {
      if (positions.length > 0) yield positions.map(reportRow);
      for await (const batch of laterBatches(later)) yield batch.map(reportRow);
    })(),
  };
}
