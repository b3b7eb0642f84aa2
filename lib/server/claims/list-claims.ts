import 'server-only';
// The claims of a contract, newest first, for the contract page and /claim-cert (payee side). Each
// carries the payment due date that governs it (the deadline rule, lib/domain/claim-deadlines.ts),
// the date its own screens and PDF state. Issue 33: a page at a time (?cursor&limit), after the
// cursor's claim number, by the contract's (contract, number) index, with how many there are.
import { db } from '@/lib/db/client';
import { pageOf } from '@/lib/domain/page-cursor';
import { CONTRACT_CLAIMS_PAGE_SIZE } from '@/lib/schemas/claims';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import type { Actor } from '../session/resolve-actor';
import { deadlineClaim, deadlinesOf } from '@/lib/domain/deadline-claim';
import { servedClaimJson } from './claim-json';
import { isoDate } from '@/lib/domain/date-columns';
import { loadClaimSideContract } from './load-claim';
import { type ContractRef } from '../contracts/load-contract';

export async function listClaims(
  actor: Actor,
  ref: ContractRef,
  { cursor, limit }: { cursor?: readonly [number]; limit: number } = { limit: CONTRACT_CLAIMS_PAGE_SIZE },
) {
  await loadClaimSideContract(actor, ref);
  const where = { contractId: ref.contractId };
  const [contract, rows, total] = await Promise.all([
    db().contract.findUniqueOrThrow({
      where: { id: ref.contractId },
      select: {
        timeZone: true,
        country: true,
        region: true,
        contractTier: true,
        paymentTerms: { select: { id: true } },
      },
    }),
    db().claim.findMany({
      where: { ...where, ...(cursor && { number: { lt: cursor[0] } }) },
      orderBy: { number: 'desc' },
      take: limit + 1,
    }),
    db().claim.count({ where }),
  ]);
  const { page: claims, next_cursor } = pageOf(rows, limit, (c) => [c.number]);
  // Without its state or nation a contract has no calendar: its stored date is all there is.
  const calendar = jurisdictionOrNull(contract.country, contract.region);
  return {
    total,
    next_cursor,
    claims: claims.map((c) => ({
      ...servedClaimJson(c),
      payment_due: calendar
        ? deadlinesOf(calendar, deadlineClaim(c, contract)).payment_due.date
        : isoDate(c.paymentDueDate),
      updated_at: c.updatedAt,
    })),
  };
}
