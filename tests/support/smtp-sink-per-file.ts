// A test file's real SMTP server: started before its tests with SMTP_URL pointing at it, stopped
// after them, and (with clearEach) emptied before each test. The returned sink reads through to
// the running server.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

export function smtpSinkPerFile(options: { clearEach?: boolean } = {}): SmtpSink {
  let running: SmtpSink | null = null;
  const live = () => {
    if (!running) throw new Error('The SMTP sink starts in beforeAll: use it inside a test.');
    return running;
  };
  beforeAll(async () => {
    running = await startSmtpSink();
    process.env.SMTP_URL = running.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await running?.stop();
  });
  if (options.clearEach) beforeEach(() => void (live().messages.length = 0));
  return {
    get port() {
      return live().port;
    },
    get url() {
      return live().url;
    },
    get messages() {
      return live().messages;
    },
    waitFor: (count, ms) => live().waitFor(count, ms),
    refuse: (on) => live().refuse(on),
    slow: (ms) => live().slow(ms),
    stop: () => live().stop(),
  };
}
