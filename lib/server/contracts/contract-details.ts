import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';
import type { Country } from '@/lib/db/generated/enums';
import { jurisdictionFor } from '@/lib/domain/working-days';
import { storedTrade, type TContractDetails } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';

/**
 * The region a contract in `country` keeps: AU contracts need their state and GB contracts their
 * nation, because the working-day calendar (and so every due date) depends on it; elsewhere the
 * country has one calendar and no region is kept.
 */
export function checkRegion(country: Country, region: string | null): string | null {
  if (country !== 'AU' && country !== 'GB') return null;
  try {
    return jurisdictionFor(country, region ?? undefined).slice(3);
  } catch {
    const what = country === 'AU' ? 'state or territory' : 'nation';
    throw new AppError('invalid', [{ field: 'region', message: `Choose the ${what} of the works` }]);
  }
}

/** The counterparty must be a company in the caller's own contacts. */
export async function checkCounterparty(tx: Tx, actor: Actor, companyId: string | null): Promise<void> {
  if (!companyId) return;
  const found = await tx.company.count({ where: { id: companyId, accountId: actor.accountId } });
  if (!found) {
    throw new AppError('invalid', [
      { field: 'counterparty_company_id', message: 'Choose a company from your contacts' },
    ]);
  }
}

/** The Contract columns of the details form (spec §5 contract save rules). */
export function detailsColumns(
  details: Omit<TContractDetails, 'name'> & { name: string },
  region: string | null,
) {
  return {
    name: details.name,
    contractNumber: details.contract_number,
    trade: storedTrade(details),
    streetAddress: details.street_address,
    suburb: details.suburb,
    city: details.city,
    postalCode: details.postal_code,
    timeZone: details.time_zone,
    region,
    gstPercent: details.gst,
    cisStatus: details.cis_status,
    domesticReverseCharge: details.domestic_reverse_charge,
    contractTier: details.contract_tier,
  };
}
