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

/** One thing due on the claimer's side: the next claim, or a schedule or payment it is owed. */
export interface DueClaimerLine {
  /** The due alert's subject for it (emails/due-alert.ts), e.g. 'Payment overdue: Payment Claim 2'. */
  headline: string;
  contractName: string;
  /** 'Claim due', 'Payment schedule due', 'Final date for payment' (lib/domain/claim-deadlines.ts). */
  label: string;
  /** yyyy-MM-dd */
  deadline: string;
  source: string;
  countdown: string;
  path: string;
}

/** Retention held on trust that needs the payer (issue 31): a deposit, a release, an instrument, a shortfall. */
export interface DueRetentionLine {
  /** The dashboard task's words, e.g. 'Retention not in the trust account since 2026-11-17'. */
  what: string;
  /** The contract, or null for the account's own (a trust account's shortfall, an instrument). */
  contractName: string | null;
  /** yyyy-MM-dd, when it has a day. */
  due: string | null;
  overdue: boolean;
  /** Formatted in the contract's currency, when it has an amount. */
  amount: string | null;
  path: string;
}

/** The daily or weekly summary (spec §9 summary times; the "due alerts" email preference). */
export interface DueSummaryPayload {
  kind: 'daily' | 'weekly';
  accountName: string;
  /** The account's today, yyyy-MM-dd. */
  today: string;
  /** The certifier's side: claims served on the account waiting for a payment schedule. */
  claims: DueClaimLine[];
  listPath: string;
  /** The claimer's side. Optional: summaries queued before it was added carry none. */
  claimer?: DueClaimerLine[];
  /** Retention held on trust, the payer's side. Optional, as `claimer`. */
  retention?: DueRetentionLine[];
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function dueSummaryEmail(p: DueSummaryPayload): RenderedEmail {
  const n = p.claims.length;
  const claimer = p.claimer ?? [];
  const retention = p.retention ?? [];
  const parts = [
    ...(n > 0 ? [`${count(n, 'claim')} to certify`] : []),
    ...(claimer.length > 0 ? [`${count(claimer.length, 'item')} on your claims`] : []),
    ...(retention.length > 0 ? [`${count(retention.length, 'retention item')}`] : []),
  ];
  const subject = `${p.kind === 'daily' ? 'Daily' : 'Weekly'} summary: ${parts.join(', ')} – ${p.accountName}`;
  const certifier =
    n === 0
      ? []
      : [
          `As of ${p.today}, ${n === 1 ? 'this claim served on' : `these ${n} claims served on`} ${p.accountName} ${n === 1 ? 'needs' : 'need'} a payment schedule (certificate) within 7 days or ${n === 1 ? 'is' : 'are'} overdue. A payer that misses the deadline can become liable for the full claimed amount.`,
          ...p.claims.map(
            (c) =>
              `${c.claimName} from ${c.payee ?? 'the payee'} (${c.contractName}): payment schedule due ${c.deadline}${c.source ? ` (${c.source})` : ''} — ${c.countdown}. ${appUrl(c.path)}`,
          ),
        ];
  const claims =
    claimer.length === 0
      ? []
      : [
          `On the claims ${p.accountName} makes, as of ${p.today}: the next claims due within 7 days, and the payment schedules and payments you are owed that are overdue.`,
          ...claimer.map(
            (c) =>
              `${c.headline} (${c.contractName}): ${c.label.toLowerCase()} ${c.deadline} (${c.source}) — ${c.countdown}. ${appUrl(c.path)}`,
          ),
        ];
  const trust =
    retention.length === 0
      ? []
      : [
          `Retention ${p.accountName} holds on trust, as of ${p.today} (Construction Contracts Act 2002 Part 2A, or the contract's scheme):`,
          ...retention.map(
            (r) =>
              `${r.what}${r.contractName ? ` (${r.contractName})` : ''}${r.amount ? `: ${r.amount}` : ''}${r.due ? `, due ${r.due}` : ''}${r.overdue ? ', overdue' : ''}. ${appUrl(r.path)}`,
          ),
        ];
  return layout(
    subject,
    [...certifier, ...claims, ...trust],
    n > 0 ? { label: 'Open claims received', url: appUrl(p.listPath) } : undefined,
  );
}
