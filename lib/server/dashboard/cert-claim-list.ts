import 'server-only';
// GET …/read_cert_claim_list (spec §2 dashboard, /claim-cert "claim and certificate listing"): the
// claims and certificates the caller last worked on or received, newest change first, on both
// sides, each with its status and a link to its screen.
import { Prisma, type CertStatus, type CertTerm, type ClaimStatus } from '@/lib/db/generated/client';
import { db, selectRows } from '@/lib/db/client';
import { certificateName } from '@/lib/domain/document-terms';
import type { ContractSide } from '@/lib/domain/contract-decisions';
import { certOpenPage, claimOpenPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { num } from '../line-item-rows/to-domain';
import { placed, SEEN_CERT, SEEN_CLAIM } from './dashboard-rows';

export const CERT_CLAIM_LIST_SIZE = 10;

interface Changed {
  side: ContractSide;
  projectId: string;
  projectName: string;
  contractId: string;
  contractName: string;
  claimId: string;
  claimName: string;
  claimStatus: ClaimStatus;
  claimAmount: bigint | null;
  claimUpdatedAt: Date;
  certId: string | null;
  certNumber: number | null;
  certRef: string | null;
  certTerm: CertTerm | null;
  certStatus: CertStatus | null;
  certAmount: bigint | null;
  certUpdatedAt: Date | null;
}

/**
 * The claims and certificates each side sees (dashboard-rows.ts), newest change first; on a tie, in
 * the dashboard's order (project, contract, claim, the claim before its certificates).
 */
function readChanged(actor: Actor) {
  return selectRows<Changed>(
    db(),
    Prisma.sql`
      WITH ${placed(actor)}
      SELECT pl.side, p.id AS "projectId", p.name AS "projectName", c.id AS "contractId", c.name AS "contractName",
             cl.id AS "claimId", cl.name AS "claimName", cl.status AS "claimStatus",
             cl.total_including_gst AS "claimAmount", cl.updated_at AS "claimUpdatedAt",
             ce.id AS "certId", ce.certificate_number AS "certNumber", ce.certificate_ref AS "certRef",
             ce.term AS "certTerm", ce.status AS "certStatus", ce.total_including_gst AS "certAmount",
             ce.updated_at AS "certUpdatedAt"
        FROM placed pl
        JOIN contracts c ON c.id = pl.contract_id
        JOIN projects p ON p.id = pl.project_id
        JOIN claims cl ON cl.contract_id = pl.contract_id
        LEFT JOIN LATERAL (SELECT NULL::uuid AS id, NULL::int AS certificate_number, NULL AS certificate_ref,
                                  NULL::"CertTerm" AS term, NULL::"CertStatus" AS status,
                                  NULL::bigint AS total_including_gst, cl.updated_at
                           UNION ALL
                           SELECT ce.id, ce.certificate_number, ce.certificate_ref, ce.term, ce.status,
                                  ce.total_including_gst, ce.updated_at
                             FROM certificates ce WHERE ce.claim_id = cl.id AND ${SEEN_CERT}) ce ON TRUE
       WHERE ${SEEN_CLAIM}
       ORDER BY ce.updated_at DESC, p.name, c.name, cl.number, ce.certificate_number NULLS FIRST
       LIMIT ${CERT_CLAIM_LIST_SIZE}`,
  );
}

export async function certClaimList(actor: Actor) {
  const changed = await readChanged(actor);
  return changed.map((row) => {
    const ids = {
      accountId: actor.accountId,
      projectId: row.projectId,
      contractId: row.contractId,
      contractType: row.side,
      claimId: row.claimId,
    };
    const common = { side: row.side, contract_name: row.contractName, project_name: row.projectName };
    return row.certId
      ? {
          ...common,
          kind: 'certificate' as const,
          id: row.certId,
          name: certificateName({ term: row.certTerm!, number: row.certNumber!, ref: row.certRef }),
          status: row.certStatus as string,
          amount: num(row.certAmount),
          updated_at: row.certUpdatedAt!,
          href: certOpenPage({ ...ids, certId: row.certId }, row.certStatus!),
        }
      : {
          ...common,
          kind: 'claim' as const,
          id: row.claimId,
          name: row.claimName,
          status: row.claimStatus as string,
          amount: num(row.claimAmount),
          updated_at: row.claimUpdatedAt,
          href: claimOpenPage(ids, row.claimStatus),
        };
  });
}

export async function readCertClaimList(actor: Actor) {
  return { documents: await certClaimList(actor) };
}
