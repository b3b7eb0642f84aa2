// Who may do what (spec §6), as data. The spec names the roles, resources and actions but not the
// mapping ("the complete mapping of actions to roles is not shown"), so the table below is our
// least-privilege reading of what a construction firm expects. Every check fails closed: an unknown
// role, resource or action, or a role given at the wrong level, grants nothing.
//
// Actions: view = read it; access = open its management screens (Manage Account for the account;
// members and settings for projects and contracts); create / edit as named; claim_or_cert = make,
// approve and issue claims and certificates on a contract.

export const ROLES = [
  'owner',
  'admin',
  'none',
  'view',
  'viewer',
  'helpdesk',
  'project_admin',
  'project_view',
  'contract_admin',
  'contract_view',
] as const;
export type Role = (typeof ROLES)[number];

// Each role belongs to one level; membership rows carry only roles of their own level.
export const ACCOUNT_ROLES = [
  'owner',
  'admin',
  'none',
  'view',
  'viewer',
  'helpdesk',
] as const satisfies readonly Role[];
export const PROJECT_ROLES = ['project_admin', 'project_view'] as const satisfies readonly Role[];
export const CONTRACT_ROLES = ['contract_admin', 'contract_view'] as const satisfies readonly Role[];

export const RESOURCES = ['project', 'contract', 'contact', 'account'] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['create', 'edit', 'access', 'view', 'claim_or_cert'] as const;
export type Action = (typeof ACTIONS)[number];

type Grants = Readonly<Record<Resource, readonly Action[]>>;

/** Every action that means something for each resource: the owner's grants. */
const EVERYTHING: Grants = {
  project: ['create', 'edit', 'access', 'view'],
  contract: ['create', 'edit', 'access', 'view', 'claim_or_cert'],
  contact: ['create', 'edit', 'view'],
  // Accounts are created by signing up, not by a role.
  account: ['edit', 'access', 'view'],
};

const NOTHING: Grants = { project: [], contract: [], contact: [], account: [] };

const READ_ONLY: Grants = { project: ['view'], contract: ['view'], contact: ['view'], account: ['view'] };

export const PERMISSIONS: Readonly<Record<Role, Grants>> = {
  // The single active user who owns the account and its subscription.
  owner: EVERYTHING,
  // Runs the account day to day. Cannot hand over ownership: see canChangeOwner.
  admin: EVERYTHING,
  // Platform support acting in the account while its help desk mode is on (the service assigns this
  // role only then). Everything an admin does except editing the account: billing, plan and
  // ownership stay with the customer.
  helpdesk: { ...EVERYTHING, account: ['access', 'view'] },
  // Account-wide read-only (directors, accounts staff). No Manage Account: that shows users and
  // billing, which read-only staff do not need.
  view: READ_ONLY,
  // Older name for 'view', kept so stored rows and imported users still resolve; not assignable.
  viewer: READ_ONLY,
  // A member with no account-wide rights: everything comes from project or contract membership.
  none: NOTHING,
  // Runs the projects they are members of: settings, members, workflows and every contract in them.
  // Contacts: sees them and adds counterparties, but editing the shared address book is for admins.
  project_admin: {
    project: ['view', 'edit', 'access'],
    contract: ['create', 'edit', 'view', 'access', 'claim_or_cert'],
    contact: ['view', 'create'],
    account: [],
  },
  // Follows a project (e.g. the client's QS): reads it and its contracts.
  project_view: { project: ['view'], contract: ['view'], contact: [], account: [] },
  // Runs one contract: its settings, members and claims or certs. Sees the parent project (to reach
  // the contract) and contacts (to choose recipients when issuing), changes neither.
  contract_admin: {
    project: ['view'],
    contract: ['view', 'edit', 'access', 'claim_or_cert'],
    contact: ['view'],
    account: [],
  },
  // Follows one contract, and sees the project around it.
  contract_view: { project: ['view'], contract: ['view'], contact: [], account: [] },
};

/** A user's roles for the thing being checked: the account's, and the project's and contract's it is in. */
export interface RoleSet {
  readonly account: Role;
  readonly project?: Role | null;
  readonly contract?: Role | null;
}

