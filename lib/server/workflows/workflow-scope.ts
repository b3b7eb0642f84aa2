import 'server-only';
import { db, type Tx } from '@/lib/db/client';
import type { Action } from '@/lib/domain/permissions';
import type { FlowType } from '@/lib/schemas/workflows';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import { loadProject } from '../projects/load-project';

/** Whose workflow: a project's default for one flow type, or a contract's own. */
export type WorkflowScope =
  | { kind: 'project'; projectId: string; flowType: FlowType }
  | { kind: 'contract'; projectId: string; contractId: string };

export interface ResolvedScope {
  accountId: string;
  projectId: string;
  contractId: string | null;
  flowType: FlowType;
  /** The contract's status (contract scope only): the page returns to the draft screen for a draft. */
  contractStatus: string | null;
  /** For the breadcrumb. */
  projectName: string;
  contractName: string | null;
}

/**
 * Loads the project or contract through the caller's account (404 for another account's, 403
 * without `action`). A contract's flow type is its side for this account: a claim contract's
 * workflow approves claims, a cert contract's certificates.
 */
export async function resolveScope(
  actor: Actor,
  scope: WorkflowScope,
  action: Action,
): Promise<ResolvedScope> {
  if (scope.kind === 'project') {
    const project = await loadProject(actor, scope.projectId, action);
    return {
      ...scope,
      accountId: actor.accountId,
      contractId: null,
      contractStatus: null,
      projectName: project.name,
      contractName: null,
    };
  }
  const loaded = await loadContract(actor, scope.contractId, { projectId: scope.projectId, action });
  const project = await db().project.findUniqueOrThrow({
    where: { id: loaded.projectId },
    select: { name: true },
  });
  return {
    accountId: actor.accountId,
    projectId: loaded.projectId,
    contractId: scope.contractId,
    flowType: loaded.side,
    contractStatus: loaded.contract.status,
    projectName: project.name,
    contractName: loaded.contract.name,
  };
}

/** The unique key of the scope's workflow row. */
export function workflowWhere(s: ResolvedScope) {
  return s.contractId
    ? { contractId: s.contractId, accountId: s.accountId, flowType: s.flowType }
    : { projectId: s.projectId, accountId: s.accountId, flowType: s.flowType, contractId: null };
}

/**
 * Locks the row that owns the workflow (the project, or this account's placement of the contract)
 * until the transaction ends, so two saves replace the steps one after the other.
 */
export async function lockScope(tx: Tx, s: ResolvedScope): Promise<boolean> {
  const rows = s.contractId
    ? await tx.$queryRaw<unknown[]>`SELECT id FROM contract_placements
        WHERE contract_id = ${s.contractId}::uuid AND account_id = ${s.accountId}::uuid FOR UPDATE`
    : await tx.$queryRaw<unknown[]>`SELECT id FROM projects
        WHERE id = ${s.projectId}::uuid AND account_id = ${s.accountId}::uuid FOR UPDATE`;
  return rows.length === 1;
}
