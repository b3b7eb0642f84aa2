import type { ReactNode } from 'react';
import { countryInfo } from '@/lib/domain/countries';
import { formatMoney } from '@/lib/domain/money-format';
import type { ContractDetail } from '@/lib/server/contracts/read-contract';

const SIDE = {
  claim: 'Claim contract (you are the payee)',
  cert: 'Cert contract (you are the payer)',
} as const;

/** The headline of a contract: its state, the other party and the §3 project-page figures. */
export function ContractSummary({ contract, currency }: { contract: ContractDetail; currency: string }) {
  const money = (cents: number) => formatMoney(cents, { currency });
  const address = [contract.street_address, contract.suburb, contract.city, contract.postal_code]
    .filter(Boolean)
    .join(', ');
  const rows: [string, ReactNode][] = [
    [
      'Status',
      <span key="s" className={`status status-${contract.status}`}>
        {contract.status}
      </span>,
    ],
    ['Type', SIDE[contract.side]],
    [contract.side === 'claim' ? 'Payer' : 'Payee', contract.counterparty.name ?? 'Not chosen yet'],
    ['Contract value', money(contract.totals.total_contract_value)],
    ['Claimed to date', money(contract.totals.claimed_to_date_value)],
    ['Certified to date', money(contract.totals.cert_to_date_value)],
    ['Contract number', contract.contract_number ?? '—'],
    ['Trade', contract.trade ?? '—'],
    [countryInfo(contract.country).taxName, `${contract.gst}%`],
    ['Site', address || '—'],
  ];
  return (
    <dl className="summary-grid">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
