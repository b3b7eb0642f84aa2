import 'server-only';
// Workflow emails, queued inside the transition's transaction and sent after commit. Each person
// is emailed only as their email preferences allow: workflow_required for the steps they must
// approve, workflow_optional for those where their approval is optional.
import type { Tx } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/outbox';
import type { ClaimWorkflowPayload } from '@/emails/claim-workflow';
import type { StoredApprover } from './load-workflow';
import type { WorkflowSubject } from './subjects';

export interface Notice {
  to: Pick<StoredApprover, 'userId' | 'name' | 'email'> & { required: boolean };
  kind: ClaimWorkflowPayload['kind'];
  stepName: string | null;
}

export async function queueWorkflowEmails(
  tx: Tx,
  a: {
    subject: WorkflowSubject;
    eventId: string;
    actorName: string;
    comment: string | null;
    notices: Notice[];
  },
): Promise<number> {
  if (a.notices.length === 0) return 0;
  const prefs = await tx.emailPreference.findMany({
    where: { accountId: a.subject.accountId, userId: { in: a.notices.map((n) => n.to.userId) } },
  });
  const byUser = new Map(prefs.map((p) => [p.userId, p]));
  const wanted = a.notices.filter(({ to }) => {
    const pref = byUser.get(to.userId);
    // No preference row yet means the defaults, which are on.
    return !pref || (to.required ? pref.workflowRequired : pref.workflowOptional);
  });
  for (const notice of wanted) {
    await enqueueEmail(tx, {
      accountId: a.subject.accountId,
      idempotencyKey: `workflow:${a.eventId}:${notice.to.userId}`,
      to: notice.to.email,
      toName: notice.to.name,
      template: 'claim_workflow',
      payload: {
        kind: notice.kind,
        document: a.subject.kind.noun,
        documentName: a.subject.name,
        contractName: a.subject.contractName,
        stepName: notice.stepName,
        actorName: a.actorName,
        comment: a.comment,
        path: a.subject.path,
      },
    });
  }
  return wanted.length;
}
