// `npm run worker`: the job runner in a process of its own (scripts/worker.ts), as an installation
// with JOB_RUNNER=off on its web instances runs it. An email queued by the web side (here, this
// process, whose own runner is stopped) goes out through the worker; SIGTERM lets it finish and
// exit 0.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { enqueueEmail, outboxMessageId } from '@/lib/email/outbox';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.stop();
});

describe('npm run worker', () => {
  it('sends what the web side queued, and stops cleanly on SIGTERM', async () => {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      env: { ...process.env, SMTP_URL: sink.url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
    try {
      const end = Date.now() + 30_000;
      while (!output.includes('Job runner started.')) {
        if (Date.now() > end) throw new Error(`the worker did not start: ${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await db().$transaction((tx) =>
        enqueueEmail(tx, {
          idempotencyKey: 'worker-process',
          to: 'qs@example.com',
          template: 'user_invitation',
          payload: { inviterName: 'Aroha', accountName: 'Kauri Interiors Ltd', path: '/invite/w' },
        }),
      );
      const row = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: 'worker-process' } });
      const [mail] = await sink.waitFor(1, 15_000);
      expect(mail!.messageId).toBe(outboxMessageId(row.id));
      worker.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      worker.kill('SIGKILL');
    }
  });
});
