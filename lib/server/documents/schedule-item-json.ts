import 'server-only';
// The fields a schedule item carries in both a claim's and a certificate's item JSON (spec §3 line
// item): the item as the contract's schedule has it, and how its line was typed. Each document
// adds its own figures and names the typed entry in its own terms.
import { ratioBps } from '@/lib/domain/money';
import { num } from '../line-item-rows/to-domain';
import type { ScheduleItem } from './schedule-lines';

type Option = 'percent' | 'qty' | 'value';

/**
 * The item in schedule order, then its status in the document's terms (S), then what it is, then
 * the document's own figures (F). One object literal: spreading this 20-field object into another
 * (as each document once did) cost more than the rest of a long schedule's read together.
 */
export function scheduleItemJson<S extends object, F extends object>(
  row: { item: ScheduleItem; depth: number; hasChildren: boolean },
  status: S,
  values: { counts: boolean; total: number },
  figures: F,
) {
  const { item } = row;
  return {
    id: item.id,
    parent_id: item.parentId,
    depth: row.depth,
    has_children: row.hasChildren,
    kind: item.kind,
    label: item.label,
    description: item.description,
    unit: item.unit,
    value_type: item.valueType,
    quantity: item.quantity === null ? null : num(item.quantity),
    rate: item.rate === null ? null : num(item.rate),
    is_provisional: item.isProvisional,
    exclude_retention: item.excludeRetention,
    ...status,
    variation_type: item.variationType,
    variation_reference: item.variationReference,
    material_site: item.materialSite,
    /** False for rejected variations, and pending ones the contract does not let count. */
    counts: values.counts,
    contract_value: values.total,
    ...figures,
  };
}

/**
 * How a leaf's line was typed: its option, the percent (as typed for a percent entry, otherwise the
 * share of the contract value the to-date is) and the quantity for a quantity entry. A parent has
 * none: its value is the sum of its children.
 */
export function typedEntryJson(
  hasChildren: boolean,
  option: Option,
  line: { percentBps: number | null; quantity: bigint | null } | null,
  values: { toDate: number; total: number },
) {
  return {
    option: hasChildren ? null : option,
    percent: hasChildren
      ? null
      : option === 'percent' && line
        ? (line.percentBps ?? 0)
        : ratioBps(values.toDate, values.total),
    qty: !hasChildren && option === 'qty' && line ? num(line.quantity) : null,
  };
}
