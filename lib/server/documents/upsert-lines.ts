import 'server-only';
// A draft's lines, written in one statement whatever their number, from arrays (one per column, so
// it has a handful of parameters, not seven per line): an UPDATE … FROM unnest of the lines already
// stored (a re-save: nearly always all of them), then an INSERT of the new ones that updates a line
// stored meanwhile for the same item. The two sets name different items, so no row is written
// twice. An INSERT … ON CONFLICT of 2,000 stored lines cost 1.1–1.6× their UPDATE (npm run bench).
// Each saved line carries the id of the line it replaces, so the caller can answer from what it
// wrote (mergeLines) exactly as a fresh read would.
import { Prisma, type ClaimLineItem } from '@/lib/db/generated/client';
import type { CertLineRow } from './schedule-lines';
import type { Tx } from '@/lib/db/client';

type Line = { id: string; lineItemId: string; quantity: bigint | null; toDateValue: bigint };

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

/** The lines whose id is one of `stored` (the caller gave each line its item's stored id), and the new ones. */
function byStored<L extends { id: string }>(lines: readonly L[], stored: readonly { id: string }[]) {
  const ids = new Set(stored.map((l) => l.id));
  const known: L[] = [];
  const fresh: L[] = [];
  for (const line of lines) (ids.has(line.id) ? known : fresh).push(line);
  return { known, fresh };
}

/**
 * The claim's lines written over `stored` (its lines as loaded), as two CTEs of the statement that
 * saves the claim (save-draft.ts): `stored_lines` and `new_lines`, each writing only `when` holds.
 */
export function claimLinesSql(
  claimId: string,
  lines: readonly ClaimLineItem[],
  stored: readonly { id: string }[],
  when: Prisma.Sql,
): Prisma.Sql {
  const { known, fresh } = byStored(lines, stored);
  const k = columns(known);
  const f = columns(fresh);
  return Prisma.sql`
    stored_lines AS (
      UPDATE claim_line_items c
         SET claim_option = u.option::"ClaimOption", percent = u.percent, quantity = u.quantity,
             to_date_value = u.value
        FROM unnest(${k.items}::uuid[], ${known.map((l) => l.claimOption)}::text[],
                    ${known.map((l) => l.percentBps)}::int[], ${k.quantities}::bigint[], ${k.values}::bigint[])
             AS u(item, option, percent, quantity, value)
       WHERE c.claim_id = ${claimId}::uuid AND c.line_item_id = u.item AND ${when}),
    new_lines AS (
      INSERT INTO claim_line_items (id, claim_id, line_item_id, claim_option, percent, quantity, to_date_value)
      SELECT u.id, ${claimId}::uuid, u.item, u.option::"ClaimOption", u.percent, u.quantity, u.value
        FROM unnest(${f.ids}::uuid[], ${f.items}::uuid[], ${fresh.map((l) => l.claimOption)}::text[],
                    ${fresh.map((l) => l.percentBps)}::int[], ${f.quantities}::bigint[], ${f.values}::bigint[])
             AS u(id, item, option, percent, quantity, value)
       WHERE ${when}
      ON CONFLICT (claim_id, line_item_id) DO UPDATE
         SET claim_option = EXCLUDED.claim_option, percent = EXCLUDED.percent,
             quantity = EXCLUDED.quantity, to_date_value = EXCLUDED.to_date_value)`;
}

/** The certificate's lines written over `stored`, as claimLinesSql writes a claim's. */
export function certLinesSql(
  certId: string,
  lines: readonly CertLineRow[],
  stored: readonly { id: string }[],
  when: Prisma.Sql,
): Prisma.Sql {
  const { known, fresh } = byStored(lines, stored);
  const k = columns(known);
  const f = columns(fresh);
  return Prisma.sql`
    stored_lines AS (
      UPDATE cert_line_items c
         SET cert_option = u.option::"ClaimOption", percent = u.percent, quantity = u.quantity,
             to_date_value = u.value, reason = u.reason
        FROM unnest(${k.items}::uuid[], ${known.map((l) => l.certOption)}::text[],
                    ${known.map((l) => l.percentBps)}::int[], ${k.quantities}::bigint[], ${k.values}::bigint[],
                    ${known.map((l) => l.reason)}::text[])
             AS u(item, option, percent, quantity, value, reason)
       WHERE c.cert_id = ${certId}::uuid AND c.line_item_id = u.item AND ${when}),
    new_lines AS (
      INSERT INTO cert_line_items (id, cert_id, line_item_id, cert_option, percent, quantity, to_date_value, reason)
      SELECT u.id, ${certId}::uuid, u.item, u.option::"ClaimOption", u.percent, u.quantity, u.value, u.reason
        FROM unnest(${f.ids}::uuid[], ${f.items}::uuid[], ${fresh.map((l) => l.certOption)}::text[],
                    ${fresh.map((l) => l.percentBps)}::int[], ${f.quantities}::bigint[], ${f.values}::bigint[],
                    ${fresh.map((l) => l.reason)}::text[])
             AS u(id, item, option, percent, quantity, value, reason)
       WHERE ${when}
      ON CONFLICT (cert_id, line_item_id) DO UPDATE
         SET cert_option = EXCLUDED.cert_option, percent = EXCLUDED.percent, quantity = EXCLUDED.quantity,
             to_date_value = EXCLUDED.to_date_value, reason = EXCLUDED.reason)`;
}

/** A new certificate's lines, each with a new id, written inside the transaction that creates it. */
export async function insertCertLines(tx: Tx, certId: string, lines: readonly Omit<CertLineRow, 'id'>[]) {
  const rows = lines.map((l) => ({ ...l, id: crypto.randomUUID() }));
  await tx.$executeRaw`WITH ${certLinesSql(certId, rows, [], Prisma.sql`TRUE`)} SELECT 1`;
}
