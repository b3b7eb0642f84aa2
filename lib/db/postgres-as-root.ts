// Running the embedded PostgreSQL when the app is started as root. PostgreSQL refuses to run as
// root, so the server runs as a `postgres` system user (created when missing). That user must reach
// both the binaries and the data directory, which a clone in a private directory (a fresh server's
// /root, any mode-700 parent) does not allow. Rather than open up the user's directories, what the
// server needs goes under /var/lib/claimcert (root-owned, searchable by all): a copy of the binaries
// shared by every checkout, and each such checkout's data directory (owned by `postgres`, 0700).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';

export const runningAsRoot = process.getuid?.() === 0;

const ROOT_HOME = '/var/lib/claimcert';

/** Whether another user can walk down to `target`: every existing directory on the way is o+x. */
export function reachableByOthers(target: string): boolean {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const mode = statSync(dir, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && (mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

/** The ids of the `postgres` user the server runs as, creating that user when missing. */
export function postgresUser(): { uid: number; gid: number } {
  const ids = () => ({ uid: Number(id('-u')), gid: Number(id('-g')) });
  if (spawnSync('id', ['postgres'], { stdio: 'ignore' }).status === 0) return ids();
  // Debian's PostgreSQL packages may have left the group behind without the user.
  const group = spawnSync('getent', ['group', 'postgres'], { stdio: 'ignore' }).status === 0;
  try {
    execFileSync(
      'useradd',
      ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin']
        .concat(group ? ['-g', 'postgres'] : ['--user-group'])
        .concat('postgres'),
      { stdio: 'pipe' },
    );
    return ids();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StartupError(
      `PostgreSQL cannot run as root and the \`postgres\` user to run it as could not be created (${reason}): create that user, start the app as a normal user, or set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
}

function id(flag: string): string {
  return execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();
}

/** The binaries' directory, or a copy of it under /var/lib/claimcert when `postgres` cannot reach it. */
export function reachableBinaries(nativeDir: string, version: string): string {
  if (reachableByOthers(path.join(nativeDir, 'bin'))) return nativeDir;
  const copy = path.join(searchableDir(ROOT_HOME), `postgresql-${version}`);
  if (existsSync(path.join(copy, 'bin', 'postgres'))) return copy;
  // Copy beside it and rename into place, so a second start never sees half a copy.
  const partial = `${copy}.${process.pid}.partial`;
  cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  chmodSync(partial, 0o755);
  try {
    renameSync(partial, copy);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another start put its copy there first
  }
  return copy;
}

/** The data directory of a checkout whose ./.data `postgres` cannot reach: one per checkout path. */
export function rootDataDir(checkout: string): string {
  const key = createHash('sha256').update(checkout).digest('hex').slice(0, 12);
  const parent = path.join(searchableDir(ROOT_HOME), `${path.basename(checkout)}-${key}`);
  return path.join(searchableDir(parent), 'pg');
}

function searchableDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  return dir;
}
