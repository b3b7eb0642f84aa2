import 'server-only';
// The project report is one project's contracts, a few dozen rows at most: it is read in one
// statement and sent as one string (streaming a file this size would gain nothing).
import { selectRows, db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { csvMoney, toCsv } from '@/lib/domain/csv-write';
import type { Actor } from '../session/resolve-actor';
import { loadProject } from './load-project';
import { contractTotalsSql } from './project-contract-figures';
import { COUNTERPARTY_SQL } from '../parties/counterparty';

export const REPORT_COLUMNS = [
  'Project',
  'Project number',
  'Type',
  'Contract',
  'Contract number',
  'Counterparty',
  'Status',
  'Total contract value',
  'Claimed to date',
  'Certified to date',
] as const;

const SIDE = { claim: 'Claim contract', cert: 'Cert contract' } as const;

interface ReportRow {
  side: 'claim' | 'cert';
  name: string;
  contract_number: string | null;
  counterparty: string | null;
  status: string;
  value: bigint;
  claimed: bigint;
  certified: bigint;
}

/**
 * The contracts the caller's account placed in the project, in the order they were placed, each
 * with its other party (the payer of a claim contract, the payee of a cert contract: an account on
 * ClaimCert before a company of the contacts) and its totals.
 */
const reportRows = (accountId: string, projectId: string) =>
  selectRows<ReportRow>(
    db(),
    Prisma.sql`
      SELECT pl.side::text AS side, c.name, c.contract_number, c.status::text AS status,
             ${COUNTERPARTY_SQL} AS counterparty,
             ${contractTotalsSql(Prisma.raw('c.id'))}
        FROM contract_placements pl
        JOIN contracts c ON c.id = pl.contract_id
       WHERE pl.project_id = ${projectId}::uuid AND pl.account_id = ${accountId}::uuid
       ORDER BY pl.created_at, pl.id`,
  );

/** The project report (spec §7 report CSV): one row per contract with its totals. */
export async function projectReport(
  actor: Actor,
  projectId: string,
): Promise<{ filename: string; csv: string }> {
  const [project, rows] = await Promise.all([
    loadProject(actor, projectId, 'view'),
    // Begun beside the access check, its own SQL holds to the caller's account: read only once it passed.
    reportRows(actor.accountId, projectId),
  ]);
  const csv = toCsv([
    REPORT_COLUMNS,
    ...rows.map((c) => [
      project.name,
      project.projectNumber,
      SIDE[c.side],
      c.name,
      c.contract_number,
      c.counterparty,
      c.status,
      csvMoney(Number(c.value)),
      csvMoney(Number(c.claimed)),
      csvMoney(Number(c.certified)),
    ]),
  ]);
  const slug = (project.projectNumber || project.name).replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);
  return { filename: `project-report-${slug || 'project'}.csv`, csv };
}
