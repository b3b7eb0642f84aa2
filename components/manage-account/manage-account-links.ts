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
  { href: '/manage-account/retention-trust', label: 'Retention trust' },
  { href: '/manage-account/saved-reasons', label: 'Saved reasons' },
  { href: '/manage-account/api-tokens', label: 'API tokens' },
  { href: '/manage-account/integrations', label: 'Integrations' },
  { href: '/manage-account/profile', label: 'Profile' },
];

/** Shown only where billing is on (issue 14): an installation without it has no plans to show. */
const BILLING_LINK: ManageAccountLink = { href: '/manage-account/plan-payment', label: 'Plan & Payment' };

/**
 * The sub-navigation links this account role may open: each is checked against the same §6 route
 * rule that guards the page, so the menu never offers a page that answers /access-denied.
 */
export function manageAccountLinks(role: Role, accountId: string, billing = false): ManageAccountLink[] {
  const links = billing ? [...LINKS.slice(0, 4), BILLING_LINK, ...LINKS.slice(4)] : LINKS;
  return links
    .filter((link) => {
      const match = routeRequirement(link.href);
      return !match || meetsRouteRequirement({ account: role }, match.requirement);
    })
    .map((link) => ({ ...link, href: `${link.href}?account_id=${accountId}` }));
}
