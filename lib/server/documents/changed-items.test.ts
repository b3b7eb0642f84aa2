import { describe, expect, it } from 'vitest';
import { changedItems } from './changed-items';

const item = (id: string, to_date: number, extra: object = {}) => ({ id, to_date, flags: [1], ...extra });

describe('changedItems: what a save with ?answer=changes answers', () => {
  it('keeps the items whose fields differ, in the order after the save', () => {
    const before = [item('a', 0), item('b', 0), item('c', 5)];
    const after = [item('a', 0), item('b', 10), item('c', 5, { reason: 'x' })];
    expect(changedItems(before, after).map((i) => i.id)).toEqual(['b', 'c']);
  });

  it('compares nested values by content, and counts an item new to the schedule as changed', () => {
    const before = [{ id: 'a', flags: [1, 2] }];
    expect(changedItems(before, [{ id: 'a', flags: [1, 2] }])).toEqual([]);
    expect(changedItems(before, [{ id: 'a', flags: [2, 1] }])).toHaveLength(1);
    expect(changedItems(before, [{ id: 'b', flags: [1, 2] }])).toHaveLength(1);
  });
});
