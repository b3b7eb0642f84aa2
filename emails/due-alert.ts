import type { ClaimDeadlineKind } from '@/lib/domain/claim-deadlines';
import type { ReminderStage, WatchKind } from '@/lib/domain/reminders';
import { appUrl, layout, type RenderedEmail } from './layout';

/**
 * One due alert (lib/server/reminders/send-reminders.ts): a deadline approaching or missed, for one
 * person. The in-app notification of the same reminder carries this email's subject as its message,
 * so the bell and the inbox say the same thing.
 */
export interface DueAlertPayload {
  accountName: string;
  kind: WatchKind;
  stage: ReminderStage;
  /** The claim's name; null for a claim not made yet (next_claim). */
  claimName: string | null;
  /** End of the period claimed, yyyy-MM-dd. */
  claimTo: string;
  contractName: string;
  /** The other party, when known: the payer for the claimer, the payee for the certifier. */
  counterparty: string | null;
  /** The governing deadline, as the one deadline engine gives it (lib/domain/claim-deadlines.ts). */
  deadline: { kind: ClaimDeadlineKind; date: string; source: string; consequence: string };
  /** Working days from the day of the alert to the deadline (negative once missed). */
  workingDaysLeft: number;
  path: string;
}

/** What the certifier gives, in words: NZ/AU payment schedule, UK payment notice, FIDIC IPC. */
const ANSWER_NOUNS: Partial<Record<ClaimDeadlineKind, string>> = {
  payment_schedule: 'payment schedule',
  payment_notice: 'payment notice',
  interim_payment_certificate: 'interim payment certificate',
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function when(p: DueAlertPayload): string {
  if (p.stage === 'today') return 'due today';
  // A deadline with no working day left before it (a FIDIC date on a weekend) is named by its date.
  return p.workingDaysLeft > 0
    ? `due in ${plural(p.workingDaysLeft, 'working day')}`
    : `due ${p.deadline.date}`;
}

/** The subject (also the notification's message) and the paragraphs of the alert. */
export function dueAlertWords(p: DueAlertPayload): { subject: string; paragraphs: string[] } {
  const d = p.deadline;
  const dated = `${d.date} (${d.source})`;
  const claim = p.claimName ?? '';
  const noun = ANSWER_NOUNS[d.kind] ?? 'payment schedule';
  switch (p.kind) {
    case 'next_claim':
      return {
        subject: `Claim ${when(p)}: ${p.contractName}`,
        paragraphs: [
          `Your claim for the period ending ${p.claimTo} on ${p.contractName}${p.counterparty ? ` (to ${p.counterparty})` : ''} is due ${dated}.`,
          d.consequence,
        ],
      };
    case 'schedule_to_give': {
      const from = `${claim} from ${p.counterparty ?? 'the payee'} on ${p.contractName}`;
      if (p.stage === 'missed') {
        return {
          subject: `${capital(noun)} deadline missed: ${claim}`,
          paragraphs: [
            `${from}: the ${noun} was due ${dated} and none has been issued.`,
            `What this means now: ${d.consequence}`,
          ],
        };
      }
      return {
        subject: `${capital(noun)} ${when(p)}: ${claim}`,
        paragraphs: [`${from}: the ${noun} is due ${dated}.`, `Why it matters: ${d.consequence}`],
      };
    }
    case 'schedule_owed':
      return {
        subject: `No ${noun} received: ${claim}`,
        paragraphs: [
          `${p.counterparty ?? 'The payer'} has not given a ${noun} for ${claim} on ${p.contractName}. It was due ${dated}.`,
          `What this means now: ${d.consequence}`,
        ],
      };
    case 'payment_owed':
      return {
        subject: `Payment overdue: ${claim}`,
        paragraphs: [
          `No payment in full has been recorded for ${claim} on ${p.contractName}. Payment was due by ${dated}.`,
          `What this means now: ${d.consequence}`,
          'If you have been paid, record the payment against the certificate so the contract’s figures stay right.',
        ],
      };
  }
}

export function dueAlertEmail(p: DueAlertPayload): RenderedEmail {
  const { subject, paragraphs } = dueAlertWords(p);
  return layout(`${subject} – ${p.accountName}`, paragraphs, {
    label:
      p.kind === 'next_claim'
        ? 'Open the contract'
        : p.kind === 'schedule_to_give'
          ? 'Open the claim'
          : 'Open your claim',
    url: appUrl(p.path),
  });
}
