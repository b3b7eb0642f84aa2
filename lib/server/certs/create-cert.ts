import 'server-only';
// Create the certificate that answers an issued claim. It starts as a draft certifying what was
// claimed on every line — or, for a claim older than one already certified, what is already
// certified (cert-start.ts) — and the certifier changes what differs, with reasons; it takes
// the contract's next certificate number. A claim has one certificate at a time: a 'pending'
// placeholder, if one is waiting for the claim, becomes the draft (spec §4 create: pending → draft).
// The claim's row is locked for the transaction, so two creates — or a create racing the claimer
// pulling the claim back to draft — cannot both win.
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import { transitionCert } from '@/lib/domain/cert-status';
import type { TCreateCert } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { loadCertStart } from './cert-start';
import { recordHistory } from '../history';
import { lockedCertTerm } from '../account/document-terms';
import { lockLedger } from '../ledger/lock-ledger';
import type { ClaimRef } from '../claims/load-claim';
import { loadServedClaim } from './load-cert';
import { certDefaults } from '../claims/pending-cert';
import { readCert } from './read-cert';
import { insertCertLines } from '../documents/upsert-lines';

export const ALREADY_CERTIFIED = 'This claim has already been certified.';
export const CERT_IN_PROGRESS = 'A certificate for this claim is already being prepared: open it instead.';

async function lockIssuedClaim(tx: Tx, claimId: string): Promise<void> {
  const [row] = await tx.$queryRaw<{ status: string }[]>`
    SELECT status::text AS status FROM claims WHERE id = ${claimId}::uuid FOR UPDATE`;
  if (row?.status === 'certified') throw new AppError('conflict', ALREADY_CERTIFIED);
  if (row?.status !== 'issued') throw new AppError('conflict', 'This claim is no longer issued.');
}

export async function createCert(actor: Actor, ref: ClaimRef, input: TCreateCert) {
  const { claim, projectId, contract: placed } = await loadServedClaim(actor, ref, 'claim_or_cert');
  if (claim.status === 'certified') throw new AppError('conflict', ALREADY_CERTIFIED);
  const contract = claimContractOf(placed);
  const { lines } = await loadCertStart(db(), contract, claim);
  const fields = {
    ...certDefaults(claim),
    certificateRef: input?.certificate_ref ?? null,
  };
  let certId: string;
  try {
    certId = await db().$transaction(async (tx) => {
      // The ledger lock first (as every issue takes it): a claim served meanwhile numbers its
      // pending certificate before or after this one, never the same.
      await lockLedger(tx, contract.id);
      await lockIssuedClaim(tx, claim.id);
      const term = await lockedCertTerm(tx, contract.payerAccountId);
      const open = await tx.certificate.findFirst({
        where: { claimId: claim.id, status: { not: 'issued' } },
      });
      if (open && open.status !== 'pending') throw new AppError('conflict', CERT_IN_PROGRESS);
      let id: string;
      if (open) {
        const move = transitionCert(open.status, 'create');
        if (!move.ok) throw new AppError('conflict', move.message);
        const { count } = await tx.certificate.updateMany({
          where: { id: open.id, status: open.status },
          data: {
            ...fields,
            term,
            certificateRef: fields.certificateRef ?? open.certificateRef,
            status: move.to,
          },
        });
        if (count !== 1) throw new AppError('conflict');
        id = open.id;
        // A placeholder holds no values; clear any so the claimed ones start clean.
        await tx.certLineItem.deleteMany({ where: { certId: id } });
      } else {
        const last = await tx.certificate.findFirst({
          where: { contractId: contract.id },
          orderBy: { number: 'desc' },
          select: { number: true },
        });
        const created = await tx.certificate.create({
          data: {
            ...fields,
            term,
            claimId: claim.id,
            contractId: contract.id,
            number: (last?.number ?? 0) + 1,
            status: 'draft',
          },
        });
        id = created.id;
      }
      // One statement however many lines (a createMany of 10,000 ran past the transaction's timeout).
      await insertCertLines(
        tx,
        id,
        lines.map((l) => ({ ...l, certId: id, percentBps: null, quantity: null })),
      );
      await recordHistory(
        tx,
        actor,
        'certificate.created',
        { projectId, contractId: contract.id, claimId: claim.id, certId: id },
        { claim: claim.name, lines: lines.length },
      );
      return id;
    });
  } catch (error) {
    // Two certificates numbered at once on one contract: the unique (contract, number) lets one in.
    if ((error as { code?: string }).code === 'P2002') {
      throw new AppError(
        'conflict',
        'Another certificate was created at the same time. Refresh and try again.',
      );
    }
    throw error;
  }
  return readCert(actor, { ...ref, certId });
}
