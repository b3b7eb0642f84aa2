import 'server-only';
// The contract lists' "certificate due" (projects, contracts, dashboard): for each contract, the
// earliest payment-schedule deadline among its served claims still waiting for a certificate, worked
// out by the one deadline engine (lib/domain/claim-deadlines.ts) — the date the claim's own screens
// show. One query, however many contracts and claims.
import { db } from '@/lib/db/client';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import { deadlineClaim, deadlinesOf } from '@/lib/domain/deadline-claim';
import { isoDate } from '@/lib/domain/date-columns';

export async function nextScheduleDue(contractIds: readonly string[]): Promise<Map<string, string>> {
  if (contractIds.length === 0) return new Map();
  const waiting = await db().claim.findMany({
    where: { contractId: { in: [...contractIds] }, status: 'issued' },
    select: {
      contractId: true,
      servedAt: true,
      claimTo: true,
      claimDueDate: true,
      certDueDate: true,
      paymentDueDate: true,
      contract: {
        select: {
          timeZone: true,
          country: true,
          region: true,
          contractTier: true,
          paymentTerms: { select: { id: true } },
        },
      },
    },
  });
  const earliest = new Map<string, string>();
  for (const claim of waiting) {
    const { contract } = claim;
    const calendar = jurisdictionOrNull(contract.country, contract.region);
    // Without its state or nation a contract has no calendar: its stored date is all there is.
    const due = calendar
      ? deadlinesOf(calendar, deadlineClaim(claim, contract)).payment_schedule.date
      : isoDate(claim.certDueDate);
    const current = earliest.get(claim.contractId);
    if (!current || due < current) earliest.set(claim.contractId, due);
  }
  return earliest;
}
