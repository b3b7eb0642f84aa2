// The error shapes seen when PostgreSQL is stopped under a running app (tests/faults/
// database-restart.test.ts logs them): Prisma's codes, its driver adapter's cause, raw pg errors.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const adapterError = (cause: object) => ({
  name: 'PrismaClientKnownRequestError',
  code: 'P2039',
  meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
});

describe('isDatabaseUnavailable', () => {
  it.each<[string, unknown]>([
    ["Prisma: can't reach the server", { code: 'P1001', message: "Can't reach database server" }],
    ['Prisma: server closed the connection', { code: 'P1017' }],
    ['Prisma: no pool connection in time', { code: 'P2024' }],
    ['adapter: server shutting down (57P01)', adapterError({ kind: 'postgres', originalCode: '57P01' })],
    ['adapter: server starting up (57P03)', adapterError({ kind: 'postgres', code: '57P03' })],
    ['adapter: not reachable', adapterError({ kind: 'DatabaseNotReachable' })],
    ['adapter: connection closed', adapterError({ kind: 'ConnectionClosed' })],
    ['pg: connection exception class 08', { code: '08006', severity: 'FATAL', message: 'x' }],
    ['socket: refused', { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 }],
    ['pg: socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['wrapped in a cause', new Error('query failed', { cause: { code: 'ECONNRESET' } })],
  ])('%s → yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['unique violation', { code: 'P2002', meta: { target: ['email'] } }],
    ['adapter: unique violation', adapterError({ kind: 'UniqueConstraintViolation' })],
    ['pg: syntax error', { code: '42601', severity: 'ERROR', message: 'syntax error' }],
    ['an app error code', { code: 'not_found', message: 'Can not find the resource!' }],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an object', 'boom'],
    ['nothing', null],
  ])('%s → no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
