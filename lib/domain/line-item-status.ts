// Approval status of variation line items (spec §4 "Line item approval status"). Base contract items
// carry no approval status (the column is null). The arrays are the PostgreSQL enum values.
import { transition, type StatusMachine, type TransitionResult } from './transition';

export const LINE_ITEM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LineItemStatus = (typeof LINE_ITEM_STATUSES)[number];

export const LINE_ITEM_ACTIONS = ['approve', 'reject'] as const;
export type LineItemAction = (typeof LINE_ITEM_ACTIONS)[number];

// A decision can be changed (a rejected variation, once revised, is approved; an approved one found
// wrong is rejected). Whether the item may still change at all — it is locked once certified to
// date is non-zero, and multi-variation parents have no controls (§4) — is the line-item rules'
// job, not the status machine's.
export const LINE_ITEM_MACHINE: StatusMachine<LineItemStatus, LineItemAction> = {
  subject: 'line item',
  actions: {
    approve: { from: ['pending', 'rejected'], to: 'approved', commentRequired: false },
    // The comment is the reject reason shown to the claimer.
    reject: { from: ['pending', 'approved'], to: 'rejected', commentRequired: true },
  },
};

export function transitionLineItem(
  from: LineItemStatus,
  action: LineItemAction,
): TransitionResult<LineItemStatus> {
  return transition(LINE_ITEM_MACHINE, from, action);
}
