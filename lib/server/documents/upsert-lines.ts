import 'server-only';
// A draft's lines, written in one statement whatever their number: an INSERT from arrays (one per
// column, so the statement has a handful of parameters, not seven per line) that updates the line
// already stored for the same item. Each saved line carries the id of the line it replaces, so
// the caller can answer from what it wrote (mergeLines) exactly as a fresh read would.
import type { ClaimLineItem } from '@/lib/db/generated/client';
import type { CertLineRow } from './schedule-lines';
import type { Tx } from '@/lib/db/client';

type Line = { id: string; lineItemId: string; quantity: bigint | null; toDateValue: bigint };

/** Each line with the id of the stored line of its item, or a new one. */
export function withLineIds<L extends { lineItemId: string }>(
  stored: readonly { id: string; lineItemId: string }[],
  lines: readonly L[],
): (L & { id: string })[] {
  const ids = new Map(stored.map((l) => [l.lineItemId, l.id]));
  return lines.map((l) => ({ ...l, id: ids.get(l.lineItemId) ?? crypto.randomUUID() }));
}

/** The document's lines after a save: the stored ones, each replaced by the saved line of its item. */
export function mergeLines<L extends { lineItemId: string }>(stored: readonly L[], saved: readonly L[]): L[] {
  const merged = new Map(stored.map((l) => [l.lineItemId, l]));
  for (const line of saved) merged.set(line.lineItemId, line);
  return [...merged.values()];
}

/** BIGINT columns travel as decimal strings: exact, and one array type whatever the driver. */
const columns = (lines: readonly Line[]) => ({
  ids: lines.map((l) => l.id),
  items: lines.map((l) => l.lineItemId),
  quantities: lines.map((l) => (l.quantity === null ? null : String(l.quantity))),
  values: lines.map((l) => String(l.toDateValue)),
});

export async function upsertClaimLines(tx: Tx, claimId: string, lines: readonly ClaimLineItem[]) {
  const c = columns(lines);
  await tx.$executeRaw`
    INSERT INTO claim_line_items (id, claim_id, line_item_id, claim_option, percent, quantity, to_date_value)
    SELECT u.id, ${claimId}::uuid, u.item, u.option::"ClaimOption", u.percent, u.quantity, u.value
      FROM unnest(${c.ids}::uuid[], ${c.items}::uuid[], ${lines.map((l) => l.claimOption)}::text[],
                  ${lines.map((l) => l.percent)}::int[], ${c.quantities}::bigint[], ${c.values}::bigint[])
           AS u(id, item, option, percent, quantity, value)
    ON CONFLICT (claim_id, line_item_id) DO UPDATE
       SET claim_option = EXCLUDED.claim_option, percent = EXCLUDED.percent,
           quantity = EXCLUDED.quantity, to_date_value = EXCLUDED.to_date_value`;
}

export async function upsertCertLines(tx: Tx, certId: string, lines: readonly CertLineRow[]) {
  const c = columns(lines);
  await tx.$executeRaw`
    INSERT INTO cert_line_items (id, cert_id, line_item_id, cert_option, percent, quantity, to_date_value, reason)
    SELECT u.id, ${certId}::uuid, u.item, u.option::"ClaimOption", u.percent, u.quantity, u.value, u.reason
      FROM unnest(${c.ids}::uuid[], ${c.items}::uuid[], ${lines.map((l) => l.certOption)}::text[],
                  ${lines.map((l) => l.percent)}::int[], ${c.quantities}::bigint[], ${c.values}::bigint[],
                  ${lines.map((l) => l.reason)}::text[])
           AS u(id, item, option, percent, quantity, value, reason)
    ON CONFLICT (cert_id, line_item_id) DO UPDATE
       SET cert_option = EXCLUDED.cert_option, percent = EXCLUDED.percent, quantity = EXCLUDED.quantity,
           to_date_value = EXCLUDED.to_date_value, reason = EXCLUDED.reason`;
}
