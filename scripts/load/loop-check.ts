// The one time `npm run load` holds the app to (issue 33): while 2,000-line PDFs render, no
// instance's event loop is held up for 50 ms or more, so no request waits behind one.
import type { EventLoopFigures } from '../../lib/server/health/event-loop';

export const LOOP_LIMIT_MS = 50;

export function loopCheck(readings: { instance: string; figures: EventLoopFigures }[]) {
  const longest = Math.max(...readings.map((r) => r.figures.max_ms));
  return {
    what: `no instance's event loop was held up ${LOOP_LIMIT_MS} ms or more while 2,000-line PDFs rendered`,
    ok: readings.length > 0 && longest < LOOP_LIMIT_MS,
    detail: `longest ${longest.toFixed(0)} ms over ${readings.length} readings`,
  };
}
