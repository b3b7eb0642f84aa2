/**
 * The line-item history (spec §7 "history", "export of the line-item history"): what each stored
 * change row says, in words, for the screen and the CSV export. Services store raw values (cents,
 * ×100 figures); they become display strings only here.
 */
import type { LineItemKind } from './line-items';
import { formatHundredths, formatMoney } from './money-format';

export const LINE_ITEM_ACTIONS = {
  'line_item.created': 'Added',
  'line_item.updated': 'Changed',
  'line_item.deleted': 'Deleted',
  'line_item.approved': 'Approved',
  'line_item.rejected': 'Rejected',
  'line_item.converted_to_fixed': 'Converted to fixed value',
  'line_item.reordered': 'Reordered',
  'line_item.imported': 'Imported',
} as const;
export type LineItemAction = keyof typeof LINE_ITEM_ACTIONS;
export const LINE_ITEM_ACTION_PREFIX = 'line_item.';

export const KIND_LABELS: Readonly<Record<LineItemKind, string>> = {
  base: 'Base contract',
  variation: 'Variations',
  material: 'Materials',
};

type Scalar = string | number | boolean | null;

/** The fields a change row may name, with their labels and how their values read. */
const FIELDS: Readonly<Record<string, { label: string; as: 'text' | 'money' | 'hundredths' | 'flag' }>> = {
  label: { label: 'Ref', as: 'text' },
  description: { label: 'Description', as: 'text' },
  detailedDescription: { label: 'Detailed description', as: 'text' },
  valueType: { label: 'Value type', as: 'text' },
  quantity: { label: 'Qty', as: 'hundredths' },
  unit: { label: 'Unit', as: 'text' },
  rate: { label: 'Rate', as: 'money' },
  total: { label: 'Total', as: 'money' },
  isProvisional: { label: 'Provisional', as: 'flag' },
  excludeRetention: { label: 'Exclude retention', as: 'flag' },
  materialSite: { label: 'Site', as: 'text' },
  variationReference: { label: 'Variation reference', as: 'text' },
  variationType: { label: 'Variation type', as: 'text' },
  approvalStatus: { label: 'Status', as: 'text' },
};

/** The item fields a history row records changes of. */
export const HISTORY_FIELDS: readonly string[] = Object.keys(FIELDS);

/** What services record in History.details for a line-item change. */
export interface LineItemHistoryDetails {
  kind: LineItemKind;
  ref?: string | null;
  description?: string;
  /** field → [before, after] */
  changes?: Record<string, [Scalar, Scalar]>;
  /** Items removed (deleted with its sub-items) or added (import). */
  count?: number;
  reason?: string | null;
  /** A decision recorded for the party that owns it, which is not on ClaimCert (lib/domain/contract-decisions). */
  recorded_for?: 'payer' | 'payee';
}

export function actionLabel(action: string): string {
  return (LINE_ITEM_ACTIONS as Record<string, string>)[action] ?? action;
}

function show(value: Scalar, as: (typeof FIELDS)[string]['as'], money: (cents: number) => string): string {
  if (value === null || value === '') return '—';
  if (as === 'flag') return value ? 'Yes' : 'No';
  if (as === 'money' && typeof value === 'number') return money(value);
  if (as === 'hundredths' && typeof value === 'number') return formatHundredths(value);
  return String(value).replaceAll('_', ' ');
}

const rank = (field: string) => {
  const index = HISTORY_FIELDS.indexOf(field);
  return index === -1 ? HISTORY_FIELDS.length : index;
};

/**
 * One line describing the change: "Qty: 10 → 12; Total: $100.00 → $120.00". Amounts read in the
 * currency named, or as a given writer writes them (a CSV export's plain decimals: "Total: 100.00
 * → 120.00").
 */
export function describeLineItemChange(
  action: string,
  details: LineItemHistoryDetails,
  currency: string | ((cents: number) => string),
): string {
  const money = typeof currency === 'string' ? (cents: number) => formatMoney(cents, { currency }) : currency;
  // Stored as JSONB, which keeps its own key order: show the fields in the table's order.
  const changes = details.changes ?? {};
  const fields = Object.keys(changes).sort((a, b) => rank(a) - rank(b));
  const parts = fields.map((field) => {
    const [before, after] = changes[field]!;
    const spec = FIELDS[field] ?? { label: field, as: 'text' as const };
    if (action === 'line_item.created') return `${spec.label}: ${show(after, spec.as, money)}`;
    return `${spec.label}: ${show(before, spec.as, money)} → ${show(after, spec.as, money)}`;
  });
  if (action === 'line_item.deleted' && details.count && details.count > 1) {
    parts.push(`with ${details.count - 1} sub-item${details.count === 2 ? '' : 's'}`);
  }
  if (action === 'line_item.imported' && details.count !== undefined) {
    parts.push(`${details.count} item${details.count === 1 ? '' : 's'} from a CSV file`);
  }
  if (details.reason) parts.push(`Reason: ${details.reason}`);
  if (details.recorded_for) parts.push(`Recorded for the ${details.recorded_for}, who is not on ClaimCert`);
  return parts.join('; ');
}
