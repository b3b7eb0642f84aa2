import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { calculateClaimDates } from '@/lib/domain/due-dates';
import type { Actor } from '../session/resolve-actor';
import { termsToApi } from './defaults-data';
import { loadProject } from './load-project';
import { jurisdictionOrNull } from '@/lib/domain/working-days';

/**
 * calculate_dates?periodEnding (spec §7): the claim, cert and payment due dates of a claim whose
 * period ends that day, under the project's default payment terms (§9 defaults when it has none).
 * Working days follow the account's country; in AU and the UK, the project's state or nation.
 */
export async function calculateProjectDates(actor: Actor, projectId: string, periodEnding: string) {
  const project = await loadProject(actor, projectId, 'view');
  const [account, terms] = await Promise.all([
    db().account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { country: true } }),
    db().paymentTerms.findUnique({ where: { projectId } }),
  ]);
  const jurisdiction = jurisdictionOrNull(account.country, project.state);
  if (!jurisdiction) {
    throw new AppError('invalid', [
      { field: 'state', message: "Set the project's state or nation to work out its working days." },
    ]);
  }
  const dates = datesOrInvalid(() =>
    calculateClaimDates({ claimTo: periodEnding, paymentTerms: terms && termsToApi(terms), jurisdiction }),
  );
  return {
    period_ending: periodEnding,
    claim_due_date: dates.claimDue,
    cert_due_date: dates.certDue,
    payment_due_date: dates.paymentDue,
  };
}

/** Dates near the calendar's limits (year 2099) cannot be worked out: a 422, not a server error. */
function datesOrInvalid<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new AppError('invalid', [{ field: 'periodEnding', message: 'Enter a period end before 2099-12' }]);
  }
}
