// The money in an account's statistics (spec §7 statistics): figures of issued documents only,
// added up per currency. A claim's or certificate's figures are fixed when it is issued; until then
// they move with every edit, so the statistics count unissued documents without a value.
//
// The amount of an issued document is the one its PDF boxes (claim-totals.ts): the total including
// GST, less — in the UK — the CIS deduction on its labour element. The deduction is rounded per
// document, as each document rounded it, so a group's amount is its total less the sum of each
// document's own deduction, never the rate applied to the group's labour.
import { CIS_RATE } from './claim-totals';
import { percentOf, subtract, sum, type Cents } from './money';

export interface Money {
  /** ISO 4217: the currency of the contracts the figure comes from (their payee's account). */
  currency: string;
  cents: Cents;
}

/** The issued documents of one group: their summed totals incl. GST and each CIS document's labour element. */
export interface IssuedGroup {
  totalInclGst: Cents;
  /** Labour element of each document with CIS status 'registered' (20 %), and 'unregistered' (30 %). */
  registeredLabour: readonly Cents[];
  unregisteredLabour: readonly Cents[];
}

/** The claimed (or scheduled) amounts of a group of issued documents, added up. */
export function issuedAmount(group: IssuedGroup): Cents {
  const deductions = [
    ...group.registeredLabour.map((labour) => percentOf(labour, CIS_RATE.registered)),
    ...group.unregisteredLabour.map((labour) => percentOf(labour, CIS_RATE.unregistered)),
  ];
  return subtract(group.totalInclGst, sum(deductions));
}

/**
 * Adds figures currency by currency; `first` (the account's own currency) always comes first, at
 * zero when nothing is in it, then any other currency in code order.
 */
export function totalsByCurrency(first: string, figures: readonly Money[]): Money[] {
  const totals = new Map<string, Cents>([[first, 0]]);
  for (const { currency, cents } of figures) totals.set(currency, sum([totals.get(currency) ?? 0, cents]));
  const others = [...totals.keys()].filter((c) => c !== first).sort();
  return [first, ...others].map((currency) => ({ currency, cents: totals.get(currency)! }));
}
