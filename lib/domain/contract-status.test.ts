import { describe, it, expect } from 'vitest';
import {
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  canClaim,
  transitionContract,
  type ContractAction,
  type ContractStatus,
} from './contract-status';

// Spec §4 "Contract: start, finalise, reopen, archive", with the rules decided in contract-status.ts.
// Anything not listed must be refused.
const SPEC: Record<ContractStatus, Partial<Record<ContractAction, ContractStatus>>> = {
  draft: { start: 'started' }, // a draft is deleted, not archived
  started: { finalise: 'finalised', archive: 'archived' },
  finalised: { reopen: 'reopened', archive: 'archived' },
  reopened: { finalise: 'finalised', archive: 'archived' },
  archived: { reopen: 'reopened' },
};

describe('contract status machine (§4)', () => {
  const cases = CONTRACT_STATUSES.flatMap((from) =>
    CONTRACT_ACTIONS.map((action) => ({ from, action, to: SPEC[from][action] ?? 'refused' })),
  );

  it.each(cases)('$action from $from → $to', ({ from, action, to }) => {
    const result = transitionContract(from, action);
    expect(result).toEqual(
      to === 'refused'
        ? expect.objectContaining({ ok: false, reason: 'invalid_transition', from, action })
        : { ok: true, to },
    );
  });
});

describe('canClaim', () => {
  it.each([
    ['draft', false],
    ['started', true],
    ['finalised', false],
    ['reopened', true],
    ['archived', false],
  ] as const)('%s → %s (claims only on a running contract)', (status, expected) => {
    expect(canClaim(status)).toBe(expected);
  });
});
