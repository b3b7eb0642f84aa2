// The §2 addresses inside a contract lead to the claim and certificate screens.
import { describe, expect, it } from 'vitest';
import { contractClaimAlias } from './cert-paths';

const c = { contractType: 'cert', projectId: 'p', contractId: 'c' };

describe('contractClaimAlias', () => {
  it.each([
    [[], '/make-claim/cert/p/c'],
    [['k'], '/make-claim/cert/p/c/k'],
    [['k', 'review'], '/make-claim/cert/p/c/k/review'],
    [['k', 'cert'], '/make-cert/cert/p/c/k'],
    [['k', 'cert', 'review'], '/make-cert/cert/p/c/k'],
    [['k', 'workflow'], '/make-cert/cert/p/c/k'],
    [['k', 'workflow', 'z'], '/make-cert/cert/p/c/k/z/review'],
  ])('%j → %s', (segments, path) => {
    expect(contractClaimAlias(c, segments)).toBe(path);
  });

  it.each([[['k', 'edit']], [['k', 'review', 'x']], [['k', 'cert', 'x']], [['k', 'workflow', 'z', 'x']]])(
    '%j is unknown',
    (segments) => {
      expect(contractClaimAlias(c, segments)).toBeNull();
    },
  );

  it('escapes what it is given', () => {
    expect(contractClaimAlias(c, ['a/b'])).toBe('/make-claim/cert/p/c/a%2Fb');
  });
});
