import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from './page-cursor';

describe('page cursors', () => {
  it('give back the key they were made from, in URL-safe characters', () => {
    const key = ['2026-11-01T10:00:00.000Z', '7d0c6a3e-5b8e-4b8a-9c1e-0f2a3b4c5d6e'];
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
    expect(decodeCursor(encodeCursor([60]))).toEqual([60]);
    const named = ['name', true, 'Kōwhai Lane 高层', 'Kōwhai Lane 高层', key[1]!];
    expect(decodeCursor(encodeCursor(named))).toEqual(named);
  });

  it('refuse text no cursor was made from', () => {
    expect(decodeCursor('not a cursor!')).toBeNull();
    expect(decodeCursor('e30')).toBeNull(); // {} is JSON but not a key
    expect(decodeCursor('%%%')).toBeNull();
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor('_w')).toBeNull(); // not UTF-8
    expect(decodeCursor('A'.repeat(1201))).toBeNull();
  });

  it('page rows read one past the limit, with the cursor of the last row shown', () => {
    expect(pageOf([1, 2, 3], 2, (n) => [n])).toEqual({ page: [1, 2], next_cursor: encodeCursor([2]) });
    expect(pageOf([1, 2], 2, (n) => [n])).toEqual({ page: [1, 2], next_cursor: null });
    expect(pageOf([], 2, (n: number) => [n])).toEqual({ page: [], next_cursor: null });
  });
});
