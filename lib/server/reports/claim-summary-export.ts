import 'server-only';
// The claim summary export as CSV: one row per claim of a contract with its latest certificate —
// the same rows read_contract_summary answers either party (lib/server/claims/contract-summary.ts,
// which checks the caller's access) — and what the caller's account has recorded as paid. One
// contract's claims, a row a month: read whole and sent as one string (issue 33 streams the exports
// that grow with the account; this one does not).
import { db } from '@/lib/db/client';
import { csvMoney, toCsv } from '@/lib/domain/csv-write';
import type { Actor } from '../session/resolve-actor';
import { readContractSummary } from '../claims/contract-summary';
import { type ContractRef } from '../contracts/load-contract';
import { paidByCert } from '../certs/paid-by-cert';

export const CLAIM_SUMMARY_COLUMNS = [
  'Claim',
  'Claim status',
  'Period ending',
  'Gross claimed',
  'Claim retention',
  'Certificate status',
  'Gross certified',
  'Certified retention',
  'Paid to date',
] as const;

const money = (cents: number | null) => (cents === null ? '' : csvMoney(cents));

export async function exportClaimSummary(actor: Actor, ref: ContractRef) {
  const { contractsummary } = await readContractSummary(actor, ref);
  const [contract, paid] = await Promise.all([
    db().contract.findUniqueOrThrow({
      where: { id: ref.contractId },
      select: { name: true, contractNumber: true },
    }),
    paidByCert(actor, { contractId: ref.contractId }),
  ]);
  const csv = toCsv([
    CLAIM_SUMMARY_COLUMNS,
    ...contractsummary.map((r) => [
      r.claim_name,
      r.claim_status,
      r.period_ending,
      money(r.gross_claimed_value),
      money(r.claim_retention),
      r.cert_status ?? '',
      money(r.gross_certified_value),
      money(r.cert_less_retention),
      // Payments are recorded against issued certificates only: nothing to state before.
      money(r.cert_id && r.cert_status === 'issued' ? (paid.get(r.cert_id) ?? 0) : null),
    ]),
  ]);
  const slug = (contract.contractNumber || contract.name).replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);
  return { filename: `claim-summary-${slug || 'contract'}.csv`, csv };
}
