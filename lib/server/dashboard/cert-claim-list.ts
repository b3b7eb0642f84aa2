import 'server-only';
// GET …/read_cert_claim_list (spec §2 dashboard, /claim-cert "claim and certificate listing"): the
// claims and certificates the caller last worked on or received, newest change first, on both
// sides, each with its status and a link to its screen.
import { certificateName } from '@/lib/domain/document-terms';
import { certOpenPage, claimOpenPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { loadDashboardData, type DashboardData } from './dashboard-data';

export const CERT_CLAIM_LIST_SIZE = 10;

export function certClaimList(actor: Actor, data: DashboardData) {
  // The newest changes first; only the few listed are put into shape.
  const changed = data.contracts.flatMap((contract) =>
    contract.claims.flatMap((claim) => [
      { contract, claim, cert: null, at: claim.updatedAt.getTime() },
      ...claim.certificates.map((cert) => ({ contract, claim, cert, at: cert.updatedAt.getTime() })),
    ]),
  );
  changed.sort((a, b) => b.at - a.at);
  return changed.slice(0, CERT_CLAIM_LIST_SIZE).map(({ contract, claim, cert }) => {
    const ids = {
      accountId: actor.accountId,
      projectId: contract.project.id,
      contractId: contract.id,
      contractType: contract.side,
      claimId: claim.id,
    };
    const common = { side: contract.side, contract_name: contract.name, project_name: contract.project.name };
    return cert
      ? {
          ...common,
          kind: 'certificate' as const,
          id: cert.id,
          name: certificateName({
            term: cert.term,
            number: cert.number,
            ref: cert.certificateRef,
          }),
          status: cert.status as string,
          amount: cert.totalIncludingGst,
          updated_at: cert.updatedAt,
          href: certOpenPage({ ...ids, certId: cert.id }, cert.status),
        }
      : {
          ...common,
          kind: 'claim' as const,
          id: claim.id,
          name: claim.name,
          status: claim.status as string,
          amount: claim.totalIncludingGst,
          updated_at: claim.updatedAt,
          href: claimOpenPage(ids, claim.status),
        };
  });
}

export async function readCertClaimList(actor: Actor, now = new Date()) {
  return { documents: certClaimList(actor, await loadDashboardData(actor, now)) };
}
