// The one Prisma client of the process (driver adapter over node-postgres).
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

/** Lazily created so that importing this module never needs a database (e.g. during `next build`). */
export function db(): PrismaClient {
  globalForPrisma.prisma ??= new PrismaClient({
    adapter: new PrismaPg({ connectionString: connectionString() }),
  });
  return globalForPrisma.prisma;
}
