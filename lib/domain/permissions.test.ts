import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_ROLES,
  ACTIONS,
  ASSIGNABLE_ACCOUNT_ROLES,
  CONTRACT_ROLES,
  PERMISSIONS,
  PROJECT_ROLES,
  RESOURCES,
  ROLES,
  ROUTE_RULES,
  can,
  canChangeOwner,
  effectiveRoles,
  isReadOnlyAccountRole,
  lowerAccountRole,
  readOnlyRole,
  roleWithin,
  meetsRouteRequirement,
  permissionsFor,
  roleLabel,
  routeRequirement,
  type Role,
  type RoleSet,
} from './permissions';

const role = fc.constantFrom(...ROLES);
const resource = fc.constantFrom(...RESOURCES);
const action = fc.constantFrom(...ACTIONS);
const roleSet = fc.record({
  account: fc.constantFrom(...ACCOUNT_ROLES),
  project: fc.option(fc.constantFrom(...PROJECT_ROLES)),
  contract: fc.option(fc.constantFrom(...CONTRACT_ROLES)),
});

describe('can: the §6 table as decided in permissions.ts', () => {
  it.each<[string, RoleSet, (typeof RESOURCES)[number], (typeof ACTIONS)[number], boolean]>([
    ['owner edits the account', { account: 'owner' }, 'account', 'edit', true],
    ['admin edits the account', { account: 'admin' }, 'account', 'edit', true],
    ['admin issues claims anywhere', { account: 'admin' }, 'contract', 'claim_or_cert', true],
    ['helpdesk opens Manage Account', { account: 'helpdesk' }, 'account', 'access', true],
    ['helpdesk cannot edit billing or owner', { account: 'helpdesk' }, 'account', 'edit', false],
    ['helpdesk creates projects', { account: 'helpdesk' }, 'project', 'create', true],
    ['view reads contracts', { account: 'view' }, 'contract', 'view', true],
    ['view cannot claim', { account: 'view' }, 'contract', 'claim_or_cert', false],
    ['view has no Manage Account', { account: 'view' }, 'account', 'access', false],
    ['viewer reads contacts', { account: 'viewer' }, 'contact', 'view', true],
    ['none alone sees no project', { account: 'none' }, 'project', 'view', false],
    ['none alone sees no contacts', { account: 'none' }, 'contact', 'view', false],
    [
      'project_admin edits the project',
      { account: 'none', project: 'project_admin' },
      'project',
      'edit',
      true,
    ],
    [
      'project_admin cannot create projects',
      { account: 'none', project: 'project_admin' },
      'project',
      'create',
      false,
    ],
    [
      'project_admin creates contracts',
      { account: 'none', project: 'project_admin' },
      'contract',
      'create',
      true,
    ],
    [
      'project_admin claims',
      { account: 'none', project: 'project_admin' },
      'contract',
      'claim_or_cert',
      true,
    ],
    ['project_admin adds contacts', { account: 'none', project: 'project_admin' }, 'contact', 'create', true],
    [
      'project_admin cannot edit contacts',
      { account: 'none', project: 'project_admin' },
      'contact',
      'edit',
      false,
    ],
    [
      'project_admin has no Manage Account',
      { account: 'none', project: 'project_admin' },
      'account',
      'access',
      false,
    ],
    ['project_view reads contracts', { account: 'none', project: 'project_view' }, 'contract', 'view', true],
    ['project_view cannot edit', { account: 'none', project: 'project_view' }, 'project', 'edit', false],
    [
      'contract_admin claims',
      { account: 'none', contract: 'contract_admin' },
      'contract',
      'claim_or_cert',
      true,
    ],
    [
      'contract_admin edits the contract',
      { account: 'none', contract: 'contract_admin' },
      'contract',
      'edit',
      true,
    ],
    [
      'contract_admin cannot create contracts',
      { account: 'none', contract: 'contract_admin' },
      'contract',
      'create',
      false,
    ],
    [
      'contract_admin sees the project',
      { account: 'none', contract: 'contract_admin' },
      'project',
      'view',
      true,
    ],
    [
      'contract_admin cannot edit the project',
      { account: 'none', contract: 'contract_admin' },
      'project',
      'edit',
      false,
    ],
    [
      'contract_view reads the contract',
      { account: 'none', contract: 'contract_view' },
      'contract',
      'view',
      true,
    ],
    [
      'contract_view cannot claim',
      { account: 'none', contract: 'contract_view' },
      'contract',
      'claim_or_cert',
      false,
    ],
    [
      'most generous wins: view + contract_admin',
      { account: 'view', contract: 'contract_admin' },
      'contract',
      'edit',
      true,
    ],
    [
      'most generous wins: admin + contract_view',
      { account: 'admin', contract: 'contract_view' },
      'contract',
      'edit',
      true,
    ],
    [
      'project role at account level grants nothing',
      { account: 'project_admin' },
      'contract',
      'create',
      false,
    ],
    [
      'account role at project level grants nothing',
      { account: 'none', project: 'owner' },
      'project',
      'edit',
      false,
    ],
    [
      'account role at contract level grants nothing',
      { account: 'none', contract: 'admin' },
      'contract',
      'edit',
      false,
    ],
    ['unknown role grants nothing', { account: 'superuser' as Role }, 'project', 'view', false],
    ['unknown resource grants nothing', { account: 'owner' }, 'invoice' as 'project', 'view', false],
    ['unknown action grants nothing', { account: 'owner' }, 'project', 'delete' as 'view', false],
  ])('%s', (_, roles, res, act, expected) => {
    expect(can(roles, res, act)).toBe(expected);
  });

  it('grants nothing beyond what the owner has (no meaningless grants such as account create)', () => {
    for (const r of ROLES) {
      for (const res of RESOURCES) {
        for (const act of PERMISSIONS[r][res]) expect(PERMISSIONS.owner[res]).toContain(act);
      }
    }
    expect(can({ account: 'owner' }, 'account', 'create')).toBe(false);
  });

  it('treats viewer as an alias of view', () => {
    expect(PERMISSIONS.viewer).toEqual(PERMISSIONS.view);
  });

  it('gives helpdesk what admin has except account edit', () => {
    fc.assert(
      fc.property(resource, action, (res, act) => {
        const expected = can({ account: 'admin' }, res, act) && !(res === 'account' && act === 'edit');
        expect(can({ account: 'helpdesk' }, res, act)).toBe(expected);
      }),
    );
  });

  it('is the union of the applicable roles: adding a membership never takes a right away', () => {
    fc.assert(
      fc.property(roleSet, resource, action, (roles, res, act) => {
        const eachLevel: RoleSet[] = [
          { account: roles.account },
          { account: 'none', project: roles.project },
          { account: 'none', contract: roles.contract },
        ];
        expect(can(roles, res, act)).toBe(eachLevel.some((one) => can(one, res, act)));
      }),
    );
  });

  it('fails closed for any role given at the wrong level', () => {
    fc.assert(
      fc.property(role, resource, action, (r, res, act) => {
        const level = levelOf(r);
        if (level !== 'account') expect(can({ account: r }, res, act)).toBe(false);
        if (level !== 'project') expect(can({ account: 'none', project: r }, res, act)).toBe(false);
        if (level !== 'contract') expect(can({ account: 'none', contract: r }, res, act)).toBe(false);
      }),
    );
  });
});

