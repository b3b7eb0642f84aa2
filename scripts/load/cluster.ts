// The installation `npm run load` drives, as a firm scales out (README "Scaling out"): one
// PostgreSQL (embedded, durable: fsync on, as a real server), one S3 bucket (s3rver), one SMTP
// server that keeps what it receives, two `next start` instances of this build sharing them, and
// Debian's nginx in front, balancing between the two. Every part is a real process on loopback.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type RunningPostgres } from '../../lib/db/embedded-postgres';
import { migrate } from '../../lib/db/migrate';
import { startS3Server } from '../../tests/support/s3-server';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtp-sink';
import { LOAD_FIGURES_HEADER } from '../../lib/server/health/load-figures';
import type { EventLoopFigures } from '../../lib/server/health/event-loop';
import { nginxConfig } from './nginx-config';

/** Debian's package puts it in /usr/sbin, which is not on every user's PATH. */
const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export interface Instance {
  name: string;
  port: number;
  process: ChildProcess;
  log: string;
}

export interface Cluster {
  /** The proxy's address: every simulated user goes through it. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  smtp: SmtpSink;
  /** nginx's error log: what it made of the kill. */
  proxyLog: string;
  /** The instance's event-loop delays since the previous reading, and its memory (GET /api/health). */
  figures(instance: Instance): Promise<EventLoopFigures>;
  /** SIGKILL to the instance and every process it started: no shutdown, no cleanup. */
  kill(instance: Instance): void;
  stop(): Promise<void>;
}

/** `demo`: DEMO_MODE=true, so the demo's people may sign in (the dashboard ramp measures theirs). */
export async function startCluster(options: { instances: number; demo?: boolean }): Promise<Cluster> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No build to serve: run `npx next build` first.');
  if (spawnSync(NGINX, ['-v']).error) {
    throw new Error(
      'nginx is not installed: apt-get install nginx (Debian’s package), or set NGINX to its path.',
    );
  }

  const work = mkdtempSync(path.join(tmpdir(), 'claimcert-load-'));
  // As root, PostgreSQL runs as `postgres` and nginx's workers as `nobody`: both must reach it.
  chmodSync(work, 0o755);
  const stops: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
  // Once only: a signal may stop the cluster while the run's own end is stopping it.
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) await fn();
  };
  try {
    const postgres: RunningPostgres = await startEmbeddedPostgres({
      dir: path.join(work, 'postgres'),
      port: await freePort(),
      persistent: false,
    });
    stops.push(() => postgres.stop());
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE claimcert_load');
    await admin.end();
    const databaseUrl = postgres.url('claimcert_load');
    await migrate(databaseUrl);

    const s3 = await startS3Server();
    stops.push(() => s3.stop());
    const smtp = await startSmtpSink();
    stops.push(() => smtp.stop());

    // The instances answer their event-loop figures to this run's token only (load-figures.ts).
    const figuresToken = randomBytes(24).toString('base64url');
    const proxyPort = await freePort();
    const url = `http://127.0.0.1:${proxyPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      DEMO_MODE: options.demo ? 'true' : 'false',
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      ...s3.env,
      LOG_LEVEL: 'warn',
      LOAD_FIGURES_TOKEN: figuresToken,
    };
    const instances: Instance[] = [];
    for (let i = 0; i < options.instances; i++) {
      const port = await freePort();
      const log = path.join(work, `instance-${i + 1}.log`);
      const out = openSync(log, 'a');
      const child = spawn(
        process.execPath,
        [...profiling(), 'node_modules/next/dist/bin/next', 'start', '-p', String(port)],
        {
          env: { ...env, PORT: String(port) },
          stdio: ['ignore', out, out],
          detached: true, // its own process group, so a kill reaches whatever it started
        },
      );
      const instance = { name: `instance ${i + 1}`, port, process: child, log };
      instances.push(instance);
      stops.push(() => killGroup(child, 'SIGTERM'));
    }
    await Promise.all(instances.map((i) => waitUntilReady(i)));

    const nginxDir = path.join(work, 'nginx');
    mkdirSync(nginxDir, { mode: 0o777 });
    chmodSync(nginxDir, 0o777);
    const conf = path.join(nginxDir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({ listen: proxyPort, upstreams: instances.map((i) => i.port), dir: nginxDir }),
    );
    const proxy = spawn(NGINX, ['-c', conf, '-p', nginxDir], { stdio: 'inherit', detached: true });
    stops.push(() => killGroup(proxy, 'SIGTERM'));
    await waitFor(
      `nginx on ${proxyPort}`,
      () => answers(`${url}/api/ready`),
      () => proxy.exitCode === null,
    );

    return {
      url,
      databaseUrl,
      instances,
      smtp,
      proxyLog: path.join(nginxDir, 'error.log'),
      figures: async (instance) => {
        const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`, {
          headers: { [LOAD_FIGURES_HEADER]: figuresToken },
        });
        const body = (await res.json()) as { event_loop?: EventLoopFigures };
        if (!body.event_loop) throw new Error(`${instance.name} gave no event-loop figures`);
        return body.event_loop;
      },
      kill: (instance) => killGroup(instance.process, 'SIGKILL'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * LOAD_CPU_PROFILE_DIR=dir: each instance writes a V8 CPU profile there when it stops (open it in
 * Chrome's DevTools), to see what holds an instance's event loop under load.
 */
function profiling(): string[] {
  const dir = process.env.LOAD_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

function waitUntilReady(instance: Instance): Promise<void> {
  return waitFor(
    `${instance.name} (log: ${instance.log})`,
    () => answers(`http://127.0.0.1:${instance.port}/api/ready`),
    () => instance.process.exitCode === null,
  );
}

async function waitFor(what: string, ready: () => Promise<boolean>, alive: () => boolean): Promise<void> {
  for (let tries = 0; tries < 240; tries++) {
    if (!alive()) throw new Error(`${what} ended before it was ready`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within 60 s`);
}
