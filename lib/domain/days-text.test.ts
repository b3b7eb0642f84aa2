import { describe, expect, it } from 'vitest';
import { calendarDaysText, daysText, workingDaysText } from './days-text';

describe('days in words', () => {
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

  it.each([
    [1, '1 day'],
    [31, '31 days'],
  ])('%i days → %s', (days, text) => expect(daysText(days)).toBe(text));
});
