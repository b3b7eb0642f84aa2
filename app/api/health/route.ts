import { route } from '@/lib/api/route';
import { loadFigures } from '@/lib/server/health/load-figures';

/**
 * GET: the process is alive and answering (no database call): for liveness probes and Docker's
 * HEALTHCHECK. To `npm run load`'s token only, also its event loop's delays and its memory.
 */
export const GET = route({ auth: 'public' }, async ({ request }) => ({
  status: 'ok',
  ...loadFigures(request),
}));
