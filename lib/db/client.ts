// The one Prisma client of the process (driver adapter over node-postgres), and the pg pool under it,
// which the longest reads query directly (selectRows).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { Prisma, PrismaClient } from './generated/client';

export type Db = PrismaClient;
/** The client inside an interactive transaction. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

function connectionString(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one.');
  return url;
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };
const queryCounter = new AsyncLocalStorage<{ count: number }>();

function create(): PrismaClient {
  // Idle connections never hold the process open, and an idle one the server drops (a restart) is
  // let go: the pool opens another when it is next needed. One is kept five minutes idle (the
  // driver's default is ten seconds), so that a user who pauses to read does not pay for a new
  // connection's password exchange, nor lose its prepared statements (selectRows).
  const pool = new pg.Pool({
    connectionString: connectionString(),
    allowExitOnIdle: true,
    idleTimeoutMillis: 300_000,
  });
  pool.on('error', () => {});
  globalForPrisma.pool = pool;
  const client = new PrismaClient({
    adapter: new PrismaPg(pool),
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

/**
 * Disconnects the client, ends its pool and forgets both, so that the next db() connects afresh to
 * DATABASE_URL as it is then. The app never needs it (one database per process); the integration
 * suite runs many test files in one process, each on its own database (tests/support/worker-setup.ts),
 * and calls it after each file. An explicit close rather than a cache keyed by DATABASE_URL: a keyed
 * cache would leave each earlier file's pool open, holding its connections.
 */
export async function closeDb(): Promise<void> {
  const { prisma, pool } = globalForPrisma;
  globalForPrisma.prisma = undefined;
  globalForPrisma.pool = undefined;
  await prisma?.$disconnect();
  // The adapter leaves a pool it was given open on $disconnect: end it here.
  if (pool && !pool.ended) await pool.end();
}

/** Runs `fn` and counts the SQL statements it sent (npm run bench; tests that queries do not grow). */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const store = { count: 0 };
  const result = await queryCounter.run(store, fn);
  return { result, queries: store.count };
}

const INT8_OID = 20;
const DATE_OID = 1082;
/**
 * BIGINT as BigInt and DATE as UTC midnight, as Prisma gives them (the driver's own DATE is
 * midnight where the server runs); the other types the driver's way, which is Prisma's too (int,
 * text, bool, uuid, json, an enum as its text, TIMESTAMPTZ as a Date).
 */
const DRIVER_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => BigInt(value)
      : oid === DATE_OID
        ? (value: string) => new Date(`${value}T00:00:00.000Z`)
        : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Each text sent by selectRows and its prepared statement's name. */
const statementNames = new Map<string, string>();

/**
 * A prepared statement's name for `text`: the same text, the same name. Each connection parses a
 * named statement once and PostgreSQL then plans it once (after a few runs, when a plan that does
 * not depend on the values costs no more), where an unnamed one is parsed and planned every time:
 * for the one-row reads every call starts with, planning took longer than running (0.6 ms against
 * 0.1 for the caller's standing; 2 ms against 0.5 for a document's ledger and workflow). The name
 * is the text's hash, not a count: the production build bundles this module more than once over
 * the one pool, and two counts would give one name to two texts.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `claimcert_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The rows of one SELECT, counted like any statement. Outside a transaction it goes straight to
 * the pool under Prisma: on a 2,000-line schedule Prisma's mapping of a raw result cost as much as
 * the query itself. Inside one (`client` a transaction) it goes through it, on its connection.
 * Outside a transaction it is a prepared statement (statementName), so its text must be one of a
 * few: its values as parameters, never a list of any length written into the text.
 * Only for columns of the types DRIVER_TYPES maps as Prisma does (the schema has no TIMESTAMP
 * without a time zone, no DECIMAL and no BYTEA read this way).
 */
