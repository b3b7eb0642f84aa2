import 'server-only';
// A document's schedule as its figures read it: every item of the contract in schedule order, with
// the claim's line against each and, for a certificate, its own line too — one statement where the
// ORM sent one per table and mapped every row of each. The three tables are not joined but read
// side by side (UNION ALL, each by its own index) and matched here: with a join, the planner's guess
// of a contract's size decides the plan, and a guess of a few rows for a schedule of thousands
// chose a nested loop that compared every item with every line (half a second at 2,000 items).
import { db, selectRows, type Db, type Tx } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import type { ClaimLineItem, LineItem } from '@/lib/db/generated/client';
import { placedSql, type PlacedPath } from './placed-path';

/** The item columns the figures, the read answers and the documents use; only these are read. */
export type ScheduleItem = Pick<
  LineItem,
  | 'id'
  | 'parentId'
  | 'kind'
  | 'valueType'
  | 'rate'
  | 'quantity'
  | 'total'
  | 'isProvisional'
  | 'approvalStatus'
  | 'variationType'
  | 'excludeRetention'
  | 'materialSite'
  | 'label'
  | 'description'
  | 'unit'
  | 'variationReference'
  | 'rejectReason'
  | 'addedFromCertId'
>;

/** A certificate's line: what was certified against an item, and why it differs from the claim. */
export interface CertLineRow {
  id: string;
  certId: string;
  lineItemId: string;
  certOption: ClaimLineItem['claimOption'];
  percentBps: number | null;
  quantity: bigint | null;
  toDateValue: bigint;
  reason: string | null;
}

type Row = ScheduleItem & {
  /** Which part of the answer the row is: an item, or all the claim's or certificate's lines. */
  part: 'item' | 'claim' | 'cert';
  /** A lines row's lines, each a LineTuple (null on an item's row). */
  lines: LineTuple[] | null;
};

/**
 * A line as json_build_array sends it: item, line id, option, percent, quantity, to date, reason.
 * BIGINTs travel as text, so they stay exact.
 */
type LineTuple = [
  string,
  string,
  ClaimLineItem['claimOption'],
  number | null,
  string | null,
  string,
  string | null,
];

export interface ScheduleLines {
  items: ScheduleItem[];
  claimLines: ClaimLineItem[];
  certLines: CertLineRow[];
}

/**
 * One document's lines as one JSON array of LineTuples ('[]': none), from a subquery with the
 * columns line_item_id, id, option, percent, quantity, to_date_value and reason.
 */
const linesJson = (lines: Prisma.Sql) => Prisma.sql`(
  SELECT COALESCE(json_agg(json_build_array(l.line_item_id, l.id, l.option, l.percent,
                                            l.quantity::text, l.to_date_value::text, l.reason)), '[]')
    FROM (${lines}) l)`;

/** The items (schedule order: kind, position, creation) with the claim's lines and the certificate's. */
export async function loadScheduleLines(
  client: Db | Tx,
  contractId: string,
  doc: { claimId: string; certId?: string },
  /** A condition every part must meet (a begun read's placedSql). */
  guard: Prisma.Sql = Prisma.sql`TRUE`,
): Promise<ScheduleLines> {
  // The items are rows; each document's lines come as one more row holding them all as JSON, which
  // the driver parses natively: as rows of their own (with every item column NULL) they took
  // about a third longer to read than this whole statement.
  const rows = await selectRows<Row>(
    client,
    Prisma.sql`
    SELECT 'item' AS part,
           row_number() OVER (ORDER BY li.kind, li.position, li.created_at, li.id) AS ord,
           li.id, li.parent_id AS "parentId", li.kind::text AS kind, li.value_type::text AS "valueType",
           li.rate, li.quantity, li.total, li.is_provisional AS "isProvisional",
           li.approval_status::text AS "approvalStatus", li.variation_type::text AS "variationType",
           li.exclude_retention AS "excludeRetention", li.material_site::text AS "materialSite",
           li.label, li.description, li.unit, li.variation_reference AS "variationReference",
           li.reject_reason AS "rejectReason", li.added_from_cert_id AS "addedFromCertId",
           NULL::json AS lines
      FROM line_items li
     WHERE li.contract_id = ${contractId}::uuid AND ${guard}
    UNION ALL
    SELECT 'claim', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
           NULL, NULL, NULL, NULL, NULL,
           ${linesJson(Prisma.sql`
             SELECT line_item_id, id, claim_option::text AS option, percent, quantity, to_date_value,
                    NULL AS reason
               FROM claim_line_items WHERE claim_id = ${doc.claimId}::uuid AND ${guard}`)}
    UNION ALL
    SELECT 'cert', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
           NULL, NULL, NULL, NULL, NULL,
           ${linesJson(Prisma.sql`
             SELECT line_item_id, id, cert_option::text AS option, percent, quantity, to_date_value, reason
               FROM cert_line_items
              -- A claim's read has no certificate: the NULL id matches nothing.
              WHERE cert_id = ${doc.certId ?? null}::uuid AND ${guard}`)}
    ORDER BY ord`,
  );
  const items: ScheduleItem[] = [];
  let claimed: LineTuple[] = [];
  let certified: LineTuple[] = [];
  for (const r of rows) {
    if (r.part === 'claim') claimed = r.lines!;
    else if (r.part === 'cert') certified = r.lines!;
    else {
      // One literal per item with only its columns: the read answers spread and serialise it.
      items.push({
        id: r.id,
        parentId: r.parentId,
        kind: r.kind,
        valueType: r.valueType,
        rate: r.rate,
        quantity: r.quantity,
        total: r.total,
        isProvisional: r.isProvisional,
        approvalStatus: r.approvalStatus,
        variationType: r.variationType,
        excludeRetention: r.excludeRetention,
        materialSite: r.materialSite,
        label: r.label,
        description: r.description,
        unit: r.unit,
        variationReference: r.variationReference,
        rejectReason: r.rejectReason,
        addedFromCertId: r.addedFromCertId,
      });
    }
  }
  const claimOf = new Map(claimed.map((t) => [t[0], t]));
  const certOf = new Map(certified.map((t) => [t[0], t]));
  // In schedule order, as the items are.
  const out: ScheduleLines = { items, claimLines: [], certLines: [] };
  for (const { id } of items) {
    const c = claimOf.get(id);
    if (c) {
      out.claimLines.push({
        id: c[1],
        claimId: doc.claimId,
        lineItemId: id,
        claimOption: c[2],
        percentBps: c[3],
        quantity: bigintOrNull(c[4]),
        toDateValue: BigInt(c[5]),
      });
    }
    const e = certOf.get(id);
    if (e) {
      out.certLines.push({
        id: e[1],
        certId: doc.certId!,
        lineItemId: id,
        certOption: e[2],
        percentBps: e[3],
        quantity: bigintOrNull(e[4]),
        toDateValue: BigInt(e[5]),
        reason: e[6],
      });
    }
  }
  return out;
}

const bigintOrNull = (text: string | null) => (text === null ? null : BigInt(text));

/**
 * The schedule read begun from the ids in the request's path, beside the read of the document's
 * own row and its placement, so that the longest read of a document does not wait for them. It
 * reads nothing unless the path is the caller's (placedSql); its rows are used only once the
 * caller's permission holds too; when it does not, the read is dropped (and a failure of it is
 * never left unhandled).
 */
export function beginScheduleRead(path: PlacedPath & { claimId: string }): Promise<ScheduleLines> {
  const read = loadScheduleLines(
    db(),
    path.contractId,
    { claimId: path.claimId, certId: path.certId },
    placedSql(path),
  );
  read.catch(() => {});
  return read;
}
