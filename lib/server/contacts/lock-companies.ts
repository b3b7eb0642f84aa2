import 'server-only';
import type { Tx } from '@/lib/db/client';

/**
 * Serialises the writes to one account's companies (create, edit, delete, import) for the rest
 * of the transaction. Company names are unique ignoring case, which no index expresses, so two
 * requests at once could otherwise both find a name free; and an import could add contacts to a
 * company that a delete is removing. Taken first, before any row lock, so writers cannot deadlock.
 */
export async function lockAccountCompanies(tx: Tx, accountId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`companies:${accountId}`}, 0))`;
}
