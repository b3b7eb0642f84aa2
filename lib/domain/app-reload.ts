// When the browser reloads the app by itself (spec §4 Other, §9): a new build has been deployed
// since the page was served — local storage is cleared and the page reloads after 3 seconds — or
// part of the app's code could not be loaded, or took more than 120 seconds to. The decisions are
// here; components/shell/app-updates.tsx watches the page and acts on them.

/** §9: reload after a version change. */
export const VERSION_RELOAD_DELAY_MS = 3_000;
/** §9: chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A page that reloaded for the same reason this recently does not reload again by itself. */
export const RELOAD_GUARD_MS = 5 * 60_000;

/** Whether the server now runs another build than the one the page was served by. */
export function isNewBuild(served: string, current: string | null | undefined): boolean {
  return typeof current === 'string' && current !== '' && current !== served;
}

/** The app's own code and styles: what a "chunk" is. */
export function isAppChunkUrl(url: string): boolean {
  let path: string;
  try {
    path = new URL(url, 'http://app.invalid').pathname;
  } catch {
    return false;
  }
  return /^\/_next\/static\/(chunks|css)\//.test(path);
}

// How the bundlers and browsers word a failed load of code: Turbopack and webpack name the error
// ChunkLoadError ('Failed to load chunk …', 'Loading chunk 12 failed.', 'Loading CSS chunk …');
// a native import() fails with Chrome's, Firefox's or Safari's own message.
const CHUNK_MESSAGES = [
  /failed to load chunk/i,
  /loading (css )?chunk [^ ]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
];

/** Whether an error (thrown, rejected or caught by an error boundary) is a failed load of code. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

/** The last reload the app made by itself, as kept in session storage across it. */
export interface LastReload {
  readonly target: string;
  readonly at: number;
}

/**
 * Whether to reload for `target` (a build id, or the page whose code failed) now. Not when the page
 * already reloaded for the same target within RELOAD_GUARD_MS: a server still answering with the
 * old build, or code that still fails, would otherwise reload the page for ever.
 */
export function mayReload(last: LastReload | null, target: string, now: number): boolean {
  return !last || last.target !== target || now - last.at >= RELOAD_GUARD_MS || now < last.at;
}

/** Session storage's record, read back; anything unreadable counts as no record. */
export function parseLastReload(stored: string | null): LastReload | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<LastReload>;
    return typeof value.target === 'string' && typeof value.at === 'number' && Number.isFinite(value.at)
      ? { target: value.target, at: value.at }
      : null;
  } catch {
    return null;
  }
}
