import { describe, it, expect } from 'vitest';
import {
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  DELETE_ISSUED_MESSAGE,
  DELETE_SHARED_MESSAGE,
  DELETE_STARTED_MESSAGE,
  canClaim,
  contractDeletionRefusal,
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

describe('contractDeletionRefusal (spec §2 delete contract)', () => {
  const draft = { status: 'draft', otherAccounts: 0, issuedClaims: 0, issuedCerts: 0 } as const;

  it('lets a draft no one else shares, with nothing issued, go', () => {
    expect(contractDeletionRefusal(draft)).toBeNull();
  });

  it.each(['started', 'finalised', 'reopened', 'archived'] as const)(
    'refuses a %s contract: it has started, so it is archived instead',
    (status) => {
      expect(contractDeletionRefusal({ ...draft, status })).toBe(DELETE_STARTED_MESSAGE);
    },
  );

  it('refuses once the other party has accepted: the contract is in their projects too', () => {
    expect(contractDeletionRefusal({ ...draft, otherAccounts: 1 })).toBe(DELETE_SHARED_MESSAGE);
  });

  it('refuses anything issued, whatever the status says (fails closed)', () => {
    expect(contractDeletionRefusal({ ...draft, issuedClaims: 1 })).toBe(DELETE_ISSUED_MESSAGE);
    expect(contractDeletionRefusal({ ...draft, issuedCerts: 2 })).toBe(DELETE_ISSUED_MESSAGE);
    expect(contractDeletionRefusal({ ...draft, issuedClaims: Number.NaN })).toBe(DELETE_ISSUED_MESSAGE);
    expect(contractDeletionRefusal({ ...draft, otherAccounts: Number.NaN })).toBe(DELETE_SHARED_MESSAGE);
  });
});
