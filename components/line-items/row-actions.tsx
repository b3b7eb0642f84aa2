'use client';
// The controls of one item. Only shown to users who may edit the schedule; a control the §4 lock
// rules close is disabled, with the reason as its tooltip (the server refuses it anyway).
import { LOCK_MESSAGES } from '@/lib/domain/line-item-fields';
import type { LineItemView } from '@/lib/schemas/line-items';
import { itemName } from './sections';
import styles from './line-items.module.css';

export interface ScheduleActions {
  edit(item: LineItemView): void;
  addChild(item: LineItemView): void;
  details(item: LineItemView): void;
  move(item: LineItemView, direction: -1 | 1): void;
  remove(item: LineItemView): void;
  convert(item: LineItemView): void;
  approve(item: LineItemView): void;
  reject(item: LineItemView): void;
}

/** A control's element id, so focus can return to it when an editor or dialog closes. */
export const actionId = (visible: string, itemId: string) =>
  `li-${visible.toLowerCase().replace(/[^a-z]+/g, '-')}-${itemId}`;

export interface MoveState {
  up: boolean;
  down: boolean;
  /** Why moving is off (a sort other than Default is on), if it is. */
  reason?: string;
}

export function RowActions(props: {
  item: LineItemView;
  actions: ScheduleActions;
  move: MoveState;
  busy: boolean;
}) {
  const { item, actions, move, busy } = props;
  const name = itemName(item);
  const { locks } = item;
  const button = (label: string, visible: string, onClick: () => void, enabled: boolean, reason?: string) => (
    <button
      id={actionId(label, item.id)}
      type="button"
      className={styles.rowAction}
      aria-label={`${label} ${name}`}
      // "Go to line" focuses a line's Edit button (components/documents/virtual-lines.tsx).
      data-line-focus={label === 'Edit' ? true : undefined}
      title={enabled ? undefined : reason}
      disabled={busy || !enabled}
      onClick={onClick}
    >
      {visible}
    </button>
  );
  return (
    <div className={styles.rowActions}>
      {button('Edit', 'Edit', () => actions.edit(item), locks.edit, LOCK_MESSAGES.edit)}
      {button(
        'Add sub-item to',
        'Add sub-item',
        () => actions.addChild(item),
        locks.add_child,
        LOCK_MESSAGES.addChild,
      )}
      {button('Details of', 'Details', () => actions.details(item), locks.edit, LOCK_MESSAGES.edit)}
      {button('Move up:', '↑', () => actions.move(item, -1), move.up, move.reason)}
      {button('Move down:', '↓', () => actions.move(item, 1), move.down, move.reason)}
      {locks.convert &&
        button('Convert to fixed value:', 'Convert to fixed', () => actions.convert(item), true)}
      {locks.approve && button('Approve', 'Approve', () => actions.approve(item), true)}
      {locks.reject && button('Reject', 'Reject', () => actions.reject(item), true)}
      {button('Delete', 'Delete', () => actions.remove(item), locks.delete, LOCK_MESSAGES.delete)}
    </div>
  );
}
