import 'server-only';
// The figures of every contract on a projects page (project-rows.ts), in two queries whatever their
// number, with what the due flags need. One contract's page reads its own in
// lib/server/contracts/contract-headline-figures.ts.
import { db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { nextScheduleDue } from '../deadlines/next-schedule-due';

/** A contract's totals (spec §3 Project: claim_contracts / cert_contracts) and what its due flag needs. */
export interface ProjectContractFigures {
  /** Top-level base items + approved top-level variations (parents already hold their children's sum). */
  total_contract_value: number;
  /** The latest issued or certified claim's gross to date, frozen when it was issued. */
  claimed_to_date_value: number;
  /** The gross to date of the certificate issued last (the contract's ledger). */
  cert_to_date_value: number;
  /** Period end of the latest issued or certified claim. */
  lastClaimedTo: string | null;
  /** Earliest payment-schedule deadline among the claims issued and not yet certified. */
  nextCertDue: string | null;
}

interface Row {
  id: string;
  value: bigint;
  claimed: bigint;
  certified: bigint;
  last_claimed_to: string | null;
}

const ZERO: ProjectContractFigures = {
  total_contract_value: 0,
  claimed_to_date_value: 0,
  cert_to_date_value: 0,
  lastClaimedTo: null,
  nextCertDue: null,
};

/** The figures of many contracts in two queries, whatever their number. */
export async function projectContractFigures(
  contractIds: readonly string[],
): Promise<Map<string, ProjectContractFigures>> {
  if (contractIds.length === 0) return new Map();
  const [rows, certDue] = await Promise.all([figureRows(contractIds), nextScheduleDue(contractIds)]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        total_contract_value: Number(r.value),
        claimed_to_date_value: Number(r.claimed),
        cert_to_date_value: Number(r.certified),
        lastClaimedTo: r.last_claimed_to,
        nextCertDue: certDue.get(r.id) ?? null,
      },
    ]),
  );
}

/** A contract's value: its top-level base items and approved top-level variations (SQL, per `contractId`). */
export const contractValueSql = (contractId: Prisma.Sql) =>
  Prisma.sql`(SELECT SUM(li.total) FROM line_items li
               WHERE li.contract_id = ${contractId} AND li.parent_id IS NULL
                 AND (li.kind = 'base' OR (li.kind = 'variation' AND li.approval_status = 'approved')))`;

/** A contract's value, claimed and certified to date (as `value`, `claimed`, `certified`), in cents. */
export const contractTotalsSql = (contractId: Prisma.Sql) => Prisma.sql`
  COALESCE(${contractValueSql(contractId)}, 0)::bigint AS value,
  COALESCE((SELECT cl.gross_to_date FROM claims cl
             WHERE cl.contract_id = ${contractId} AND cl.status IN ('issued', 'certified')
             ORDER BY cl.number DESC LIMIT 1), 0)::bigint AS claimed,
  COALESCE((SELECT ce.gross_to_date FROM certificates ce
             WHERE ce.contract_id = ${contractId} AND ce.status = 'issued'
             -- the certificate issued last: the contract's ledger (lib/domain/ledger.ts)
             ORDER BY ce.issued_at DESC, ce.certificate_number DESC LIMIT 1), 0)::bigint AS certified`;

function figureRows(contractIds: readonly string[]) {
  return db().$queryRaw<Row[]>`
    SELECT c.id, ${contractTotalsSql(Prisma.raw('c.id'))},
      (SELECT to_char(MAX(cl.claim_to), 'YYYY-MM-DD') FROM claims cl
        WHERE cl.contract_id = c.id AND cl.status IN ('issued', 'certified')) AS last_claimed_to
    FROM contracts c
    WHERE c.id = ANY(${contractIds}::uuid[])`;
}

export function figuresOf(
  figures: Map<string, ProjectContractFigures>,
  contractId: string,
): ProjectContractFigures {
  return figures.get(contractId) ?? ZERO;
}
