// A contract's own approval workflow through the API (each side's own), the copy of the project's
// default into a new contract, and who may reach it.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { demoIds } from '../support/project-factories';
import { db } from '@/lib/db/client';
import { seedDemo } from '@/prisma/seed';
import { copyProjectWorkflow } from '@/lib/server/workflow-steps/copy-project-workflow';
import { IN_APPROVAL_MESSAGE } from '@/lib/server/workflows/save-workflow';
import {
  GET as getProjectFlow,
  PUT as putProjectFlow,
} from '@/app/api/group/account/[acc]/contract_group/[g]/workflows/route';
import {
  GET as getContractFlow,
  PUT as putContractFlow,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/workflow/route';

let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  await seedDemo(db());
  ids = await demoIds();
});

type Step = { name: string; approvers: { user_id: string | null; required: boolean }[] };
const step = (name: string, ...users: string[]): Step => ({
  name,
  approvers: users.map((user_id) => ({ user_id, required: true })),
});

const projectFlow = (flowType = 'claim', g = () => ids.kauriWynyard, acc = () => ids.kauri) => ({
  get: () =>
    callRoute(getProjectFlow, {
      params: { acc: acc(), g: g() },
      url: `http://localhost/x?flow_type=${flowType}`,
    }),
  put: (steps: Step[]) =>
    callRoute(putProjectFlow, {
      method: 'PUT',
      params: { acc: acc(), g: g() },
      url: `http://localhost/x?flow_type=${flowType}`,
      body: { steps },
    }),
});
const shape = (body: {
  steps: { step: number; name: string; approvers: { user_id: string; required: boolean }[] }[];
}) => body.steps.map((s) => [s.step, s.name, s.approvers.map((a) => `${a.user_id}:${a.required}`)]);

describe("a contract's workflow", () => {
  const contractFlow = (acc: string, g: string, c = ids.contractId) => ({
    get: () => callRoute(getContractFlow, { params: { acc, g, c } }),
    put: (steps: Step[]) =>
      callRoute(putContractFlow, { method: 'PUT', params: { acc, g, c }, body: { steps } }),
  });

  it("is each side's own: claims for the payee, certificates for the payer", async () => {
    signInAs(ids.claimer);
    const kauri = await contractFlow(ids.kauri, ids.kauriWynyard).get();
    expect(kauri.body).toMatchObject({ flow_type: 'claim', scope: 'contract', contract_status: 'started' });
    expect(shape(kauri.body)).toEqual([
      [1, 'Approval Step 1', [`${ids.manager}:true`]],
      [2, 'Approval Step 2', [`${ids.claimer}:true`]],
    ]);
    signInAs(ids.certifier);
    const harbour = await contractFlow(ids.harbour, ids.harbourWynyard).get();
    expect(harbour.body.flow_type).toBe('cert');
    expect(shape(harbour.body)).toEqual([[1, 'Approval Step 1', [`${ids.qs}:true`]]]);
    // The QS approves as a contract admin of this contract.
    expect(harbour.body.candidates.map((c: { user_id: string }) => c.user_id)).toContain(ids.qs);
  });

  it('saves, and refuses (409) while a claim is going through approval', async () => {
    signInAs(ids.claimer);
    const flow = contractFlow(ids.kauri, ids.kauriWynyard);
    expect((await flow.put([step('Approval Step 1', ids.claimer)])).status).toBe(200);
    const draft = await db().claim.findFirstOrThrow({
      where: { contractId: ids.contractId, status: 'draft' },
    });
    await db().claim.update({ where: { id: draft.id }, data: { status: 'review' } });
    try {
      const res = await flow.put([step('Approval Step 1', ids.manager)]);
      expect(res.status).toBe(409);
      expect(res.body.errors[0].message).toBe(IN_APPROVAL_MESSAGE.claim);
      expect(shape((await flow.get()).body)).toEqual([[1, 'Approval Step 1', [`${ids.claimer}:true`]]]);
    } finally {
      await db().claim.update({ where: { id: draft.id }, data: { status: 'draft' } });
    }
  });

  it('is reached only through the caller’s own placement: wrong project, other account, viewer', async () => {
    signInAs(ids.certifier);
    // Harbour's account with Kauri's project id in the path: Harbour placed the contract elsewhere.
    expect((await contractFlow(ids.harbour, ids.kauriWynyard).get()).status).toBe(404);
    expect((await contractFlow(ids.kauri, ids.kauriWynyard).get()).status).toBe(403);
    signInAs(ids.claimer);
    expect((await contractFlow(ids.kauri, ids.kauriRemuera).get()).status).toBe(404);
    signInAs(ids.viewer);
    expect((await contractFlow(ids.kauri, ids.kauriWynyard).put([])).status).toBe(403);
    const harbourFlow = await db().approvalWorkflow.findFirstOrThrow({
      where: { contractId: ids.contractId, accountId: ids.harbour },
      include: { steps: true },
    });
    expect(harbourFlow.steps).toHaveLength(1);
  });

  it('a new contract copies its project’s default workflow of its side (copyProjectWorkflow)', async () => {
    signInAs(ids.claimer);
    await projectFlow('claim').put([
      step('Approval Step 1', ids.manager),
      step('Approval Step 2', ids.claimer),
    ]);
    const contract = await db().contract.create({
      data: {
        name: 'Contract 2',
        createdByAccountId: ids.kauri,
        country: 'NZ',
        gstPercent: 15,
        timeZone: 'Pacific/Auckland',
      },
    });
    const made = await db().$transaction((tx) =>
      copyProjectWorkflow(tx, {
        accountId: ids.kauri,
        projectId: ids.kauriWynyard,
        contractId: contract.id,
        flowType: 'claim',
      }),
    );
    expect(made).toEqual(expect.any(String));
    const none = await db().$transaction((tx) =>
      copyProjectWorkflow(tx, {
        accountId: ids.kauri,
        projectId: ids.kauriRemuera,
        contractId: contract.id,
        flowType: 'cert',
      }),
    );
    expect(none).toBeNull();
    const copied = await db().approvalWorkflow.findFirstOrThrow({
      where: { contractId: contract.id, accountId: ids.kauri, flowType: 'claim' },
      include: { steps: { orderBy: { position: 'asc' }, include: { approvers: true } } },
    });
    expect(copied.steps.map((s) => [s.position, s.name, s.approvers.map((a) => a.userId)])).toEqual([
      [0, 'Approval Step 1', [ids.manager]],
      [1, 'Approval Step 2', [ids.claimer]],
    ]);
  });
});
