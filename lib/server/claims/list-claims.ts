import 'server-only';
// The claims of a contract, newest first, for the contract page and /claim-cert (payee side). Each
// carries the payment due date that governs it (the deadline rule, lib/domain/claim-deadlines.ts),
// the date its own screens and PDF state.
import { db } from '@/lib/db/client';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import type { Actor } from '../session/resolve-actor';
import { deadlineClaim, deadlinesOf } from '@/lib/domain/deadline-claim';
import { servedClaimJson } from './claim-json';
import { isoDate } from '@/lib/domain/date-columns';
import { loadClaimSideContract } from './load-claim';
import { type ContractRef } from '../contracts/load-contract';

export async function listClaims(actor: Actor, ref: ContractRef) {
  await loadClaimSideContract(actor, ref);
  const [contract, claims] = await Promise.all([
    db().contract.findUniqueOrThrow({
      where: { id: ref.contractId },
      select: { timeZone: true, country: true, region: true, paymentTerms: { select: { id: true } } },
    }),
    db().claim.findMany({ where: { contractId: ref.contractId }, orderBy: { number: 'desc' } }),
  ]);
  // Without its state or nation a contract has no calendar: its stored date is all there is.
  const calendar = jurisdictionOrNull(contract.country, contract.region);
  return {
    claims: claims.map((c) => ({
      ...servedClaimJson(c),
      payment_due: calendar
        ? deadlinesOf(calendar, deadlineClaim(c, contract)).payment_due.date
        : isoDate(c.paymentDueDate),
      updated_at: c.updatedAt,
    })),
  };
}
