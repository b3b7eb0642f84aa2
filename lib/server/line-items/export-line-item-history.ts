import 'server-only';
import { toCsv } from '@/lib/domain/csv-write';
import type { Actor } from '../session/resolve-actor';
import { readAllLineItemHistory } from './list-line-item-history';
import type { ContractScope } from './write-schedule';

const HEADER = ['Date & Time', 'User', 'Action', 'Section', 'Ref', 'Description', 'Change'];

/** "2026-11-21 14:05" in the account's time zone. */
function localTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** GET …/lineitem/history/export: the line-item history as a CSV file (spec §7 exports). */
export async function exportLineItemHistory(actor: Actor, scope: ContractScope) {
  const { entries, timeZone } = await readAllLineItemHistory(actor, scope);
  const rows = entries.map((e) => [
    localTime(e.created_at, timeZone),
    e.acting_as_support ? `${e.user ?? ''} (ClaimCert support)` : e.user,
    e.action_label,
    e.section,
    e.ref,
    e.description,
    e.change,
  ]);
  return { filename: 'line-item-history.csv', csv: toCsv([HEADER, ...rows]) };
}
