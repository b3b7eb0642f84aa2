import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { db } from '@/lib/db/client';
import { GET as projectRole } from '@/app/api/group/account/[acc]/contract_group/[g]/role/route';
import { GET as contractRole } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/role/route';

const readProjectRole = (acc: string, g: string) => callRoute(projectRole, { params: { acc, g } });
const readContractRole = (acc: string, g: string, c: string) =>
  callRoute(contractRole, { params: { acc, g, c } });

async function memberWithNoAccountRights(accountId: string) {
  const user = await db().user.create({ data: { email: `none-${randomUUID()}@test.example`, name: 'None' } });
  await db().membership.create({ data: { accountId, userId: user.id, role: 'none' } });
  return user.id;
}

const OWNER_PERMISSIONS = {
  project: ['create', 'edit', 'access', 'view'],
  contract: ['create', 'edit', 'access', 'view', 'claim_or_cert'],
  contact: ['create', 'edit', 'view'],
  account: ['edit', 'access', 'view'],
};

describe('GET …/contract_group/{g}/role (read_project_role)', () => {
  it("answers the owner's roles and every action the account role grants", async () => {
    const a = await createAccountWithOwner();
    const { project } = await createProjectWithContract(a.accountId);
    signInAs(a.userId);
    expect(await readProjectRole(a.accountId, project.id)).toEqual({
      status: 200,
      body: { role: { account: 'owner', project: null, contract: null }, permissions: OWNER_PERMISSIONS },
    });
  });

  it('adds what a project membership grants to a member with no account rights', async () => {
    const a = await createAccountWithOwner();
    const { project } = await createProjectWithContract(a.accountId);
    const userId = await memberWithNoAccountRights(a.accountId);
    signInAs(userId);
    // Without a membership the project is not theirs to see.
    expect((await readProjectRole(a.accountId, project.id)).status).toBe(403);

    await db().projectMember.create({
      data: { accountId: a.accountId, projectId: project.id, userId, role: 'project_view' },
    });
    expect((await readProjectRole(a.accountId, project.id)).body).toEqual({
      role: { account: 'none', project: 'project_view', contract: null },
      permissions: { project: ['view'], contract: ['view'], contact: [], account: [] },
    });
  });

  it("gives 404 for another account's project and 403 for another account's path, with no data", async () => {
    const mine = await createAccountWithOwner('Mine');
    const theirs = await createAccountWithOwner('Theirs');
    const { project } = await createProjectWithContract(theirs.accountId, 'Their secret project');
    signInAs(mine.userId);
    const inMine = await readProjectRole(mine.accountId, project.id);
    expect(inMine).toEqual({ status: 404, body: { errors: [{ message: 'Can not find the resource!' }] } });
    const inTheirs = await readProjectRole(theirs.accountId, project.id);
    expect(inTheirs.status).toBe(403);
    expect(JSON.stringify(inTheirs.body)).not.toMatch(/secret|permissions/);
  });

  it('refuses malformed ids with 422 { errors }, never a 500', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    for (const g of ['not-a-uuid', "1' OR '1'='1", '']) {
      const res = await readProjectRole(a.accountId, g);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field: 'params.g' });
    }
  });

  it('answers 401 without a session', async () => {
    signInAs(null);
    expect((await readProjectRole(randomUUID(), randomUUID())).status).toBe(401);
  });
});

describe('GET …/contract/{c}/role (read_contract_role)', () => {
  it('combines account, project and contract roles', async () => {
    const a = await createAccountWithOwner();
    const { project, contract } = await createProjectWithContract(a.accountId);
    const userId = await memberWithNoAccountRights(a.accountId);
    await db().contractMember.create({
      data: { accountId: a.accountId, contractId: contract.id, userId, role: 'contract_admin' },
    });
    signInAs(userId);
    expect(await readContractRole(a.accountId, project.id, contract.id)).toEqual({
      status: 200,
      body: {
        role: { account: 'none', project: null, contract: 'contract_admin' },
        permissions: {
          project: ['view'],
          contract: ['edit', 'access', 'view', 'claim_or_cert'],
          contact: ['view'],
          account: [],
        },
      },
    });
  });

  it("reaches a shared contract only through the caller's own placement of it", async () => {
    const payee = await createAccountWithOwner('Payee');
    const payer = await createAccountWithOwner('Payer');
    const { project: payeeProject, contract } = await createProjectWithContract(payee.accountId);
    const payerProject = await db().project.create({
      data: {
        accountId: payer.accountId,
        name: 'Payer project',
        timeZone: 'Pacific/Auckland',
        gstPercent: 15,
      },
    });
    await db().contractPlacement.create({
      data: { contractId: contract.id, accountId: payer.accountId, projectId: payerProject.id, side: 'cert' },
    });
    signInAs(payer.userId);
    expect((await readContractRole(payer.accountId, payerProject.id, contract.id)).status).toBe(200);
    // The payee's project id, or any project of the payer's other than the placement's: 404.
    expect((await readContractRole(payer.accountId, payeeProject.id, contract.id)).status).toBe(404);
    const otherProject = await db().project.create({
      data: { accountId: payer.accountId, name: 'Other', timeZone: 'Pacific/Auckland', gstPercent: 15 },
    });
    expect((await readContractRole(payer.accountId, otherProject.id, contract.id)).status).toBe(404);
  });

  it("gives 404 for a contract the caller's account never placed, 403 for a foreign account path", async () => {
    const mine = await createAccountWithOwner('Mine');
    const theirs = await createAccountWithOwner('Theirs');
    const { project: myProject } = await createProjectWithContract(mine.accountId);
    const { project, contract } = await createProjectWithContract(theirs.accountId);
    signInAs(mine.userId);
    expect((await readContractRole(mine.accountId, myProject.id, contract.id)).status).toBe(404);
    const foreign = await readContractRole(theirs.accountId, project.id, contract.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ errors: [{ message: 'You do not have access to this.' }] });
  });

  it('refuses a malformed contract id with 422', async () => {
    const a = await createAccountWithOwner();
    const { project } = await createProjectWithContract(a.accountId);
    signInAs(a.userId);
    const res = await readContractRole(a.accountId, project.id, 'nope');
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'params.c' });
  });
});
