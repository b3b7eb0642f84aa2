import { describe, expect, it } from 'vitest';
import { COMMENT_QUOTE_CHARS, notificationMessage, type NotificationEvent } from './notification-messages';

const contract = 'Interior fit-out, Levels 1–4';
const claim = 'Payment Claim 3 – November 2026';
const cert = 'Payment Schedule 3 (PS-003)';

// The words of issue 13 ("Payment claim PC-3 received from Acme Builders on Harbour View – Block A"),
// for each event the bell tells of.
const cases: [NotificationEvent, string][] = [
  [
    { kind: 'claim.received', claim, from: 'Kauri Interiors Ltd', contract },
    `${claim} received from Kauri Interiors Ltd on ${contract}`,
  ],
  [
    { kind: 'claim.issued', claim, to: 'Harbour Build Ltd', contract, by: 'Aroha' },
    `${claim} on ${contract} was issued to Harbour Build Ltd by Aroha`,
  ],
  [
    { kind: 'certificate.received', cert, claim, from: 'Harbour Build Ltd', contract },
    `${cert} received from Harbour Build Ltd for ${claim} on ${contract}`,
  ],
  [
    { kind: 'certificate.issued', cert, claim, to: 'Kauri Interiors Ltd', contract, by: 'Sam' },
    `${cert} for ${claim} on ${contract} was issued to Kauri Interiors Ltd by Sam`,
  ],
  [
    { kind: 'approval.needed', document: claim, contract, step: 'Manager review', by: 'Aroha' },
    `${claim} on ${contract} needs your approval at step Manager review (sent on by Aroha)`,
  ],
  [
    { kind: 'approval.needed', document: claim, contract, step: null, by: 'Aroha' },
    `${claim} on ${contract} needs your approval (sent on by Aroha)`,
  ],
  [
    {
      kind: 'approval.step_reverted',
      document: cert,
      contract,
      step: 'QS',
      by: 'Sam',
      comment: ' Check\n 2.1 ',
    },
    `${cert} on ${contract} was sent back to you at step QS by Sam: “Check 2.1”`,
  ],
  [
    { kind: 'approval.approved', document: cert, contract, by: 'Sam' },
    `${cert} on ${contract} was approved by Sam`,
  ],
  [
    { kind: 'approval.reverted', document: claim, contract, by: 'Mere', comment: null },
    `${claim} on ${contract} was reverted to draft by Mere`,
  ],
  [
    { kind: 'approval.reverted', document: claim, contract, by: 'Mere', comment: '   ' },
    `${claim} on ${contract} was reverted to draft by Mere`,
  ],
  [
    { kind: 'payment.recorded', amount: '$12,345.60', cert, contract, by: 'Harbour Build Ltd' },
    `Payment of $12,345.60 against ${cert} on ${contract} recorded by Harbour Build Ltd`,
  ],
  [
    { kind: 'invitation.accepted', contract, by: 'Harbour Build Ltd' },
    `Harbour Build Ltd accepted your invitation to ${contract}`,
  ],
  [
    { kind: 'invitation.declined', contract, by: 'Priya Sharma' },
    `Priya Sharma declined your invitation to ${contract}`,
  ],
];

describe('notificationMessage', () => {
  it.each(cases)('%j', (event, text) => {
    expect(notificationMessage(event)).toBe(text);
  });

  it('quotes a long comment only up to its limit, ending in an ellipsis', () => {
    const message = notificationMessage({
      kind: 'approval.reverted',
      document: claim,
      contract,
      by: 'Mere',
      comment: 'x'.repeat(COMMENT_QUOTE_CHARS * 3),
    });
    const quoted = /“(.*)”/.exec(message)![1]!;
    expect(quoted).toHaveLength(COMMENT_QUOTE_CHARS);
    expect(quoted.endsWith('…')).toBe(true);
  });
});
