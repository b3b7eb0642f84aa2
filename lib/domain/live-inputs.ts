// What valuing a claim or certificate live on screen needs beyond its own lines: the contract's
// retention rule and, for each less-previous option, the previous document's figures. The server
// reads them (lib/server/claims/claim-live-inputs.ts, lib/server/certs/cert-live-inputs.ts) and the
// editors value with them (components/documents/live-totals.ts), so the shape lives here between.
import type { PreviousFigures } from './claim-totals';
import type { Cents } from './money';
import type { RetentionSettings } from './retention';

/** The previous claim's (or certificate's) figures a less-previous option deducts. */
export interface PreviousBasis {
  figures: PreviousFigures;
  /** Each line item's to-date value in that document. */
  items: Record<string, Cents>;
}

/** What live figures need beyond the read answer. */
export interface LiveInputs {
  retention: RetentionSettings | null;
  previous: Record<'claimed' | 'certified', PreviousBasis>;
  /**
   * A certificate's: the date the certified position it follows was valued at ('yyyy-MM-dd'), which
   * it is valued at when later than its claim's period end (ledger.ts valuationDate). Null for a
   * claim, and for a certificate with nothing certified before it.
   */
  positionDate: string | null;
  /**
   * A claim's "less paid to date" (option paid_to_date): the payments to date it deducts, fixed at
   * its issue, live before. 0 for a certificate, which has no such option.
   */
  paidToDate: Cents;
}
