import { describe, expect, it } from 'vitest';
import { claimItem } from './document-fixtures.test-support';
import { DEFAULT_SORT, parseSort, visibleRows } from './schedule-rows';

// 1 (parent of 1.2 and 1.10), then 2; in schedule order.
const items = [
  claimItem({ id: 'a', label: '1', description: 'Partitions', has_children: true, contract_value: 300 }),
  claimItem({ id: 'b', label: '1.2', description: 'GIB', parent_id: 'a', depth: 1, contract_value: 200 }),
  claimItem({
    id: 'c',
    label: '1.10',
    description: 'Framing',
    parent_id: 'a',
    depth: 1,
    contract_value: 100,
  }),
  claimItem({ id: 'd', label: '2', description: 'Ceilings', contract_value: 50 }),
];
const ids = (rows: ReturnType<typeof visibleRows>) => rows.map((r) => r.item.id);
const allOpen = () => true;

describe('the rows a claim table shows', () => {
  it('keeps the schedule order by default, parents before their children', () => {
    expect(ids(visibleRows(items, DEFAULT_SORT, allOpen))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves out the children of a collapsed parent', () => {
    const rows = visibleRows(items, DEFAULT_SORT, () => false);
    expect(rows.map((r) => [r.item.id, r.expanded])).toEqual([
      ['a', false],
      ['d', false],
    ]);
  });

  it('sorts siblings only, references in number order, either way', () => {
    expect(ids(visibleRows(items, { by: 'label', desc: false }, allOpen))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(visibleRows(items, { by: 'label', desc: true }, allOpen))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(visibleRows(items, { by: 'description', desc: false }, allOpen))).toEqual([
      'd',
      'a',
      'c',
      'b',
    ]);
    expect(ids(visibleRows(items, { by: 'total', desc: false }, allOpen))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('reads a stored sort back, and anything else as the default', () => {
    expect(parseSort('{"by":"total","desc":true}')).toEqual({ by: 'total', desc: true });
    expect(parseSort('{"by":"created_at"}')).toEqual(DEFAULT_SORT);
    expect(parseSort('not json')).toEqual(DEFAULT_SORT);
    expect(parseSort(null)).toEqual(DEFAULT_SORT);
  });
});
