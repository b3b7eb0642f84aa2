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
// table all ask, and the engine is the costly part of a dashboard of hundreds of claims.
const worked = new WeakMap<DashboardClaim, GoverningDates>();

export function governingDates(contract: DashboardContract, claim: DashboardClaim): GoverningDates {
  const known = worked.get(claim);
  if (known) return known;
  const dates = deadlineClaim(claim, contract);
  const deadlines = contract.calendar ? deadlinesOf(contract.calendar, dates) : null;
  const answer = {
    schedule: deadlines?.payment_schedule.date ?? dates.certDue,
    payment: deadlines?.payment_due.date ?? dates.paymentDue,
  };
  worked.set(claim, answer);
  return answer;
}
