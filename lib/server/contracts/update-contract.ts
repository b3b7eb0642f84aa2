import 'server-only';
import { db } from '@/lib/db/client';
import type { TContractDetails } from '@/lib/schemas/contracts';
import type { Actor } from '../accounts/resolve-actor';
import { recordHistory } from '../history';
import { checkCounterparty, checkRegion, detailsColumns } from './contract-details';
import { loadContract } from './load-contract';

/**
 * Saves the details form of a contract (spec §5 contract save). The counterparty company is the
 * one column a side may set only on its own half of the contract: a claim contract names its payer,
 * a cert contract its payee; the other half belongs to the other party.
 */
export async function updateContract(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  details: TContractDetails,
): Promise<void> {
  const { contract, projectId, side } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  const region = checkRegion(contract.country, details.region);
  await db().$transaction(async (tx) => {
    await checkCounterparty(tx, actor, details.counterparty_company_id);
    await tx.contract.update({
      where: { id: contract.id },
      data: {
        ...detailsColumns(details, region),
        ...(side === 'claim'
          ? { payerCompanyId: details.counterparty_company_id }
          : { payeeCompanyId: details.counterparty_company_id }),
      },
    });
    await recordHistory(tx, actor, 'contract.updated', { projectId, contractId: contract.id });
  });
}
