import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';
import type { Contract, LineItemKind } from '@/lib/db/generated/client';
import { domainItems, valueSchedule } from './schedule-state';
import { DOMAIN_COLUMNS } from '../line-item-rows/to-domain';

/**
 * Brings every parent's stored total and (for variations) status in line with its children, in
 * the caller's transaction: total = the sum of the children that count (§5 "parent values are the
 * sum of their children"; rejected variations never count, pending ones per the contract setting)
 * and a variation parent's status derived from its lines (§4). The values come from lib/domain;
 * only the parents whose stored figures differ are written, in one statement.
 */
export async function syncParents(
  tx: Tx,
  contract: Pick<Contract, 'id' | 'certifyPendingVariation'>,
  kind: LineItemKind,
): Promise<void> {
  const rows = await tx.lineItem.findMany({
    where: { contractId: contract.id, kind },
    select: DOMAIN_COLUMNS,
  });
  const { items, approvals } = domainItems(rows);
  let schedule;
  try {
    schedule = valueSchedule(items, contract);
  } catch (error) {
    // A sum past 2^53 cents: money.ts refuses to round it, and so does the schedule.
    if (error instanceof RangeError) throw new AppError('invalid', 'The schedule total would be too large.');
    throw error;
  }
  const stored = new Map(rows.map((r) => [r.id, r]));
  const ids: string[] = [];
  const totals: string[] = [];
  const statuses: (string | null)[] = [];
  for (const { item, children } of schedule.tree.topDown) {
    if (children.length === 0) continue;
    const row = stored.get(item.id)!;
    const total = schedule.values.get(item.id)!.total;
    const status = approvals.get(item.id) ?? null;
    if (row.total === BigInt(total) && row.approvalStatus === status) continue;
    ids.push(item.id);
    totals.push(String(total));
    statuses.push(status);
  }
  if (ids.length === 0) return;
  await tx.$executeRaw`
    UPDATE line_items AS l
    SET total = v.total, approval_status = v.status::"ApprovalStatus"
    FROM unnest(${ids}::uuid[], ${totals}::bigint[], ${statuses}::text[]) AS v(id, total, status)
    WHERE l.id = v.id AND l.contract_id = ${contract.id}::uuid`;
}
