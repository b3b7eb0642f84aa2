import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TContractSettings } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { accountHasIntegrations } from './account-integrations';
import { assertDecision } from './contract-decision';
import { loadContract } from './load-contract';

/**
 * Contract settings (spec §3 Contract setting). Maintenance mode is a warning to both parties, so
 * either may switch it; certifying pending variations changes what the payer certifies, so it has
 * one owner (lib/domain/contract-decisions) — the form sends every switch, so only a change is
 * checked, and an unchanged value is not written back. Bulk email of claims and "less paid to
 * date" (what the payee's claims deduct, from its own payment records) belong to the claim
 * side and of certificates to the cert side; the integration link needs an account with integrations.
 */
export async function updateContractSettings(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  settings: TContractSettings,
): Promise<void> {
  const { contract, projectId, side } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  if (settings.claim_bulk_email !== undefined && side !== 'claim') throw new AppError('forbidden');
  if (settings.claim_less_paid_to_date !== undefined && side !== 'claim') throw new AppError('forbidden');
  if (settings.cert_bulk_email !== undefined && side !== 'cert') throw new AppError('forbidden');
  if (settings.enable_integration_link && !(await accountHasIntegrations(actor.accountId))) {
    throw new AppError('invalid', [
      { field: 'enable_integration_link', message: 'This account has no integrations to link to.' },
    ]);
  }
  const pending = settings.certify_pending_variation;
  const pendingChanges = pending !== undefined && pending !== contract.certifyPendingVariation;
  await db().$transaction(async (tx) => {
    if (pendingChanges) await assertDecision(tx, contract.id, side, 'certify_pending_variation');
    await tx.contract.update({
      where: { id: contract.id },
      data: {
        maintenanceMode: settings.maintenance_mode,
        certifyPendingVariation: pendingChanges ? pending : undefined,
        enableIntegrationLink: settings.enable_integration_link,
        claimBulkEmail: settings.claim_bulk_email,
        claimLessPaidToDate: settings.claim_less_paid_to_date,
        certBulkEmail: settings.cert_bulk_email,
      },
    });
    await recordHistory(
      tx,
      actor,
      'contract.settings_updated',
      { projectId, contractId: contract.id },
      settings,
    );
  });
}
