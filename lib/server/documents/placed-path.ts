import 'server-only';
// Reads begun from a request's ids before the caller's access is checked — beside that check, to
// save a round trip (beginClaimReads, beginCertReads, beginDocumentParts) — carry the tenant check
// in their own SQL: they answer nothing unless the caller's account has the contract placed in
// the path's project and the path's claim and certificate belong to that contract. So no other
// account's rows are ever read into the process, whatever the order of the awaits that follow.
import { Prisma } from '@/lib/db/generated/client';

/** The ids of a request's path, with the caller's account. */
export interface PlacedPath {
  accountId: string;
  projectId: string;
  contractId: string;
  claimId?: string;
  certId?: string;
}

/** True when the path's contract is placed in the caller's project and its documents are the contract's. */
export function placedSql(path: PlacedPath): Prisma.Sql {
  const claim = path.claimId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM claims c WHERE c.id = ${path.claimId}::uuid AND c.contract_id = p.contract_id)`
    : Prisma.empty;
  const cert = path.certId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM certificates ce WHERE ce.id = ${path.certId}::uuid AND ce.contract_id = p.contract_id)`
    : Prisma.empty;
  return Prisma.sql`EXISTS (
    SELECT 1 FROM contract_placements p
     WHERE p.account_id = ${path.accountId}::uuid AND p.project_id = ${path.projectId}::uuid
       AND p.contract_id = ${path.contractId}::uuid ${claim} ${cert})`;
}

/** Each question of a selectAnswers call answered only when `guard` holds, NULL when not. */
export function guarded<K extends string>(
  questions: Record<K, Prisma.Sql>,
  guard: Prisma.Sql,
): Record<K, Prisma.Sql> {
  const entries = Object.entries<Prisma.Sql>(questions).map(([name, question]) => [
    name,
    Prisma.sql`(SELECT (${question}) WHERE ${guard})`,
  ]);
  return Object.fromEntries(entries) as Record<K, Prisma.Sql>;
}