function levelOf(r: Role): 'account' | 'project' | 'contract' {
  if ((PROJECT_ROLES as readonly Role[]).includes(r)) return 'project';
  if ((CONTRACT_ROLES as readonly Role[]).includes(r)) return 'contract';
  return 'account';
}

describe('effectiveRoles', () => {
  it('keeps each level’s role and drops missing ones', () => {
    expect(effectiveRoles({ account: 'view', project: 'project_admin', contract: null })).toEqual([
      'view',
      'project_admin',
    ]);
  });
});

describe('permissionsFor (the read_project_role / read_contract_role answer)', () => {
  it.each<[string, RoleSet, ReturnType<typeof permissionsFor>]>([
    [
      'a contract admin with no account rights',
      { account: 'none', contract: 'contract_admin' },
      {
        project: ['view'],
        contract: ['edit', 'access', 'view', 'claim_or_cert'],
        contact: ['view'],
        account: [],
      },
    ],
    [
      'a read-only member who also runs one project',
      { account: 'view', project: 'project_admin' },
      {
        project: ['edit', 'access', 'view'],
        contract: ['create', 'edit', 'access', 'view', 'claim_or_cert'],
        contact: ['create', 'view'],
        account: ['view'],
      },
    ],
    ['a member with nothing', { account: 'none' }, { project: [], contract: [], contact: [], account: [] }],
  ])('%s', (_, roles, expected) => {
    expect(permissionsFor(roles)).toEqual(expected);
  });

  it('lists exactly the actions can() grants', () => {
    fc.assert(
      fc.property(roleSet, resource, action, (roles, res, act) => {
        expect(permissionsFor(roles)[res].includes(act)).toBe(can(roles, res, act));
      }),
    );
  });
});

