import 'server-only';
// The cert list (paycert): every certificate on the contracts the caller's account certifies, newest
// first, with its claim, contract and what this account has recorded as paid against it. Amounts are
// the figures frozen at issue (a certificate not yet issued has none to state). Three queries.
import { db } from '@/lib/db/client';
import type { CertStatus } from '@/lib/db/generated/client';
import type { Actor } from '../session/resolve-actor';
import { visiblePlacements } from '../permissions/visible-to-caller';
import { num } from '../line-item-rows/to-domain';
import { paidByCert } from './paid-by-cert';
import { certName } from './load-cert';

export async function listCerts(actor: Actor, q: { status?: CertStatus }) {
  const placements = await db().contractPlacement.findMany({
    where: visiblePlacements(actor, 'cert'),
    select: {
      projectId: true,
      contract: {
        select: {
          id: true,
          name: true,
          contractNumber: true,
          payeeAccount: { select: { name: true } },
          payeeCompany: { select: { name: true } },
        },
      },
    },
  });
  const byContract = new Map(placements.map((p) => [p.contract.id, p]));
  const contractIds = [...byContract.keys()];
  const [certs, paid] = await Promise.all([
    db().certificate.findMany({
      where: { contractId: { in: contractIds }, ...(q.status ? { status: q.status } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      include: {
        claim: { select: { id: true, name: true, number: true, status: true, totalIncludingGst: true } },
      },
    }),
    paidByCert(actor, { contractId: { in: contractIds } }),
  ]);
  return {
    certs: certs.map((cert) => {
      const { projectId, contract } = byContract.get(cert.contractId)!;
      return {
        cert_id: cert.id,
        name: certName(cert),
        certificate_number: cert.number,
        cert_certificate_ref: cert.certificateRef,
        cert_status: cert.status,
        claim_id: cert.claim.id,
        payclaim_name: cert.claim.name,
        claim_number: cert.claim.number,
        claim_status: cert.claim.status,
        claimed_amount: num(cert.claim.totalIncludingGst),
        project_id: projectId,
        contract_id: contract.id,
        contract_name: contract.name,
        contract_number: contract.contractNumber,
        payee: contract.payeeAccount?.name ?? contract.payeeCompany?.name ?? null,
        created_date: cert.createdAt,
        issued_at: cert.servedAt,
        issued_late: cert.servedLate,
        gross_to_date: cert.grossToDate === null ? null : num(cert.grossToDate),
        total_including_gst: cert.totalIncludingGst === null ? null : num(cert.totalIncludingGst),
        paid_to_date: paid.get(cert.id) ?? 0,
      };
    }),
  };
}
