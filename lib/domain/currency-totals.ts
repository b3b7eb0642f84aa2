// Totals of certificates across accounts (the multi-account dashboard, spec §7 "POST
// /api/paycert/dashboard/cert/summary"): each account's figures are in its own currency, so the
// overall figures are one total per currency — amounts in different currencies are never added.
import { add, subtract, type Cents } from './money';

/** One certificate as the totals count it: its account's currency, status and figures. */
export interface CountedCert {
  currency: string;
  status: string;
  /** The certified amount frozen at issue (null until issued). */
  certifiedAmount: Cents | null;
  paidToDate: Cents;
}

export interface CertTotals {
  cert_count: number;
  issued_count: number;
  certified_amount: Cents;
  paid_to_date: Cents;
  /** Certified less paid, over issued certificates only. */
  outstanding: Cents;
}

const EMPTY: CertTotals = {
  cert_count: 0,
  issued_count: 0,
  certified_amount: 0,
  paid_to_date: 0,
  outstanding: 0,
};

/** The totals of a list of certificates, all in one currency. */
export function certTotals(certs: readonly CountedCert[]): CertTotals {
  return certs.reduce<CertTotals>((t, c) => {
    const issued = c.certifiedAmount !== null;
    return {
      cert_count: t.cert_count + 1,
      issued_count: t.issued_count + (issued ? 1 : 0),
      certified_amount: issued ? add(t.certified_amount, c.certifiedAmount!) : t.certified_amount,
      paid_to_date: add(t.paid_to_date, c.paidToDate),
      outstanding: issued ? add(t.outstanding, subtract(c.certifiedAmount!, c.paidToDate)) : t.outstanding,
    };
  }, EMPTY);
}

/**
 * One total per currency, in the order the currencies first appear (each account's in its own).
 * `currencies` come first and always get a total, zero if no certificate is in them: an account
 * read but holding no certificate still shows what it holds, nothing, in its currency.
 */
export function totalsByCurrency<T extends CountedCert>(
  certs: readonly T[],
  currencies: readonly string[] = [],
): Array<{ currency: string } & CertTotals> {
  const groups = new Map<string, T[]>(currencies.map((c) => [c, []]));
  for (const c of certs) groups.set(c.currency, [...(groups.get(c.currency) ?? []), c]);
  return [...groups].map(([currency, list]) => ({ currency, ...certTotals(list) }));
}
