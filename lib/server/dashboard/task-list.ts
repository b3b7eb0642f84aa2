import 'server-only';
// GET …/tasks and …/read_task_list (spec §2 dashboard task list; §3 "Dashboard task: task_type, due
// dates, totals"): what needs the caller, each with a link straight to the screen that does it.
//   claimer:   drafts to finish, claims to approve (the caller is an approver of the current step),
//              approved claims to issue, payment schedules the payer has not given by their
//              deadline, certified amounts not paid by their due date;
//   certifier: claims to certify (by the payment-schedule deadline), certificates to finish, to
//              approve and to issue, payments it has not made by their due date; retention held on
//              trust to deposit, to release (within 14 days or overdue), and instruments to renew.
// Work a user could not do (finishing, issuing, certifying) is listed only for roles that may make
// claims and certificates; an approval is listed for the approver it waits on; an overdue item for
// everyone who sees the contract. Due dates come from the deadline engine (due-dates.ts).
// The dashboard and GET …/tasks list the TASKS_SHOWN most urgent (lib/domain/most-urgent.ts), with
// how many there are of each type and how many are overdue, and a link per type to the screen
// listing the rest; the email summaries read every one (listAllTasks).
import { certificateName } from '@/lib/domain/document-terms';
import { subtract } from '@/lib/domain/money';
import { daysUntil } from '@/lib/domain/overdue';
import { byUrgency, mostUrgent, notShown } from '@/lib/domain/most-urgent';
import { can } from '@/lib/domain/permissions';
import {
  approvedCertPage,
  certOpenPage,
  claimsReceivedPage,
  contractPage,
  editClaimPage,
  projectsPage,
  reviewClaimPage,
  startCertPage,
  type ContractSide,
} from '@/lib/paths/page-paths';
import { reconciliationPage } from '@/lib/paths/retention-reconciliation-paths';
import { retentionTrustPage } from '@/lib/paths/retention-internal-report-paths';
import { INSTRUMENT_PROBLEM_TEXT } from '@/lib/domain/retention-instrument-checks';
import { RELEASE_LABELS } from '@/lib/domain/retention-position';
import type { Actor } from '../session/resolve-actor';
import {
  loadDashboardData,
  type DashboardCert,
  type DashboardClaim,
  type DashboardData,
} from './dashboard-data';
import { governingDates } from './due-dates';

