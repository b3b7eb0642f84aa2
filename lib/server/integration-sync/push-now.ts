import 'server-only';
// issue_one_claim_integration and the certificate's /integration/issue: send an issued document to
// the account's integration now. Issuing already queues the push (enqueue.ts); this is the button
// for a document issued before the integration was connected or the contract's push was switched
// on, or whose push is waiting to be retried. It queues the push if there is none (the same unique
// key as the issue's, so never a second), tries it at once and answers how it went; a failure is
// in the sync logs, which the screen then refreshes (spec §7: "push failures just refresh the sync
// logs").
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { loadClaimFigures } from '../claims/claim-figures';
import { loadClaimerClaim, type ClaimRef } from '../claims/load-claim';
import { loadCertFigures, scheduledAmount } from '../certs/cert-figures';
import { certName, loadPayerCert, type CertRef } from '../certs/load-cert';
import { accountHasIntegrations } from '../contracts/account-integrations';
import { processIntegrationOutbox } from '../integrations/deliver';
import { enqueueIntegrationEvent, type QueuedEvent } from '../integrations/enqueue';
import { certificateIssuedData, claimIssuedData } from '../integrations/event-payloads';
import { projectName } from '../integrations/project-name';

/** Whether an issued document of this contract can be sent: an integration, and the contract's push on. */
export async function integrationPushAvailable(actor: Actor, contractId: string): Promise<boolean> {
  const [has, contract] = await Promise.all([
    accountHasIntegrations(actor.accountId),
    db().contract.findUnique({ where: { id: contractId }, select: { enableIntegrationLink: true } }),
  ]);
  return has && contract?.enableIntegrationLink === true;
}

const NOT_LINKED = 'Switch on "Link to the project-management system" in the contract settings first.';

async function pushNow(
  actor: Actor,
  event: Omit<QueuedEvent, 'data'>,
  data: () => Promise<Record<string, unknown>>,
) {
  if (!(await accountHasIntegrations(actor.accountId)))
    throw new AppError('conflict', 'Connect an integration in Manage Account first.');
  const contract = await db().contract.findUniqueOrThrow({
    where: { id: event.contractId },
    select: { enableIntegrationLink: true },
  });
  if (!contract.enableIntegrationLink) throw new AppError('conflict', NOT_LINKED);
  const payload = await data();
  await db().$transaction((tx) => enqueueIntegrationEvent(tx, { ...event, data: payload }));
  const key = {
    accountId: actor.accountId,
    documentKind: event.documentKind,
    documentId: event.documentId,
    event: event.event,
    round: event.round ?? 1,
  };
  // Waiting for a retry, or given up: due now.
  await db().integrationDelivery.updateMany({
    where: { ...key, status: { in: ['pending', 'failed'] } },
    data: { status: 'pending', nextAttemptAt: new Date() },
  });
  const due = await db().integrationDelivery.findMany({
    where: { ...key, status: 'pending' },
    select: { id: true },
  });
  for (const d of due) await processIntegrationOutbox({ deliveryId: d.id });
  const rows = await db().integrationDelivery.findMany({
    where: key,
    orderBy: { provider: 'asc' },
    select: { provider: true, status: true, attempts: true, lastError: true, sentAt: true },
  });
  return {
    deliveries: rows.map((r) => ({
      provider: r.provider,
      status: r.status,
      attempts: r.attempts,
      last_error: r.lastError,
      sent_at: r.sentAt,
    })),
  };
}

export async function pushClaimNow(actor: Actor, ref: ClaimRef) {
  const { claim, projectId, contract: placed } = await loadClaimerClaim(actor, ref, 'claim_or_cert');
  if (claim.status !== 'issued' && claim.status !== 'certified')
    throw new AppError('conflict', 'Only an issued claim can be sent to the integration.');
  const contract = claimContractOf(placed);
  const round = await db().history.count({ where: { claimId: claim.id, action: 'claim.issued' } });
  return pushNow(
    actor,
    {
      accountId: actor.accountId,
      contractId: contract.id,
      documentKind: 'claim',
      documentId: claim.id,
      event: 'claim.issued',
      round: Math.max(round, 1),
    },
    async () =>
      claimIssuedData(
        { contract, projectId, projectName: await projectName(db(), projectId) },
        claim,
        await loadClaimFigures(contract, claim),
        claim.servedAt ?? new Date(),
      ),
  );
}

export async function pushCertNow(actor: Actor, ref: CertRef) {
  const { cert, claim, projectId, contract: placed } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (cert.status !== 'issued')
    throw new AppError('conflict', 'Only an issued certificate can be sent to the integration.');
  const contract = claimContractOf(placed);
  return pushNow(
    actor,
    {
      accountId: actor.accountId,
      contractId: contract.id,
      documentKind: 'certificate',
      documentId: cert.id,
      event: 'certificate.issued',
    },
    async () => {
      const figures = await loadCertFigures(contract, claim, cert);
      return certificateIssuedData(
        { contract, projectId, projectName: await projectName(db(), projectId) },
        claim,
        { id: cert.id, name: certName(cert), number: cert.number },
        figures.certified,
        { scheduled: scheduledAmount(figures.certified), claimed: scheduledAmount(figures.claimed) },
        cert.servedAt ?? new Date(),
      );
    },
  );
}
