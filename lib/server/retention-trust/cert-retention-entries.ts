import 'server-only';
// What an issued certificate writes in its contract's retention ledger, in the issuing transaction
// (under the ledger lock issueCert holds): the retention it withholds this time (CCA s18C: held on
// trust from then) and what it releases at practical completion and at the end of the defects
// period — its figures to date less what the certificates before it wrote. A release larger than
// what is still held (one already recorded on its own) refuses the issue with a 422 saying so, and
// nothing is written. Returns the entries written, for the payee's transaction report.
import type { Tx } from '@/lib/db/client';
import type { RetentionLedgerEntry } from '@/lib/db/generated/client';
import { dbDate } from '@/lib/domain/date-columns';
import type { Cents } from '@/lib/domain/money';
import { balancesWith, ledgerRows } from './ledger-entries';

/** The certificate's retention figures to date (its frozen totals). */
export interface CertRetention {
  /** Retained to date. */
  retained: Cents;
  /** Released to date: at practical completion and at the end of the defects period. */
  released: Cents;
}

export async function writeCertRetentionEntries(
  tx: Tx,
  cert: { accountId: string; contractId: string; certId: string; servedOn: string; createdById: string },
  retention: CertRetention,
): Promise<string[]> {
  const rows = await ledgerRows(tx, cert.contractId);
  const planned = plannedCertEntries(rows, retention);
  let written = rows;
  for (const [i, e] of planned.entries()) {
    balancesWith(written, { id: `cert-${i}`, kind: e.kind, amount: e.amount, on: cert.servedOn });
    const row = await tx.retentionLedgerEntry.create({
      data: {
        accountId: cert.accountId,
        contractId: cert.contractId,
        kind: e.kind,
        amount: BigInt(e.amount),
        occurredOn: dbDate(cert.servedOn),
        certId: cert.certId,
        createdById: cert.createdById,
      },
    });
    written = [...written, row];
  }
  return written.slice(rows.length).map((r) => r.id);
}

/**
 * The entries a certificate with these figures to date writes after `rows`: the ledger's
 * certificate entries add up to the newest certificate's figures to date, whatever "previous" each
 * certificate was valued against.
 */
export function plannedCertEntries(rows: readonly RetentionLedgerEntry[], retention: CertRetention) {
  const byCerts = (kind: 'withheld' | 'released') =>
    rows.filter((r) => r.kind === kind && r.certId !== null).reduce((sum, r) => sum + Number(r.amount), 0);
  return [
    { kind: 'withheld' as const, amount: retention.retained - byCerts('withheld') },
    { kind: 'released' as const, amount: Math.max(0, retention.released - byCerts('released')) },
  ].filter((e) => e.amount !== 0);
}
