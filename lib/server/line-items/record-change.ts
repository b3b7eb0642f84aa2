import 'server-only';
import type { Tx } from '@/lib/db/client';
import type { LineItem as LineItemRow } from '@/lib/db/generated/client';
import {
  HISTORY_FIELDS,
  type LineItemAction,
  type LineItemHistoryDetails,
} from '@/lib/domain/line-item-history';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';

type Scalar = string | number | boolean | null;
const scalar = (value: unknown): Scalar =>
  typeof value === 'bigint' ? Number(value) : value instanceof Date ? value.toISOString() : (value as Scalar);

/** The item fields of `data` that differ from `before`, as [before, after] pairs for the history row. */
export function diffFields(before: object, data: object) {
  const changes: Record<string, [Scalar, Scalar]> = {};
  for (const [field, after] of Object.entries(data)) {
    if (after === undefined || !HISTORY_FIELDS.includes(field)) continue;
    const old = scalar((before as Record<string, unknown>)[field] ?? null);
    const next = scalar(after);
    if (old !== next) changes[field] = [old, next];
  }
  return changes;
}

/** One History row for a line-item change (the line-item history and its CSV export read these). */
export function recordLineItemChange(
  tx: Tx,
  actor: Actor,
  refs: { projectId: string; contractId: string },
  action: LineItemAction,
  item: Pick<LineItemRow, 'id' | 'kind' | 'label' | 'description'>,
  extra: Omit<LineItemHistoryDetails, 'kind'> = {},
) {
  const details: LineItemHistoryDetails & { item_id: string } = {
    kind: item.kind,
    item_id: item.id,
    ref: item.label,
    description: item.description,
    ...extra,
  };
  return recordHistory(tx, actor, action, refs, details as unknown as Record<string, unknown>);
}
