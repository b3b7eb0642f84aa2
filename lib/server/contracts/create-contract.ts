import 'server-only';
import { db, type Tx } from '@/lib/db/client';
import type { Country } from '@/lib/db/generated/enums';
import type { TContractSide, TCreateContract } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import { copyProjectWorkflow } from '../workflow-steps/copy-project-workflow';
import { loadProject } from '../projects/load-project';
import { settleProjectStatuses } from '../projects/settle-project-status';
import { checkCounterparty, checkRegion, detailsColumns } from './contract-details';
import { creationMessage } from './creation-message';
import { projectDefaults } from './project-defaults';

/** 'Contract 1' for a project's first contract, else 'Contract {n}' (spec §3 Project). */
export function defaultContractName(contractsInProject: number): string {
  return `Contract ${contractsInProject + 1}`;
}

/**
 * Creates a contract in one of the caller's projects (spec §2 creation steps). The caller's account
 * takes the [type] side — payee of a claim contract, payer of a cert contract — and the chosen
 * company of its contacts names the other party. The contract, the account's placement of it, the
 * project's default payment terms, retention and workflow of the contract's side, and the history
 * row are written in one transaction. A new contract waiting to start beside finished ones makes a
 * completed project current again (settle-project-status.ts). The answer's `message` says what
 * needs the user's attention but did not stop the create (creation-message.ts), or is null.
 */
export async function createContract(
  actor: Actor,
  input: { projectId: string; side: TContractSide; details: TCreateContract },
): Promise<{ id: string; name: string; message: string | null }> {
  const project = await loadProject(actor, input.projectId);
  await assertCan(actor, 'contract', 'create', { projectId: project.id });
  const account = await db().account.findUniqueOrThrow({
    where: { id: actor.accountId },
    select: { country: true },
  });
  const details = input.details;
  const region = checkRegion(account.country, details.region);

  return db().$transaction(async (tx) => {
    const contract = await insertContract(tx, actor, {
      projectId: project.id,
      side: input.side,
      details,
      region,
      country: account.country,
    });
    const message = await creationMessage(tx, actor, input.side, details.counterparty_company_id);
    return { ...contract, message };
  });
}

/** The contract's rows, workflow and history inside the caller's transaction (also used by integration imports). */
export async function insertContract(
  tx: Tx,
  actor: Actor,
  input: {
    projectId: string;
    side: TContractSide;
    details: TCreateContract;
    region: string | null;
    country: Country;
  },
): Promise<{ id: string; name: string }> {
  const { details, region } = input;
  const project = { id: input.projectId };
  await checkCounterparty(tx, actor, details.counterparty_company_id);
  const name =
    details.name ||
    defaultContractName(await tx.contractPlacement.count({ where: { projectId: project.id } }));
  const claim = input.side === 'claim';
  const contract = await tx.contract.create({
    data: {
      ...detailsColumns({ ...details, name }, region),
      country: input.country,
      createdByAccountId: actor.accountId,
      payeeAccountId: claim ? actor.accountId : null,
      payerAccountId: claim ? null : actor.accountId,
      payerCompanyId: claim ? details.counterparty_company_id : null,
      payeeCompanyId: claim ? null : details.counterparty_company_id,
      placements: { create: { accountId: actor.accountId, projectId: project.id, side: input.side } },
      ...(await projectDefaults(tx, project.id)),
    },
    select: { id: true, name: true },
  });
  await copyProjectWorkflow(tx, {
    accountId: actor.accountId,
    projectId: project.id,
    contractId: contract.id,
    flowType: input.side,
  });
  await recordHistory(
    tx,
    actor,
    'contract.created',
    { projectId: project.id, contractId: contract.id },
    { name, side: input.side },
  );
  await settleProjectStatuses(tx, actor, [project.id], { contractId: contract.id });
  return contract;
}
