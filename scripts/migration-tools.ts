// Offline migration tooling. Prisma 7's migration engine is a native binary we cannot download,
// so SQL is generated with Prisma 6's WASM engine (the `prisma6` dev dependency), which needs a
// live database for its driver adapter: a throwaway embedded PostgreSQL serves that.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres, type RunningPostgres } from '../lib/db/embedded-postgres';

export async function withThrowawayPostgres<T>(fn: (pg: RunningPostgres) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'claimcert-pg-'));
  chmodSync(dir, 0o755); // as root, the server runs as the `postgres` user, which must reach it
  const pg = await startEmbeddedPostgres({
    dir: path.join(dir, 'data'),
    port: await freePort(),
    persistent: false,
    fast: true,
  });
  try {
    return await fn(pg);
  } finally {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prisma 6 requires a `url` in the datasource block; Prisma 7 forbids it. */
function withUrl(schema: string): string {
  return schema.replace(
    /provider\s*=\s*"postgresql"/,
    'provider = "postgresql"\n  url = env("DATABASE_URL")',
  );
}

/** SQL that turns the `from` schema (or an empty database) into the `to` schema. */
export function diffSql(pg: RunningPostgres, from: string | null, to: string): string {
  const work = mkdtempSync(path.join(tmpdir(), 'claimcert-diff-'));
  try {
    writeFileSync(path.join(work, 'to.prisma'), withUrl(to));
    if (from !== null) writeFileSync(path.join(work, 'from.prisma'), withUrl(from));
    writeFileSync(
      path.join(work, 'prisma.config.ts'),
      `import { PrismaPg } from '@prisma/adapter-pg';
export default {
  experimental: { adapter: true },
  engine: 'js',
  schema: ${JSON.stringify(path.join(work, 'to.prisma'))},
  adapter: async () => new PrismaPg({ connectionString: ${JSON.stringify(pg.url('postgres'))} }),
};`,
    );
    const fromArgs = from === null ? ['--from-empty'] : ['--from-schema-datamodel', 'from.prisma'];
    const cli = path.resolve('node_modules/prisma6/build/index.js');
    return execFileSync(
      process.execPath,
      [
        cli,
        'migrate',
        'diff',
        '--config',
        'prisma.config.ts',
        ...fromArgs,
        '--to-schema-datamodel',
        'to.prisma',
        '--script',
      ],
      {
        cwd: work,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_PATH: path.resolve('node_modules'),
          DATABASE_URL: pg.url('postgres'),
          PRISMA_HIDE_UPDATE_MESSAGE: '1',
          CHECKPOINT_DISABLE: '1',
          // Present-but-unused engine paths stop the CLI from trying to download them.
          PRISMA_SCHEMA_ENGINE_BINARY: process.execPath,
          PRISMA_QUERY_ENGINE_LIBRARY: process.execPath,
        },
      },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
