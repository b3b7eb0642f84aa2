import 'server-only';
// read one certificate for the payer: everything the certificate editor shows, in one answer — the
// certificate, the claim it answers, each line claimed against certified with its reason status,
// both money summaries, the payment-schedule deadline, the workflow, its files, the claimer's
// contacts auto_notify would add, and the actions the caller may take. A fixed number of queries.
import { readAppConfig } from '../config/app-config';
import type { Actor } from '../session/resolve-actor';
import type { LoadedContract } from '../contracts/load-contract';
import { claimContractOf, type ClaimContract } from '../documents/document-contract';
import {
  beginDocumentParts,
  documentParts,
  readDocumentWorkflow,
  type DocumentPartsRead,
} from '../documents/read-document-parts';
import { servedClaimJson } from '../claims/claim-json';
import { contractJson } from '../documents/document-json';
import { db } from '@/lib/db/client';
import { dayIn } from '@/lib/domain/zoned-dates';
import { CERT_KIND } from '../documents/kinds';
import { certActions } from './cert-actions';
import { documentEmailDelivery } from '../documents/document-sendings';
import { beginCertReads, loadCertFigures, type CertFigures } from './cert-figures';
import { certFiguresJson, certJson } from './cert-json';
import { claimerContacts } from './claimer-contacts';
import { loadPayerCert, type CertRef, type LoadedCert } from './load-cert';
import { deadlineClaim, scheduleCountdown } from './schedule-deadline';

/** `placed`: the contract as the caller's placement already loaded it (read-issued-cert.ts). */
export async function readCert(actor: Actor, ref: CertRef, placed?: LoadedContract) {
  const begun = beginCertReads(actor, ref);
  const partsRead = beginCertParts(actor, ref);
  const loaded = await loadPayerCert(actor, ref, 'view', placed);
  const { cert, claim, projectId } = loaded;
  const contract = claimContractOf(loaded.contract);
  const [figures, parts] = await Promise.all([
    loadCertFigures(contract, claim, cert, db(), begun),
    readCertParts(partsRead, actor, cert, contract),
  ]);
  return certAnswer({ cert, claim, projectId }, contract, figures, parts);
}

/** The reads of the certificate's parts, begun from the path's ids (beginDocumentParts). */
export function beginCertParts(actor: Actor, ref: CertRef) {
  return beginDocumentParts(actor, CERT_KIND, { ...ref, documentId: ref.certId });
}

/** What the read answer adds to the certificate and its figures: read beside the figures. */
export async function readCertParts(
  partsRead: DocumentPartsRead,
  actor: Actor,
  cert: LoadedCert['cert'],
  contract: ClaimContract,
) {
  const [document, contacts, emailDelivery] = await Promise.all([
    documentParts(partsRead, actor, cert, contract),
    claimerContacts(actor, contract),
    cert.status === 'issued' ? documentEmailDelivery(CERT_KIND, cert) : null,
  ]);
  return { ...document, contacts, emailDelivery };
}

/**
 * The read answer from the certificate, its claim, contract, figures (loaded, or worked out from
 * what a save is writing: update-cert.ts) and parts.
 */
export function certAnswer(
  { cert, claim, projectId }: Pick<LoadedCert, 'cert' | 'claim' | 'projectId'>,
  contract: ClaimContract,
  figures: CertFigures,
  parts: Awaited<ReturnType<typeof readCertParts>>,
) {
  const today = dayIn(new Date(), contract.timeZone);
  return {
    cert: certJson(cert),
    claim: servedClaimJson(claim),
    contract: { ...contractJson(contract, projectId), cert_bulk_email: contract.certBulkEmail },
    ...certFiguresJson(figures),
    payment_schedule_deadline: scheduleCountdown(
      contract.jurisdiction,
      deadlineClaim(claim, contract),
      today,
    ),
    workflow: parts.workflow,
    attachments: parts.attachments,
    auto_notify_contacts: parts.contacts,
    /** How its emails are getting on once issued (null: not issued, or issued without email). */
    email_delivery: parts.emailDelivery,
    actions: certActions(parts.actionState),
    file_upload_size_limit: readAppConfig().file_upload_size_limit,
  };
}

/** The workflow on its own (the approval panel refreshes without the whole schedule). */
export async function readCertWorkflow(actor: Actor, ref: CertRef) {
  const { cert } = await loadPayerCert(actor, ref);
  return (await readDocumentWorkflow(actor, CERT_KIND, cert)).view;
}
