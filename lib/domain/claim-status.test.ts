import { describe, it, expect } from 'vitest';
import {
  CLAIM_ACTIONS,
  CLAIM_MACHINE,
  CLAIM_STATUSES,
  transitionClaim,
  type ClaimAction,
  type ClaimStatus,
} from './claim-status';
import { requiresComment } from './transition';

// Spec §4 "Claim statuses", one row per state: the actions allowed there and where they lead.
// Anything not listed must be refused.
const SPEC: Record<ClaimStatus, Partial<Record<ClaimAction, ClaimStatus>>> = {
  draft: { send_for_approval: 'review' }, // "Draft to review: send for approval"
  review: { revert_to_draft: 'draft', approve_final_step: 'approved' }, // "revert to draft", "approving the last step"
  approved: { revert_to_review: 'review', revert_to_draft: 'draft', issue: 'issued' }, // "reverted from approved to review", "Approved to issued"
  issued: { revert_to_draft: 'draft', certify: 'certified' }, // §2 reverted-to-draft page; cert issued against it
  certified: {},
};

describe('claim status machine (§4)', () => {
  const cases = CLAIM_STATUSES.flatMap((from) =>
    CLAIM_ACTIONS.map((action) => ({ from, action, to: SPEC[from][action] ?? 'refused' })),
  );

  it.each(cases)('$action from $from → $to', ({ from, action, to }) => {
    const result = transitionClaim(from, action);
    expect(result).toEqual(
      to === 'refused'
        ? expect.objectContaining({ ok: false, reason: 'invalid_transition', from, action })
        : { ok: true, to },
    );
  });

  it.each([
    ['revert_to_draft', true],
    ['revert_to_review', true],
    ['send_for_approval', false],
    ['approve_final_step', false],
    ['issue', false],
    ['certify', false],
  ] as const)('%s requires a comment: %s (§4 "with a comment")', (action, expected) => {
    expect(requiresComment(CLAIM_MACHINE, action)).toBe(expected);
  });

  it('explains a refusal in words', () => {
    expect(transitionClaim('draft', 'issue')).toMatchObject({
      message: 'Cannot issue a claim that is draft.',
    });
  });
});
