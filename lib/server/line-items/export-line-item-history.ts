import 'server-only';
import { csvMoney, toCsv } from '@/lib/domain/csv-write';
import { fileSlug } from '@/lib/domain/file-names';
import { dayIn, timeIn } from '@/lib/domain/zoned-dates';
import type { Actor } from '../session/resolve-actor';
import { SUPPORT_NAME } from '../contracts/list-contract-history';
import { readAllLineItemHistory } from './list-line-item-history';
import type { ContractScope } from './write-schedule';

export const LINE_ITEM_HISTORY_COLUMNS = [
  'Date',
  'Time',
  'User',
  'Action',
  'Section',
  'Ref',
  'Description',
  'Details',
];

/**
 * GET …/lineitem/history/export: the line-item history as a CSV file (spec §7 exports), either
 * party's own: the payee's schedule edits, the payer's variation decisions. Dated in the contract's
 * time zone, as its claims and certificates are; amounts as plain decimals a spreadsheet reads.
 * One contract's schedule history (at most list-line-item-history.ts's export bound): sent as one string (issue 33 streams
 * the exports that grow with the account; this one does not).
 */
export async function exportLineItemHistory(actor: Actor, scope: ContractScope) {
  const { entries, contract } = await readAllLineItemHistory(actor, scope, csvMoney);
  const rows = entries.map((e) => [
    dayIn(e.created_at, contract.timeZone),
    timeIn(e.created_at, contract.timeZone),
    e.acting_as_support ? `${e.user ?? ''} (${SUPPORT_NAME})` : (e.user ?? 'System'),
    e.action_label,
    e.section,
    e.ref,
    e.description,
    e.change,
  ]);
  return {
    filename: `line-item-history-${fileSlug(contract.contractNumber || contract.name, 'contract')}.csv`,
    csv: toCsv([LINE_ITEM_HISTORY_COLUMNS, ...rows]),
  };
}
