import 'server-only';
import { db } from '@/lib/db/client';

/**
 * Whether the account works with an external project-management system (spec §2: the integration
 * parts of the screens show "only when the account has integrations"). The data model records an
 * integration only through its sync logs, so an account has one once a provider has synced with it.
 */
export async function accountHasIntegrations(accountId: string): Promise<boolean> {
  return (await db().integrationSyncLog.count({ where: { accountId }, take: 1 })) > 0;
}
