/**
 * The "Details" of a history row in words, for the contract history export (spec §7 "Exports as
 * blob: … history"). History rows keep what each service chose to record (lib/server/**, the
 * `details` argument of recordHistory); only the facts a reader of the record needs are read here,
 * by name — status changes, workflow steps and comments, files, recipients, amounts, dates — so ids
 * and other internals never reach the file. Amounts are cents and read as plain decimals
 * ("1234.50"), as a spreadsheet takes them.
 */
import { csvMoney } from './csv-write';
import {
  describeLineItemChange,
  LINE_ITEM_ACTION_PREFIX,
  type LineItemHistoryDetails,
} from './line-item-history';

type Reader = (value: unknown) => string | null;

const text: Reader = (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const words: Reader = (value) => text(value)?.replaceAll('_', ' ') ?? null;
const amount: Reader = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? csvMoney(value) : null;
const count: Reader = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : null;
const yesNo: Reader = (value) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : null);
const list: Reader = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')
    ? value.join(', ')
    : null;

/** Each key a reader may meet, its label and how its value reads; the order is the output's. */
const FIELDS: readonly (readonly [key: string, label: string, read: Reader])[] = [
  ['step', 'Step', text],
  ['comment', 'Comment', text],
  ['reason', 'Reason', text],
  ['file_name', 'File', text],
  ['is_shared', 'Shared with the other party', yesNo],
  ['remittance', 'Remittance', text],
  ['name', 'Name', text],
  ['recipients', 'Sent to', list],
  ['emails', 'Invited', list],
  ['email', 'Email', text],
  ['accountName', 'Account', text],
  ['invitedBy', 'Invited by', text],
  ['declinedBy', 'Declined by', text],
  ['served_on', 'Served on', text],
  ['paid_on', 'Paid on', text],
  ['paid_amount', 'Paid', amount],
  ['claimed_amount', 'Claimed', amount],
  ['scheduled_amount', 'Scheduled', amount],
  ['total_including_gst', 'Total incl. GST', amount],
  ['notice', 'Notice', words],
  ['deadline', 'Deadline', text],
  ['issued_on', 'Issued on', text],
  ['lines', 'Lines', count],
];

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar =>
  v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** A line-item row's details, keeping only values of the shapes its services record. */
function lineItemDetails(d: Record<string, unknown>): LineItemHistoryDetails {
  const changes: Record<string, [Scalar, Scalar]> = {};
  if (d.changes && typeof d.changes === 'object' && !Array.isArray(d.changes)) {
    for (const [field, pair] of Object.entries(d.changes)) {
      if (!Array.isArray(pair) || pair.length !== 2) continue;
      const [before, after] = pair as unknown[];
      if (isScalar(before) && isScalar(after)) changes[field] = [before, after];
    }
  }
  return {
    kind: d.kind as LineItemHistoryDetails['kind'],
    ref: text(d.ref),
    description: text(d.description) ?? undefined,
    changes,
    count: typeof d.count === 'number' && Number.isSafeInteger(d.count) ? d.count : undefined,
    reason: text(d.reason),
    recorded_for: d.recorded_for === 'payer' || d.recorded_for === 'payee' ? d.recorded_for : undefined,
  };
}

function statusChange(details: Record<string, unknown>): string | null {
  const from = words(details.from);
  const to = words(details.to);
  return from && to ? `From ${from} to ${to}` : null;
}

/**
 * "From review to approved; Step: QS check; Comment: Rates agreed" — empty when the row recorded
 * nothing a reader needs. Line-item rows read as the line-item history does (their own fields).
 */
export function historyDetailsText(action: string, details: unknown): string {
  if (details === null || typeof details !== 'object' || Array.isArray(details)) return '';
  const d = details as Record<string, unknown>;
  if (action.startsWith(LINE_ITEM_ACTION_PREFIX)) {
    const item = lineItemDetails(d);
    const which = [text(item.ref), text(item.description)].filter(Boolean).join(' ');
    const change = describeLineItemChange(action, item, csvMoney);
    return [which, change].filter(Boolean).join(': ');
  }
  const parts = [statusChange(d)];
  for (const [key, label, read] of FIELDS) {
    const value = read(d[key]);
    if (value !== null) parts.push(`${label}: ${value}`);
  }
  return parts.filter(Boolean).join('; ');
}
