import 'server-only';
import type { Tx } from '@/lib/db/client';
import type { TPaymentTerms, TRetention } from '@/lib/schemas/project-defaults';
import { retentionToData, termsToData } from './defaults-data';

/** Sets a project's default retention; null or type none removes it (§5). */
export async function writeProjectRetention(tx: Tx, projectId: string, retention: TRetention | null) {
  if (!retention || retention.retention_type === 'none') {
    await tx.retentionRule.deleteMany({ where: { projectId } });
    return;
  }
  const data = retentionToData(retention);
  await tx.retentionRule.upsert({ where: { projectId }, create: { ...data, projectId }, update: data });
}

export async function writeProjectTerms(tx: Tx, projectId: string, terms: TPaymentTerms) {
  const data = termsToData(terms);
  await tx.paymentTerms.upsert({ where: { projectId }, create: { ...data, projectId }, update: data });
}

/**
 * Locks the project row until the transaction ends, so two edits that replace a project's rows
 * (members, a workflow's steps) run one after the other instead of interleaving their deletes and
 * inserts. Answers whether the project still exists in the account.
 */
export async function lockProject(tx: Tx, accountId: string, projectId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM projects WHERE id = ${projectId}::uuid AND account_id = ${accountId}::uuid FOR UPDATE`;
  return rows.length === 1;
}
