import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { historyDetailsText } from './history-details';

// The details of rows as the services record them (lib/server/**, recordHistory's last argument).
describe('historyDetailsText', () => {
  it.each<[string, string, unknown, string]>([
    [
      'a workflow step with its comment',
      'claim.approve_step',
      { from: 'review', to: 'approved', step: 'QS check', comment: 'Rates agreed' },
      'From review to approved; Step: QS check; Comment: Rates agreed',
    ],
    [
      'an issued certificate: amounts as plain decimals, the notice in words',
      'certificate.issued',
      {
        recipients: ['a@x.test', 'b@x.test'],
        notice: 'payment_schedule',
        scheduled_amount: 1_234_50,
        claimed_amount: 2_000_00,
      },
      'Sent to: a@x.test, b@x.test; Claimed: 2000.00; Scheduled: 1234.50; Notice: payment schedule',
    ],
    [
      'a payment',
      'payment.recorded',
      { paid_amount: -5_00, paid_on: '2026-11-20', remittance: null },
      'Paid on: 2026-11-20; Paid: -5.00',
    ],
    [
      'a shared file',
      'contract.document_updated',
      { file_name: 'drawings.pdf', is_shared: true },
      'File: drawings.pdf; Shared with the other party: Yes',
    ],
    [
      'a line item, as the line-item history reads it, amounts plain',
      'line_item.updated',
      { kind: 'base', ref: '1.2', description: 'Linings', changes: { total: [2_500, 3_000] } },
      '1.2 Linings: Total: 25.00 → 30.00',
    ],
    ['ids and internals only', 'contract.moved', { from_project_id: 'p1', to_project_id: 'p2' }, ''],
    ['no details', 'contract.updated', null, ''],
    ['details that are not an object', 'contract.updated', ['x'], ''],
    ['an amount that is not whole cents', 'payment.recorded', { paid_amount: 1.5 }, ''],
  ])('%s', (_label, action, details, expected) => {
    expect(historyDetailsText(action, details)).toBe(expected);
  });

  it('never throws and never shows a key it does not know', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constant('line_item.updated')),
        fc.jsonValue(),
        (action, details) => {
          const out = historyDetailsText(action, details);
          expect(typeof out).toBe('string');
        },
      ),
    );
    expect(historyDetailsText('claim.issued', { invitationId: 'secret-id', total_including_gst: 100 })).toBe(
      'Total incl. GST: 1.00',
    );
  });
});
