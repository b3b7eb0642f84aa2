// Is this error the database being unreachable (down, restarting, refusing connections) rather
// than a fault in the request or the code? Such errors are answered 503 with Retry-After instead of
// 500: nothing is wrong with what was asked, and the same request succeeds once PostgreSQL is back
// (the Prisma client's pg pool opens new connections by itself).
//
// They arrive in several wrappings: Prisma's own connection codes (P1001 can't reach the server,
// P1017 the server closed the connection, P2024 no pool connection in time), Prisma's driver
// adapter error (`meta.driverAdapterError`, whose `cause` carries the kind and the SQLSTATE), and
// node-postgres or socket errors met directly (raw pg clients, `cause` chains).

const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres, when the socket closes under a query or a connect times out. */
const PG_MESSAGES =
  /^Connection terminated|^Client has encountered a connection error|timeout exceeded when trying to connect/;

function matches(e: Record<string, unknown>): boolean {
  const code = typeof e.code === 'string' ? e.code : undefined;
  const sqlstate = typeof e.originalCode === 'string' ? e.originalCode : code;
  return (
    (code !== undefined && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code))) ||
    (sqlstate !== undefined && (SQLSTATES.has(sqlstate) || sqlstate.startsWith('08'))) ||
    (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) ||
    (typeof e.message === 'string' && PG_MESSAGES.test(e.message))
  );
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const e = error as Record<string, unknown>;
  if (matches(e)) return true;
  const meta = e.meta as Record<string, unknown> | undefined;
  return [e.cause, meta?.driverAdapterError].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
