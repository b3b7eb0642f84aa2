import 'server-only';
// What every certificate page (make-cert, review-cert) loads on the server, once per request: the
// contract as the caller's account placed it (through the claim pages' loader), then the same
// answer the certificate endpoints give — the payer's full read, or for the claimer an issued
// certificate (drafts answer 404 to it, as the API does).
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { toJson } from '@/components/claims/claim-json';
import type { CertRead, IssuedCertRead } from '@/components/certs/cert-json';
import { isUuid } from '@/lib/schemas/common';
import { readCert } from '@/lib/server/certs/read-cert';
import { readIssuedCert } from '@/lib/server/certs/read-issued-cert';
import { pageError } from '@/lib/server/pages/load-contract-page';
import { loadClaimContractPage, type ContractRouteParams } from '../make-claim/load-claim-page';

const certPageOf = cache(
  async (contractType: string, proId: string, contractId: string, claimId: string, certId: string) => {
    if (!isUuid(claimId) || !isUuid(certId)) notFound();
    const base = await loadClaimContractPage({ contractType, proId, contractId });
    const ref = { projectId: base.ids.projectId, contractId: base.ids.contractId, claimId, certId };
    const ids = { ...base.ids, claimId, certId };
    if (base.ids.contractType === 'cert') {
      const read: CertRead = toJson(await readCert(base.session.actor, ref).catch(pageError));
      return { ...base, ids, payer: read, claimer: null };
    }
    const read: IssuedCertRead = toJson(await readIssuedCert(base.session.actor, ref).catch(pageError));
    return { ...base, ids, payer: null, claimer: read };
  },
);

export const loadCertPage = (p: ContractRouteParams & { claimId: string; certId: string }) =>
  certPageOf(p.contractType, p.proId, p.contractId, p.claimId, p.certId);

export type CertPage = Awaited<ReturnType<typeof loadCertPage>>;
