import { describe, expect, it } from 'vitest';
import type { LineItemView } from '@/lib/schemas/line-items';
import { recordApprovalMessage } from './use-schedule-actions';

const item = (over: Partial<LineItemView>) =>
  ({
    label: 'V3',
    description: 'Extra bulkhead',
    total: 890_000,
    variation_reference: 'VO-003',
    ...over,
  }) as LineItemView;

describe('recordApprovalMessage (a payee recording its payer’s paper approval, issue 11)', () => {
  it('names the payer, the variation by its reference and its value', () => {
    expect(recordApprovalMessage(item({}), 'Harbour Build Ltd', 'NZD')).toBe(
      'Record that Harbour Build Ltd approved VO-003 ($8,900.00)?',
    );
  });

  it('falls back to the Ref and description when there is no reference', () => {
    expect(recordApprovalMessage(item({ variation_reference: null }), 'Harbour Build Ltd', 'NZD')).toBe(
      'Record that Harbour Build Ltd approved V3 Extra bulkhead ($8,900.00)?',
    );
  });
});
