import { describe, expect, it } from 'vitest';
import { actionLabel, describeLineItemChange } from './line-item-history';

describe('line-item history wording', () => {
  it('names the actions and passes unknown ones through', () => {
    expect(actionLabel('line_item.converted_to_fixed')).toBe('Converted to fixed value');
    expect(actionLabel('claim.issued')).toBe('claim.issued');
  });

  it('shows each change as before → after in the account currency', () => {
    const text = describeLineItemChange(
      'line_item.updated',
      {
        kind: 'base',
        changes: {
          quantity: [1_000, 1_250],
          total: [100_000, 125_000],
          excludeRetention: [false, true],
          unit: [null, 'm2'],
          materialSite: ['on_site', 'off_site'],
          somethingNew: ['a', 'b'],
        },
      },
      'NZD',
    );
    expect(text).toBe(
      'Qty: 10 → 12.5; Unit: — → m2; Total: $1,000.00 → $1,250.00; Exclude retention: No → Yes; ' +
        'Site: on site → off site; somethingNew: a → b',
    );
  });

  it('states what was added, removed, imported or decided', () => {
    const added = { kind: 'base' as const, changes: { total: [null, 5_000] as [null, number] } };
    expect(describeLineItemChange('line_item.created', added, 'NZD')).toBe('Total: $50.00');
    expect(describeLineItemChange('line_item.deleted', { kind: 'base', count: 3 }, 'NZD')).toBe(
      'with 2 sub-items',
    );
    expect(describeLineItemChange('line_item.deleted', { kind: 'base', count: 2 }, 'NZD')).toBe(
      'with 1 sub-item',
    );
    expect(describeLineItemChange('line_item.imported', { kind: 'base', count: 1 }, 'NZD')).toBe(
      '1 item from a CSV file',
    );
    expect(
      describeLineItemChange(
        'line_item.rejected',
        { kind: 'variation', changes: { approvalStatus: ['pending', 'rejected'] }, reason: 'Not instructed' },
        'NZD',
      ),
    ).toBe('Status: pending → rejected; Reason: Not instructed');
    // A payee recording the decision its payer gave on paper (lib/domain/contract-decisions).
    expect(
      describeLineItemChange(
        'line_item.approved',
        { kind: 'variation', changes: { approvalStatus: ['pending', 'approved'] }, recorded_for: 'payer' },
        'NZD',
      ),
    ).toBe('Status: pending → approved; Recorded for the payer, who is not on ClaimCert');
  });
});
