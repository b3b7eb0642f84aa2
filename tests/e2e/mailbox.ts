// Reads what the e2e SMTP sink received (see tests/support/smtp-sink-server.ts).
import { expect } from '@playwright/test';

export interface SinkMessage {
  subject: string;
  to: { address: string; name: string }[];
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: string }[];
}

// The SMTP sink's HTTP side listens one port above its SMTP port (playwright.config.ts).
const URL = `http://localhost:${Number(process.env.E2E_SMTP_PORT ?? 2525) + 1}/messages`;

export async function clearMailbox(): Promise<void> {
  await fetch(URL, { method: 'DELETE' });
}

/** Waits until a message to `address` whose subject matches arrives, and returns it. */
export async function waitForMail(address: string, subject: RegExp, timeout = 20_000): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(URL)).json()) as SinkMessage[];
        found = messages.find((m) => m.to.some((t) => t.address === address) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/** All messages received so far. */
export async function allMail(): Promise<SinkMessage[]> {
  return (await (await fetch(URL)).json()) as SinkMessage[];
}
