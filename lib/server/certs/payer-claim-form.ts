import 'server-only';
// What the certifier's "record a claim" form starts from, for a payee not on ClaimCert: the
// schedule with each line's claim to date so far (the last served claim's, whose entries the form
// starts from, as a payee's own new claim does), the period the next claim starts, and its number.
import { DateTime } from 'luxon';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { loadClaimFigures } from '../claims/claim-figures';
import { itemJson } from '../claims/claim-figures-json';
import { dayIn } from '@/lib/domain/zoned-dates';
import { dbDate } from '@/lib/domain/date-columns';
import { type ContractRef } from '../contracts/load-contract';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { loadOffSystemContract, unclaimedSchedule } from './record-payer-claim';

export async function readPayerClaimForm(actor: Actor, ref: ContractRef) {
  const { contract } = await loadOffSystemContract(actor, ref, 'view');
  const [latest, latestServed] = await Promise.all([
    db().claim.findFirst({
      where: { contractId: contract.id },
      orderBy: { number: 'desc' },
      select: { number: true, claimTo: true },
    }),
    db().claim.findFirst({
      where: { contractId: contract.id, status: { in: [...SERVED_STATUSES] } },
      orderBy: { number: 'desc' },
    }),
  ]);
  const figures = latestServed
    ? await loadClaimFigures(contract, latestServed)
    : unclaimedSchedule(
        contract,
        await db().lineItem.findMany({
          where: { contractId: contract.id },
          orderBy: [{ kind: 'asc' }, { position: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
        }),
        dbDate(dayIn(new Date(), contract.timeZone)),
      );
  return {
    number: (latest?.number ?? 0) + 1,
    /** The day after the last claim's period, or null for the first claim. */
    claim_from: latest
      ? DateTime.fromJSDate(latest.claimTo, { zone: 'utc' }).plus({ days: 1 }).toISODate()
      : null,
    /** Each line with its claim to date so far (`to_date`) and how it was entered. */
    items: figures.rows.map(itemJson),
    time_zone: contract.timeZone,
    country: contract.country,
  };
}
