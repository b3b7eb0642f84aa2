import 'server-only';
import { db } from '@/lib/db/client';
import type { TContractDetails } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { checkCounterparty, checkRegion, detailsColumns } from './contract-details';
import { assertDecision } from './contract-decision';
import { loadContract } from './load-contract';

/**
 * Saves the details form of a contract (spec §5 contract save). The counterparty company is the
 * one column a side may set only on its own half of the contract: a claim contract names its payer,
 * a cert contract its payee; the other half belongs to the other party. The binding details have
 * one owner (lib/domain/contract-decisions): the form sends every field, so only a change of one of
 * them is checked, and unchanged ones are not written back.
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
  const columns = detailsColumns(details, checkRegion(contract.country, details.region));
  // The details that bind both parties: the tax settings, and the time zone and region every due
  // date is counted in.
  const { gstPercent, cisStatus, domesticReverseCharge, timeZone, region, contractTier, ...descriptive } =
    columns;
  const binding = { gstPercent, cisStatus, domesticReverseCharge, timeZone, region };
  const bindingChanges = (Object.keys(binding) as (keyof typeof binding)[]).some(
    (column) => binding[column] !== contract[column],
  );
  // Head contract or subcontract sets the statutory payment due date (NSW s11(1A), (1B)), so it is
  // decided as the payment terms are.
  const tierChanges = contractTier !== undefined && contractTier !== contract.contractTier;
  await db().$transaction(async (tx) => {
    if (bindingChanges) await assertDecision(tx, contract.id, side, 'tax_and_calendar');
    if (tierChanges) await assertDecision(tx, contract.id, side, 'payment_terms');
    await checkCounterparty(tx, actor, details.counterparty_company_id);
    await tx.contract.update({
      where: { id: contract.id },
      data: {
        ...descriptive,
        ...(bindingChanges ? binding : {}),
        ...(tierChanges ? { contractTier } : {}),
        ...(side === 'claim'
          ? { payerCompanyId: details.counterparty_company_id }
          : { payeeCompanyId: details.counterparty_company_id }),
      },
    });
    await recordHistory(tx, actor, 'contract.updated', { projectId, contractId: contract.id });
  });
}
