import { describe, it, expect } from 'vitest';
import {
  CERT_ACTIONS,
  CERT_MACHINE,
  CERT_STATUSES,
  transitionCert,
  type CertAction,
  type CertStatus,
} from './cert-status';
import { requiresComment } from './transition';

// Spec §4 "Certificate", one row per state: the actions allowed there and where they lead.
// Anything not listed must be refused.
const SPEC: Record<CertStatus, Partial<Record<CertAction, CertStatus>>> = {
  pending: { create: 'draft' }, // placeholder awaiting the certifier; "create (as draft …)"
  draft: { send_for_approval: 'review' }, // "send for approval (status becomes review)"
  review: { revert_to_draft: 'draft', approve_final_step: 'approved' }, // "revert … to draft", "after the last workflow step"
  approved: { revert_to_review: 'review', revert_to_draft: 'draft', issue: 'issued' }, // "revert to review or to draft", "Issuing"
  issued: {},
};

describe('certificate status machine (§4)', () => {
  const cases = CERT_STATUSES.flatMap((from) =>
    CERT_ACTIONS.map((action) => ({ from, action, to: SPEC[from][action] ?? 'refused' })),
  );

  it.each(cases)('$action from $from → $to', ({ from, action, to }) => {
    const result = transitionCert(from, action);
    expect(result).toEqual(
      to === 'refused'
        ? expect.objectContaining({ ok: false, reason: 'invalid_transition', from, action })
        : { ok: true, to },
    );
  });

  it.each(CERT_ACTIONS.map((action) => [action, action.startsWith('revert_')] as const))(
    '%s requires a comment: %s (§4 "revert … with a comment")',
    (action, expected) => {
      expect(requiresComment(CERT_MACHINE, action)).toBe(expected);
    },
  );

  it('explains a refusal in words', () => {
    expect(transitionCert('issued', 'revert_to_draft')).toMatchObject({
      message: 'Cannot revert to draft a certificate that is issued.',
    });
  });
});
