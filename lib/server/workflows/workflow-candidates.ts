import 'server-only';
import { db } from '@/lib/db/client';
import { canBeWorkflowMember } from '@/lib/domain/workflow-rules';
import { listAccountPeople } from '../projects/account-people';
import type { ResolvedScope } from './workflow-scope';

export interface WorkflowCandidate {
  user_id: string;
  name: string;
  email: string;
}

/**
 * Who may approve in this scope (lib/domain/workflow-rules.ts WORKFLOW_MEMBER_ROLES): the account's
 * owners and admins, the project's project admins and, for a contract, its contract admins.
 */
export async function workflowCandidates(s: ResolvedScope): Promise<WorkflowCandidate[]> {
  const [people, projectAdmins, contractAdmins] = await Promise.all([
    listAccountPeople(s.accountId),
    db().projectMember.findMany({
      where: { accountId: s.accountId, projectId: s.projectId, role: 'project_admin' },
      select: { userId: true },
    }),
    s.contractId
      ? db().contractMember.findMany({
          where: { accountId: s.accountId, contractId: s.contractId, role: 'contract_admin' },
          select: { userId: true },
        })
      : [],
  ]);
  const projectAdmin = new Set(projectAdmins.map((m) => m.userId));
  const contractAdmin = new Set(contractAdmins.map((m) => m.userId));
  return people
    .filter((p) =>
      canBeWorkflowMember({
        account: p.role,
        project: projectAdmin.has(p.user_id) ? 'project_admin' : null,
        contract: contractAdmin.has(p.user_id) ? 'contract_admin' : null,
      }),
    )
    .map(({ user_id, name, email }) => ({ user_id, name, email }));
}
