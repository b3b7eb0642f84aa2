import { describe, it, expect } from 'vitest';
import {
  LINE_ITEM_ACTIONS,
  LINE_ITEM_MACHINE,
  LINE_ITEM_STATUSES,
  transitionLineItem,
  type LineItemAction,
  type LineItemStatus,
} from './line-item-status';
import { requiresComment } from './transition';

// Spec §4 "Line item approval status: pending, approved, rejected"; a decision may be changed.
const SPEC: Record<LineItemStatus, Partial<Record<LineItemAction, LineItemStatus>>> = {
  pending: { approve: 'approved', reject: 'rejected' },
  approved: { reject: 'rejected' },
  rejected: { approve: 'approved' },
};

describe('line item approval machine (§4)', () => {
  const cases = LINE_ITEM_STATUSES.flatMap((from) =>
    LINE_ITEM_ACTIONS.map((action) => ({ from, action, to: SPEC[from][action] ?? 'refused' })),
  );

  it.each(cases)('$action from $from → $to', ({ from, action, to }) => {
    const result = transitionLineItem(from, action);
    expect(result).toEqual(
      to === 'refused'
        ? expect.objectContaining({ ok: false, reason: 'invalid_transition', from, action })
        : { ok: true, to },
    );
  });

  it('asks for a reason only when rejecting', () => {
    expect(requiresComment(LINE_ITEM_MACHINE, 'reject')).toBe(true);
    expect(requiresComment(LINE_ITEM_MACHINE, 'approve')).toBe(false);
  });
});
