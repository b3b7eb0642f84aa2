// The three schedules of a contract (spec §2: base contract, variations, materials): their screens'
// path segments and titles, and the API they talk to.
import type { ContractIds } from '@/lib/paths/page-paths';
import { contractApi } from '@/lib/paths/api-paths';
import type { LineItemView, ScheduleList } from '@/lib/schemas/line-items';

export type Kind = ScheduleList['kind'];

export const SECTIONS: readonly { kind: Kind; title: string; segment: string }[] = [
  { kind: 'base', title: 'Base contract', segment: 'baseContract' },
  { kind: 'variation', title: 'Variations', segment: 'variations' },
  { kind: 'material', title: 'Materials', segment: 'materials' },
];

export const sectionOf = (kind: Kind) => SECTIONS.find((s) => s.kind === kind)!;

export type ScheduleScope = Omit<ContractIds, 'side'>;

/** …/api/contract/account/{acc}/contract_group/{g}/contract/{c}/lineitem{rest} */
export const lineItemsUrl = (scope: ScheduleScope, rest = '') => contractApi(scope, `lineitem${rest}`);

/**
 * Whether the schedule's controls are shown: the caller may edit the contract and its party owns
 * this schedule (a started shared contract's base schedule is the payer's).
 */
export const scheduleEditable = (list: ScheduleList) => list.can_edit && !list.locked_reason;

/** How an item is named in buttons and dialogs: "1.2 Steel stud framing". */
export const itemName = (item: Pick<LineItemView, 'label' | 'description'>) =>
  [item.label, item.description].filter(Boolean).join(' ');
