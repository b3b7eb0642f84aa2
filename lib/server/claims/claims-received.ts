import 'server-only';
// Claims received (spec §2 /claims-received, §3 claims-received row): the claims served on the
// caller's account, on the contracts it certifies, with their cert due countdown, days since the
// contract's last claim and overdue type (lib/domain/overdue.ts), bucketed by contract status. The
// cert and payment due dates are the ones that govern (lib/domain/claim-deadlines.ts), as every
// other screen shows them.
import { db } from '@/lib/db/client';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import type { Prisma } from '@/lib/db/generated/client';
import {
  claimsReceivedBucket,
  daysUntil,
  overdueType,
  type ClaimsReceivedBucket,
} from '@/lib/domain/overdue';
import { can } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { num } from '../line-items/to-domain';
import { deadlineClaim, deadlinesOf } from './claim-dates';
import { dayIn, isoDate } from '../documents/dates';
import { SERVED_STATUSES } from './load-claim';

/** Users without account-wide contract view (role none) see the contracts they are members of. */
function visiblePlacements(actor: Actor): Prisma.ContractPlacementWhereInput {
  const base = { accountId: actor.accountId, side: 'cert' as const };
  if (can({ account: actor.role }, 'contract', 'view')) return base;
  return {
    ...base,
    OR: [
      { project: { members: { some: { userId: actor.userId, accountId: actor.accountId } } } },
      { contract: { members: { some: { userId: actor.userId, accountId: actor.accountId } } } },
    ],
  };
}

export async function listClaimsReceived(
  actor: Actor,
  q: { bucket?: ClaimsReceivedBucket },
  now = new Date(),
) {
  const placements = await db().contractPlacement.findMany({
    where: visiblePlacements(actor),
    select: {
      projectId: true,
      contract: {
        select: {
          id: true,
          name: true,
          contractNumber: true,
          status: true,
          timeZone: true,
          country: true,
          region: true,
          paymentTerms: { select: { id: true } },
          payeeAccount: { select: { name: true } },
          payeeCompany: { select: { name: true } },
          claims: { where: { status: { in: [...SERVED_STATUSES] } }, orderBy: { number: 'desc' } },
        },
      },
    },
  });
  const rows = placements.flatMap(({ projectId, contract: c }) => {
    const bucket = claimsReceivedBucket(c.status);
    if (!bucket || (q.bucket && q.bucket !== bucket)) return [];
    const today = dayIn(now, c.timeZone);
    const last = c.claims[0]?.servedAt;
    const unclaimedDays = last ? daysUntil(dayIn(last, c.timeZone), today) : null;
    const calendar = jurisdictionOrNull(c.country, c.region);
    return c.claims.map((claim) => {
      const dates = deadlineClaim(claim, c);
      const deadlines = calendar ? deadlinesOf(calendar, dates) : null;
      const certDue = deadlines?.payment_schedule.date ?? dates.certDue;
      const certDueNum = claim.status === 'issued' ? daysUntil(today, certDue) : null;
      return {
        claim_id: claim.id,
        payclaim_name: claim.name,
        number: claim.number,
        claim_status: claim.status,
        project_id: projectId,
        contract_id: c.id,
        contract_name: c.name,
        contract_number: c.contractNumber,
        contract_status: c.status,
        payee: c.payeeAccount?.name ?? c.payeeCompany?.name ?? null,
        claim_from: isoDate(claim.claimFrom),
        claim_to: isoDate(claim.claimTo),
        served_at: claim.servedAt,
        cert_due_date: certDue,
        payment_due_date: deadlines?.payment_due.date ?? dates.paymentDue,
        /** The deadline, its source and consequence; null while the contract has no region set. */
        payment_schedule: deadlines?.payment_schedule ?? null,
        total_including_gst: num(claim.totalIncludingGst),
        cert_due_num: certDueNum,
        unclaimed_days: unclaimedDays,
        over_due_type: overdueType({ certDueNum, unclaimedDays }),
        bucket,
      };
    });
  });
  rows.sort((a, b) => (b.served_at?.getTime() ?? 0) - (a.served_at?.getTime() ?? 0));
  return { claims: rows };
}
