import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { assertCan } from '../permissions/authorize';
import { loadProject } from '../projects/load-project';
import { defaultContractName } from './create-contract';
import { listCounterpartyCompanies } from './list-counterparty-companies';

/**
 * What the new-contract form starts from (spec §2): the project (its address, time zone and GST
 * are the contract's defaults), the account's country, the companies the other party is chosen
 * from, and the default name.
 */
export async function readNewContractDefaults(actor: Actor, projectId: string) {
  const project = await loadProject(actor, projectId);
  await assertCan(actor, 'contract', 'create', { projectId });
  const [account, companies, contracts] = await Promise.all([
    db().account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { country: true } }),
    listCounterpartyCompanies(actor),
    db().contractPlacement.count({ where: { projectId } }),
  ]);
  return { project, country: account.country, companies, name: defaultContractName(contracts) };
}
