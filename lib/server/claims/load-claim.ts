import 'server-only';
// Claims are reached only through their contract, as the caller's account placed it: the payee
// (side claim) sees every claim of the contract, the payer (side cert) only what was served on it.
// A contract of another account, or a claim of another contract, answers 404.
import { AppError } from '@/lib/errors/app-error';
import { db, selectRows } from '@/lib/db/client';
import { Prisma, type Claim, type ClaimStatus } from '@/lib/db/generated/client';
import { modelColumns, modelOf } from '@/lib/db/model-rows';
import type { Action } from '@/lib/domain/permissions';
import type { Actor } from '../session/resolve-actor';
import { loadContract, type ContractRef } from '../contracts/load-contract';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';

export interface ClaimRef extends ContractRef {
  claimId: string;
}

/** Claims are the payee's documents; `claim_or_cert` is needed to change them, `view` to read. */
export async function loadClaimSideContract(actor: Actor, ref: ContractRef, action: Action = 'view') {
  const loaded = await loadContract(actor, ref.contractId, { projectId: ref.projectId, action });
  if (loaded.side !== 'claim') throw new AppError('not_found');
  return loaded;
}

/**
 * The claim is read beside the placement, not after it: nothing of it is used (or answered) unless
 * the placement and the caller's permission hold, and a read does one round trip fewer. Straight
 * from the pool, as the placement is (lib/db/model-rows.ts).
 */
export async function claimOfContract(
  ref: ClaimRef,
  statuses?: readonly ClaimStatus[],
): Promise<Claim | null> {
  const [row] = await selectRows<Record<string, unknown>>(
    db(),
    Prisma.sql`SELECT ${modelColumns('cl', Prisma.ClaimScalarFieldEnum)} FROM claims cl
                WHERE cl.id = ${ref.claimId}::uuid AND cl.contract_id = ${ref.contractId}::uuid
                  ${statuses ? Prisma.sql`AND cl.status::text = ANY(${statuses}::text[])` : Prisma.empty}`,
  );
  return row ? modelOf<Claim>(row, 'cl', Prisma.ClaimScalarFieldEnum) : null;
}

export async function loadClaimerClaim(actor: Actor, ref: ClaimRef, action: Action = 'view') {
  const [loaded, claim] = await Promise.all([
    loadClaimSideContract(actor, ref, action),
    claimOfContract(ref),
  ]);
  if (!claim) throw new AppError('not_found');
  return { ...loaded, claim };
}

export type LoadedClaim = Awaited<ReturnType<typeof loadClaimerClaim>>;

export async function loadPayerContract(actor: Actor, ref: ContractRef) {
  const loaded = await loadContract(actor, ref.contractId, { projectId: ref.projectId, action: 'view' });
  if (loaded.side !== 'cert') throw new AppError('not_found');
  return loaded;
}

/**
 * A claim served on the caller's account. One that was served and has since gone back to draft
 * answers `reverted` (spec §2: the "reverted back to draft" page); one never served is not found.
 */
export async function loadPayerClaim(actor: Actor, ref: ClaimRef) {
  const [loaded, claim] = await Promise.all([loadPayerContract(actor, ref), claimOfContract(ref)]);
  if (!claim) throw new AppError('not_found');
  if ((SERVED_STATUSES as readonly string[]).includes(claim.status))
    return { ...loaded, claim, reverted: false };
  if (!(await wasServed(claim.id))) throw new AppError('not_found');
  return { ...loaded, claim, reverted: true };
}

/** Whether a claim was ever served: issued here, or reverted to draft from issued. */
export async function wasServed(claimId: string): Promise<boolean> {
  const count = await db().history.count({
    where: {
      claimId,
      OR: [
        { action: 'claim.issued' },
        { action: 'claim.revert_to_draft', details: { path: ['from'], equals: 'issued' } },
      ],
    },
  });
  return count > 0;
}

/** The route params { g, c, cl } of /…/contract_group/{g}/contract/{c}/claim/{cl} as a reference. */
export function claimRefOf(params: { g: string; c: string; cl: string }): ClaimRef {
  return { projectId: params.g, contractId: params.c, claimId: params.cl };
}

export function contractRefOf(params: { g: string; c: string }): ContractRef {
  return { projectId: params.g, contractId: params.c };
}
