// The internal report's sentences (lib/domain/retention-internal-report.ts): MBIE's example
// "Internal Report" lists each payee and contract's retention and where it is held; the words are
// this product's. Figures by hand.
import { describe, expect, it } from 'vitest';
import { internalReportLines, type InternalReport } from './retention-internal-report';

const ZERO = { withheld: 0, released: 0, used: 0, deposited: 0, held: 0, undeposited: 0 };
const EMPTY: InternalReport = {
  account: 'Harbour Build Ltd',
  currency: 'NZD',
  made_on: '2027-02-20',
  totals: { ...ZERO, deposit_overdue: 0, release_overdue: 0 },
  contracts: [],
  instruments: [],
  trust_accounts: [],
};

describe('internalReportLines', () => {
  it('an account holding nothing says so', () => {
    expect(internalReportLines(EMPTY).map((l) => l.text)).toEqual([
      'Totals',
      'Across 0 contracts: withheld $0.00, released $0.00, used $0.00; held on trust $0.00, in the trust account $0.00, not yet deposited $0.00.',
      'Deposits overdue: $0.00. Releases overdue: $0.00.',
      'Payees and contracts',
      'No contract withholds retention yet.',
    ]);
  });

  it('a contract with $600.00 undeposited past its NSW deadline and a PC release overdue', () => {
    const held = { ...ZERO, withheld: 1_000_00, held: 1_000_00, deposited: 400_00, undeposited: 600_00 };
    const report: InternalReport = {
      ...EMPTY,
      totals: { ...held, deposit_overdue: 600_00, release_overdue: 500_00 },
      contracts: [
        {
          project: { id: 'p', name: 'Wynyard Quarter' },
          contract: { id: 'c', name: 'Level 5 fit-out', number: 'SC-5' },
          payee: 'Kauri Interiors Ltd',
          jurisdiction: 'AU-NSW',
          scheme: 'nsw_sop',
          holding: { id: 'h', kind: 'trust_account', label: 'Retention Trust (ANZ)' },
          balances: held,
          undeposited: { amount: 600_00, since: '2027-02-16', due_on: '2027-02-23', overdue: true },
          releases: [
            {
              kind: 'practical_completion',
              label: 'Practical completion',
              on: '2027-03-01',
              amount: 500_00,
              overdue: true,
            },
          ],
        },
      ],
      trust_accounts: [
        { id: 'h', label: 'Retention Trust (ANZ)', contracts: 1, deposited: 400_00, reconciliation: null },
      ],
    };
    expect(internalReportLines(report).slice(4)).toEqual([
      { text: 'Kauri Interiors Ltd: Level 5 fit-out (SC-5), Wynyard Quarter', bold: true },
      {
        text: 'Withheld $1,000.00, released $0.00, used $0.00; held on trust $1,000.00, in the trust account $400.00, not yet deposited $600.00.',
      },
      { text: 'Not deposited since 2027-02-16; deposit due 2027-02-23, overdue.' },
      { text: 'Practical completion on 2027-03-01: $500.00 due, overdue.' },
      { text: 'Held in: Retention Trust (ANZ).' },
      { text: 'Trust accounts', bold: true },
      { text: 'Retention Trust (ANZ): the ledgers of 1 contract put $400.00 in it. Not reconciled yet.' },
    ]);
  });
});
