import 'server-only';
import { db } from '@/lib/db/client';

/**
 * Whether the account works with an external project-management system (spec §2: the integration
 * parts of the screens show "only when the account has integrations"): it has connected one
 * (Manage Account › Integrations), or has open sync logs left from one.
 */
export async function accountHasIntegrations(accountId: string): Promise<boolean> {
  const [connections, logs] = await Promise.all([
    db().integrationConnection.count({ where: { accountId }, take: 1 }),
    db().integrationSyncLog.count({ where: { accountId, resolvedAt: null }, take: 1 }),
  ]);
  return connections + logs > 0;
}
