// A failure the person starting the app can fix: its message is one sentence saying what is wrong
// and what to do, and the launcher prints it alone (no stack trace).
export class StartupError extends Error {
  override name = 'StartupError';
}