describe('canChangeOwner (§4 Users: "an owner can be changed")', () => {
  it.each(ROLES.map((r) => [r, r === 'owner'] as const))('%s → %s', (r, expected) => {
    expect(canChangeOwner(r)).toBe(expected);
  });
});

describe('ASSIGNABLE_ACCOUNT_ROLES', () => {
  it('offers admin, none and view only', () => {
    expect(ASSIGNABLE_ACCOUNT_ROLES).toEqual(['admin', 'none', 'view']);
    for (const r of ASSIGNABLE_ACCOUNT_ROLES) expect(ACCOUNT_ROLES).toContain(r);
  });
});

describe('roleLabel', () => {
  it('labels every role', () => {
    for (const r of ROLES) expect(roleLabel(r)).toMatch(/^[A-Z][a-z]/);
    expect(roleLabel('viewer')).toBe(roleLabel('view'));
    expect(roleLabel('project_admin')).toBe('Project admin');
  });
});

describe('routeRequirement (§6 route rules)', () => {
  const accountAccess = { resource: 'account', action: 'access' };
  const accountEdit = { resource: 'account', action: 'edit' };
  const contractEdit = { resource: 'contract', action: 'edit' };
  const ids = { projectId: 'p1', contractType: 'claim', contractId: 'c1' };

  it.each([
    ['/manage-account', accountAccess, {}],
    ['/manage-account/view', accountAccess, {}],
    ['/manage-account/users', accountAccess, {}],
    ['/manage-account/users/add', accountEdit, {}],
    ['/manage-account/edit', accountEdit, {}],
    ['/manage-account/email-summaries', 'full', {}],
    ['/manage-account/plan-payment', accountEdit, {}],
    ['/manage-account/plan-payment/success', accountEdit, {}],
    ['/manage-account/plan-price', accountEdit, {}],
    ['/manage-account/profile', 'full', {}],
    ['/manage-account/profile/edit', 'full', {}],
    ['/project', { resource: 'project', action: 'create' }, {}],
    ['/project/view/p1/settings', { resource: 'project', action: 'edit' }, { projectId: 'p1' }],
    [
      '/project/view/p1/setting/workflow/claim',
      { resource: 'project', action: 'edit' },
      { projectId: 'p1', flowType: 'claim' },
    ],
    [
      '/create-new-contract/p1/claim',
      { resource: 'contract', action: 'create' },
      { projectId: 'p1', contractType: 'claim' },
    ],
    ['/create-new-contract/p1/claim/c1', contractEdit, ids],
    ['/create-new-contract/p1/claim/c1/workflow', contractEdit, ids],
    ['/contract/p1/claim/view/c1', 'full', ids],
    ['/contract/p1/claim/view/c1/settings', contractEdit, ids],
    ['/contract/p1/claim/c1', 'full', ids],
    ['/contract/p1/claim/c1/history', 'full', ids],
    ['/contract/p1/claim/c1/settings', contractEdit, ids],
    ['/contract/p1/claim/c1/workflow', contractEdit, ids],
    ['/contract/p1/claim/c1/baseContract', contractEdit, ids],
    ['/contract/p1/claim/c1/materials', contractEdit, ids],
    ['/contract/p1/claim/c1/variations/', contractEdit, ids],
    ['/contacts', { resource: 'contact', action: 'view' }, {}],
    ['/contacts/add', { resource: 'contact', action: 'create' }, {}],
    ['/contacts/edit/k1', { resource: 'contact', action: 'edit' }, { companyId: 'k1' }],
  ])('%s → %o', (pathname, requirement, params) => {
    expect(routeRequirement(pathname)).toMatchObject({ requirement, params });
  });

  it.each([
    '/dashboard',
    '/projects',
    '/project/view/p1',
    '/contract/p1/claim/c1/unknown',
    '/manage',
    '/admin/accounts',
  ])('%s has no §6 rule', (pathname) => {
    expect(routeRequirement(pathname)).toBeNull();
  });

  it('has no rule shadowed by an earlier one, and "*" only at the end', () => {
    for (const rule of ROUTE_RULES) {
      expect(rule.pattern.slice(0, -1)).not.toContain('*');
      const example = rule.pattern.replace(/:(\w+)/g, 'x-$1').replace(/\/\*$/, '');
      expect(routeRequirement(example)?.pattern).toBe(rule.pattern);
    }
  });
});

