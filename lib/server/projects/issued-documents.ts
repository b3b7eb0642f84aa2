import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import type { ProjectIssuedDocuments } from '@/lib/domain/project-status';

/**
 * Claims issued (or certified) and certificates issued in the contracts the account placed in the
 * project: what lib/domain/project-status.ts canDeleteProject weighs. Run inside the delete
 * transaction so nothing can be issued between the check and the delete.
 */
export async function countIssuedDocuments(
  client: Db | Tx,
  accountId: string,
  projectId: string,
): Promise<ProjectIssuedDocuments> {
  const inProject = { contract: { placements: { some: { accountId, projectId } } } };
  const [issuedClaims, issuedCerts] = await Promise.all([
    client.claim.count({ where: { ...inProject, status: { in: ['issued', 'certified'] } } }),
    client.certificate.count({ where: { status: 'issued', claim: inProject } }),
  ]);
  return { issuedClaims, issuedCerts };
}
