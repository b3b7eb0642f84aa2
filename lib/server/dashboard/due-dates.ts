import 'server-only';
// A dashboard claim's governing dates, from the one deadline engine (lib/domain/claim-deadlines.ts
// through claim-dates.ts), exactly as the claims-received list and the claim's own screens work them
// out: the payment schedule's deadline and the payment's. A contract without a state or nation has
// no working-day calendar; its claim's stored dates are all there is.
import { deadlineClaim, deadlinesOf } from '@/lib/domain/deadline-claim';
import type { DashboardClaim, DashboardContract } from './dashboard-data';

export interface GoverningDates {
  schedule: string;
  payment: string;
}

// Worked out once per claim per request: the task list, the upcoming certificates and the group
// table all ask, and the engine is the costly part of a dashboard of thousands of claims.
const worked = new WeakMap<DashboardClaim, GoverningDates>();

// And once per set of inputs: the engine's answer depends only on the calendar and the claim's dates
// (its served day in the contract's calendar, worked out in SQL, and its stored dates), which the
// claims of one month on contracts of the same terms share. Forgotten when full.
const byInputs = new Map<string, GoverningDates>();
const MAX_INPUTS = 10_000;

export function governingDates(contract: DashboardContract, claim: DashboardClaim): GoverningDates {
  const known = worked.get(claim);
  if (known) return known;
  const inputs = [
    contract.calendar,
    contract.paymentTerms !== null,
    claim.servedOnContract,
    claim.claimTo.getTime(),
    claim.claimDueDate.getTime(),
    claim.certDueDate.getTime(),
    claim.paymentDueDate.getTime(),
  ].join('|');
  let answer = byInputs.get(inputs);
  if (!answer) {
    const dates = deadlineClaim(claim, contract);
    const deadlines = contract.calendar ? deadlinesOf(contract.calendar, dates) : null;
    answer = {
      schedule: deadlines?.payment_schedule.date ?? dates.certDue,
      payment: deadlines?.payment_due.date ?? dates.paymentDue,
    };
    if (byInputs.size >= MAX_INPUTS) byInputs.clear();
    byInputs.set(inputs, answer);
  }
  worked.set(claim, answer);
  return answer;
}