export async function selectRows<T>(client: Db | Tx, query: Prisma.Sql): Promise<T[]> {
  const base = db();
  if (client !== base) return client.$queryRaw<T[]>(query);
  const store = queryCounter.getStore();
  if (store) store.count++;
  const { rows } = await globalForPrisma.pool!.query({
    name: statementName(query.text),
    text: query.text,
    values: query.values,
    types: DRIVER_TYPES,
  });
  return rows as T[];
}

type Questions = Record<string, Prisma.Sql>;

/**
 * One request's work (the route wrapper runs each handler in one): its selectAnswers calls go
 * together. Kept on globalThis, as the pool is: the production build bundles this module more than
 * once, and the wrapper's copy must be the one the services find.
 */
type RequestScope = AsyncLocalStorage<{ waiting: WaitingCall[] | null }>;
const shared = globalThis as { claimcertRequestScope?: RequestScope };
const requestScope = (shared.claimcertRequestScope ??= new AsyncLocalStorage());

/** Runs `fn` as one request's work, whose selectAnswers calls of one turn share a statement. */
export function asOneRequest<T>(fn: () => Promise<T>): Promise<T> {
  return requestScope.run({ waiting: null }, fn);
}

/**
 * Several questions (scalar subqueries, each giving one JSON value) answered in one statement, by
 * name: a document's read asks for its previous claim and certificates together, or for its
 * workflow's steps, its events and its files together.
 *
 * Outside a transaction, the questions of every call one request (asOneRequest) makes in the same
 * turn of the event loop go in that one statement: a read begins its ledger's questions and its
 * workflow's side by side, and a statement fewer is a round trip fewer. Only one request's: its
 * calls are the same few each time, so the statement's text is one of a few (selectRows prepares
 * each), where calls of requests that happen to meet would make texts without end. Should the
 * shared statement fail, each call is asked again on its own, so that one call's failing question
 * never fails another's.
 */
export function selectAnswers<K extends string>(
  client: Db | Tx,
  questions: Record<K, Prisma.Sql>,
): Promise<Record<K, unknown>> {
  // Each name is its column's alias, written into the statement: letters only, read back as given.
  const odd = Object.keys(questions).find((k) => !/^[A-Za-z]+$/.test(k));
  if (odd !== undefined) {
    return Promise.reject(new Error(`selectAnswers: "${odd}" is not a name of letters only`));
  }
  const scope = requestScope.getStore();
  if (client !== db() || !scope) {
    return ask(client, [questions]).then(([answers]) => answers as Record<K, unknown>);
  }
  return new Promise((resolve, reject) => {
    if (!scope.waiting) {
      const calls: WaitingCall[] = (scope.waiting = []);
      queueMicrotask(() => {
        scope.waiting = null;
        void askTogether(calls);
      });
    }
    scope.waiting.push({ questions, resolve: resolve as WaitingCall['resolve'], reject });
  });
}

interface WaitingCall {
  questions: Questions;
  resolve: (answers: Record<string, unknown>) => void;
  reject: (error: unknown) => void;
}

async function askTogether(calls: WaitingCall[]): Promise<void> {
  try {
    const answers = await ask(
      db(),
      calls.map((c) => c.questions),
    );
    calls.forEach((call, i) => call.resolve(answers[i]!));
  } catch (error) {
    if (calls.length === 1) return calls[0]!.reject(error);
    for (const call of calls) void askTogether([call]);
  }
}

/** The answers to each set of questions, in one statement: set i's question k is column "i.k". */
async function ask(client: Db | Tx, sets: Questions[]): Promise<Record<string, unknown>[]> {
  const columns = sets.flatMap((questions, i) =>
    Object.entries(questions).map(([k, sql]) => Prisma.sql`${sql} AS ${Prisma.raw(`"${i}.${k}"`)}`),
  );
  const [row] = await selectRows<Record<string, unknown>>(client, Prisma.sql`SELECT ${Prisma.join(columns)}`);
  return sets.map((questions, i) =>
    Object.fromEntries(Object.keys(questions).map((k) => [k, row![`${i}.${k}`]])),
  );
}
