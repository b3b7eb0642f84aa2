'use client';
// Keeps an open page in step with the server (spec §4 Other, §9):
// - a new version: the build id the page was served with (from the root layout) is compared with
//   GET /api/config's on each navigation and when the tab is focused again; when they differ, a
//   notice shows, and 3 seconds later local storage is cleared and the page reloads;
// - code that cannot be loaded: a ChunkLoadError (a failed import(), or one an error boundary
//   caught) or a chunk of the app's code still loading after 120 seconds shows a notice and
//   reloads the page the same way — clearing local storage too if a new build is the cause.
// A page that already reloaded for the same reason in the last few minutes does not reload again
// by itself: it says what happened and offers a Reload button (lib/domain/app-reload.ts mayReload).
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  VERSION_RELOAD_DELAY_MS,
  isAppChunkUrl,
  isChunkLoadError,
  isNewBuild,
  mayReload,
  parseLastReload,
} from '@/lib/domain/app-reload';
import styles from './app-updates.module.css';

/** Dispatched on window by an error boundary that caught a ChunkLoadError. */
export const CHUNK_ERROR_EVENT = 'claimcert:chunk-load-error';

const LAST_RELOAD_KEY = 'claimcert:last-reload';

type Reason = 'version' | 'chunk' | 'timeout';

interface Pending {
  reason: Reason;
  /** The new build id, or the page whose code failed: what a second reload would be for. */
  target: string;
  clearStorage: boolean;
  /** Already reloaded for this target lately: wait for the user. */
  blocked: boolean;
}

const WHAT: Record<Reason, string> = {
  version: 'A new version of ClaimCert is available.',
  chunk: 'Part of this page could not be loaded.',
  timeout: `Part of this page took more than ${CHUNK_LOAD_TIMEOUT_MS / 60_000} minutes to load.`,
};

const NEXT_STEP: Record<Reason, string> = {
  version: 'Reload the page to use it.',
  chunk: 'Check your connection, then reload the page.',
  timeout: 'Check your connection, then reload the page.',
};

/** The build the server runs now; null when it cannot be asked. */
async function serverBuild(): Promise<string | null> {
  try {
    const res = await fetch('/api/config', { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { build_id?: unknown };
    return typeof body.build_id === 'string' ? body.build_id : null;
  } catch {
    return null;
  }
}

function lastReload() {
  try {
    return parseLastReload(window.sessionStorage.getItem(LAST_RELOAD_KEY));
  } catch {
    return null;
  }
}

function reload(pending: Pending) {
  try {
    if (pending.clearStorage) window.localStorage.clear();
    window.sessionStorage.setItem(
      LAST_RELOAD_KEY,
      JSON.stringify({ target: pending.target, at: Date.now() }),
    );
  } catch {
    // Storage refused (private mode, quota): reload all the same.
  }
  window.location.reload();
}

export function AppUpdates({ buildId }: { buildId: string }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const settled = useRef(false);
  const checking = useRef(false);

  const schedule = useCallback((reason: Reason, target: string, clearStorage: boolean) => {
    if (settled.current) return;
    settled.current = true;
    setPending({ reason, target, clearStorage, blocked: !mayReload(lastReload(), target, Date.now()) });
  }, []);

  // One small GET at a time (the answer is static, no database): focus events come in bursts.
  const checkVersion = useCallback(async () => {
    if (settled.current || checking.current) return;
    checking.current = true;
    const current = await serverBuild();
    checking.current = false;
    if (current !== null && isNewBuild(buildId, current)) schedule('version', current, true);
  }, [buildId, schedule]);

  // On each navigation after the first page.
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) void checkVersion();
  }, [pathname, checkVersion]);

  // When the user comes back to the tab.
  useEffect(() => {
    const onFocus = () => void checkVersion();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkVersion();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [checkVersion]);

  // Code that failed to load, or is taking too long.
  useEffect(() => {
    const failed = async (reason: 'chunk' | 'timeout') => {
      // Old chunks vanish when a new build is deployed: then it is the new version's reload.
      const current = await serverBuild();
      if (current !== null && isNewBuild(buildId, current)) schedule('version', current, true);
      else schedule(reason, `code:${window.location.pathname}`, false);
    };
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error)) void failed('chunk');
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) void failed('chunk');
    };
    const onBoundary = () => void failed('chunk');
    // The bundler adds a <script> or stylesheet <link> to <head> for each chunk it loads; one
    // that has neither loaded nor failed after 120 seconds has timed out. (A failure it reports
    // itself, after its own retry, as a ChunkLoadError.)
    const timers = new Map<Element, number>();
    const watch = (node: Node) => {
      const url =
        node instanceof HTMLScriptElement
          ? node.src
          : node instanceof HTMLLinkElement && node.rel === 'stylesheet'
            ? node.href
            : '';
      if (!url || !isAppChunkUrl(url) || timers.has(node as Element)) return;
      const element = node as Element;
      const done = () => {
        window.clearTimeout(timers.get(element));
        timers.delete(element);
      };
      element.addEventListener('load', done, { once: true });
      element.addEventListener('error', done, { once: true });
      timers.set(
        element,
        window.setTimeout(() => {
          timers.delete(element);
          void failed('timeout');
        }, CHUNK_LOAD_TIMEOUT_MS),
      );
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(watch);
    });
    observer.observe(document.head, { childList: true });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener(CHUNK_ERROR_EVENT, onBoundary);
    return () => {
      observer.disconnect();
      for (const timer of timers.values()) window.clearTimeout(timer);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener(CHUNK_ERROR_EVENT, onBoundary);
    };
  }, [buildId, schedule]);

  // The reload itself, 3 seconds after the notice (§9).
  useEffect(() => {
    if (!pending || pending.blocked) return;
    const timer = window.setTimeout(() => reload(pending), VERSION_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (!pending) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>
        {WHAT[pending.reason]}{' '}
        {pending.blocked
          ? NEXT_STEP[pending.reason]
          : `The page will reload in ${VERSION_RELOAD_DELAY_MS / 1000} seconds.`}
      </p>
      {pending.blocked && (
        <button type="button" className="button" onClick={() => reload(pending)}>
          Reload page
        </button>
      )}
    </div>
  );
}
