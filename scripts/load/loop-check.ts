// Issue 33's aim for the event loop: while 2,000-line PDFs render, no instance's loop is held up
// for 50 ms or more, so no request waits behind another's work. Printed, not a gate: on a shared
// two-core machine the OS alone may hold a thread up that long (README "Many users at once").
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
