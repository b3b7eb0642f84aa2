// Every project route, called by another account's owner: through their own account the project
// does not exist (404), through ours they are not a member (403); either way no data comes back and
// nothing changes.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { db } from '@/lib/db/client';
import * as one from '@/app/api/group/account/[acc]/contract_group/[g]/route';
import * as archive from '@/app/api/group/account/[acc]/contract_group/[g]/archive/route';
import * as reopen from '@/app/api/group/account/[acc]/contract_group/[g]/reopen/route';
import * as duplicate from '@/app/api/group/account/[acc]/contract_group/[g]/duplicate/route';
import * as pin from '@/app/api/group/account/[acc]/contract_group/[g]/pin/route';
import * as members from '@/app/api/group/account/[acc]/contract_group/[g]/members/route';
import * as retention from '@/app/api/group/account/[acc]/contract_group/[g]/retention/route';
import * as report from '@/app/api/group/account/[acc]/contract_group/[g]/report/route';
import * as dates from '@/app/api/group/account/[acc]/contract_group/[g]/calculate_dates/route';
import * as workflows from '@/app/api/group/account/[acc]/contract_group/[g]/workflows/route';
import * as contractWorkflow from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/workflow/route';

type Handler = Parameters<typeof callRoute>[0];
const CALLS: [string, Handler, { method?: string; body?: unknown; query?: string }][] = [
  ['GET project', one.GET, {}],
  ['PATCH project', one.PATCH, { method: 'PATCH', body: { name: 'Taken over' } }],
  ['DELETE project', one.DELETE, { method: 'DELETE' }],
  ['archive', archive.POST, { method: 'POST' }],
  ['reopen', reopen.POST, { method: 'POST' }],
  ['duplicate', duplicate.POST, { method: 'POST' }],
  ['pin', pin.POST, { body: { is_pinned: true } }],
  ['GET members', members.GET, {}],
  ['POST members', members.POST, { body: { members: [] } }],
  ['PUT retention', retention.PUT, { method: 'PUT', body: { retention_type: 'none' } }],
  ['DELETE retention', retention.DELETE, { method: 'DELETE' }],
  ['report', report.GET, {}],
  ['calculate_dates', dates.GET, { query: '?periodEnding=2026-09-30' }],
  ['GET workflows', workflows.GET, { query: '?flow_type=claim' }],
  ['PUT workflows', workflows.PUT, { method: 'PUT', query: '?flow_type=claim', body: { steps: [] } }],
  ['GET contract workflow', contractWorkflow.GET, {}],
  ['PUT contract workflow', contractWorkflow.PUT, { method: 'PUT', body: { steps: [] } }],
];

describe("another account's user on every project route", () => {
  it.each(CALLS)(
    '%s: 404 through their account, 403 through ours, no data, nothing changed',
    async (_l, handler, init) => {
      const owner = await createAccountWithOwner('Kahikatea Builders');
      const { project, contract } = await createProjectWithContract(owner.accountId, 'Secret Towers');
      await db().projectMember.create({
        data: {
          accountId: owner.accountId,
          projectId: project.id,
          userId: owner.userId,
          role: 'project_admin',
        },
      });
      const before = JSON.stringify(await snapshot(owner.accountId));
      const intruder = await createAccountWithOwner('Intruder Ltd');
      await createProjectWithContract(intruder.accountId, 'Their own');
      signInAs(intruder.userId);
      for (const [acc, status] of [
        [intruder.accountId, 404],
        [owner.accountId, 403],
      ] as const) {
        const res = await callRoute(handler, {
          method: init.method,
          body: init.body,
          url: `http://localhost/x${init.query ?? ''}`,
          params: { acc, g: project.id, c: contract.id },
        });
        expect(res.status).toBe(status);
        expect(JSON.stringify(res.body)).not.toMatch(/Secret Towers|Kahikatea/);
      }
      expect(JSON.stringify(await snapshot(owner.accountId))).toBe(before);
    },
  );
});

/** Everything a project route could change in the owner's account. */
async function snapshot(accountId: string) {
  return db().project.findMany({
    where: { accountId },
    include: {
      members: true,
      retention: true,
      paymentTerms: true,
      workflows: { include: { steps: true } },
      placements: true,
    },
  });
}
