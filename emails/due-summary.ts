import { appUrl, layout, type RenderedEmail } from './layout';

/** One claim waiting for its payment schedule. */
export interface DueClaimLine {
  claimName: string;
  contractName: string;
  payee: string | null;
  /** yyyy-MM-dd */
  deadline: string;
  /**
   * Who sets it, in the words the screens use (lib/domain/claim-deadlines.ts). Optional: summaries
   * queued before it was added carry none.
   */
  source?: string;
  /** '2 working days overdue', 'Due today', '3 working days left'. */
  countdown: string;
  path: string;
}

/** The daily or weekly summary (spec §9 summary times; the "due alerts" email preference). */
export interface DueSummaryPayload {
  kind: 'daily' | 'weekly';
  accountName: string;
  /** The account's today, yyyy-MM-dd. */
  today: string;
  claims: DueClaimLine[];
  listPath: string;
}

export function dueSummaryEmail(p: DueSummaryPayload): RenderedEmail {
  const n = p.claims.length;
  const subject = `${p.kind === 'daily' ? 'Daily' : 'Weekly'} summary: ${n} claim${n === 1 ? '' : 's'} to certify – ${p.accountName}`;
  const lines = p.claims.map(
    (c) =>
      `${c.claimName} from ${c.payee ?? 'the payee'} (${c.contractName}): payment schedule due ${c.deadline}${c.source ? ` (${c.source})` : ''} — ${c.countdown}. ${appUrl(c.path)}`,
  );
  return layout(
    subject,
    [
      `As of ${p.today}, ${n === 1 ? 'this claim served on' : `these ${n} claims served on`} ${p.accountName} ${n === 1 ? 'needs' : 'need'} a payment schedule (certificate) within 7 days or ${n === 1 ? 'is' : 'are'} overdue. A payer that misses the deadline can become liable for the full claimed amount.`,
      ...lines,
    ],
    { label: 'Open claims received', url: appUrl(p.listPath) },
  );
}
