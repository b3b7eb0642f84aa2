// GET /api/health's answer to `npm run load` alone: the event loop's figures when the request
// carries the token the load tool gave the instance (LOAD_FIGURES_TOKEN), nothing otherwise. An
// installation sets no token, so it tells no one how busy it is.
import { timingSafeEqual } from 'node:crypto';
import { takeEventLoopFigures, type EventLoopFigures } from './event-loop';

export const LOAD_FIGURES_HEADER = 'x-load-figures-token';

export function loadFigures(request: Request): { event_loop: EventLoopFigures } | null {
  const expected = process.env.LOAD_FIGURES_TOKEN;
  const given = request.headers.get(LOAD_FIGURES_HEADER);
  if (!expected || !given) return null;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return { event_loop: takeEventLoopFigures() };
}
