import 'server-only';
// Certificates are reached only through their claim, and the claim through its contract as the
// caller's account placed it. The payer (side cert) sees every certificate it made; the payee
// (side claim) only issued ones. Any other account, contract, claim or certificate answers 404.
import { AppError } from '@/lib/errors/app-error';
import { db, selectRows } from '@/lib/db/client';
import { Prisma, type Certificate, type CertStatus, type Claim } from '@/lib/db/generated/client';
import { modelColumns, modelOf } from '@/lib/db/model-rows';
import { certificateName, type CertTermKey } from '@/lib/domain/document-terms';
import type { Action } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { claimOfContract, type ClaimRef } from '../claims/load-claim';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { type ContractRef } from '../contracts/load-contract';
import { loadContract, type LoadedContract } from '../contracts/load-contract';

export interface CertRef extends ClaimRef {
  certId: string;
}

/** Certificates are the payer's documents: `claim_or_cert` to change them, `view` to read. */
export async function loadCertSideContract(actor: Actor, ref: ContractRef, action: Action = 'view') {
  const loaded = await loadContract(actor, ref.contractId, { projectId: ref.projectId, action });
  if (loaded.side !== 'cert') throw new AppError('not_found');
  return loaded;
}

/** A claim served on the payer: issued or certified. Drafts (even reverted ones) do not exist here. */
export async function loadServedClaim(actor: Actor, ref: ClaimRef, action: Action = 'view') {
  const loaded = await loadCertSideContract(actor, ref, action);
  const claim = await claimOfContract(ref, SERVED_STATUSES);
  if (!claim) throw new AppError('not_found');
  return { ...loaded, claim };
}

/** `placed`: the contract as loadContract already loaded it for `action` (not loaded again). */
export async function loadPayerCert(
  actor: Actor,
  ref: CertRef,
  action: Action = 'view',
  placed?: LoadedContract,
) {
  if (placed && placed.side !== 'cert') throw new AppError('not_found');
  // Read beside the placement (see loadClaimerClaim): used only once the placement holds.
  const [loaded, cert] = await Promise.all([
    placed ?? loadCertSideContract(actor, ref, action),
    certWithClaim(ref),
  ]);
  if (!cert) throw new AppError('not_found');
  return { ...loaded, ...cert };
}

export type LoadedCert = Awaited<ReturnType<typeof loadPayerCert>>;

/** The payee's view: an issued certificate against one of its claims, nothing else. */
export async function loadIssuedCert(actor: Actor, ref: CertRef) {
  const [loaded, cert] = await Promise.all([
    loadContract(actor, ref.contractId, { projectId: ref.projectId, action: 'view' }),
    certWithClaim(ref, 'issued'),
  ]);
  if (loaded.side !== 'claim') throw new AppError('not_found');
  if (!cert) throw new AppError('not_found');
  return { ...loaded, ...cert };
}

/** The certificate for either party to it: the payer's at any status, the payee's only once issued. */
export async function loadCertOfEitherSide(actor: Actor, ref: CertRef) {
  const [loaded, found] = await Promise.all([
    loadContract(actor, ref.contractId, { projectId: ref.projectId, action: 'view' }),
    certWithClaim(ref),
  ]);
  if (!found || (loaded.side === 'claim' && found.cert.status !== 'issued')) throw new AppError('not_found');
  return { ...loaded, ...found };
}

/**
 * The certificate of `ref` (in `status`, if given) and its claim, in one statement straight from
 * the pool, as the placement read beside it is (lib/db/model-rows.ts).
 */
async function certWithClaim(
  ref: CertRef,
  status?: CertStatus,
): Promise<{ cert: Certificate; claim: Claim } | null> {
  const [row] = await selectRows<Record<string, unknown>>(
    db(),
    Prisma.sql`
      SELECT ${modelColumns('ce', Prisma.CertificateScalarFieldEnum)},
             ${modelColumns('cl', Prisma.ClaimScalarFieldEnum)}
        FROM certificates ce JOIN claims cl ON cl.id = ce.claim_id
       WHERE ce.id = ${ref.certId}::uuid AND ce.claim_id = ${ref.claimId}::uuid
         AND ce.contract_id = ${ref.contractId}::uuid
         ${status ? Prisma.sql`AND ce.status::text = ${status}` : Prisma.empty}`,
  );
  if (!row) return null;
  return {
    cert: modelOf<Certificate>(row, 'ce', Prisma.CertificateScalarFieldEnum)!,
    claim: modelOf<Claim>(row, 'cl', Prisma.ClaimScalarFieldEnum)!,
  };
}

/** Route params { g, c, cl, cert } as a reference. */
export function certRefOf(params: { g: string; c: string; cl: string; cert: string }): CertRef {
  return { projectId: params.g, contractId: params.c, claimId: params.cl, certId: params.cert };
}

/**
 * A certificate's name in lists, emails, the workflow and the PDF, in its own title word (the
 * payer's, lib/domain/document-terms.ts): 'Payment Certificate 2 (PS-002)', 'Payment Schedule 2'.
 */
export function certName(cert: { number: number; certificateRef: string | null; term: CertTermKey }): string {
  return certificateName({ term: cert.term, number: cert.number, ref: cert.certificateRef });
}
