// A schedule of `items` lines under sections of 20 (1, 1.1 … 1.20, 2, 2.1 …), as `npm run bench`
// and `npm run load` measure: two statements whatever its size.
import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';

/** Creates the schedule; returns its lines' ids (not the sections'), in order. */
export async function createSectionedSchedule(
  contractId: string,
  items: number,
  total: (index: number) => bigint,
): Promise<string[]> {
  const sections = Array.from({ length: Math.ceil(items / 20) }, (_, s) => ({
    id: randomUUID(),
    contractId,
    kind: 'base' as const,
    position: s,
    label: String(s + 1),
    description: `Section ${s + 1}`,
  }));
  const leaves = Array.from({ length: items }, (_, i) => ({
    id: randomUUID(),
    contractId,
    parentId: sections[Math.floor(i / 20)]!.id,
    kind: 'base' as const,
    position: i,
    label: `${Math.floor(i / 20) + 1}.${(i % 20) + 1}`,
    description: `Item ${i + 1}`,
    total: total(i),
  }));
  await db().lineItem.createMany({ data: sections });
  await db().lineItem.createMany({ data: leaves });
  return leaves.map((l) => l.id);
}
