import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZCalculateDatesQuery } from '@/lib/schemas/projects';
import { calculateProjectDates } from '@/lib/server/projects/calculate-project-dates';

/** ?periodEnding=yyyy-MM-dd → { period_ending, claim_due_date, cert_due_date, payment_due_date }. */
export const GET = route(
  { auth: 'account', params: ZProjectParams, query: ZCalculateDatesQuery },
  async ({ actor, params, query }) => calculateProjectDates(actor, params.g, query.periodEnding),
);
