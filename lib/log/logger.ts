// The app's log: one JSON object per line on stdout (pino), for a log collector to read. Each /api
// request writes one line (lib/api/route.ts: request id, method, path, status, duration, the
// caller's user id); failures write theirs with the same request id. LOG_LEVEL sets the level
// (info by default; tests stay silent unless it is set).
import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'claimcert' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
