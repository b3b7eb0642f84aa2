import { describe, expect, it } from 'vitest';
import { manageAccountLinks } from './manage-account-links';

const labels = (role: Parameters<typeof manageAccountLinks>[0]) =>
  manageAccountLinks(role, 'a1').map((l) => l.label);

describe('manageAccountLinks', () => {
  it.each([
    [
      'owner',
      ['Account', 'Users', 'Roles', 'Statistics', 'Email summaries', 'API tokens', 'Integrations', 'Profile'],
    ],
    [
      'admin',
      ['Account', 'Users', 'Roles', 'Statistics', 'Email summaries', 'API tokens', 'Integrations', 'Profile'],
    ],
    ['helpdesk', ['Account', 'Users', 'Roles', 'Statistics', 'Email summaries', 'Integrations', 'Profile']],
    ['view', ['Email summaries', 'Profile']],
    ['none', ['Email summaries', 'Profile']],
  ] as const)('%s sees %j', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it('keeps the account in every link', () => {
    expect(manageAccountLinks('view', 'a1').every((l) => l.href.endsWith('?account_id=a1'))).toBe(true);
  });
});
