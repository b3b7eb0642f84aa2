import 'server-only';
// Queue an integration event inside the transaction that caused it (issue a claim, issue a
// certificate, record a payment): one delivery per connected provider that takes the event, on a
// contract whose "Link to the project-management system" setting (enable_integration_link, spec §3) is on. The unique
// key (account, provider, document kind, document id, event, round) makes each event one row
// however often the transition is retried; the row is sent after commit by its `push_delivery`
// job (deliver.ts), queued in the same transaction.
import type { Db, Tx } from '@/lib/db/client';
import { addJob } from '@/lib/jobs/add-job';
import type { IntegrationProvider } from '@/lib/db/generated/enums';
import { EVENT_TYPES, type EventType } from './provider';

/** Which events each provider takes: Procore has no place for a payment recorded elsewhere. */
export const PROVIDER_EVENTS: Record<IntegrationProvider, readonly EventType[]> = {
  webhook: EVENT_TYPES,
  procore: ['claim.issued', 'certificate.issued'],
};

export interface QueuedEvent {
  accountId: string;
  contractId: string;
  documentKind: 'claim' | 'certificate' | 'payment';
  documentId: string;
  event: EventType;
  /** Which issue of the document (a claim reverted and issued again is round 2). */
  round?: number;
  data: Record<string, unknown>;
}

/** Queues the event for the account's connected providers; how many deliveries were queued. */
export async function enqueueIntegrationEvent(tx: Tx, event: QueuedEvent): Promise<number> {
  const [contract, connections] = await Promise.all([
    tx.contract.findUnique({ where: { id: event.contractId }, select: { enableIntegrationLink: true } }),
    tx.integrationConnection.findMany({ where: { accountId: event.accountId }, select: { provider: true } }),
  ]);
  if (!contract?.enableIntegrationLink) return 0;
  const providers = connections
    .map((c) => c.provider)
    .filter((p) => PROVIDER_EVENTS[p].includes(event.event));
  if (providers.length === 0) return 0;
  const created = await tx.integrationDelivery.createManyAndReturn({
    data: providers.map((provider) => ({
      accountId: event.accountId,
      provider,
      documentKind: event.documentKind,
      documentId: event.documentId,
      event: event.event,
      round: event.round ?? 1,
      payload: event.data as never,
    })),
    skipDuplicates: true,
    select: { id: true },
  });
  for (const { id } of created) await queuePush(tx, id);
  return created.length;
}

/** The job that sends one delivery, at `runAt` (a retry) or now. */
export const queuePush = (tx: Tx | Db, id: string, runAt?: Date) =>
  addJob(tx, PUSH_DELIVERY, { id }, { key: `delivery:${id}`, runAt });
export const PUSH_DELIVERY = 'push_delivery';
