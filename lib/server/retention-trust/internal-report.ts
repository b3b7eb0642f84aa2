import 'server-only';
// GET …/retention_internal_report[/pdf|/csv] (issue 31): the payer's internal report on the
// retention it holds on trust. Who may read it: those who may view the account (owners, admins,
// account-wide view-only staff such as directors, help desk), as its trust accounts and
// instruments (list-holdings.ts); a member whose rights come only from projects or contracts sees
// part of the account, not the whole the directors answer for: 403.
import { renderPdf } from '@/lib/pdf/pool/render-pdf';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { internalReportCsv } from './internal-report-csv';
import { internalReportJson } from './internal-report-json';
import { payerPositions } from './payer-position';

export async function readInternalReport(actor: Actor, now = new Date()) {
  await assertCan(actor, 'account', 'view');
  return internalReportJson(await payerPositions(actor, now));
}

export async function downloadInternalReportPdf(actor: Actor, now = new Date()) {
  const report = await readInternalReport(actor, now);
  return {
    filename: `retention-internal-report-${report.made_on}.pdf`,
    bytes: await renderPdf('retentionInternalReport', report),
  };
}

/**
 * The CSV is written from the whole report, not streamed: the holdings' states and the totals sum
 * up every contract, and the screen and the PDF read the same positions at once (payer-position.ts).
 */
export async function downloadInternalReportCsv(actor: Actor, now = new Date()) {
  const report = await readInternalReport(actor, now);
  return { filename: `retention-internal-report-${report.made_on}.csv`, csv: internalReportCsv(report) };
}
