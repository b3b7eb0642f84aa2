import 'server-only';
// A document's schedule as its figures read it: every item of the contract in schedule order, with
// the claim's line against each and, for a certificate, its own line too — one statement (a LEFT
// JOIN per document) where the ORM sent one per table and mapped every row of each.
import { selectRows, type Db, type Tx } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import type { ClaimLineItem, LineItem } from '@/lib/db/generated/client';

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
>;

/** A certificate's line: what was certified against an item, and why it differs from the claim. */
export interface CertLineRow {
  id: string;
  certId: string;
  lineItemId: string;
  certOption: ClaimLineItem['claimOption'];
  percent: number | null;
  quantity: bigint | null;
  toDateValue: bigint;
  reason: string | null;
}

type Row = ScheduleItem & {
  clId: string | null;
  clOption: ClaimLineItem['claimOption'] | null;
  clPercent: number | null;
  clQuantity: bigint | null;
  clToDate: bigint | null;
  ceId: string | null;
  ceOption: ClaimLineItem['claimOption'] | null;
  cePercent: number | null;
  ceQuantity: bigint | null;
  ceToDate: bigint | null;
  ceReason: string | null;
};

export interface ScheduleLines {
  items: ScheduleItem[];
  claimLines: ClaimLineItem[];
  certLines: CertLineRow[];
}

/** The items (schedule order: kind, position, creation) with the claim's lines and the certificate's. */
export async function loadScheduleLines(
  client: Db | Tx,
  contractId: string,
  doc: { claimId: string; certId?: string },
): Promise<ScheduleLines> {
  const rows = await selectRows<Row>(
    client,
    Prisma.sql`
    SELECT li.id, li.parent_id AS "parentId", li.kind::text AS kind, li.value_type::text AS "valueType",
           li.rate, li.quantity, li.total, li.is_provisional AS "isProvisional",
           li.approval_status::text AS "approvalStatus", li.variation_type::text AS "variationType",
           li.exclude_retention AS "excludeRetention", li.material_site::text AS "materialSite",
           li.label, li.description, li.unit, li.variation_reference AS "variationReference",
           li.reject_reason AS "rejectReason",
           cl.id AS "clId", cl.claim_option::text AS "clOption", cl.percent AS "clPercent",
           cl.quantity AS "clQuantity", cl.to_date_value AS "clToDate",
           ce.id AS "ceId", ce.cert_option::text AS "ceOption", ce.percent AS "cePercent",
           ce.quantity AS "ceQuantity", ce.to_date_value AS "ceToDate", ce.reason AS "ceReason"
    FROM line_items li
    LEFT JOIN claim_line_items cl ON cl.line_item_id = li.id AND cl.claim_id = ${doc.claimId}::uuid
    -- A claim's read has no certificate: the NULL id joins nothing (and the planner drops the join).
    LEFT JOIN cert_line_items ce ON ce.line_item_id = li.id AND ce.cert_id = ${doc.certId ?? null}::uuid
    WHERE li.contract_id = ${contractId}::uuid
    ORDER BY li.kind, li.position, li.created_at, li.id`,
  );
  const out: ScheduleLines = { items: [], claimLines: [], certLines: [] };
  for (const r of rows) {
    // One literal per row with only the item's columns: the read answers spread and serialise it.
    out.items.push({
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
    });
    if (r.clId !== null) {
      out.claimLines.push({
        id: r.clId,
        claimId: doc.claimId,
        lineItemId: r.id,
        claimOption: r.clOption!,
        percent: r.clPercent,
        quantity: r.clQuantity,
        toDateValue: r.clToDate!,
      });
    }
    if (r.ceId !== null) {
      out.certLines.push({
        id: r.ceId,
        certId: doc.certId!,
        lineItemId: r.id,
        certOption: r.ceOption!,
        percent: r.cePercent,
        quantity: r.ceQuantity,
        toDateValue: r.ceToDate!,
        reason: r.ceReason,
      });
    }
  }
  return out;
}
