import 'server-only';
import type { Tx } from '@/lib/db/client';

/**
 * Issues on one contract take turns: each reads the ledger's last entry and is appended after it,
 * so two certificates issued at once cannot both deduct the same "previous" (lib/domain/ledger.ts).
 * The contract row is the lock; it is taken first, before any claim or certificate row.
 */
export async function lockLedger(tx: Tx, contractId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM contracts WHERE id = ${contractId}::uuid FOR UPDATE`;
}
