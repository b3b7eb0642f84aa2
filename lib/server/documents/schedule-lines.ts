import 'server-only';
// A document's schedule as its figures read it: every item of the contract in schedule order, with
// the claim's line against each and, for a certificate, its own line too — one statement where the
// ORM sent one per table and mapped every row of each. The three tables are not joined but read
// side by side (UNION ALL, each by its own index) and matched here: with a join, the planner's guess
// of a contract's size decides the plan, and a guess of a few rows for a schedule of thousands
// chose a nested loop that compared every item with every line (half a second at 2,000 items).
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
  /** Which table the row is from: the schedule, the claim's lines or the certificate's. */
  part: 'item' | 'claim' | 'cert';
  lineId: string | null;
  option: ClaimLineItem['claimOption'] | null;
  percent: number | null;
  lineQuantity: bigint | null;
  toDate: bigint | null;
  reason: string | null;
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
  // A line row carries its item's id in `id`; the item columns it lacks are NULL (typed by the first SELECT).
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
           li.reject_reason AS "rejectReason", NULL::uuid AS "lineId", NULL::text AS option,
           NULL::int AS percent, NULL::bigint AS "lineQuantity", NULL::bigint AS "toDate", NULL::text AS reason
      FROM line_items li
     WHERE li.contract_id = ${contractId}::uuid
    UNION ALL
    SELECT 'claim', NULL, cl.line_item_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
           NULL, NULL, NULL, NULL, NULL, NULL, cl.id, cl.claim_option::text, cl.percent, cl.quantity,
           cl.to_date_value, NULL
      FROM claim_line_items cl
     WHERE cl.claim_id = ${doc.claimId}::uuid
    UNION ALL
    SELECT 'cert', NULL, ce.line_item_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
           NULL, NULL, NULL, NULL, NULL, NULL, ce.id, ce.cert_option::text, ce.percent, ce.quantity,
           ce.to_date_value, ce.reason
      FROM cert_line_items ce
     -- A claim's read has no certificate: the NULL id matches nothing.
     WHERE ce.cert_id = ${doc.certId ?? null}::uuid
    ORDER BY ord`,
  );
  const items: ScheduleItem[] = [];
  const claimed = new Map<string, Row>();
  const certified = new Map<string, Row>();
  for (const r of rows) {
    if (r.part === 'claim') claimed.set(r.id, r);
    else if (r.part === 'cert') certified.set(r.id, r);
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
      });
    }
  }
  // In schedule order, as the items are.
  const out: ScheduleLines = { items, claimLines: [], certLines: [] };
  for (const { id } of items) {
    const c = claimed.get(id);
    if (c) {
      out.claimLines.push({
        id: c.lineId!,
        claimId: doc.claimId,
        lineItemId: id,
        claimOption: c.option!,
        percent: c.percent,
        quantity: c.lineQuantity,
        toDateValue: c.toDate!,
      });
    }
    const e = certified.get(id);
    if (e) {
      out.certLines.push({
        id: e.lineId!,
        certId: doc.certId!,
        lineItemId: id,
        certOption: e.option!,
        percent: e.percent,
        quantity: e.lineQuantity,
        toDateValue: e.toDate!,
        reason: e.reason,
      });
    }
  }
  return out;
}
