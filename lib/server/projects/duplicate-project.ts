import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { assertCan } from '../permissions/authorize';
import { recordHistory } from '../history';
import { copyWorkflow } from '../workflow-steps/insert-steps';
import { loadProject } from './load-project';

const NAME_MAX = 160;

/**
 * Duplicates a project's settings (spec §7 duplicate): details and picture, default retention and
 * payment terms, members and default approval workflows — not its contracts, which belong to one job. The
 * copy is named 'Copy of …', is a draft (it holds no contract) and is not pinned.
 */
export async function duplicateProject(actor: Actor, projectId: string): Promise<{ id: string }> {
  await loadProject(actor, projectId, 'view');
  await assertCan(actor, 'project', 'create');
  const source = await db().project.findUniqueOrThrow({
    where: { id: projectId },
    include: {
      retention: { omit: { id: true, contractId: true, projectId: true } },
      paymentTerms: { omit: { id: true, contractId: true, projectId: true } },
      members: true,
      image: { select: { contentType: true, bytes: true } },
      workflows: { include: { steps: { include: { approvers: true } } } },
    },
  });
  const { retention, paymentTerms: terms, image } = source;
  return db().$transaction(async (tx) => {
    const copy = await tx.project.create({
      data: {
        accountId: actor.accountId,
        name: `Copy of ${source.name}`.slice(0, NAME_MAX),
        projectNumber: source.projectNumber,
        streetAddress: source.streetAddress,
        suburb: source.suburb,
        city: source.city,
        postalCode: source.postalCode,
        state: source.state,
        timeZone: source.timeZone,
        gstPercent: source.gstPercent,
        retention: retention ? { create: retention } : undefined,
        paymentTerms: terms ? { create: terms } : undefined,
        image: image ? { create: { accountId: actor.accountId, ...image } } : undefined,
        members: {
          createMany: {
            data: source.members.map((m) => ({
              accountId: m.accountId,
              userId: m.userId,
              role: m.role,
              isKeyContact: m.isKeyContact,
            })),
          },
        },
      },
      select: { id: true },
    });
    for (const workflow of source.workflows) {
      // At most two (claim and cert): each copy is a fixed number of statements.
      await copyWorkflow(tx, workflow, {
        accountId: actor.accountId,
        projectId: copy.id,
        flowType: workflow.flowType,
      });
    }
    await recordHistory(tx, actor, 'project.duplicated', { projectId: copy.id }, { from: projectId });
    return copy;
  });
}
