import { describe, expect, it } from 'vitest';
import { OVERDUE_TYPES } from '@/lib/domain/overdue';
import { OVERDUE_LABELS } from './claims-received-row';

describe('claims received wording', () => {
  it('names every overdue type in words, each differently', () => {
    const labels = OVERDUE_TYPES.map((t) => OVERDUE_LABELS[t]);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(OVERDUE_TYPES.length);
  });
});