/** The roles that apply: each level's role only if it is a role of that level (fails closed). */
export function effectiveRoles(roles: RoleSet): Role[] {
  const levels: [Role | null | undefined, readonly Role[]][] = [
    [roles.account, ACCOUNT_ROLES],
    [roles.project, PROJECT_ROLES],
    [roles.contract, CONTRACT_ROLES],
  ];
  return levels.flatMap(([role, ofLevel]) => (role != null && ofLevel.includes(role) ? [role] : []));
}

/** The most generous of the applicable roles decides. */
export function can(roles: RoleSet, resource: Resource, action: Action): boolean {
  return effectiveRoles(roles).some((role) => {
    const grants = PERMISSIONS[role];
    return Object.hasOwn(grants, resource) && grants[resource].includes(action);
  });
}

/** Every action the roles grant, per resource, in ACTIONS order: what the role endpoints answer. */
export function permissionsFor(roles: RoleSet): Record<Resource, Action[]> {
  const granted = (resource: Resource) => ACTIONS.filter((action) => can(roles, resource, action));
  return {
    project: granted('project'),
    contract: granted('contract'),
    contact: granted('contact'),
    account: granted('account'),
  };
}

/** Ownership moves only at the owner's hand; an admin cannot take it (§4 Users, §6). */
export function canChangeOwner(role: Role): boolean {
  return role === 'owner';
}

/**
 * Roles an owner or admin may give on the users screen. Owner moves only through change-owner,
 * helpdesk belongs to platform staff, and 'viewer' is the legacy alias of 'view'.
 */
export const ASSIGNABLE_ACCOUNT_ROLES = ['admin', 'none', 'view'] as const satisfies readonly Role[];

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  none: 'Member',
  view: 'View only',
  viewer: 'View only',
  helpdesk: 'Help desk',
  project_admin: 'Project admin',
  project_view: 'Project viewer',
  contract_admin: 'Contract admin',
  contract_view: 'Contract viewer',
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

// Page guards (§6 "Route rules"). 'full' is the spec's full-permission check, which always passes:
// the page's own data loading still scopes what the user sees. Failing a rule sends the user to
// /access-denied.
export type RouteRequirement = 'full' | { readonly resource: Resource; readonly action: Action };

/**
 * Patterns are path segments; ':name' matches one segment and is returned as a parameter (so the
 * caller can load the project and contract roles); a final '*' matches zero or more segments.
 * The first matching rule wins, so specific patterns come before general ones.
 */
export interface RouteRule {
  readonly pattern: string;
  readonly requirement: RouteRequirement;
}

const CONTRACT_EDIT: RouteRequirement = { resource: 'contract', action: 'edit' };
const CONTRACT_EDIT_SECTIONS = ['settings', 'workflow', 'baseContract', 'materials', 'variations'] as const;

