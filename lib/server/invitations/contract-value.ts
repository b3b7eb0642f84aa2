import 'server-only';
import { db } from '@/lib/db/client';
import { buildSchedule } from '@/lib/domain/line-items';
import { add, type Cents } from '@/lib/domain/money';
import { toDomainItem } from '../line-item-rows/to-domain';

/**
 * What the contract is worth: its base items plus the variations that count (approved, or also
 * pending when the contract certifies pending variations), valued by the schedule library.
 */
export async function contractValue(contract: {
  id: string;
  certifyPendingVariation: boolean;
}): Promise<Cents> {
  const rows = await db().lineItem.findMany({ where: { contractId: contract.id } });
  const { totals } = buildSchedule(
    rows.map((row) => toDomainItem(row)),
    { certifyPendingVariation: contract.certifyPendingVariation },
  );
  return add(totals.base.total, totals.variations.total);
}
