// The certificate editor's live figures: a changed leaf is revalued like the server values it
// (lib/domain/line-items.ts progressValue), its parents move with it, and the reason rule of
// CCA s21(3) (lib/domain/cert-reasons.ts; /work/shared/domain — a payment schedule must give the
// reason for every difference from the claim) marks a leaf that differs without a reason.
import { describe, expect, it } from 'vitest';
import { certLine, liveCertFigures, savedCertEntry } from './cert-entry';
import { certItem } from '../documents/document-fixtures.test-support';

// A parent of a rate line (10 units × $10.00 = $100.00, claimed 60%) and a $50.00 lump sum
// (claimed in full); both certified as claimed, nothing certified before.
const items = [
  certItem({
    id: 'p',
    has_children: true,
    cert_option: null,
    cert_percent: null,
    contract_value: 15_000,
    claim_value: 11_000,
    cert_value: 11_000,
    this_cert: 11_000,
  }),
  certItem({
    id: 'a',
    parent_id: 'p',
    depth: 1,
    value_type: 'rate',
    rate: 1_000,
    quantity: 1_000,
    contract_value: 10_000,
    claim_value: 6_000,
    cert_option: 'percent',
    cert_percent: 6_000,
    cert_value: 6_000,
    this_cert: 6_000,
  }),
  certItem({
    id: 'b',
    parent_id: 'p',
    depth: 1,
    contract_value: 5_000,
    claim_value: 5_000,
    cert_value: 5_000,
    this_cert: 5_000,
  }),
];

describe('liveCertFigures', () => {
  it('keeps the saved figures when nothing is changed', () => {
    const f = liveCertFigures(items, new Map());
    expect(f.get('p')).toEqual({
      certToDate: 11_000,
      thisCert: 11_000,
      difference: 0,
      reasonStatus: 'empty',
    });
  });

  it.each([
    ['50% of $100.00', { by: 'percent', percent: 5_000 } as const, 5_000],
    ['4 of 10 units at $10.00', { by: 'qty', qty: 400 } as const, 4_000],
    ['a typed $55.55', { by: 'value', value: 5_555 } as const, 5_555],
  ])('revalues a leaf certified by %s and moves its parent by the same amount', (_, entry, value) => {
    const f = liveCertFigures(items, new Map([['a', { entry }]]));
    expect(f.get('a')).toMatchObject({ certToDate: value, difference: value - 6_000, reasonStatus: 'error' });
    expect(f.get('p')).toMatchObject({
      certToDate: value + 5_000,
      difference: value - 6_000,
      reasonStatus: 'error',
    });
  });

  it('a reason clears the error on the leaf and its parent', () => {
    const f = liveCertFigures(
      items,
      new Map([['a', { entry: { by: 'percent', percent: 5_000 }, reason: 'Not finished' }]]),
    );
    expect(f.get('a')!.reasonStatus).toBe('reason');
    expect(f.get('p')!.reasonStatus).toBe('reason');
  });

  it('a blank reason is no reason', () => {
    const f = liveCertFigures(
      items,
      new Map([['a', { entry: { by: 'percent', percent: 5_000 }, reason: '  ' }]]),
    );
    expect(f.get('a')!.reasonStatus).toBe('error');
  });

  it('certifying back to the claimed value needs no reason', () => {
    const f = liveCertFigures(items, new Map([['b', { entry: { by: 'value', value: 5_000 } }]]));
    expect(f.get('b')).toMatchObject({ difference: 0, reasonStatus: 'empty' });
  });

  it('a rejected variation with a claim needs a reason and certifies nothing', () => {
    const rejected = certItem({
      id: 'v',
      kind: 'variation',
      current_status: 'rejected',
      counts: false,
      contract_value: 1_000,
      claim_value: 1_000,
      difference: -1_000,
      reason_status: 'error',
    });
    const f = liveCertFigures([rejected], new Map([['v', { reason: 'Not instructed' }]]));
    expect(f.get('v')).toMatchObject({ certToDate: 0, reasonStatus: 'reason' });
  });
});

describe('certLine', () => {
  it('sends the line as entered, and leaves the reason out when it was not touched', () => {
    expect(certLine(items[1]!, { entry: { by: 'qty', qty: 400 } })).toEqual({
      line_item_id: 'a',
      cert_option: 'qty',
      qty: 400,
      reason: undefined,
    });
    expect(JSON.stringify(certLine(items[2]!, {}))).toBe(
      '{"line_item_id":"b","cert_option":"value","value":5000}',
    );
    expect(certLine(items[2]!, { reason: '' })).toMatchObject({ reason: '' });
  });

  it('reads a saved line back as the entry it was made with', () => {
    expect(savedCertEntry(items[1]!)).toEqual({ by: 'percent', percent: 6_000 });
    expect(savedCertEntry(items[2]!)).toEqual({ by: 'value', value: 5_000 });
  });
});
