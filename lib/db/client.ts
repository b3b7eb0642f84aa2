// The one Prisma client of the process (driver adapter over node-postgres).
import { AsyncLocalStorage } from 'node:async_hooks';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

export type Db = PrismaClient;
/** The client inside an interactive transaction. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

function connectionString(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one.');
  return url;
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };
const queryCounter = new AsyncLocalStorage<{ count: number }>();

function create(): PrismaClient {
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: connectionString() }),
    log: [{ emit: 'event', level: 'query' }],
  });
  client.$on('query' as never, () => {
    const store = queryCounter.getStore();
    if (store) store.count++;
  });
  return client;
}

/** Lazily created so that importing this module never needs a database (e.g. during `next build`). */
export function db(): PrismaClient {
  globalForPrisma.prisma ??= create();
  return globalForPrisma.prisma;
}

/** Runs `fn` and counts the SQL statements it sent (npm run bench; tests that queries do not grow). */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const store = { count: 0 };
  const result = await queryCounter.run(store, fn);
  return { result, queries: store.count };
}
