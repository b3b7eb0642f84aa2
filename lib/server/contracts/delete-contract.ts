import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import { contractDeletionRefusal, type ContractStatus } from '@/lib/domain/contract-status';
import { deleteFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadContract } from './load-contract';

/** Every stored file of the contract: its documents and those of its claims, certificates, items and payments. */
function contractFiles(tx: Tx, contractId: string) {
  return tx.attachment.findMany({
    where: {
      OR: [
        { contractId },
        { claim: { contractId } },
        { certificate: { contractId } },
        { lineItem: { contractId } },
        { payment: { certificate: { contractId } } },
      ],
    },
    select: { storageKey: true },
  });
}

/**
 * Deletes a draft contract (spec §2 delete contract, §7 contract CRUD) with everything under it —
 * its schedule, payment terms, retention, draft claims and certificates, files, invitations,
 * members and workflows — and writes a history row on its project. Refused (409, with the reason
 * from lib/domain/contract-status.ts) once the contract has started, or once the other party has
 * accepted the invitation: then it is in their projects too. Pending invitations go with it (their
 * links then answer as expired) and their emails not yet sent are dropped.
 *
 * Deleting is for whoever may create contracts in the project (account owners and admins, the
 * project's admins), not a contract's own admins: it cannot be undone.
 *
 * One transaction, which first locks the contract row: an invitation accepted at the same moment
 * waits for it (and then finds no contract), and a delete that waited for an acceptance sees the
 * other party's placement and refuses. The stored files go after commit, once no row points at them.
 */
export async function deleteContract(
  actor: Actor,
  ids: { projectId: string; contractId: string },
): Promise<{ id: string; project_id: string; deleted: true }> {
  const { contract, projectId } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'create',
  });
  const storageKeys = await db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ status: ContractStatus }[]>`
      SELECT status FROM contracts WHERE id = ${contract.id}::uuid FOR UPDATE`;
    const placements = await tx.contractPlacement.findMany({
      where: { contractId: contract.id },
      select: { accountId: true, projectId: true },
    });
    const own = placements.find((p) => p.accountId === actor.accountId);
    // Gone, or moved to another project, since it was loaded.
    if (!locked[0] || own?.projectId !== projectId) throw new AppError('not_found');
    const [issuedClaims, issuedCerts] = await Promise.all([
      tx.claim.count({ where: { contractId: contract.id, status: { in: ['issued', 'certified'] } } }),
      tx.certificate.count({ where: { contractId: contract.id, status: 'issued' } }),
    ]);
    const refusal = contractDeletionRefusal({
      status: locked[0].status,
      otherAccounts: placements.length - 1,
      issuedClaims,
      issuedCerts,
    });
    if (refusal) throw new AppError('conflict', refusal);

    const files = await contractFiles(tx, contract.id);
    const invitations = await tx.invitation.findMany({
      where: { contractId: contract.id },
      select: { id: true },
    });
    if (invitations.length) {
      await tx.emailOutbox.deleteMany({
        where: {
          status: 'pending',
          OR: invitations.map((i) => ({ idempotencyKey: { startsWith: `contract_invitation:${i.id}:` } })),
        },
      });
    }
    // Everything else under the contract goes with it (ON DELETE CASCADE in the schema).
    const { count } = await tx.contract.deleteMany({ where: { id: contract.id, status: 'draft' } });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      'contract.deleted',
      { projectId, contractId: contract.id },
      { name: contract.name, contract_number: contract.contractNumber },
    );
    return files.map((f) => f.storageKey);
  });
  const removed = await Promise.allSettled(storageKeys.map((key) => deleteFile(key)));
  for (const [i, result] of removed.entries()) {
    // The rows are gone, so the contract is deleted; a file the store kept is only an orphan.
    if (result.status === 'rejected') {
      console.error(`[contracts] could not remove the stored file ${storageKeys[i]}`, result.reason);
    }
  }
  return { id: contract.id, project_id: projectId, deleted: true };
}

export type DeleteContractAnswer = Awaited<ReturnType<typeof deleteContract>>;
