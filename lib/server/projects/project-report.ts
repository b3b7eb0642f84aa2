import 'server-only';
import { csvMoney, toCsv } from '@/lib/domain/csv-write';
import type { Actor } from '../session/resolve-actor';
import { loadProject } from './load-project';
import { accountToday, loadProjectRows } from './project-rows';

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

/** The project report (spec §7 report CSV): one row per contract with its totals. */
export async function projectReport(
  actor: Actor,
  projectId: string,
): Promise<{ filename: string; csv: string }> {
  const project = await loadProject(actor, projectId, 'view');
  const [row] = await loadProjectRows(
    actor.accountId,
    { id: projectId },
    await accountToday(actor.accountId),
  );
  const csv = toCsv([
    REPORT_COLUMNS,
    ...row!.contracts.map((c) => [
      project.name,
      project.projectNumber,
      SIDE[c.side],
      c.name,
      c.contract_number,
      c.counterparty,
      c.status,
      csvMoney(c.total_contract_value),
      csvMoney(c.claimed_to_date_value),
      csvMoney(c.cert_to_date_value),
    ]),
  ]);
  const slug = (project.projectNumber || project.name).replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);
  return { filename: `project-report-${slug || 'project'}.csv`, csv };
}
