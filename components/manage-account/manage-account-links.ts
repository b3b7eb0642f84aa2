import { meetsRouteRequirement, routeRequirement, type Role } from '@/lib/domain/permissions';

export interface ManageAccountLink {
  href: string;
  label: string;
}

const LINKS: readonly ManageAccountLink[] = [
  { href: '/manage-account/view', label: 'Account' },
  { href: '/manage-account/users', label: 'Users' },
  { href: '/manage-account/role', label: 'Roles' },
  { href: '/manage-account/statistics', label: 'Statistics' },
  { href: '/manage-account/email-summaries', label: 'Email summaries' },
  { href: '/manage-account/api-tokens', label: 'API tokens' },
  { href: '/manage-account/integrations', label: 'Integrations' },
  { href: '/manage-account/profile', label: 'Profile' },
];

/**
 * The sub-navigation links this account role may open: each is checked against the same §6 route
 * rule that guards the page, so the menu never offers a page that answers /access-denied.
 */
export function manageAccountLinks(role: Role, accountId: string): ManageAccountLink[] {
  return LINKS.filter((link) => {
    const match = routeRequirement(link.href);
    return !match || meetsRouteRequirement({ account: role }, match.requirement);
  }).map((link) => ({ ...link, href: `${link.href}?account_id=${accountId}` }));
}
