// Which retention trust rules a contract's jurisdiction sets, as far as ClaimCert models them
// (issue 31; ../shared/domain/retention-trust.md). One ledger serves every scheme; what differs is
// whether a certificate may withhold before the contract names a trust account or instrument, by
// when withheld money must be deposited, and what the payee must be sent.
//
// - New Zealand, Construction Contracts Act 2002 Part 2A: every commercial construction contract.
//   Held on trust from withholding (s18C) and kept in a trust account or covered by an instrument
//   (s18D–s18E, s18FB): deposited at once, no days allowed. A report after each withholding,
//   release or use, and at least every 3 months (s18FD).
// - New South Wales, Building and Construction Industry Security of Payment Regulation 2020: head
//   contracts of $20 million or more (cl 6). ClaimCert sees the subcontract, not the head contract
//   above it, so the payer opts in by naming a trust account on the contract (a decision, stated in
//   the README). Deposit within 5 business days of withholding (cl 8(2)); a copy of the payee's
//   ledger at least every 3 months (cl 16(4)). No transaction report is required.
// - Queensland, Building Industry Fairness (Security of Payment) Act 2017: retention trust accounts
//   go with project trusts, whose thresholds are in flux (the domain notes mark them *verify*), so
//   the ledger is kept and the quarterly statement sent when the payer names a trust account, and
//   no deposit deadline is modelled: the README says so, and nothing here claims it is the law.
import { addWorkingDays, type Jurisdiction } from './working-days';

export type RetentionScheme = 'nz_cca' | 'nsw_sop' | 'qld_bif';

export interface RetentionTrustRules {
  scheme: RetentionScheme;
  /** Where the rules come from, for the screens and the README. */
  source: string;
  /** A certificate that withholds is refused while the contract names nowhere to hold it. */
  holdingRequired: boolean;
  /** Working (business) days after withholding by which it must be deposited; 0: at once; null: not modelled. */
  depositWithinDays: number | null;
  /** A transaction report after each withholding, release or use. */
  transactionReports: boolean;
  /** A statement (a copy of the payee's ledger) at least this often, in months. */
  statementEveryMonths: 3;
}

const RULES: Record<RetentionScheme, RetentionTrustRules> = {
  nz_cca: {
    scheme: 'nz_cca',
    source: 'Construction Contracts Act 2002, Part 2A (ss 18C–18FD)',
    holdingRequired: true,
    depositWithinDays: 0,
    transactionReports: true,
    statementEveryMonths: 3,
  },
  nsw_sop: {
    scheme: 'nsw_sop',
    source: 'Building and Construction Industry Security of Payment Regulation 2020 (NSW), Part 2',
    holdingRequired: false,
    depositWithinDays: 5,
    transactionReports: false,
    statementEveryMonths: 3,
  },
  qld_bif: {
    scheme: 'qld_bif',
    source: 'Building Industry Fairness (Security of Payment) Act 2017 (Qld), Chapter 2',
    holdingRequired: false,
    depositWithinDays: null,
    transactionReports: false,
    statementEveryMonths: 3,
  },
};

/**
 * The rules for a contract on the payer's side, or null where no trust scheme is modelled (the rest
 * of Australia, the UK, the UAE, Saudi Arabia). `named`: the contract names a holding — the opt-in
 * of the NSW and Queensland schemes.
 */
export function retentionTrustRules(jurisdiction: Jurisdiction, named: boolean): RetentionTrustRules | null {
  if (jurisdiction === 'NZ') return RULES.nz_cca;
  if (jurisdiction === 'AU-NSW' && named) return RULES.nsw_sop;
  if (jurisdiction === 'AU-QLD' && named) return RULES.qld_bif;
  return null;
}

/** The last day to deposit money withheld on `withheldOn`, or null when the scheme sets none. */
export function depositDueOn(
  rules: RetentionTrustRules,
  withheldOn: string,
  jurisdiction: Jurisdiction,
): string | null {
  if (rules.depositWithinDays === null) return null;
  return addWorkingDays(withheldOn, rules.depositWithinDays, jurisdiction);
}
