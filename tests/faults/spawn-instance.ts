// Starts tests/faults/app-instance.ts in its own Node process: a second app instance on the same
// database, or one to kill with SIGKILL in the middle of its work.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const SCRIPT = new URL('./app-instance.ts', import.meta.url).pathname;

export interface Instance {
  /** Loaded and about to start (or, with waitForGo, waiting for go()). */
  ready: Promise<void>;
  go(): void;
  /** The job's result; rejects when the process dies or fails. */
  result: Promise<unknown>;
  kill(): void;
  exited: Promise<void>;
}

export function spawnInstance(
  job: Record<string, unknown>,
  options: { env?: Record<string, string>; waitForGo?: boolean } = {},
): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      ...options.env,
      FAULT_JOB: JSON.stringify(job),
      ...(options.waitForGo ? { FAULT_WAIT_GO: '1' } : {}),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let last = '';
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'ready') resolve();
      else last = line;
    });
    child.once('exit', () => reject(new Error(`instance exited before it was ready: ${stderr}`)));
  });
  const result = new Promise<unknown>((resolve, reject) => {
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(JSON.parse(last)) : reject(new Error(`instance ${signal ?? code}: ${stderr}`)),
    );
  });
  // Either may be left unawaited by a test that kills the instance.
  ready.catch(() => {});
  result.catch(() => {});
  return {
    ready,
    go: () => child.stdin.write('go\n'),
    result,
    kill: () => child.kill('SIGKILL'),
    exited,
  };
}
