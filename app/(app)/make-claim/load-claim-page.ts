import 'server-only';
// What every claim page (make-claim, review-claim) loads on the server, once per request: the
// contract as the caller's account placed it (404 / access denied otherwise, like the contract's
// own pages) and, for a claim, the same answer the claim endpoints give — the payee's full read,
// or for the payer the claim as served (a claim gone back to draft leads to the §2 reverted page).
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { toJson } from '@/components/claims/claim-json';
import type { ClaimContractIds } from '@/lib/paths/page-paths';
import { isUuid } from '@/lib/schemas/common';
import { readClaim } from '@/lib/server/claims/read-claim';
import { readReceivedClaim } from '@/lib/server/claims/read-received-claim';
import { loadContractPage, pageError } from '@/lib/server/pages/load-contract-page';
import { readContract } from '@/lib/server/contracts/read-contract';

export interface ContractRouteParams {
  contractType: string;
  proId: string;
  contractId: string;
}

/** React's cache compares arguments by identity, hence the plain strings. */
const contractPageOf = cache(async (contractType: string, proId: string, contractId: string) => {
  const page = await loadContractPage(proId, contractType, contractId);
  const contract = await readContract(page.session.actor, page.ids);
  const ids: ClaimContractIds = {
    accountId: page.session.current.accountId,
    projectId: page.ids.projectId,
    contractId: page.ids.contractId,
    contractType: page.side,
  };
  return {
    session: page.session,
    ids,
    currency: page.session.current.currency,
    timeZone: page.session.current.timeZone,
    contract: {
      name: contract.name,
      status: contract.status,
      project: contract.project,
      maintenance: contract.setting.maintenance_mode,
      canClaim: contract.permissions.includes('claim_or_cert'),
      /** The other party's company in our contacts: its people are the first recipients offered. */
      counterpartyCompanyId: contract.counterparty.company_id,
    },
  };
});

export const loadClaimContractPage = (p: ContractRouteParams) =>
  contractPageOf(p.contractType, p.proId, p.contractId);

export type ClaimContractPage = Awaited<ReturnType<typeof loadClaimContractPage>>;

const claimPageOf = cache(
  async (contractType: string, proId: string, contractId: string, claimId: string) => {
    if (!isUuid(claimId)) notFound();
    const base = await contractPageOf(contractType, proId, contractId);
    const ref = { projectId: base.ids.projectId, contractId: base.ids.contractId, claimId };
    if (base.ids.contractType === 'cert') {
      const received = await readReceivedClaim(base.session.actor, ref).catch(pageError);
      if (received.status === 301) redirect(received.redirect);
      return { ...base, payee: null, served: toJson(received) };
    }
    const read = await readClaim(base.session.actor, ref).catch(pageError);
    return { ...base, payee: toJson(read), served: null };
  },
);

export const loadClaimPage = (p: ContractRouteParams & { claimId: string }) =>
  claimPageOf(p.contractType, p.proId, p.contractId, p.claimId);
