import 'server-only';
import { db } from '@/lib/db/client';
import type { FlowType } from '@/lib/schemas/workflows';
import type { Actor } from '../session/resolve-actor';
import { workflowCandidates, type WorkflowCandidate } from './workflow-candidates';
import { resolveScope, workflowWhere, type ResolvedScope, type WorkflowScope } from './workflow-scope';

/** spec §3 Approval workflow: steps (id, step, name, approvers with user_id and required). */
export interface WorkflowView {
  flow_type: FlowType;
  scope: 'project' | 'contract';
  contract_status: string | null;
  project_name: string;
  contract_name: string | null;
  steps: {
    id: string;
    /** 1-based position. */
    step: number;
    name: string;
    approvers: { user_id: string; name: string; required: boolean }[];
  }[];
  /** The users who may be chosen as approvers here. */
  candidates: WorkflowCandidate[];
}

export async function readWorkflow(actor: Actor, scope: WorkflowScope): Promise<WorkflowView> {
  return workflowView(await resolveScope(actor, scope, 'view'));
}

export async function workflowView(s: ResolvedScope): Promise<WorkflowView> {
  const [workflow, candidates] = await Promise.all([
    db().approvalWorkflow.findFirst({
      where: workflowWhere(s),
      select: {
        steps: {
          orderBy: { position: 'asc' },
          select: {
            id: true,
            position: true,
            name: true,
            approvers: {
              orderBy: { user: { name: 'asc' } },
              select: { userId: true, required: true, user: { select: { name: true } } },
            },
          },
        },
      },
    }),
    workflowCandidates(s),
  ]);
  return {
    flow_type: s.flowType,
    scope: s.contractId ? 'contract' : 'project',
    contract_status: s.contractStatus,
    project_name: s.projectName,
    contract_name: s.contractName,
    steps: (workflow?.steps ?? []).map((step, i) => ({
      id: step.id,
      step: i + 1,
      name: step.name,
      approvers: step.approvers.map((a) => ({ user_id: a.userId, name: a.user.name, required: a.required })),
    })),
    candidates,
  };
}
