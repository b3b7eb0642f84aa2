'use client';
import { useEffect, useState } from 'react';
import { CHUNK_ERROR_EVENT } from '@/components/shell/app-updates';
import { isChunkLoadError } from '@/lib/domain/app-reload';

type ReportState = 'sending' | 'sent' | 'failed';

/** Sends the error to /api/report_error; resolves to whether it was stored. */
function sendReport(error: Error & { digest?: string }): Promise<boolean> {
  const stack = `${error.name}: ${error.message}${error.digest ? ` (digest ${error.digest})` : ''}\n${error.stack ?? ''}`;
  return fetch('/api/report_error', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      error_path: window.location.pathname + window.location.search,
      error_stack: stack.slice(0, 20_000),
    }),
  })
    .then((response) => response.ok)
    .catch(() => false);
}

/**
 * Code of the page that could not be loaded (§9 chunk load time-out) is no fault to report: the
 * page says so, and AppUpdates reloads it.
 */
function ChunkLoadFailure() {
  useEffect(() => {
    window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
  }, []);
  return (
    <div className="card error-card" role="alert">
      <h1>This page could not be loaded</h1>
      <p>Part of the page did not arrive from the server.</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          refresh page
        </button>
      </div>
    </div>
  );
}

/** §2: an unhandled render error is reported, and the user may report it again or refresh the page. */
export default function ErrorBoundary(props: { error: Error & { digest?: string }; reset: () => void }) {
  return isChunkLoadError(props.error) ? <ChunkLoadFailure /> : <RenderFailure {...props} />;
}

function RenderFailure({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [state, setState] = useState<ReportState>('sending');
  useEffect(() => {
    let live = true;
    void sendReport(error).then((ok) => live && setState(ok ? 'sent' : 'failed'));
    return () => {
      live = false;
    };
  }, [error]);
  const reportAgain = async () => {
    setState('sending');
    setState((await sendReport(error)) ? 'sent' : 'failed');
  };
  return (
    <div className="card error-card" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. {state === 'sent' && 'The error has been reported to us.'}</p>
      {state === 'failed' && <p>We could not report the error automatically.</p>}
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={reportAgain}
          disabled={state === 'sending'}
        >
          report error
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            reset();
            window.location.reload();
          }}
        >
          refresh page
        </button>
      </div>
    </div>
  );
}