export const ROUTE_RULES: readonly RouteRule[] = [
  // Everyone manages their own profile.
  { pattern: '/manage-account/profile/*', requirement: 'full' },
  // Email preferences and summary times are each user's own, like the profile.
  { pattern: '/manage-account/email-summaries', requirement: 'full' },
  // Screens that only change things are guarded like the change itself (our reading of §6).
  { pattern: '/manage-account/edit', requirement: { resource: 'account', action: 'edit' } },
  { pattern: '/manage-account/users/add', requirement: { resource: 'account', action: 'edit' } },
  // Personal API tokens are made and revoked by those who may edit the account.
  { pattern: '/manage-account/api-tokens', requirement: { resource: 'account', action: 'edit' } },
  { pattern: '/manage-account/plan-payment/*', requirement: { resource: 'account', action: 'edit' } },
  { pattern: '/manage-account/plan-price', requirement: { resource: 'account', action: 'edit' } },
  { pattern: '/manage-account/*', requirement: { resource: 'account', action: 'access' } },
  { pattern: '/project', requirement: { resource: 'project', action: 'create' } },
  { pattern: '/project/view/:projectId/settings', requirement: { resource: 'project', action: 'edit' } },
  {
    pattern: '/project/view/:projectId/setting/workflow/:flowType',
    requirement: { resource: 'project', action: 'edit' },
  },
  // The contract creation steps are not in §6's list; they are guarded like what they create or edit.
  {
    pattern: '/create-new-contract/:projectId/:contractType',
    requirement: { resource: 'contract', action: 'create' },
  },
  { pattern: '/create-new-contract/:projectId/:contractType/:contractId/*', requirement: CONTRACT_EDIT },
  { pattern: '/contract/:projectId/:contractType/view/:contractId/settings', requirement: CONTRACT_EDIT },
  { pattern: '/contract/:projectId/:contractType/view/:contractId', requirement: 'full' },
  ...CONTRACT_EDIT_SECTIONS.map((section) => ({
    pattern: `/contract/:projectId/:contractType/:contractId/${section}`,
    requirement: CONTRACT_EDIT,
  })),
  { pattern: '/contract/:projectId/:contractType/:contractId/history', requirement: 'full' },
  { pattern: '/contract/:projectId/:contractType/:contractId', requirement: 'full' },
  // §5: adding a contact needs contact create, editing needs contact edit; the list needs view.
  { pattern: '/contacts', requirement: { resource: 'contact', action: 'view' } },
  { pattern: '/contacts/add', requirement: { resource: 'contact', action: 'create' } },
  { pattern: '/contacts/edit/:companyId', requirement: { resource: 'contact', action: 'edit' } },
];

export interface RouteMatch {
  readonly pattern: string;
  readonly requirement: RouteRequirement;
  readonly params: Readonly<Record<string, string>>;
}

/** The rule guarding a pathname (no query string), or null when §6 sets none beyond signing in. */
export function routeRequirement(pathname: string): RouteMatch | null {
  for (const rule of ROUTE_RULES) {
    const params = matchPattern(rule.pattern, pathname);
    if (params) return { pattern: rule.pattern, requirement: rule.requirement, params };
  }
  return null;
}

export function meetsRouteRequirement(roles: RoleSet, requirement: RouteRequirement): boolean {
  return requirement === 'full' || can(roles, requirement.resource, requirement.action);
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  const params: Record<string, string> = {};
  for (const [i, want] of wanted.entries()) {
    if (want === '*') return params;
    const got = actual[i];
    if (got === undefined) return null;
    if (want.startsWith(':')) params[want.slice(1)] = got;
    else if (want !== got) return null;
  }
  return actual.length === wanted.length ? params : null;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

// Personal API tokens (spec §7 open API): a token carries an account role chosen when it is made,
// and acts with the lower of that role and its maker's current one, so it never exceeds its maker.
const ACCOUNT_ROLE_RANK: Readonly<Record<Role, number>> = {
  owner: 4,
  admin: 3,
  helpdesk: 2,
  view: 1,
  viewer: 1,
  none: 0,
  project_admin: -1,
  project_view: -1,
  contract_admin: -1,
  contract_view: -1,
};

/** True when `role` grants no more account-wide than `ceiling` (fails closed for non-account roles). */
export function roleWithin(role: Role, ceiling: Role): boolean {
  const rank = ACCOUNT_ROLE_RANK[role];
  return rank >= 0 && rank <= ACCOUNT_ROLE_RANK[ceiling];
}

/** The lower of two account roles: what a token acts as, given its own role and its maker's. */
export function lowerAccountRole<R extends Role>(a: R, b: R): R {
  return ACCOUNT_ROLE_RANK[a] <= ACCOUNT_ROLE_RANK[b] ? a : b;
}

/** Read-only account roles: a token acting with one also reads, never changes, its projects and contracts. */
export function isReadOnlyAccountRole(role: Role): boolean {
  return ACCOUNT_ROLE_RANK[role] <= ACCOUNT_ROLE_RANK.view && ACCOUNT_ROLE_RANK[role] >= 0;
}

/** A project or contract role reduced to its read-only counterpart. */
export function readOnlyRole(role: Role): Role {
  if (role === 'project_admin') return 'project_view';
  if (role === 'contract_admin') return 'contract_view';
  return role;
}