export const TASK_TYPES = [
  'finish_claim',
  'approve_claim',
  'issue_claim',
  'schedule_overdue',
  'certify_claim',
  'finish_cert',
  'approve_cert',
  'issue_cert',
  'payment_overdue',
  'deposit_retention',
  'explain_trust_shortfall',
  'release_retention',
  'renew_retention_instrument',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/**
 * How many tasks the dashboard and GET …/tasks list, the most urgent first: a screenful to act on.
 * A big account's thousands of claims to certify are counted, not listed; Claims received lists them.
 */
export const TASKS_SHOWN = 50;

/**
 * Where the tasks of a type not shown are all listed: the claims received and their certificates
 * for the certifier's work, the projects (each contract's claims) for the claimer's and for payments,
 * the retention report for retention held on trust.
 */
const MORE_PAGES: Record<TaskType, (accountId: string) => string> = {
  finish_claim: projectsPage,
  approve_claim: projectsPage,
  issue_claim: projectsPage,
  schedule_overdue: projectsPage,
  certify_claim: claimsReceivedPage,
  finish_cert: claimsReceivedPage,
  approve_cert: claimsReceivedPage,
  issue_cert: claimsReceivedPage,
  payment_overdue: projectsPage,
  deposit_retention: retentionTrustPage,
  explain_trust_shortfall: retentionTrustPage,
  release_retention: retentionTrustPage,
  renew_retention_instrument: retentionTrustPage,
};

/** How many days ahead a retention release due is listed (issue 31 item 7). */
export const RELEASE_NOTICE_DAYS = 14;

export interface DashboardTask {
  task_type: TaskType;
  side: ContractSide;
  /** Null for a task of the account rather than of a contract (a trust account's shortfall). */
  project_id: string | null;
  project_name: string | null;
  contract_id: string | null;
  contract_name: string | null;
  document: string;
  due_date: string | null;
  days_left: number | null;
  overdue: boolean;
  amount: number | null;
  href: string;
}

/** The open certificate of a claim on the payer's side: the newest one not issued. */
const openCert = (claim: DashboardClaim): DashboardCert | null =>
  claim.certificates.findLast((c) => c.status !== 'issued') ?? null;

const certName = (cert: DashboardCert) =>
  certificateName({ term: cert.term, number: cert.number, ref: cert.certificateRef });

/** Every task waiting for the caller, in no particular order. */
function openTasks(actor: Actor, data: DashboardData): DashboardTask[] {
  const mayAct = can({ account: actor.role }, 'contract', 'claim_or_cert');
  const tasks: DashboardTask[] = [];
  for (const contract of data.contracts) {
    const ids = {
      accountId: actor.accountId,
      projectId: contract.project.id,
      contractId: contract.id,
      contractType: contract.side,
    };
    const add = (
      task_type: TaskType,
      document: string,
      href: string,
      due: { date: string | null; amount?: number | null } = { date: null },
    ) => {
      const days = due.date ? daysUntil(data.today, due.date) : null;
      tasks.push({
        task_type,
        side: contract.side,
        project_id: contract.project.id,
        project_name: contract.project.name,
        contract_id: contract.id,
        contract_name: contract.name,
        document,
        due_date: due.date,
        days_left: days,
        overdue: days !== null && days < 0,
        amount: due.amount ?? null,
        href,
      });
    };
    for (const claim of contract.claims) {
      const claimIds = { ...ids, claimId: claim.id };
      // The engine runs only for the claims that need a date: those served.
      const dates = () => governingDates(contract, claim);
      const schedule = () => ({ date: dates().schedule, amount: claim.totalIncludingGst });
      if (contract.side === 'claim') {
        if (claim.status === 'draft' && mayAct) add('finish_claim', claim.name, editClaimPage(claimIds));
        if (claim.waitingOnMe) add('approve_claim', claim.name, reviewClaimPage(claimIds));
        if (claim.status === 'approved' && mayAct) add('issue_claim', claim.name, reviewClaimPage(claimIds));
        if (claim.status === 'issued' && dates().schedule < data.today) {
          add('schedule_overdue', claim.name, reviewClaimPage(claimIds), schedule());
        }
      } else if (claim.status === 'issued') {
        const cert = openCert(claim);
        const certIds = cert && { ...claimIds, certId: cert.id };
        if (!cert || cert.status === 'pending') {
          if (mayAct) add('certify_claim', claim.name, startCertPage(claimIds), schedule());
        } else if (cert.status === 'draft') {
          if (mayAct) add('finish_cert', certName(cert), certOpenPage(certIds!, cert.status), schedule());
        } else if (cert.status === 'review') {
          if (cert.waitingOnMe)
            add('approve_cert', certName(cert), certOpenPage(certIds!, cert.status), schedule());
        } else if (mayAct) {
          add('issue_cert', certName(cert), certOpenPage(certIds!, cert.status), schedule());
        }
      }
      for (const cert of claim.certificates) {
        const owed = subtract(cert.totalIncludingGst, cert.paid);
        if (cert.status !== 'issued' || owed <= 0 || dates().payment >= data.today) continue;
        const href =
          contract.side === 'claim'
            ? reviewClaimPage(claimIds, true)
            : approvedCertPage({ ...claimIds, certId: cert.id });
        add('payment_overdue', certName(cert), href, { date: dates().payment, amount: owed });
      }
    }
    // Retention is held on trust from the day it is withheld (CCA s18C): until it is in the trust
    // account, the payer has that to put right, by the day its scheme allows (retention-position.ts:
    // NZ the day withheld — "due now" that day, red from the next; NSW 5 business days). Where no
    // deadline is modelled (Queensland, no scheme) the task stands undated, never red.
    const retention = contract.undepositedRetention;
    if (contract.side === 'cert' && mayAct) {
      const href = contractPage({ ...ids, side: 'cert' }, 'retention');
      if (retention) {
        const since = retention.since ? ` since ${retention.since}` : '';
        add('deposit_retention', `Retention not in the trust account${since}`, href, {
          date: retention.dueOn,
          amount: retention.amount,
        });
      }
      // A release is listed from RELEASE_NOTICE_DAYS before its day, and in red once its day has
      // passed while it is still held.
      for (const release of contract.retentionReleases)
        if (release.amount > 0 && daysUntil(data.today, release.on) <= RELEASE_NOTICE_DAYS)
          add('release_retention', RELEASE_LABELS[release.kind], href, {
            date: release.on,
            amount: release.amount,
          });
    }
  }
  // An instrument expired, ending within 30 days or covering less than is held (CCA s18FB) is the
  // account's to renew or top up, for those who may edit the account (who add holdings): red once
  // it has expired or falls short, as the money is then not held in a complying way.
  if (can({ account: actor.role }, 'account', 'edit')) {
    for (const instrument of data.retentionInstruments) {
      const now = instrument.problems.some((p) => p !== 'expiring');
      tasks.push({
        task_type: 'renew_retention_instrument',
        side: 'cert',
        project_id: null,
        project_name: null,
        contract_id: null,
        contract_name: null,
        document: `${instrument.label}: ${instrument.problems.map((p) => INSTRUMENT_PROBLEM_TEXT[p]).join(', ')}`,
        due_date: instrument.expiresOn,
        days_left: instrument.expiresOn ? daysUntil(data.today, instrument.expiresOn) : null,
        overdue: now,
        amount: instrument.held,
        href: retentionTrustPage(actor.accountId),
      });
    }
  }
  // A trust account holding less than its ledgers say is on trust (CCA s18E) is the payer's to put
  // right or explain, from the day of the statement that found it; shown as overdue (in red).
  if (can({ account: actor.role }, 'account', 'edit')) {
    for (const shortfall of data.trustShortfalls) {
      tasks.push({
        task_type: 'explain_trust_shortfall',
        side: 'cert',
        project_id: null,
        project_name: null,
        contract_id: null,
        contract_name: null,
        document: shortfall.label,
        due_date: shortfall.statementOn,
        days_left: daysUntil(data.today, shortfall.statementOn),
        overdue: true,
        amount: -shortfall.difference,
        href: reconciliationPage(actor.accountId, shortfall.holdingId),
      });
    }
  }
  return tasks;
}

/**
 * The TASKS_SHOWN most urgent tasks, how many there are in all and by type (each with how many are
 * overdue), and per type with tasks not shown, how many and the screen that lists them.
 */
export function taskList(actor: Actor, data: DashboardData) {
  const { shown, total, overdue, by_type } = mostUrgent(openTasks(actor, data), TASK_TYPES, TASKS_SHOWN);
  return {
    tasks: shown,
    total,
    overdue,
    counts: by_type,
    more: notShown(shown, by_type).map((m) => ({ ...m, href: MORE_PAGES[m.task_type](actor.accountId) })),
  };
}

export type DashboardTasks = ReturnType<typeof taskList>;

/** GET …/tasks */
export async function listTasks(actor: Actor, now = new Date()): Promise<DashboardTasks> {
  return taskList(actor, await loadDashboardData(actor, now));
}

/** Every task, the most urgent first: the email summaries' retention lines (due-summaries.ts). */
export async function listAllTasks(actor: Actor, now = new Date()): Promise<DashboardTask[]> {
  return openTasks(actor, await loadDashboardData(actor, now)).sort(byUrgency(TASK_TYPES));
}

/** GET …/read_task_list: how many of each, and how many are overdue. */
export async function readTaskList(actor: Actor, now = new Date()) {
  const { counts, total, overdue } = await listTasks(actor, now);
  return {
    counts: Object.fromEntries(TASK_TYPES.map((t) => [t, counts[t].count])) as Record<TaskType, number>,
    total,
    overdue,
  };
}
