import 'server-only';
// The bcti check (spec §7 "bcti check"; issue 32): whether the payee has agreed that the payer's
// payment schedules on this contract serve as its buyer-created tax invoices — in New Zealand,
// from 1 April 2023, "buyer-created taxable supply information" (GST Act 1985 s19K(4): the
// supplier agrees not to issue taxable supply information and the recipient agrees to issue it).
// In Australia the same idea is a recipient created tax invoice (RCTI; A New Tax System (Goods and
// Services Tax) Act 1999 s29-70(3) and the RCTI Determination 2023), which the agreement here
// records but the PDF does not yet print (its wording was not verified). Only the payee may give
// or withdraw it (it is the supplier's agreement); the payer only reads it. Other countries have
// no such rule here and are refused.
import { db } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import type { TBctiAgreement } from '@/lib/schemas/contracts';
import { recordHistory } from '../history';
import { allowed } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from './load-contract';

type Ref = { projectId: string; contractId: string };

/** Countries whose GST law has a buyer- (recipient-) created tax invoice this agreement stands for. */
export const BCTI_COUNTRIES: readonly string[] = ['NZ', 'AU'];

/** GET …/bcti: the agreement as both parties see it, and whether the caller may change it. */
export async function readBctiAgreement(actor: Actor, ref: Ref) {
  const { contract, side, projectId } = await loadContract(actor, ref.contractId, {
    projectId: ref.projectId,
  });
  const [agreedBy, mayEdit] = await Promise.all([
    contract.bctiAgreedByUserId
      ? db().user.findUnique({ where: { id: contract.bctiAgreedByUserId }, select: { id: true, name: true } })
      : null,
    side === 'claim' ? allowed(actor, 'contract', 'edit', { projectId, contractId: contract.id }) : false,
  ]);
  return {
    bcti: {
      applies: BCTI_COUNTRIES.includes(contract.country),
      agreed: contract.bctiAgreedAt !== null,
      agreed_at: contract.bctiAgreedAt,
      agreed_by: contract.bctiAgreedAt && agreedBy ? { user_id: agreedBy.id, name: agreedBy.name } : null,
      can_change: mayEdit && BCTI_COUNTRIES.includes(contract.country),
    },
  };
}

/**
 * PUT …/bcti: the payee agrees (or withdraws). One transaction: the row changes only from the
 * state the caller saw (not agreed → agreed, agreed → withdrawn), else 409; the history row with it.
 */
export async function setBctiAgreement(actor: Actor, ref: Ref, body: TBctiAgreement) {
  const { contract, side, projectId } = await loadContract(actor, ref.contractId, {
    projectId: ref.projectId,
    action: 'edit',
  });
  if (side !== 'claim') {
    throw new AppError(
      'forbidden',
      'Only the payee can agree to buyer-created tax invoices; the payer can read it.',
    );
  }
  if (!BCTI_COUNTRIES.includes(contract.country)) {
    throw new AppError('invalid', [
      {
        field: 'agreed',
        message: 'Buyer-created tax invoices apply to New Zealand and Australian contracts only.',
      },
    ]);
  }
  await db().$transaction(async (tx) => {
    const { count } = await tx.contract.updateMany({
      where: { id: contract.id, bctiAgreedAt: body.agreed ? null : { not: null } },
      data: body.agreed
        ? { bctiAgreedAt: new Date(), bctiAgreedByUserId: actor.userId }
        : { bctiAgreedAt: null, bctiAgreedByUserId: null },
    });
    if (count !== 1) {
      throw new AppError(
        'conflict',
        body.agreed ? 'This agreement is already recorded.' : 'There is no agreement to withdraw.',
      );
    }
    await recordHistory(tx, actor, body.agreed ? 'contract.bcti_agreed' : 'contract.bcti_withdrawn', {
      projectId,
      contractId: contract.id,
    });
  });
  return readBctiAgreement(actor, ref);
}
