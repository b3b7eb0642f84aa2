'use client';
import { useEffect, useState } from 'react';

/** §2: an unhandled render error is reported, and the user may report it or refresh the page. */
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const report = async () => {
    setState('sending');
    const response = await fetch('/api/report_error', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        error_path: window.location.pathname + window.location.search,
        error_stack: `${error.name}: ${error.message}${error.digest ? ` (digest ${error.digest})` : ''}\n${error.stack ?? ''}`.slice(0, 20_000),
      }),
    }).catch(() => null);
    setState(response?.ok ? 'sent' : 'failed');
  };
  useEffect(() => {
    void report();
    // Report once per error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return (
    <div className="card error-card" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. {state === 'sent' && 'The error has been reported to us.'}</p>
      {state === 'failed' && <p>We could not report the error automatically.</p>}
      <div className="actions">
        <button type="button" className="button secondary" onClick={report} disabled={state === 'sending'}>
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