describe('meetsRouteRequirement', () => {
  it('always passes a full-permission route', () => {
    fc.assert(
      fc.property(roleSet, (roles) => {
        expect(meetsRouteRequirement(roles, 'full')).toBe(true);
      }),
    );
  });

  it.each<[RoleSet, string, boolean]>([
    [{ account: 'admin' }, '/manage-account/plan-price', true],
    [{ account: 'helpdesk' }, '/manage-account/plan-price', false],
    [{ account: 'helpdesk' }, '/manage-account/users', true],
    [{ account: 'view' }, '/manage-account/users', false],
    [{ account: 'helpdesk' }, '/manage-account/users/add', false],
    [{ account: 'view' }, '/manage-account/email-summaries', true],
    [{ account: 'admin' }, '/manage-account/api-tokens', true],
    [{ account: 'helpdesk' }, '/manage-account/api-tokens', false],
    [{ account: 'view' }, '/manage-account/api-tokens', false],
    [{ account: 'none' }, '/manage-account/profile/edit', true],
    [{ account: 'none', project: 'project_admin' }, '/project/view/p1/settings', true],
    [{ account: 'none', project: 'project_view' }, '/project/view/p1/settings', false],
    [{ account: 'none', contract: 'contract_admin' }, '/contract/p1/claim/c1/variations', true],
    [{ account: 'view', contract: 'contract_view' }, '/contract/p1/claim/c1/variations', false],
    [{ account: 'none' }, '/project', false],
    [{ account: 'view' }, '/contacts', true],
    [{ account: 'none' }, '/contacts', false],
    [{ account: 'view' }, '/contacts/add', false],
    [{ account: 'none', project: 'project_admin' }, '/contacts/add', true],
    [{ account: 'none', project: 'project_admin' }, '/contacts/edit/k1', false],
    [{ account: 'admin' }, '/contacts/edit/k1', true],
  ])('%o on %s → %s', (roles, pathname, expected) => {
    const match = routeRequirement(pathname);
    expect(match && meetsRouteRequirement(roles, match.requirement)).toBe(expected);
  });
});

describe('API token roles (never above their maker)', () => {
  it.each([
    ['admin', 'owner', true],
    ['admin', 'admin', true],
    ['admin', 'view', false],
    ['view', 'admin', true],
    ['view', 'viewer', true],
    ['owner', 'admin', false],
    ['view', 'none', false],
    ['project_admin', 'owner', false],
  ] as const)('%s within %s → %s', (role, ceiling, expected) => {
    expect(roleWithin(role, ceiling)).toBe(expected);
  });

  it.each([
    ['admin', 'owner', 'admin'],
    ['admin', 'view', 'view'],
    ['view', 'admin', 'view'],
    ['admin', 'none', 'none'],
  ] as const)('a %s token of a %s acts as %s', (token, maker, expected) => {
    expect(lowerAccountRole(token, maker)).toBe(expected);
  });

  it('the lower role never grants what either one lacks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCOUNT_ROLES),
        fc.constantFrom(...ACCOUNT_ROLES),
        fc.constantFrom(...RESOURCES),
        fc.constantFrom(...ACTIONS),
        (a, b, resource, action) => {
          const lower = lowerAccountRole(a, b);
          if (a === 'helpdesk' || b === 'helpdesk') return; // never a membership role of a token maker
          expect(can({ account: lower }, resource, action)).toBe(
            can({ account: a }, resource, action) && can({ account: b }, resource, action),
          );
        },
      ),
    );
  });

  it('read-only roles and their project and contract counterparts', () => {
    expect(['view', 'viewer', 'none'].every((r) => isReadOnlyAccountRole(r as Role))).toBe(true);
    expect(['owner', 'admin', 'helpdesk'].some((r) => isReadOnlyAccountRole(r as Role))).toBe(false);
    expect(readOnlyRole('project_admin')).toBe('project_view');
    expect(readOnlyRole('contract_admin')).toBe('contract_view');
    expect(readOnlyRole('contract_view')).toBe('contract_view');
  });
});
