import 'server-only';
// What a certificate says of the retention it withholds (issue 31; MBIE's example Payment Schedule
// format): how much this certificate withholds, the total then held for the payee on this contract,
// and where it is held. An issued certificate reads its own ledger entries and the ledger as it
// stood just after them, so its PDF says the same whenever it is printed; a draft says what it
// would write if issued now.
import { db } from '@/lib/db/client';
import { ledgerBalances, type RetentionEntry } from '@/lib/domain/retention-ledger';
import { plannedCertEntries, type CertRetention } from './cert-retention-entries';
import { holdingLabel } from './holding-json';
import { ledgerRows, toLedgerEntry } from './ledger-entries';

export interface CertRetentionTrust {
  /** Withheld by this certificate (below zero when it retains less than the one before). */
  withheld: number;
  /** Held on trust for the payee on this contract once this certificate is issued. */
  heldAfter: number;
  /** Where the payer holds it (the trust account's name and bank, or the instrument), or null. */
  heldIn: string | null;
}

export async function certRetentionTrust(
  cert: { id: string; contractId: string; status: string },
  toDate: CertRetention,
): Promise<CertRetentionTrust | null> {
  const [rows, placement] = await Promise.all([
    ledgerRows(db(), cert.contractId),
    db().contractPlacement.findFirst({
      where: { contractId: cert.contractId, side: 'cert' },
      select: { retentionHolding: true },
    }),
  ]);
  const entries = rows.map(toLedgerEntry);
  let upTo: RetentionEntry[];
  let withheld: number;
  if (cert.status === 'issued') {
    upTo = entries.slice(0, rows.findLastIndex((r) => r.certId === cert.id) + 1);
    withheld = rows
      .filter((r) => r.certId === cert.id && r.kind === 'withheld')
      .reduce((sum, r) => sum + Number(r.amount), 0);
  } else {
    const planned = plannedCertEntries(rows, toDate);
    upTo = [...entries, ...planned.map((e, i) => ({ ...e, id: `planned-${i}`, on: '' }))];
    withheld = planned.find((e) => e.kind === 'withheld')?.amount ?? 0;
  }
  const result = ledgerBalances(upTo);
  const heldAfter = 'balances' in result ? result.balances.held : 0;
  if (withheld === 0 && heldAfter === 0) return null;
  const holding = placement?.retentionHolding;
  return { withheld, heldAfter, heldIn: holding ? holdingLabel(holding) : null };
}
