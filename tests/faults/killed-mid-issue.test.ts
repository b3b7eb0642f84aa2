// The app process killed (SIGKILL) in the middle of issuing a claim: issuing is one transaction —
// the claim's status, its served date and totals, the history row and one outbox row per recipient
// commit together or not at all. Afterwards the claim is either issued with its emails queued once,
// or still approved and issuable; never issued without its emails, never two of them.
//
// Each round issues the claim in a separate Node process (tests/faults/app-instance.ts) and kills
// it at a moment watched from outside, so there is no test hook in the app's code: the first round
// once its transaction has taken its first lock (it holds a transaction id in pg_stat_activity),
// the second once the claim reads as issued (committed, but before the process has finished).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { freePort } from '@/lib/db/embedded-postgres';
import { processOutbox } from '@/lib/email/outbox';
import { LEASE_MS } from '@/lib/jobs/lease';
import { ZIssueClaim } from '@/lib/schemas/claims';
import { POST as sendRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/send_approval/route';
import { POST as approveRoute } from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/approve_step/route';
import { callRoute } from '../support/call-route';
import { mailsWithSubject, seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { spawnInstance } from './spawn-instance';
import { withoutJobRunner } from '../support/jobs';

// The instances below work the queue; this process must not take their work.
withoutJobRunner();

const APP_NAME = 'fault-issue';
const RECIPIENTS = ['certifier@demo.test', 'qs@demo.test'];
const SUBJECT = 'Claim 3 – killed mid-issue';
const BODY = {
  to_contacts: RECIPIENTS.map((contact_email) => ({ contact_email })),
  subject: SUBJECT,
  attachments: [],
  has_email_service: true,
};

let demo: ClaimsDemo;
let sink: SmtpSink;
let claimId: string;
let watcher: pg.Client;
let closedPort: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  demo = await seedClaimsDemo();
  claimId = demo.claimIds[2]!; // the seeded draft, claim 3
  signInAs(demo.users.claimer);
  expect((await callRoute(sendRoute, { method: 'POST', params: demo.claim(claimId) })).status).toBe(200);
  signInAs(demo.users.manager);
  expect((await callRoute(approveRoute, { params: demo.claim(claimId), body: {} })).status).toBe(200);
  signInAs(demo.users.claimer);
  const approved = await callRoute(approveRoute, { params: demo.claim(claimId), body: {} });
  expect(approved.body.status).toBe('approved');
  closedPort = await freePort();
  watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await watcher.connect();
});
afterAll(async () => {
  await watcher.end();
  delete process.env.SMTP_URL;
  await sink.stop();
});

/** The killed instance's database sessions: writing (holding a transaction id), or any. */
async function sessions(writing: boolean): Promise<number> {
  const { rows } = await watcher.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE application_name = $1 AND ($2::boolean IS FALSE OR backend_xid IS NOT NULL)`,
    [APP_NAME, writing],
  );
  return rows[0]!.n;
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Issues the claim in its own process and kills it at the chosen moment. */
async function issueAndKill(when: () => Promise<boolean>): Promise<void> {
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('application_name', APP_NAME);
  const instance = spawnInstance(
    {
      job: 'issue',
      userId: demo.users.claimer,
      accountId: demo.payee.acc,
      ref: { projectId: demo.payee.g, contractId: demo.contract.id, claimId },
      input: ZIssueClaim.parse(BODY),
    },
    // Its own outbox kick must not deliver: a message handed to SMTP just before the kill could
    // not be marked sent, and would rightly go again (at least once). Here it only ever fails.
    { env: { DATABASE_URL: url.toString(), SMTP_URL: `smtp://127.0.0.1:${closedPort}` } },
  );
  await instance.ready;
  await until(when);
  instance.kill();
  await instance.exited;
  // PostgreSQL notices the closed connection and rolls back whatever was not committed.
  await until(async () => (await sessions(false)) === 0);
}

const inTransaction = async () => (await sessions(true)) > 0;
const committed = async () =>
  (await watcher.query('SELECT 1 FROM claims WHERE id = $1 AND status = $2', [claimId, 'issued']))
    .rowCount === 1;

/** Checks the invariant and returns what state the claim was left in. */
async function outcome(): Promise<'approved' | 'issued'> {
  const claim = await db().claim.findUniqueOrThrow({ where: { id: claimId } });
  const emails = await db().emailOutbox.findMany({
    where: { idempotencyKey: { startsWith: `claim-issued:${claimId}:` } },
  });
  const issued = await db().history.count({ where: { claimId, action: 'claim.issued' } });
  if (claim.status === 'approved') {
    expect({ servedAt: claim.servedAt, emails, issued }).toEqual({ servedAt: null, emails: [], issued: 0 });
    return 'approved';
  }
  expect(claim.status).toBe('issued');
  expect(claim.servedAt).not.toBeNull();
  expect(emails.map((e) => e.toEmail).sort()).toEqual(RECIPIENTS);
  expect(issued).toBe(1);
  return 'issued';
}

describe('the app killed with SIGKILL while issuing a claim', () => {
  it('leaves the claim approved and issuable, or issued with its emails queued once', async () => {
    // Killed inside the transaction: nothing of it remains, and the claim can still be issued.
    await issueAndKill(inTransaction);
    expect(await outcome()).toBe('approved');

    // Killed just after the commit: issued, each email queued once.
    await issueAndKill(committed);
    expect(await outcome()).toBe('issued');

    // The outbox (whichever instance runs it) delivers each of them once — a minute on, when the
    // lease of a row the killed process left in `sending` has run out.
    await processOutbox({ now: new Date(Date.now() + LEASE_MS + 1_000) });
    await mailsWithSubject(sink, SUBJECT, RECIPIENTS.length);
    await new Promise((r) => setTimeout(r, 300)); // and nothing more arrives
    const mails = sink.messages.filter((m) => m.subject === SUBJECT);
    expect(mails.map((m) => m.to?.[0]?.address).sort()).toEqual(RECIPIENTS);
  });
});
