import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZCalculateDatesQuery } from '@/lib/schemas/projects';
import { calculateProjectDates } from '@/lib/server/projects/calculate-project-dates';

/** The due dates of a claim period ending on ?periodEnding. */
export const GET = route(
  { auth: 'account', params: ZProjectParams, query: ZCalculateDatesQuery },
  async ({ actor, params, query }) => calculateProjectDates(actor, params.g, query.periodEnding),
);
