import 'server-only';
// A project's draft, current and completed states follow its contracts (lib/domain/project-status.ts
// projectStatusFor). Every service that changes what a project holds — a contract started,
// finalised, re-opened or archived, created, moved, left or joined — calls this inside its own
// transaction, after its change, so the project moves in the same commit as its cause.
import type { Tx } from '@/lib/db/client';
import type { ContractStatus } from '@/lib/domain/contract-status';
import { settleAction, transitionProject, type ProjectStatus } from '@/lib/domain/project-status';
import { AppError } from '@/lib/errors/app-error';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';

const HISTORY_ACTION = {
  activate: 'project.activated',
  complete: 'project.completed',
  return_to_draft: 'project.returned_to_draft',
} as const;

/**
 * Brings each project in line with its contracts. The projects' rows are locked first, in id order
 * (so two transactions settling the same two projects — a shared contract sits in one project of
 * each party — wait for each other instead of deadlocking), and their contracts are read after the
 * lock: of two contracts of one project finalised at once, the second to commit sees the first
 * and completes the project. Each move is an update WHERE the locked status, and a history row in
 * the project's own account (the other party's project included), naming the contract that
 * caused it.
 */
export async function settleProjectStatuses(
  tx: Tx,
  actor: Pick<Actor, 'userId' | 'accountId' | 'actingAsSupport'>,
  projectIds: readonly string[],
  cause: { contractId?: string } = {},
): Promise<Map<string, ProjectStatus>> {
  const ids = [...new Set(projectIds)].sort();
  const settled = new Map<string, ProjectStatus>();
  if (ids.length === 0) return settled;
  const projects = await tx.$queryRaw<{ id: string; account_id: string; status: ProjectStatus }[]>`
    SELECT id, account_id, status::text AS status FROM projects
    WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
  const placements = await tx.contractPlacement.findMany({
    where: { projectId: { in: ids } },
    select: { projectId: true, contract: { select: { status: true } } },
  });
  for (const project of projects) {
    const contracts: ContractStatus[] = placements
      .filter((p) => p.projectId === project.id)
      .map((p) => p.contract.status);
    const action = settleAction(project.status, contracts);
    if (!action) {
      settled.set(project.id, project.status);
      continue;
    }
    const next = transitionProject(project.status, action);
    if (!next.ok) throw new AppError('conflict', next.message);
    const { count } = await tx.project.updateMany({
      where: { id: project.id, status: project.status },
      data: { status: next.to },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      { ...actor, accountId: project.account_id },
      HISTORY_ACTION[action],
      { projectId: project.id, ...(cause.contractId ? { contractId: cause.contractId } : {}) },
      { from: project.status, to: next.to },
    );
    settled.set(project.id, next.to);
  }
  return settled;
}

/** The projects a contract sits in: one per party that placed it. */
export async function projectsOfContract(tx: Tx, contractId: string): Promise<string[]> {
  const rows = await tx.contractPlacement.findMany({ where: { contractId }, select: { projectId: true } });
  return rows.map((r) => r.projectId);
}
