import { json, route } from '@/lib/api/route';
import { readiness } from '@/lib/server/health/readiness';

/**
 * GET: whether this instance should get traffic — the database reachable, every migration applied,
 * the job runners not stuck. 200 when ready, 503 when not, with each check either way.
 */
export const GET = route({ auth: 'public' }, async () => {
  const state = await readiness();
  return json({ status: state.ready ? 'ready' : 'not_ready', ...state }, state.ready ? 200 : 503);
});
