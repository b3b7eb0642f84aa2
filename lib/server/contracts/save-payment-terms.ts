import 'server-only';
import { db } from '@/lib/db/client';
import type { TPaymentTerms } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { assertDecision } from './contract-decision';
import { loadContract } from './load-contract';

/**
 * PUT …/payment_terms (spec §3 Payment terms). The terms are the contract's, shared by both parties,
 * so one of them sets them (lib/domain/contract-decisions); claims already made keep the due dates
 * they were given.
 */
export async function savePaymentTerms(
  actor: Actor,
  ids: { projectId: string; contractId: string },
  terms: TPaymentTerms,
): Promise<void> {
  const { contract, projectId, side } = await loadContract(actor, ids.contractId, {
    projectId: ids.projectId,
    action: 'edit',
  });
  const data = {
    claimDueDays: terms.claim_due_days,
    claimDueTerm: terms.claim_due_term,
    certDueDays: terms.cert_due_days,
    certDueTerm: terms.cert_due_term,
    paymentDueDays: terms.payment_due_days,
    paymentDueTerm: terms.payment_due_term,
  };
  await db().$transaction(async (tx) => {
    await assertDecision(tx, contract.id, side, 'payment_terms');
    await tx.paymentTerms.upsert({
      where: { contractId: contract.id },
      create: { contractId: contract.id, ...data },
      update: data,
    });
    await recordHistory(
      tx,
      actor,
      'contract.payment_terms_saved',
      { projectId, contractId: contract.id },
      terms,
    );
  });
}
