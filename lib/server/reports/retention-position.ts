import 'server-only';
// A contract's retention as its latest issued certificate fixes it: retained, released at practical
// completion and at the end of the defects liability period, still held, and what is still to be
// released on each of those dates. The figures come from lib/domain (computeClaimTotals for the
// certificate, computeRetention for the releases), never worked out here.
import type { RetentionRule } from '@/lib/db/generated/client';
import { computeClaimTotals, NOTHING_BEFORE } from '@/lib/domain/claim-totals';
import { subtract } from '@/lib/domain/money';
import { computeRetention, dlpEndDate } from '@/lib/domain/retention';
import { retentionSettings } from '../documents/document-contract';
import { isoDate } from '@/lib/domain/date-columns';
import { num, toDomainItem, type DomainRow } from '../line-item-rows/to-domain';

/** A day before any real PCD or DLP end: valuing "as of" it with both dates set to it releases all. */
const LONG_AGO = '1970-01-01';

export interface RetentionContract {
  pcdDate: Date | null;
  dlpDate: Date | null;
  certifyPendingVariation: boolean;
  gstPercent: number;
  retention: RetentionRule | null;
}

export interface IssuedCert {
  hasRetention: boolean;
  /**
   * The date the certificate was valued at (lib/domain/ledger.ts valuationDate). Only a certificate
   * holding retention under a rule is valued at a date (null will do for any other).
   */
  valuedTo: Date | null;
  lines: { lineItemId: string; toDateValue: bigint }[];
}

export function retentionPosition(
  contract: RetentionContract,
  items: readonly DomainRow[],
  cert: IssuedCert,
) {
  const rule = retentionSettings(contract.retention, contract);
  const settings = cert.hasRetention ? rule : null;
  if (settings && cert.valuedTo === null)
    throw new Error('A certificate holding retention needs its valued-to date');
  const values = new Map(cert.lines.map((l) => [l.lineItemId, num(l.toDateValue)]));
  const totals = computeClaimTotals({
    items: items.map((row) => toDomainItem(row, { toDate: { by: 'value', value: values.get(row.id) ?? 0 } })),
    certifyPendingVariation: contract.certifyPendingVariation,
    retention: settings ? { settings, asOf: isoDate(cert.valuedTo!) } : null,
    previous: NOTHING_BEFORE,
    lessPrevious: { option: 'certified' },
    gstPercent: contract.gstPercent,
    cisStatus: null,
    labourElementThisClaim: 0,
    domesticReverseCharge: false,
  });
  const now = totals.retention;
  // What the rule releases once both dates have passed, on the retention held today.
  const released = settings
    ? computeRetention({
        settings: { ...settings, pcdDate: LONG_AGO, releaseDlpType: 'date', dlpDate: LONG_AGO },
        retainableToDate: totals.retainableToDate,
        contractValue: totals.contractValue,
        asOf: LONG_AGO,
        previous: NOTHING_BEFORE,
      })
    : null;
  return {
    grossToDate: totals.grossToDate,
    retained: now.retainedToDate,
    pcdReleased: now.pcdReleaseToDate,
    dlpReleased: now.dlpReleaseToDate,
    held: now.heldToDate,
    pcdDate: rule?.pcdDate ?? null,
    pcdDue: released ? subtract(released.pcdReleaseToDate, now.pcdReleaseToDate) : 0,
    dlpEnd: rule ? dlpEndDate(rule) : null,
    dlpDue: released ? subtract(released.dlpReleaseToDate, now.dlpReleaseToDate) : 0,
  };
}
