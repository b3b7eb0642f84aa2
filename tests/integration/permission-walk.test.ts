// Issue 4 "Done when": walks the permission table (lib/domain/permissions.ts) against the real
// handlers — for every account role and every resource action that a handler guards, the answer
// is a success exactly when the table grants it, and 403 otherwise.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { accountWithContract, API, completeContract, details } from '../support/contract-fixtures';
import { addMember } from '../support/members';
import { db } from '@/lib/db/client';
import { can, type Action, type Resource } from '@/lib/domain/permissions';
import * as account from '@/app/api/account/[acc]/route';
import * as users from '@/app/api/account/[acc]/users/route';
import * as companies from '@/app/api/company/account/[acc]/company/route';
import * as company from '@/app/api/company/account/[acc]/company/[companyId]/route';
import * as projects from '@/app/api/group/account/[acc]/contract_group/route';
import * as project from '@/app/api/group/account/[acc]/contract_group/[g]/route';
import * as contracts from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/route';
import * as contract from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/route';
import * as members from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/members/route';
import * as claims from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/route';

const ROLES = ['owner', 'admin', 'view', 'viewer', 'none', 'helpdesk'] as const;
type Role = (typeof ROLES)[number];

let ctx: Awaited<ReturnType<typeof accountWithContract>>;
const userFor = new Map<Role, string>();
let claimMonth = 0;

beforeAll(async () => {
  ctx = await accountWithContract({ name: 'Walk Ltd' });
  await completeContract(ctx.contractId);
  await db().contract.update({ where: { id: ctx.contractId }, data: { status: 'started' } });
  userFor.set('owner', ctx.owner.userId);
  for (const role of ['admin', 'view', 'viewer', 'none'] as const) {
    userFor.set(role, (await addMember(ctx.owner.accountId, role)).userId);
  }
  const support = await db().user.create({
    data: { email: `support-${randomUUID()}@claimcert.test`, name: 'Support', isSupportStaff: true },
  });
  await db().account.update({ where: { id: ctx.owner.accountId }, data: { isHelpDeskMode: true } });
  userFor.set('helpdesk', support.id);
});

/** One real request per resource action; each returns the HTTP status. */
const CALLS: [Resource, Action, () => Promise<number>][] = [
  ['account', 'view', () => status(account.GET, {})],
  ['account', 'access', () => status(users.GET, {})],
  ['account', 'edit', () => status(account.PATCH, { body: { account_name: 'Walk Ltd' } })],
  ['contact', 'view', () => status(companies.GET, {})],
  [
    'contact',
    'create',
    () => status(companies.POST, { body: { entity_name: `Co ${randomUUID()}`, contacts: [] } }),
  ],
  [
    'contact',
    'edit',
    () =>
      status(company.PUT, {
        params: { companyId: ctx.company.id },
        body: { entity_name: 'Harbour Build Ltd', contacts: [] },
      }),
  ],
  ['project', 'create', () => status(projects.POST, { body: { name: `Project ${randomUUID()}` } })],
  ['project', 'view', () => status(project.GET, { params: { g: ctx.project.id } })],
  [
    'project',
    'edit',
    () => status(project.PATCH, { params: { g: ctx.project.id }, body: { name: 'Wynyard Quarter' } }),
  ],
  [
    'contract',
    'create',
    () =>
      status(contracts.POST, {
        params: { g: ctx.project.id },
        url: `${API}/${ctx.owner.accountId}/contract_group/${ctx.project.id}/contract?type=claim`,
        body: details({ counterparty_company_id: ctx.company.id }),
      }),
  ],
  ['contract', 'view', () => status(contract.GET, { params: contractParams() })],
  ['contract', 'access', () => status(members.POST, { params: contractParams(), body: { members: [] } })],
  [
    'contract',
    'claim_or_cert',
    () => {
      // Each allowed role claims a later month, so the periods never overlap.
      const month = String(++claimMonth).padStart(2, '0');
      return status(claims.POST, {
        params: contractParams(),
        body: { claim_from: `2027-${month}-01`, claim_to: `2027-${month}-28` },
      });
    },
  ],
];

let currentRole: Role = 'owner';
const contractParams = () => ({ g: ctx.project.id, c: ctx.contractId });

async function status(
  handler: Parameters<typeof callRoute>[0],
  init: { params?: Record<string, string>; body?: unknown; url?: string },
): Promise<number> {
  signInAs(userFor.get(currentRole)!);
  const method =
    init.body === undefined
      ? 'GET'
      : handler === account.PATCH || handler === project.PATCH
        ? 'PATCH'
        : handler === company.PUT
          ? 'PUT'
          : 'POST';
  const res = await callRoute(handler, {
    method,
    url: init.url ?? 'http://localhost/api/walk',
    params: { acc: ctx.owner.accountId, ...init.params },
    body: init.body,
  });
  if (res.status >= 300 && res.status !== 403) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.status;
}

describe.each(ROLES)('role %s', (role) => {
  it.each(
    CALLS.map(([resource, action, call]) => [`${resource} ${action}`, resource, action, call] as const),
  )('%s', async (_label, resource, action, call) => {
    currentRole = role;
    const expected = can({ account: role }, resource, action);
    const answer = await call();
    expect(answer < 300 ? 'allowed' : 'forbidden').toBe(expected ? 'allowed' : 'forbidden');
  });
});
