import { describe, expect, it } from 'vitest';
import { manageAccountLinks } from './manage-account-links';

const labels = (role: Parameters<typeof manageAccountLinks>[0]) =>
  manageAccountLinks(role, 'a1').map((l) => l.label);

describe('manageAccountLinks', () => {
  it.each([
    [
      'owner',
      [
        'Account',
        'Users',
        'Roles',
        'Statistics',
        'Email summaries',
        'Retention trust',
        'Saved reasons',
        'API tokens',
        'Integrations',
        'Profile',
      ],
    ],
    [
      'admin',
      [
        'Account',
        'Users',
        'Roles',
        'Statistics',
        'Email summaries',
        'Retention trust',
        'Saved reasons',
        'API tokens',
        'Integrations',
        'Profile',
      ],
    ],
    [
      'helpdesk',
      [
        'Account',
        'Users',
        'Roles',
        'Statistics',
        'Email summaries',
        'Retention trust',
        'Saved reasons',
        'Integrations',
        'Profile',
      ],
    ],
    ['view', ['Email summaries', 'Profile']],
    ['none', ['Email summaries', 'Profile']],
  ] as const)('%s sees %j', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  // Issue 14: Plan & Payment only where billing is on, and only for account edit (§6).
  it.each([
    ['owner', true],
    ['admin', true],
    ['helpdesk', false],
    ['view', false],
  ] as const)('with billing on, %s sees Plan & Payment: %s', (role, shown) => {
    const links = manageAccountLinks(role, 'a1', true).map((l) => l.label);
    expect(links.includes('Plan & Payment')).toBe(shown);
  });

  it('keeps the account in every link', () => {
    expect(manageAccountLinks('view', 'a1').every((l) => l.href.endsWith('?account_id=a1'))).toBe(true);
  });
});
