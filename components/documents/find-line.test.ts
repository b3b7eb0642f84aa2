import { describe, expect, it } from 'vitest';
import { findLine } from './find-line';

const line = (id: string, label: string | null, description: string, parent_id: string | null = null) => ({
  id,
  label,
  description,
  parent_id,
  has_children: false,
  contract_value: 0,
});

const items = [
  line('s1', '1', 'Preliminaries'),
  line('a', '1.1', 'Site establishment', 's1'),
  line('b', '1.10', 'Scaffold', 's1'),
  line('s2', '2', 'Structure'),
  line('c', '2.1', 'Steel beams', 's2'),
  line('d', '2.1.1', 'Beam B12', 'c'),
];

describe('findLine: Go to line on a schedule', () => {
  it('prefers the exact reference, then a reference starting with the query, then the description', () => {
    expect(findLine(items, '1.1')?.id).toBe('a');
    expect(findLine(items, '1.10')?.id).toBe('b');
    expect(findLine(items, '2.1.')?.id).toBe('d');
    expect(findLine(items, 'scaffold')?.id).toBe('b');
    expect(findLine(items, 'nothing like it')).toBeNull();
  });

  it('names every parent to open, nearest first', () => {
    expect(findLine(items, 'B12')).toEqual({ id: 'd', parents: ['c', 's2'] });
    expect(findLine(items, '1')).toEqual({ id: 's1', parents: [] });
  });
});
