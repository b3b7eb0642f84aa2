// Approval workflows through the API: project defaults per flow type, a contract's own workflow,
// validation, renumbering, who may approve, the copy into a new contract, and tenant isolation.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { addMember } from '../support/members';
import { addProjectMember, demoIds } from '../support/project-factories';
import { db } from '@/lib/db/client';
import { REQUIRED_APPROVER_MESSAGE, removeStep } from '@/lib/domain/workflow-rules';
import { seedDemo } from '@/prisma/seed';
import {
  GET as getProjectFlow,
  PUT as putProjectFlow,
} from '@/app/api/group/account/[acc]/contract_group/[g]/workflows/route';

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

describe("a project's default workflows", () => {
  it('starts empty and offers owners, admins and project admins — not viewers — as approvers', async () => {
    signInAs(ids.claimer);
    const res = await projectFlow().get();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flow_type: 'claim', scope: 'project', steps: [] });
    const candidates = res.body.candidates.map((c: { user_id: string }) => c.user_id);
    // Aroha (owner, and project admin here), Wiremu (admin); Sam has the view role.
    expect(candidates.sort()).toEqual([ids.claimer, ids.manager].sort());
    const none = await addMember(ids.kauri, 'none', { name: 'Pita Project-Admin' });
    await addProjectMember(ids.kauri, ids.kauriWynyard, none.userId, 'project_admin');
    const again = await projectFlow().get();
    expect(again.body.candidates.map((c: { name: string }) => c.name)).toContain('Pita Project-Admin');
  });

  it('saves two steps per flow type and reads them back in order', async () => {
    signInAs(ids.claimer);
    const claim = await projectFlow('claim').put([
      step('Approval Step 1', ids.manager),
      {
        name: 'Approval Step 2',
        approvers: [
          { user_id: ids.claimer, required: true },
          { user_id: ids.manager, required: false },
        ],
      },
    ]);
    expect(claim.status).toBe(200);
    expect(shape(claim.body)).toEqual([
      [1, 'Approval Step 1', [`${ids.manager}:true`]],
      [2, 'Approval Step 2', [`${ids.claimer}:true`, `${ids.manager}:false`]],
    ]);
    await projectFlow('cert').put([step('QS check', ids.manager)]);
    expect(shape((await projectFlow('claim').get()).body)).toEqual(shape(claim.body));
    expect((await projectFlow('cert').get()).body.steps).toHaveLength(1);
    expect(
      await db().history.count({ where: { projectId: ids.kauriWynyard, action: 'workflow.saved' } }),
    ).toBe(2);
  });

  it('renumbers default step names when a step is removed in the editor, and stores contiguous positions', async () => {
    signInAs(ids.claimer);
    const three = [
      step('Approval Step 1', ids.manager),
      step('Approval Step 2', ids.claimer),
      step('Approval Step 3', ids.manager),
    ];
    await projectFlow().put(three);
    const edited = removeStep(
      three.map((s) => ({
        name: s.name,
        approvers: s.approvers.map((a) => ({ userId: a.user_id, required: a.required })),
      })),
      0,
    );
    const res = await projectFlow().put(
      edited.map((s) => ({
        name: s.name,
        approvers: s.approvers.map((a) => ({ user_id: a.userId, required: a.required })),
      })),
    );
    expect(shape(res.body)).toEqual([
      [1, 'Approval Step 1', [`${ids.claimer}:true`]],
      [2, 'Approval Step 2', [`${ids.manager}:true`]],
    ]);
    const stored = await db().approvalStep.findMany({
      where: { workflow: { projectId: ids.kauriWynyard, flowType: 'claim' } },
      orderBy: { position: 'asc' },
    });
    expect(stored.map((s) => s.position)).toEqual([0, 1]);
  });

  it.each<[string, Step[], string]>([
    ['a step with no approver', [step('Approval Step 1')], REQUIRED_APPROVER_MESSAGE],
    [
      'a step with only optional approvers',
      [{ name: 'S', approvers: [{ user_id: 'USER', required: false }] }],
      REQUIRED_APPROVER_MESSAGE,
    ],
    [
      'a required row with no user chosen',
      [{ name: 'S', approvers: [{ user_id: null, required: true }] }],
      REQUIRED_APPROVER_MESSAGE,
    ],
    [
      'the same approver twice',
      [step('S', 'USER', 'USER')],
      'Each approver can appear only once in an approval workflow step',
    ],
    ['a blank step name', [step('  ', 'USER')], 'Enter the step name'],
  ])('refuses %s with 422 and the §5 message, changing nothing', async (_label, steps, message) => {
    signInAs(ids.claimer);
    const before = await projectFlow().get();
    const withUser = steps.map((s) => ({
      ...s,
      approvers: s.approvers.map((a) => ({ ...a, user_id: a.user_id === 'USER' ? ids.manager : a.user_id })),
    }));
    const res = await projectFlow().put(withUser);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    expect((await projectFlow().get()).body.steps).toEqual(before.body.steps);
  });

  it('refuses approvers who may not approve: a viewer, someone from another account', async () => {
    signInAs(ids.claimer);
    for (const userId of [ids.viewer, ids.certifier]) {
      const res = await projectFlow().put([step('S', userId)]);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('steps.0.approvers.0.user_id');
    }
  });

  it('refuses an unknown flow type and a body that is not a workflow', async () => {
    signInAs(ids.claimer);
    expect((await projectFlow('payment').get()).status).toBe(422);
    const res = await callRoute(putProjectFlow, {
      method: 'PUT',
      params: { acc: ids.kauri, g: ids.kauriWynyard },
      url: 'http://localhost/x?flow_type=claim',
      body: { steps: 'all of them' },
    });
    expect(res.status).toBe(422);
    const many = await projectFlow().put(Array.from({ length: 21 }, (_, i) => step(`S${i}`, ids.manager)));
    expect(many.status).toBe(422);
  });

  it('two saves at once both succeed one after the other, leaving one consistent set of steps', async () => {
    signInAs(ids.claimer);
    const [a, b] = await Promise.all([
      projectFlow().put([step('A1', ids.manager), step('A2', ids.claimer)]),
      projectFlow().put([step('B1', ids.claimer)]),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const names = (await projectFlow().get()).body.steps.map((s: { name: string }) => s.name);
    expect([['A1', 'A2'], ['B1']]).toContainEqual(names);
  });

  it('is for project editors: a viewer reads but gets 403 on save; another account gets 404 or 403', async () => {
    signInAs(ids.viewer);
    expect((await projectFlow().get()).status).toBe(200);
    expect((await projectFlow().put([])).status).toBe(403);
    signInAs(ids.certifier);
    expect(
      (
        await projectFlow(
          'claim',
          () => ids.kauriWynyard,
          () => ids.harbour,
        ).get()
      ).status,
    ).toBe(404);
    expect(
      (
        await projectFlow(
          'claim',
          () => ids.kauriWynyard,
          () => ids.harbour,
        ).put([])
      ).status,
    ).toBe(404);
    expect(
      (
        await projectFlow(
          'claim',
          () => ids.kauriWynyard,
          () => ids.kauri,
        ).get()
      ).status,
    ).toBe(403);
  });
});
