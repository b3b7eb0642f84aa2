// Helpers for the contract-invitation suites: a real SMTP sink for the outbox, and the code
// read back out of the email the invitee receives.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Email } from 'postal-mime';
import { db } from '@/lib/db/client';
import { createAccountWithOwner } from './factories';
import { createContractWithSchedule } from './contract-schedule';
import { signInAs } from './session';
import { processOutbox } from '@/lib/email/outbox';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

export const APP_URL = 'http://claimcert.test';

/** Starts a sink for the file's tests; emptied before each test. Links in mail use APP_URL. */
export function withMailSink(): { sink: () => SmtpSink } {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    process.env.NEXTAUTH_URL = APP_URL;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.NEXTAUTH_URL;
    await sink.stop();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    await db().emailOutbox.deleteMany();
  });
  return { sink: () => sink };
}

/** Sends what the outbox holds and waits until the sink has `count` messages in all. */
export async function deliver(sink: SmtpSink, count: number): Promise<Email[]> {
  await processOutbox();
  return sink.waitFor(count);
}

const LINK = /\/invitation\/(cert|subcontractor)\/([A-Za-z0-9_-]{43})/;

/** The invitation code (and the page type) in an email's text. */
export function codeIn(mail: Email | undefined): { type: string; code: string; url: string } {
  const match = LINK.exec(mail?.text ?? '');
  if (!match) throw new Error(`No invitation link in: ${mail?.text}`);
  return { type: match[1]!, code: match[2]!, url: `${APP_URL}${match[0]}` };
}

export function mailTo(sink: SmtpSink, address: string): Email | undefined {
  return sink.messages.findLast((m) => m.to?.some((t) => t.address === address));
}

/** An owner of 'Kauri Walls Ltd', signed in, with a claim contract whose payer is still open. */
export async function signedInPayee() {
  const a = await createAccountWithOwner('Kauri Walls Ltd');
  const { project, contract } = await createContractWithSchedule(a.accountId);
  signInAs(a.userId);
  return { a, project, contract, params: { acc: a.accountId, g: project.id, c: contract.id } };
}
