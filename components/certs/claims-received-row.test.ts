import { describe, expect, it } from 'vitest';
import { OVERDUE_TYPES } from '@/lib/domain/overdue';
import { calendarDaysText, OVERDUE_LABELS, workingDaysText } from './claims-received-row';

describe('claims received wording', () => {
  it.each([
    [3, '3 working days left'],
    [1, '1 working day left'],
    [0, 'Due today'],
    [-1, '1 working day overdue'],
    [-4, '4 working days overdue'],
  ])('%i working days → %s', (left, text) => expect(workingDaysText(left)).toBe(text));

  it.each([
    [5, 'in 5 days'],
    [1, 'in 1 day'],
    [0, 'today'],
    [-6, '6 days ago'],
  ])('%i calendar days → %s', (days, text) => expect(calendarDaysText(days)).toBe(text));

  it('names every overdue type in words, each differently', () => {
    const labels = OVERDUE_TYPES.map((t) => OVERDUE_LABELS[t]);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(OVERDUE_TYPES.length);
  });
});
