import { route } from '@/lib/api/route';

/** GET: the process is alive and answering (no database call): for liveness probes and Docker's HEALTHCHECK. */
export const GET = route({ auth: 'public' }, async () => ({ status: 'ok' }));
