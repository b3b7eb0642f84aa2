import 'server-only';
// The claims of a contract, newest first, for the contract page and /claim-cert (payee side).
import { db } from '@/lib/db/client';
import type { Actor } from '../accounts/resolve-actor';
import { servedClaimJson } from './claim-json';
import { loadClaimSideContract, type ContractRef } from './load-claim';

export async function listClaims(actor: Actor, ref: ContractRef) {
  await loadClaimSideContract(actor, ref);
  const claims = await db().claim.findMany({
    where: { contractId: ref.contractId },
    orderBy: { number: 'desc' },
  });
  return { claims: claims.map((c) => ({ ...servedClaimJson(c), updated_at: c.updatedAt })) };
}
