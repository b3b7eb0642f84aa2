import { describe, expect, it } from 'vitest';
import { INPUT_ERRORS } from '@/lib/domain/numbers-input';
import { claimLine, convertEntry, entryText, optionsFor, parseEntry } from './line-entry';
import { claimItem } from './document-fixtures.test-support';

// 48 door sets at $1,150.00 = $55,200.00; a $24,350.00 lump sum.
const doors = claimItem({
  id: 'd',
  value_type: 'rate',
  rate: 115_000,
  quantity: 4_800,
  contract_value: 5_520_000,
});
const bulkheads = claimItem({ id: 'b', contract_value: 2_435_000 });

describe('how a line may be claimed', () => {
  it('offers percent or quantity for rate items, percent or value for lump sums, all three when provisional', () => {
    expect(optionsFor(doors)).toEqual(['percent', 'qty']);
    expect(optionsFor(bulkheads)).toEqual(['percent', 'value']);
    expect(optionsFor({ ...doors, is_provisional: true })).toEqual(['percent', 'qty', 'value']);
    // A line saved some other way keeps that way on offer.
    expect(optionsFor({ ...bulkheads, claim_option: 'qty' })).toEqual(['percent', 'value', 'qty']);
  });
});

describe('parsing a cell (spec §5 input rules)', () => {
  it('reads percent, quantity and value as ×100 integers', () => {
    expect(parseEntry(doors, 'percent', '50')).toEqual({
      ok: true,
      value: { by: 'percent', percent: 5_000 },
    });
    expect(parseEntry(doors, 'qty', '24.5')).toEqual({ ok: true, value: { by: 'qty', qty: 2_450 } });
    expect(parseEntry(bulkheads, 'value', '12,175.00')).toEqual({
      ok: true,
      value: { by: 'value', value: 1_217_500 },
    });
  });

  it('refuses what §5 refuses, with the library messages', () => {
    expect(parseEntry(doors, 'percent', '012')).toEqual({ ok: false, error: INPUT_ERRORS.leadingZero });
    expect(parseEntry(doors, 'percent', '12.345')).toEqual({ ok: false, error: INPUT_ERRORS.decimals });
    expect(parseEntry(doors, 'qty', '20,00')).toEqual({ ok: false, error: INPUT_ERRORS.grouping });
    expect(parseEntry(doors, 'qty', '-1')).toEqual({ ok: false, error: INPUT_ERRORS.negative });
  });

  it('keeps a line within its item unless it is provisional', () => {
    expect(parseEntry(doors, 'percent', '100.01')).toEqual({ ok: false, error: 'Enter 100.00 or less' });
    expect(parseEntry(doors, 'qty', '49')).toEqual({ ok: false, error: 'Enter 48.00 or less' });
    expect(parseEntry(bulkheads, 'value', '24,350.01')).toEqual({
      ok: false,
      error: 'Enter 24,350.00 or less',
    });
    const provisional = { ...bulkheads, is_provisional: true };
    expect(parseEntry(provisional, 'value', '30,000')).toMatchObject({ ok: true });
  });

  it('lets a credit item be claimed as a credit', () => {
    const credit = claimItem({ id: 'c', contract_value: -500_000 });
    expect(parseEntry(credit, 'value', '-2,500')).toEqual({
      ok: true,
      value: { by: 'value', value: -250_000 },
    });
  });
});

describe('switching how a line is claimed', () => {
  it('keeps the amount claimed to date', () => {
    expect(convertEntry(doors, 2_760_000, 'percent')).toEqual({ by: 'percent', percent: 5_000 });
    expect(convertEntry(doors, 2_760_000, 'qty')).toEqual({ by: 'qty', qty: 2_400 });
    expect(convertEntry(doors, 2_760_000, 'value')).toEqual({ by: 'value', value: 2_760_000 });
    // Nothing to divide by: nothing claimed.
    expect(convertEntry({ ...doors, contract_value: 0 }, 0, 'qty')).toEqual({ by: 'qty', qty: 0 });
  });

  it('shows an entry as the input form writes numbers, and sends it as update_one_claim expects', () => {
    expect(entryText({ by: 'qty', qty: 200_000 })).toBe('2,000.00');
    expect(claimLine('d', { by: 'qty', qty: 200_000 })).toEqual({
      line_item_id: 'd',
      claim_option: 'qty',
      qty: 200_000,
    });
    expect(claimLine('d', { by: 'percent', percent: 5_000 })).toEqual({
      line_item_id: 'd',
      claim_option: 'percent',
      percent: 5_000,
    });
    expect(claimLine('b', { by: 'value', value: 1 })).toEqual({
      line_item_id: 'b',
      claim_option: 'value',
      value: 1,
    });
  });
});
