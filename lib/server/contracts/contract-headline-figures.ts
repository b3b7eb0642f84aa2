import 'server-only';
// One contract's headline figures for its own page (read-contract.ts), rolled up from its schedule.
// The projects pages read the same three figures for many contracts at once, with what their due
// flags need, in lib/server/projects/project-contract-figures.ts.
import { db } from '@/lib/db/client';
import { buildSchedule } from '@/lib/domain/line-items';
import { add } from '@/lib/domain/money';
import { LEDGER_ORDER } from '../ledger/certificate-ledger';
import { num, toDomainItem } from '../line-item-rows/to-domain';

export interface ContractHeadlineFigures {
  /** Top-level base items + approved top-level variations (as on the projects page). */
  total_contract_value: number;
  /** Gross to date of the latest issued (or certified) claim, frozen at issue. */
  claimed_to_date_value: number;
  /** Gross to date of the certificate issued last (the contract's ledger, lib/domain/ledger.ts). */
  cert_to_date_value: number;
}

/**
 * A contract's headline figures, in three queries whatever the size of its schedule. The value
 * is rolled up by lib/domain's buildSchedule with pending variations left out, so it is the same
 * figure the schedule and the claims show for the approved contract sum.
 */
export async function contractHeadlineFigures(contractId: string): Promise<ContractHeadlineFigures> {
  const [items, claim, cert] = await Promise.all([
    db().lineItem.findMany({ where: { contractId } }),
    db().claim.findFirst({
      where: { contractId, status: { in: ['issued', 'certified'] } },
      orderBy: { number: 'desc' },
      select: { grossToDate: true },
    }),
    db().certificate.findFirst({
      where: { contractId, status: 'issued' },
      orderBy: LEDGER_ORDER,
      select: { grossToDate: true },
    }),
  ]);
  const { totals } = buildSchedule(
    items.map((row) => toDomainItem(row)),
    { certifyPendingVariation: false },
  );
  return {
    total_contract_value: add(totals.base.total, totals.variations.total),
    claimed_to_date_value: num(claim?.grossToDate),
    cert_to_date_value: num(cert?.grossToDate),
  };
}
