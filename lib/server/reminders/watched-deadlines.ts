import 'server-only';
// Every deadline someone is reminded of (lib/domain/reminders.ts), for the contract placements a
// where-clause selects: all of them for the reminder worker, one person's visible ones for their
// summary. Each comes with its account, contract and claim names and the page that deals with it.
// Four queries however many placements, contracts and claims.
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { claimWatches, nextClaimWatch, reminderDay, type Watch } from '@/lib/domain/reminders';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import {
  certOpenPage,
  contractPage,
  reviewClaimPage,
  startCertPage,
  type ClaimIds,
} from '@/lib/paths/page-paths';
import { deadlineClaim, deadlinesOf } from '@/lib/domain/deadline-claim';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { isoDate } from '@/lib/domain/date-columns';
import { num } from '../line-item-rows/to-domain';
import { paymentTermsOf } from '../documents/document-contract';

/**
 * Claims are read while any of their deadlines can still be reminded of or summarised: the latest a
 * governing date falls is the stored contract date plus the UK's 17 reckoning days to the final
 * date, or a statutory date up to 56 days (FIDIC 14.7) after service; alerts run up to 5 working
 * days and claimer summaries 60 days after it. 130 days back covers both with room to spare.
 */
const LOOKBACK_MS = 130 * 86_400_000;

export interface PlacedWatch extends Watch {
  accountId: string;
  accountName: string;
  projectId: string;
  contractId: string;
  contractName: string;
  /** The other party's name, when it is known. */
  counterparty: string | null;
  /** The claim's name; null for the next claim, which has none yet. */
  claimName: string | null;
  claimTo: string;
  path: string;
}

export async function watchedDeadlines(
  where: Prisma.ContractPlacementWhereInput,
  now: Date,
): Promise<PlacedWatch[]> {
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const placements = await db().contractPlacement.findMany({
    where: { AND: [where, { account: { isActive: true }, contract: { status: { not: 'draft' } } }] },
    select: {
      accountId: true,
      projectId: true,
      side: true,
      account: { select: { name: true } },
      contract: {
        select: {
          id: true,
          name: true,
          status: true,
          timeZone: true,
          country: true,
          region: true,
          contractTier: true,
          paymentTerms: true,
          payerAccount: { select: { name: true } },
          payerCompany: { select: { name: true } },
          payeeAccount: { select: { name: true } },
          payeeCompany: { select: { name: true } },
          claims: {
            where: {
              status: { in: [...SERVED_STATUSES] },
              OR: [
                { servedAt: { gte: since } },
                { certDueDate: { gte: since } },
                { paymentDueDate: { gte: since } },
              ],
            },
            orderBy: { number: 'asc' },
            select: {
              id: true,
              name: true,
              status: true,
              servedAt: true,
              claimTo: true,
              claimDueDate: true,
              certDueDate: true,
              paymentDueDate: true,
              certificates: {
                orderBy: { number: 'desc' },
                take: 1,
                select: { id: true, status: true, totalIncludingGst: true },
              },
            },
          },
        },
      },
    },
  });
  const contractIds = [...new Set(placements.map((p) => p.contract.id))];
  const issuedCertIds = placements.flatMap((p) =>
    p.contract.claims.flatMap((c) => c.certificates.filter((x) => x.status === 'issued').map((x) => x.id)),
  );
  const [lastClaimed, received] = await Promise.all([
    db().claim.groupBy({
      by: ['contractId'],
      where: { contractId: { in: contractIds }, status: { in: [...SERVED_STATUSES] } },
      _max: { claimTo: true },
    }),
    // What each party recorded against each certificate: the claimer's own records say whether it
    // has been paid (each party keeps its own, lib/server/certs/paid-by-cert.ts).
    db().payment.groupBy({
      by: ['certId', 'accountId'],
      where: { certId: { in: issuedCertIds } },
      _sum: { paidAmount: true },
    }),
  ]);
  const lastClaimedTo = new Map(lastClaimed.map((r) => [r.contractId, r._max.claimTo]));
  const paid = new Map(received.map((r) => [`${r.certId}:${r.accountId}`, num(r._sum.paidAmount)]));

  return placements.flatMap(({ accountId, projectId, side, account, contract: c }) => {
    const jurisdiction = jurisdictionOrNull(c.country, c.region);
    // Without its state or nation an AU or UK contract has no calendar to count working days on.
    if (!jurisdiction) return [];
    const calendar = { jurisdiction, timeZone: c.timeZone };
    const base = {
      accountId,
      accountName: account.name,
      projectId,
      contractId: c.id,
      contractName: c.name,
      counterparty:
        side === 'claim'
          ? (c.payerAccount?.name ?? c.payerCompany?.name ?? null)
          : (c.payeeAccount?.name ?? c.payeeCompany?.name ?? null),
    };
    const watches: PlacedWatch[] = [];
    if (side === 'claim' && (c.status === 'started' || c.status === 'reopened')) {
      const last = lastClaimedTo.get(c.id);
      const next = nextClaimWatch(
        {
          id: c.id,
          ...calendar,
          paymentTerms: paymentTermsOf(c.paymentTerms),
          lastClaimedTo: last ? isoDate(last) : null,
        },
        reminderDay(now, c.timeZone),
      );
      if (next) {
        const path = contractPage({ accountId, projectId, side, contractId: c.id });
        watches.push({ ...next, ...base, claimName: null, path });
      }
    }
    for (const claim of c.claims) {
      const cert = claim.certificates[0] ?? null;
      const certified = cert?.status === 'issued' ? num(cert.totalIncludingGst) : null;
      const ids: ClaimIds = { accountId, projectId, contractId: c.id, contractType: side, claimId: claim.id };
      const path =
        side === 'cert'
          ? cert
            ? certOpenPage({ ...ids, certId: cert.id }, cert.status)
            : startCertPage(ids)
          : reviewClaimPage(ids, claim.status === 'certified');
      const served = {
        id: claim.id,
        status: claim.status as (typeof SERVED_STATUSES)[number],
        deadlines: deadlinesOf(jurisdiction, deadlineClaim(claim, c)),
        paidInFull: certified !== null && (paid.get(`${cert!.id}:${accountId}`) ?? 0) >= certified,
      };
      for (const w of claimWatches(served, side, calendar)) {
        watches.push({ ...w, ...base, claimName: claim.name, claimTo: isoDate(claim.claimTo), path });
      }
    }
    return watches;
  });
}
