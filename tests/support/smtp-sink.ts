// A real SMTP server for tests: it accepts every message and keeps it, parsed.
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  url: string;
  messages: Email[];
  /** Resolves once at least `count` messages have arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<Email[]>;
  /** Makes the server refuse messages until called with false (to test retries). */
  refuse(on: boolean): void;
  /** Takes `ms` over each message before it answers (and keeps it even if the sender is gone by then). */
  slow(ms: number): void;
  stop(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: Email[] = [];
  let refusing = false;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        messages.push(await PostalMime.parse(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  // A sender killed mid-message (the fault tests kill app processes) resets its connection: expected,
  // not an error of the test.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    refuse: (on) => (refusing = on),
    slow: (ms) => (delayMs = ms),
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`Expected ${count} emails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
