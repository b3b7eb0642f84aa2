import 'server-only';
// The bell's side of a workflow action (approvals/run-action.ts), in the action's transaction: the
// approvers of the step now current are told a document needs them (or has come back to them);
// when the last step is approved, or the document is reverted to draft, its author and whoever
// sent it for approval are told. All of them are people of the document's own account.
import type { Tx } from '@/lib/db/client';
import type { Notice } from '../approvals/notify';
import type { WorkflowSubject } from '../approvals/subjects';
import { notifyUsers } from './write-notifications';

/** Who made the document: the claim's creator, or whoever started the certificate. */
async function authorOf(tx: Tx, subject: WorkflowSubject): Promise<string | null> {
  if (subject.kind.idKey === 'claimId') {
    const claim = await tx.claim.findUnique({ where: { id: subject.id }, select: { createdById: true } });
    return claim?.createdById ?? null;
  }
  const started = await tx.history.findFirst({
    where: { certId: subject.id, accountId: subject.accountId, action: 'certificate.created' },
    orderBy: { createdAt: 'asc' },
    select: { actorUserId: true },
  });
  return started?.actorUserId ?? null;
}

export async function notifyWorkflowAction(
  tx: Tx,
  a: {
    subject: WorkflowSubject;
    actorUserId: string;
    actorName: string;
    comment: string | null;
    /** What the engine's plan told people of (approvals/plan.ts). */
    notices: Notice[];
    /** Who sent the document for approval this round, if anyone did. */
    senderUserId: string | null;
    outcome: 'approved' | 'reverted' | null;
  },
) {
  const { subject } = a;
  const base = { accountId: subject.accountId, actorUserId: a.actorUserId, link: subject.path };
  const about = { document: subject.name, contract: subject.contractName, by: a.actorName };
  // Each step's approvers, told once per step (a plan names one step).
  for (const kind of ['approval_needed', 'step_reverted'] as const) {
    const told = a.notices.filter((n) => n.kind === kind);
    if (told.length === 0) continue;
    const step = told[0]!.stepName;
    await notifyUsers(tx, {
      ...base,
      userIds: told.map((n) => n.to.userId),
      event:
        kind === 'approval_needed'
          ? { kind: 'approval.needed', ...about, step }
          : { kind: 'approval.step_reverted', ...about, step, comment: a.comment },
    });
  }
  if (a.outcome) {
    await notifyUsers(tx, {
      ...base,
      userIds: [await authorOf(tx, subject), a.senderUserId],
      event:
        a.outcome === 'approved'
          ? { kind: 'approval.approved', ...about }
          : { kind: 'approval.reverted', ...about, comment: a.comment },
    });
  }
}
