import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byUrgency, mostUrgent, notShown, type UrgencyKey } from './most-urgent';

const TYPES = ['draft', 'certify', 'pay'] as const;
type T = (typeof TYPES)[number];
const task = (task_type: T, overdue: boolean, due_date: string | null, id = '') => ({
  task_type,
  overdue,
  due_date,
  id,
});

describe('byUrgency', () => {
  it('overdue first, then the soonest due date, undated last, then the type order', () => {
    const tasks = [
      task('draft', false, null, 'undated draft'),
      task('pay', false, '2026-05-02', 'due later'),
      task('certify', false, '2026-05-01', 'due sooner'),
      task('certify', true, '2026-04-20', 'overdue, later'),
      task('pay', true, '2026-04-10', 'overdue, sooner'),
      task('certify', false, null, 'undated certify'),
      task('certify', false, '2026-05-02', 'due later, earlier type'),
    ];
    expect(tasks.sort(byUrgency(TYPES)).map((t) => t.id)).toEqual([
      'overdue, sooner',
      'overdue, later',
      'due sooner',
      'due later, earlier type',
      'due later',
      'undated draft',
      'undated certify',
    ]);
  });

  it('an overdue item precedes a dated one due earlier that is not overdue (a renewal expiring)', () => {
    const [first] = [
      task('pay', false, '2026-01-01', 'not overdue'),
      task('draft', true, '2026-03-01', 'overdue'),
    ].sort(byUrgency(TYPES));
    expect(first!.id).toBe('overdue');
  });
});

const arbTask = fc.record({
  task_type: fc.constantFrom(...TYPES),
  overdue: fc.boolean(),
  due_date: fc.option(
    fc
      .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ),
});

describe('mostUrgent', () => {
  it('shows the first `limit` of the full urgency order and counts every item by type and overdue', () => {
    fc.assert(
      fc.property(fc.array(arbTask, { maxLength: 60 }), fc.nat(30), (items, limit) => {
        const { shown, total, overdue, by_type } = mostUrgent(items, TYPES, limit);
        expect(shown).toEqual([...items].sort(byUrgency(TYPES)).slice(0, limit));
        expect(total).toBe(items.length);
        expect(overdue).toBe(items.filter((i) => i.overdue).length);
        for (const t of TYPES) {
          expect(by_type[t].count).toBe(items.filter((i) => i.task_type === t).length);
          expect(by_type[t].overdue).toBe(items.filter((i) => i.task_type === t && i.overdue).length);
        }
        // Whatever the limit, no overdue item is hidden behind one that is not.
        const hiddenOverdue = overdue - shown.filter((s) => s.overdue).length;
        if (hiddenOverdue > 0) expect(shown.every((s) => s.overdue)).toBe(true);
      }),
    );
  });

  it('lists nothing and counts zeros for no items', () => {
    expect(mostUrgent([] as UrgencyKey<T>[], TYPES, 50)).toEqual({
      shown: [],
      total: 0,
      overdue: 0,
      by_type: {
        draft: { count: 0, overdue: 0 },
        certify: { count: 0, overdue: 0 },
        pay: { count: 0, overdue: 0 },
      },
    });
  });
});

describe('notShown', () => {
  it('per type, what the list leaves out and how much of it is overdue', () => {
    const items = [
      task('certify', true, '2026-04-01'),
      task('certify', true, '2026-04-02'),
      task('certify', false, '2026-05-01'),
      task('pay', true, '2026-04-03'),
      task('draft', false, null),
    ];
    const { shown, by_type } = mostUrgent(items, TYPES, 2);
    expect(notShown(shown, by_type)).toEqual([
      { task_type: 'draft', count: 1, overdue: 0 },
      { task_type: 'certify', count: 1, overdue: 0 },
      { task_type: 'pay', count: 1, overdue: 1 },
    ]);
    expect(notShown(mostUrgent(items, TYPES, 5).shown, by_type)).toEqual([]);
  });
});
