import 'server-only';
// The internal report as CSV (issue 31): one row per contract — its payee, balances, what is not yet
// deposited and by when, its two releases, where its retention is held with that holding's state
// (an instrument's expiry, cover and problems; a trust account's latest reconciliation) — then a
// total row. The app's CSV conventions (lib/domain/csv-write.ts, as the retention report): amounts
// as plain decimals, CRLF, and text a spreadsheet would run as a formula made harmless.
import { csvMoney, toCsv } from '@/lib/domain/csv-write';
import { INSTRUMENT_PROBLEM_TEXT } from '@/lib/domain/retention-instrument-checks';
import type { InternalReport } from '@/lib/domain/retention-internal-report';

export const INTERNAL_REPORT_COLUMNS = [
  'Project',
  'Contract',
  'Contract number',
  'Payee',
  'Scheme',
  'Withheld',
  'Released',
  'Used',
  'Held on trust',
  'In the trust account',
  'Not yet deposited',
  'Not deposited since',
  'Deposit due',
  'Deposit overdue',
  'Practical completion',
  'Due at practical completion',
  'Practical completion release overdue',
  'Defects period end',
  'Due at end of defects period',
  'Defects period release overdue',
  'Held in',
  'Instrument expires',
  'Instrument cover',
  'Instrument problems',
  'Latest bank statement',
  'Bank less ledger',
  'Reconciliation',
] as const;

const yesNo = (flag: boolean | undefined) => (flag === undefined ? '' : flag ? 'Yes' : 'No');

export function internalReportCsv(r: InternalReport): string {
  const rows = r.contracts.map((c) => {
    const release = (kind: string) => c.releases.find((x) => x.kind === kind);
    const pc = release('practical_completion');
    const dlp = release('defects_liability_end');
    const instrument = r.instruments.find((i) => i.id === c.holding?.id);
    const trust = r.trust_accounts.find((t) => t.id === c.holding?.id);
    return [
      c.project.name,
      c.contract.name,
      c.contract.number,
      c.payee,
      c.scheme,
      csvMoney(c.balances.withheld),
      csvMoney(c.balances.released),
      csvMoney(c.balances.used),
      csvMoney(c.balances.held),
      csvMoney(c.balances.deposited),
      csvMoney(c.balances.undeposited),
      c.undeposited?.since,
      c.undeposited?.due_on,
      yesNo(c.undeposited?.overdue),
      pc?.on,
      pc && csvMoney(pc.amount),
      yesNo(pc?.overdue),
      dlp?.on,
      dlp && csvMoney(dlp.amount),
      yesNo(dlp?.overdue),
      c.holding?.label,
      instrument?.expires_on,
      instrument?.cover_amount == null ? '' : csvMoney(instrument.cover_amount),
      instrument?.problems.map((p) => INSTRUMENT_PROBLEM_TEXT[p]).join('; '),
      trust?.reconciliation?.statement_on,
      trust?.reconciliation ? csvMoney(trust.reconciliation.difference) : '',
      trust?.reconciliation?.state,
    ];
  });
  const t = r.totals;
  const totals = [
    'Total',
    '',
    '',
    '',
    '',
    ...[t.withheld, t.released, t.used, t.held, t.deposited, t.undeposited].map(csvMoney),
  ];
  return toCsv([INTERNAL_REPORT_COLUMNS, ...rows, totals]);
}
