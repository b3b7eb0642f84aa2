// How long this process's event loop was held up (perf_hooks' monitorEventLoopDelay), and its
// memory, for `npm run load` to read from each instance (GET /api/health with the load tool's
// token, load-figures.ts). Watched from the server's start (instrumentation.ts); one histogram per
// process, kept on globalThis: the production build bundles this module more than once.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

// A 10 ms timer: finer costs the loop wakes of its own; the hold-ups that matter are 50 ms and more.
const RESOLUTION_MS = 10;

const shared = globalThis as { claimcertEventLoop?: IntervalHistogram };

export function watchEventLoop(): IntervalHistogram {
  if (!shared.claimcertEventLoop) {
    shared.claimcertEventLoop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    shared.claimcertEventLoop.enable();
  }
  return shared.claimcertEventLoop;
}

export interface EventLoopFigures {
  /** The longest the loop was held up, in ms, since the previous reading. */
  max_ms: number;
  p99_ms: number;
  /** The process's resident memory now, in MiB. */
  rss_mib: number;
}

/** The figures since the previous reading, which they start again from. */
export function takeEventLoopFigures(): EventLoopFigures {
  const histogram = watchEventLoop();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const figures = {
    max_ms: ms(histogram.max),
    p99_ms: ms(histogram.percentile(99)),
    rss_mib: Math.round(process.memoryUsage.rss() / 2 ** 20),
  };
  histogram.reset();
  return figures;
}
